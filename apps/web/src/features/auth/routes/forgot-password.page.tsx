import { zodResolver } from '@hookform/resolvers/zod';
import { zPasswordForgotBody, type PasswordForgotBody } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useForgotPassword } from '../api/password-reset.ts';
import { AuthShell } from '../components/auth-shell.tsx';

/**
 * /forgot-password: asks for a reset link by email. The answer reads the same whether
 * or not the email has an account (the server's own words), so the page tells nothing.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordForgotBody, unknown, z.output<typeof zPasswordForgotBody>>({
    resolver: zodResolver(zPasswordForgotBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const submit = handleSubmit((values) => forgot.mutate(values));

  return (
    <AuthShell>
      <h1 className="text-2xl font-bold text-gray-900">{t('passwordReset.forgotTitle')}</h1>
      {forgot.isSuccess ? (
        <p role="status" className="mt-4 text-sm text-gray-700">
          {forgot.data.message}
        </p>
      ) : (
        <>
          <p className="mt-1.5 mb-6 text-sm text-gray-600">{t('passwordReset.forgotSubtitle')}</p>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label={t('passwordReset.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              error={errorText(errors.email?.message)}
              {...register('email')}
            />
            <FormAlert
              message={forgot.isError ? errorMessage(forgot.error, t('api:internal')) : undefined}
            />
            <Button type="submit" size="lg" fullWidth loading={forgot.isPending}>
              {t('passwordReset.send')}
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link
          to="/login"
          className="font-semibold text-primary-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          {t('passwordReset.toLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
