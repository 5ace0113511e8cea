import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login. Where to go afterwards (fromUrl or the dashboard) is the session watcher's job. */
export function LoginPage() {
  const { t } = useTranslation();
  // Set by the sign-up success page so the new member does not retype the address.
  const prefillEmail = useRouterState({ select: (state) => state.location.state.prefillEmail });
  return (
    <AuthShell>
      <h1 className="text-2xl font-bold text-gray-900">{t('login.title')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-gray-600">{t('login.subtitle')}</p>
      <LoginForm defaultEmail={prefillEmail ?? ''} />
      <p className="mt-4 text-right text-sm">
        <Link
          to="/forgot-password"
          className="font-semibold text-primary-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          {t('login.forgot')}
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-gray-600">
        {t('login.noAccount')}{' '}
        <Link
          to="/join"
          className="font-semibold text-primary-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          {t('login.join')}
        </Link>
      </p>
    </AuthShell>
  );
}
