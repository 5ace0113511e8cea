import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  zPasswordResetBody,
  type PasswordResetBody,
} from '@portal/shared';
import { Link, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthShell } from '../components/auth-shell.tsx';

const linkClass =
  'font-semibold text-primary-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink';

/**
 * /reset-password?token=…: the emailed link. A new password by the spec's rules (4 to 64
 * characters, typed twice), checked by the server's own schema; then signed in (the
 * session watcher goes on to the dashboard). A link that is unknown, expired or used
 * says so, with the way to ask for a new one and back to the login page.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const { token = '' } = useSearch({ from: '/reset-password' });
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetBody, unknown, z.output<typeof zPasswordResetBody>>({
    resolver: zodResolver(zPasswordResetBody),
    mode: 'onTouched',
    defaultValues: { token, password: '', password_confirm: '' },
  });
  const submit = handleSubmit((values) => reset.mutate({ ...values, token }));

  return (
    <AuthShell>
      <h1 className="text-2xl font-bold text-gray-900">{t('passwordReset.resetTitle')}</h1>
      {!token ? (
        <FormAlert message={t('api:validation.resetTokenRequired')} />
      ) : reset.isSuccess ? (
        <p role="status" className="mt-4 text-sm text-gray-700">
          {reset.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <NewPasswordFields
            password={{
              label: t('passwordReset.newPassword'),
              hint: t('join.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
              error: errorText(errors.password?.message),
              ...register('password'),
            }}
            confirm={{
              label: t('passwordReset.newPasswordConfirm'),
              error: errorText(errors.password_confirm?.message),
              ...register('password_confirm'),
            }}
          />
          <FormAlert
            message={
              reset.isError ? errorMessage(reset.error, t('api:reset_link_invalid')) : undefined
            }
          />
          <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
            {t('passwordReset.save')}
          </Button>
        </form>
      )}
      <p className="mt-6 flex justify-center gap-4 text-sm text-gray-600">
        <Link to="/forgot-password" className={linkClass}>
          {t('passwordReset.askAgain')}
        </Link>
        <Link to="/login" className={linkClass}>
          {t('passwordReset.toLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
