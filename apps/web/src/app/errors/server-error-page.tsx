import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { localizePath } from '../../shared/i18n/locale-path.ts';
import { buttonClassName } from '../../shared/ui/button.tsx';

/**
 * 500: any error a page did not handle. The home link is a plain link on purpose: a full
 * page load is the surest way out of whatever state broke.
 */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-white px-6 py-12 text-center"
    >
      <p className="text-5xl font-extrabold tracking-tight text-primary-ink">500</p>
      <h1 className="text-2xl font-bold text-gray-900">{t('errors.serverTitle')}</h1>
      <p className="max-w-md text-sm text-gray-600">{t('errors.serverDescription')}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <a href={localizePath('/', currentLocale())} className={buttonClassName()}>
          {t('common.goHome')}
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t('errors.reload')}
        </button>
      </div>
    </main>
  );
}
