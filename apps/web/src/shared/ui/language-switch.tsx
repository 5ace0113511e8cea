import { LOCALES, isLocale } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n.ts';
import { LANGUAGE_NATIVE_NAMES } from '../i18n/language-names.ts';
import { useSwitchLocale } from '../i18n/use-switch-locale.ts';

/** A compact language picker for the pages without the menu (home, login, sign-up). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const switchLocale = useSwitchLocale();
  // Read through i18n so the select follows a switch made elsewhere.
  const locale = isLocale(i18n.language) ? i18n.language : currentLocale();
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.switchLabel')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute left-2.5 size-4 text-gray-500"
      >
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1.7-2.12A6.5 6.5 0 0 1 3.55 10.75h2.7c.1 1.9.8 3.68 2.05 5.13Zm3.4 0a8.2 8.2 0 0 0 2.05-5.13h2.7a6.5 6.5 0 0 1-4.75 5.13ZM13.75 9.25h2.7A6.5 6.5 0 0 0 11.7 4.12a8.2 8.2 0 0 1 2.05 5.13Zm-1.5 0A6.7 6.7 0 0 0 10 4.44a6.7 6.7 0 0 0-2.25 4.81h4.5Zm-4.5 1.5A6.7 6.7 0 0 0 10 15.56a6.7 6.7 0 0 0 2.25-4.81h-4.5ZM3.55 9.25h2.7A8.2 8.2 0 0 1 8.3 4.12a6.5 6.5 0 0 0-4.75 5.13Z"
          clipRule="evenodd"
        />
      </svg>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== locale) switchLocale(next);
        }}
        className="min-h-10 appearance-none rounded-xl border border-gray-300 bg-white py-1.5 pr-8 pl-8 text-sm text-gray-800 shadow-xs hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute right-2.5 size-4 text-gray-500"
      >
        <path
          fillRule="evenodd"
          d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
          clipRule="evenodd"
        />
      </svg>
    </div>
  );
}
