import type { LoginBody, zLoginBody } from '@portal/shared';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { deferredResolver } from '../../../shared/lib/deferred-resolver.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useLogin } from '../api/login.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';

/** Fetched once the form shows: the page paints before zod arrives (docs/decisions/017). */
const resolver = deferredResolver(() =>
  import('./login-resolver.ts').then((module) => module.loginResolver),
);

/**
 * Email + password. Both are required with one shared message ("please enter your email
 * and password", spec §5), shown once for the form rather than twice under the fields.
 */
export function LoginForm({
  defaultEmail = '',
  onLoggedIn,
}: {
  defaultEmail?: string;
  /** Where a page other than /login sends the user once logged in. */
  onLoggedIn?: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const alertId = useId();
  const login = useLogin();
  // Logged in and waiting for the user data before moving on (see SessionWatcher).
  const token = useToken();
  const redirecting = login.isSuccess && Boolean(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody, unknown, z.output<typeof zLoginBody>>({
    resolver,
    defaultValues: { id: defaultEmail, password: '' },
  });
  useEffect(() => resolver.preload(), []);

  const validationError = errorText(errors.id?.message ?? errors.password?.message);
  const serverError = login.isError ? errorMessage(login.error, t('api:internal')) : undefined;
  const alert = validationError ?? serverError;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => login.mutate(values, { onSuccess: onLoggedIn }))}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        invalid={Boolean(errors.id)}
        describedBy={alert ? alertId : undefined}
        {...register('id')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        invalid={Boolean(errors.password)}
        describedBy={alert ? alertId : undefined}
        {...register('password')}
      />
      <FormAlert id={alertId} message={alert} />
      <Button type="submit" size="lg" fullWidth loading={login.isPending || redirecting}>
        {t('login.submit')}
      </Button>
      {redirecting ? (
        <p role="status" className="text-center text-sm text-gray-600">
          {t('login.redirecting')}
        </p>
      ) : null}
    </form>
  );
}
