import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useExternalAuth } from '../api/external-auth.ts';

/**
 * /external/auth?code=…: a one-time code from another service becomes a session. No
 * layout. On success the session watcher goes to the dashboard once the user data loads.
 */
export function ExternalAuthPage() {
  const { t } = useTranslation(['translation', 'api']);
  const { code } = useSearch({ from: '/external/auth' });
  const exchange = useExternalAuth();
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: exchange it once even when effects run twice (StrictMode).
    if (started.current || !code) return;
    started.current = true;
    exchange.mutate({ code });
  }, [code, exchange]);

  const failure = !code
    ? t('api:validation.codeRequired')
    : exchange.isError
      ? errorMessage(exchange.error, t('api:invalid_login_code'))
      : undefined;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-sm rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm">
        {failure ? (
          <>
            <h1 className="text-xl font-bold text-gray-900">{t('externalAuth.failedTitle')}</h1>
            <p role="alert" className="mt-3 text-sm text-red-700">
              {failure}
            </p>
            <Link to="/login" className={`${buttonClassName({ fullWidth: true })} mt-6`}>
              {t('externalAuth.toLogin')}
            </Link>
          </>
        ) : (
          <div role="status" className="flex flex-col items-center gap-4">
            <Spinner className="size-8 text-primary-ink" />
            <h1 className="text-xl font-bold text-gray-900">{t('externalAuth.title')}</h1>
            <p className="text-sm text-gray-600">
              {exchange.isSuccess ? t('externalAuth.success') : t('externalAuth.wait')}
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
