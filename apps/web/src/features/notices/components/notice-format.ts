import { DEFAULT_LOCALE, formatDate, isLocale, type Locale } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The language texts are shown in, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The day a notice was posted, in the reader's time zone. */
export function formatPostedDay(value: string, locale: Locale): string {
  return formatDate(value, locale, { style: 'medium' }) || value;
}
