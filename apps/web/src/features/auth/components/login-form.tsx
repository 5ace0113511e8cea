import type { LoginBody } from '@portal/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { deferredModule } from '../../../shared/lib/deferred-module.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useLogin } from '../api/login.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import type { LoginCheck, LoginErrors, LoginField } from './login-rules.ts';

/** Fetched once the form shows: the page paints before zod arrives (docs/decisions/017). */
const rules = deferredModule(() => import('./login-rules.ts'));

const FIELDS: readonly LoginField[] = ['id', 'password'];

function valuesOf(form: HTMLFormElement): LoginBody {
  const value = (name: LoginField) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return { id: value('id'), password: value('password') };
}

/**
 * Email + password. Both are required with one shared message ("please enter your email
 * and password", docs/product.md §10.1), shown once for the form rather than twice under
 * the fields. Checked on submit, then again as the visitor corrects the fields; the first
 * field in error takes the focus. Two fields need no form library: the login page is the
 * one most opened on a phone, and react-hook-form would be 13 KB of its first load.
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
  const [errors, setErrors] = useState<LoginErrors>({});
  // The rules' chunk did not arrive (and the page did not reload for it): say so.
  const [rulesMissing, setRulesMissing] = useState(false);
  const submitted = useRef(false);
  useEffect(() => rules.preload(), []);

  const check = async (form: HTMLFormElement): Promise<LoginCheck> => {
    const result = (await rules.get()).checkLogin(valuesOf(form));
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const result = await check(form).catch(() => undefined);
    setRulesMissing(result === undefined);
    if (!result) return;
    if (!result.ok) {
      const first = FIELDS.find((field) => result.errors[field] !== undefined);
      if (first) (form.elements.namedItem(first) as HTMLInputElement).focus();
      return;
    }
    login.mutate(result.body, { onSuccess: onLoggedIn });
  };

  const validationError = errorText(errors.id ?? errors.password);
  const serverError = login.isError ? errorMessage(login.error, t('api:internal')) : undefined;
  const alert = validationError ?? (rulesMissing ? t('errors.network') : serverError);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={(event) => {
        if (submitted.current) check(event.currentTarget).catch(() => {});
      }}
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
        name="id"
        defaultValue={defaultEmail}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        invalid={Boolean(errors.password)}
        describedBy={alert ? alertId : undefined}
        name="password"
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
