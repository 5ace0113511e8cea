import { LOCALES, isLocale } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAMES } from '../../../shared/i18n/language-names.ts';
import { useSwitchLocale } from '../../../shared/i18n/use-switch-locale.ts';
import { PageHeader } from '../../../shared/ui/page.tsx';

/** /language: the four languages by their own names; the current one is marked. */
export function LanguagePage() {
  const { t, i18n } = useTranslation();
  const switchLocale = useSwitchLocale();
  const current = isLocale(i18n.language) ? i18n.language : 'ko';
  return (
    <>
      <PageHeader title={t('language.title')} description={t('language.description')} />
      <ul className="grid max-w-xl gap-3">
        {LOCALES.map((locale) => {
          const selected = locale === current;
          return (
            <li key={locale}>
              <button
                type="button"
                lang={locale}
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  if (!selected) switchLocale(locale);
                }}
                className={[
                  'flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl border px-5 text-left text-base font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink',
                  selected
                    ? 'border-primary bg-primary-dim text-gray-900'
                    : 'border-gray-200 bg-white text-gray-800 hover:border-gray-300 hover:bg-gray-50',
                ].join(' ')}
              >
                <span>{LANGUAGE_NATIVE_NAMES[locale]}</span>
                {selected ? (
                  <span
                    aria-hidden="true"
                    className="flex items-center gap-1.5 text-sm font-semibold text-primary-ink"
                    lang={current}
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="size-5"
                      fill="currentColor"
                    >
                      <path
                        fillRule="evenodd"
                        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                        clipRule="evenodd"
                      />
                    </svg>
                    {t('language.current')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
