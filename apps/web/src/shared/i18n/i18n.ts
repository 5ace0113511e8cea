import { DEFAULT_LOCALE, MESSAGES, type Locale } from '@portal/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.messages.ts';
import { ko } from './locales/ko.messages.ts';
import { zhCN } from './locales/zh-cn.messages.ts';
import { zhTW } from './locales/zh-tw.messages.ts';

/**
 * Every text is bundled: four small catalogues cost less than a request round-trip
 * before the first paint. `translation` holds the screens' texts; `api` reuses the
 * server's catalogue from @portal/shared so validation and error texts read the same
 * whichever side caught the problem.
 */
export const resources = {
  ko: { translation: ko, api: MESSAGES.ko },
  en: { translation: en, api: MESSAGES.en },
  'zh-CN': { translation: zhCN, api: MESSAGES['zh-CN'] },
  'zh-TW': { translation: zhTW, api: MESSAGES['zh-TW'] },
} as const satisfies Record<Locale, { translation: unknown; api: unknown }>;

export const i18n = i18next.createInstance();

/** Initialises i18next synchronously in `locale`; safe to call more than once (tests). */
export function initI18n(locale: Locale): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: Object.keys(resources),
      ns: ['translation', 'api'],
      defaultNS: 'translation',
      // Resources are in memory, so init and language changes finish synchronously.
      initAsync: false,
      // React escapes on render; escaping here would double-encode.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
  }
  applyLocale(locale);
  return i18n;
}

/** Shows the app in `locale`: i18next language and `<html lang>`. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The locale texts are currently shown in. */
export function currentLocale(): Locale {
  const language = i18n.language;
  return language in resources ? (language as Locale) : DEFAULT_LOCALE;
}
