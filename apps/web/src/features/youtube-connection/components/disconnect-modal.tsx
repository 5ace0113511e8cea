import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useDisconnectYouTube } from '../api/disconnect-youtube.ts';

/**
 * Disconnecting revokes the grant at Google and stops the daily reports: the dialog says
 * both (and what stays) before the manager commits.
 */
export function DisconnectModal({
  contentOwnerId,
  onClose,
  onDisconnected,
}: {
  contentOwnerId: string;
  onClose: () => void;
  onDisconnected: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const disconnect = useDisconnectYouTube();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disconnect.mutate(undefined, {
      onSuccess: (reply) => {
        snackbar.success(reply.message || t('api:success.youtubeDisconnected'));
        onClose();
        onDisconnected();
      },
    });
  };

  return (
    <FormModal
      onClose={onClose}
      title={t('youtubeConnection.disconnect.title')}
      submitLabel={t('youtubeConnection.disconnect.submit')}
      danger
      pending={disconnect.isPending}
      onSubmit={submit}
    >
      <p className="text-sm break-words text-gray-700">
        {t('youtubeConnection.disconnect.intro', { owner: contentOwnerId })}
      </p>
      <ul className="flex list-disc flex-col gap-1.5 rounded-xl bg-gray-50 py-3 pr-3.5 pl-8 text-sm text-gray-800">
        <li>{t('youtubeConnection.disconnect.revoked')}</li>
        <li>{t('youtubeConnection.disconnect.stops')}</li>
        <li>{t('youtubeConnection.disconnect.kept')}</li>
      </ul>
      <FormAlert
        message={disconnect.isError ? errorMessage(disconnect.error, t('api:internal')) : null}
      />
    </FormModal>
  );
}
