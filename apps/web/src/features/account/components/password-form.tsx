import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@portal/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reportPasswordCallError } from '../../../shared/api/password-call-error.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useUpdateAccount } from '../api/update-account.ts';
import { zPasswordForm } from './account-forms.schema.ts';

type PasswordForm = z.input<typeof zPasswordForm>;

const EMPTY: PasswordForm = { password: '', new_password: '', new_password_confirm: '' };

export function PasswordForm() {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const update = useUpdateAccount();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordForm, unknown, z.output<typeof zPasswordForm>>({
    resolver: zodResolver(zPasswordForm),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((values) => {
    update.mutate(
      { password: values.password, new_password: values.new_password },
      {
        onSuccess: (reply) => {
          snackbar.success(reply.message || t('api:success.passwordChanged'));
          reset(EMPTY);
        },
        onError: (error) =>
          reportPasswordCallError(error, {
            fallback: t('api:internal'),
            onWrongPassword: (message) =>
              setError('password', { type: SERVER_ERROR_TYPE, message }),
          }),
      },
    );
  });

  return (
    <Card>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('account.passwordTitle')}
      </h2>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4"
      >
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errorText(errors.password)}
          {...register('password')}
        />
        <TextField
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('account.newPasswordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={errorText(errors.new_password?.message)}
          {...register('new_password')}
        />
        <TextField
          label={t('account.newPasswordConfirm')}
          type="password"
          autoComplete="new-password"
          error={errorText(errors.new_password_confirm?.message)}
          {...register('new_password_confirm')}
        />
        <div>
          <Button type="submit" loading={update.isPending}>
            {t('account.passwordSubmit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
