import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reportPasswordCallError } from '../../../shared/api/password-call-error.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useQueryFlagModal } from '../../../shared/lib/use-query-flag-modal.ts';
import { clearSession } from '../../../shared/session/clear-session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { zDeleteForm } from './account-forms.schema.ts';

type DeleteForm = z.input<typeof zDeleteForm>;

const EMPTY: DeleteForm = { password: '', acknowledged: false };

/**
 * Account deletion: a warning on the page, and a confirmation modal that asks for the
 * current password and an acknowledgement (also opened by the `?delete` flag).
 */
export function DeleteAccountSection() {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const { open, setOpen } = useQueryFlagModal('delete');
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteForm, unknown, z.output<typeof zDeleteForm>>({
    resolver: zodResolver(zDeleteForm),
    defaultValues: EMPTY,
  });
  const { ref: registerPasswordRef, ...passwordField } = register('password');

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    reset(EMPTY);
  };

  const submit = handleSubmit((values) => {
    remove.mutate(
      { password: values.password },
      {
        onSuccess: (reply) => {
          setOpen(false);
          clearSession(queryClient);
          snackbar.success(reply.message || t('api:success.accountDeleted'));
          void navigate({ to: '/', replace: true });
        },
        onError: (error) =>
          reportPasswordCallError(error, {
            fallback: t('api:internal'),
            onWrongPassword: (message) =>
              setError('password', { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true }),
          }),
      },
    );
  });

  return (
    <Card className="border-red-200">
      <h2 className="text-lg font-semibold text-red-700">{t('account.deleteTitle')}</h2>
      <p className="mt-2 text-sm text-gray-600">{t('account.deleteDescription')}</p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        {t('account.deleteOpen')}
      </Button>

      <FormModal
        open={open}
        onClose={close}
        title={t('account.deleteModalTitle')}
        initialFocusRef={passwordRef}
        submitLabel={t('account.deleteConfirm')}
        pending={remove.isPending}
        onSubmit={submit}
        danger
      >
        <p className="text-sm text-gray-600">{t('account.deleteModalText')}</p>
        {/* Lets password managers offer the right account's password. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errorText(errors.password)}
          ref={(element) => {
            registerPasswordRef(element);
            passwordRef.current = element;
          }}
          {...passwordField}
        />
        <Checkbox
          label={t('account.deleteAcknowledge')}
          error={errorText(errors.acknowledged)}
          {...register('acknowledged')}
        />
      </FormModal>
    </Card>
  );
}
