import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_PATHS,
  NETWORK_TOKEN_EXPIRY_DAYS,
  NETWORK_TOKEN_PREFIX,
  NETWORK_TOKEN_NAME_MAX,
  type NetworkTokenCreateReply,
} from '@portal/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { copyText } from '../../../shared/lib/copy-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCreateNetworkToken } from '../api/network-tokens.ts';
import { zNetworkTokenForm } from './account-forms.schema.ts';

type TokenForm = z.input<typeof zNetworkTokenForm>;

/**
 * Making a token: its name and expiry, then the token itself, once, with Copy. Closing
 * the second step forgets the token: the screen can never show it again.
 */
export function CreateNetworkTokenModal({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<NetworkTokenCreateReply | null>(null);
  return created ? (
    <NewTokenModal token={created.token} onClose={onClose} />
  ) : (
    <TokenFormModal onCreated={setCreated} onClose={onClose} />
  );
}

function TokenFormModal({
  onCreated,
  onClose,
}: {
  onCreated: (reply: NetworkTokenCreateReply) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const create = useCreateNetworkToken();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TokenForm, unknown, z.output<typeof zNetworkTokenForm>>({
    resolver: zodResolver(zNetworkTokenForm),
    defaultValues: { name: '', expiry: '90' },
  });
  const { ref: registerNameRef, ...nameField } = register('name');

  const submit = handleSubmit((values) =>
    create.mutate(
      {
        name: values.name,
        expires_in_days: values.expiry === 'never' ? null : Number(values.expiry),
      },
      { onSuccess: onCreated },
    ),
  );

  return (
    <FormModal
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      title={t('networkTokens.createModal.title')}
      initialFocusRef={nameRef}
      submitLabel={t('networkTokens.createModal.submit')}
      pending={create.isPending}
      onSubmit={submit}
    >
      <TextField
        label={t('networkTokens.createModal.name')}
        hint={t('networkTokens.createModal.nameHint')}
        autoComplete="off"
        maxLength={NETWORK_TOKEN_NAME_MAX}
        error={errorText(errors.name)}
        ref={(element) => {
          registerNameRef(element);
          nameRef.current = element;
        }}
        {...nameField}
      />
      <SelectField
        label={t('networkTokens.createModal.expiry')}
        hint={t('networkTokens.createModal.expiryHint')}
        {...register('expiry')}
      >
        {NETWORK_TOKEN_EXPIRY_DAYS.map((days) => (
          <option key={days} value={String(days)}>
            {t('networkTokens.createModal.days', { count: days })}
          </option>
        ))}
        <option value="never">{t('networkTokens.createModal.never')}</option>
      </SelectField>
      <FormAlert message={create.isError ? errorMessage(create.error, t('api:internal')) : null} />
    </FormModal>
  );
}

/** The new token, shown this once: selectable, with Copy, and how a tool sends it. */
function NewTokenModal({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const tokenRef = useRef<HTMLInputElement | null>(null);

  const copy = async () => {
    if (await copyText(token, tokenRef.current)) {
      snackbar.success(t('networkTokens.createdModal.copied'));
    } else {
      tokenRef.current?.select();
      snackbar.error(t('networkTokens.createdModal.copyFailed'));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('networkTokens.createdModal.title')}
      initialFocusRef={tokenRef}
      footer={<Button onClick={onClose}>{t('networkTokens.createdModal.done')}</Button>}
    >
      <div className="flex flex-col gap-4 text-sm">
        <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-amber-900">
          {t('networkTokens.createdModal.warning')}
        </p>
        <div className="flex items-end gap-2">
          <TextField
            className="min-w-0 flex-1"
            label={t('networkTokens.createdModal.token')}
            value={token}
            readOnly
            spellCheck={false}
            autoComplete="off"
            ref={tokenRef}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('networkTokens.createdModal.copy')}
          </Button>
        </div>
        <div className="flex flex-col gap-1.5">
          <p className="text-gray-700">{t('networkTokens.createdModal.usage')}</p>
          <code className="rounded-xl bg-gray-50 px-3.5 py-2.5 font-mono text-xs break-all whitespace-pre-line text-gray-800">
            {`GET ${window.location.origin}/api/${API_PATHS.reportSummary}\nAuthorization: Bearer ${token.slice(0, NETWORK_TOKEN_PREFIX.length + 4)}…`}
          </code>
        </div>
      </div>
    </Modal>
  );
}
