import type { NetworkToken } from '@portal/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useRevokeNetworkToken } from '../api/network-tokens.ts';

/** Revoking stops every tool using the token at once, for good: the dialog says so first. */
export function RevokeNetworkTokenModal({
  token,
  onClose,
}: {
  token: NetworkToken;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const revoke = useRevokeNetworkToken();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    revoke.mutate(
      { id: token.id },
      {
        onSuccess: (reply) => {
          snackbar.success(reply.message || t('api:success.networkTokenRevoked'));
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      onClose={onClose}
      title={t('networkTokens.revokeModal.title', { name: token.name })}
      submitLabel={t('networkTokens.revokeModal.submit')}
      danger
      pending={revoke.isPending}
      onSubmit={submit}
    >
      <p className="text-sm text-gray-700">{t('networkTokens.revokeModal.text')}</p>
      <FormAlert message={revoke.isError ? errorMessage(revoke.error, t('api:internal')) : null} />
    </FormModal>
  );
}
