import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The language texts are shown in, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
