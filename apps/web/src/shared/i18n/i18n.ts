import { DEFAULT_LOCALE, LOCALES, messagesKo, type Locale } from '@portal/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { importWithReload } from '../lib/chunk-reload.ts';
import { ko } from './locales/ko.messages.ts';

/**
 * `translation` holds the screens' texts; `api` reuses the server's catalogue from
 * @portal/shared so validation and error texts read the same whichever side caught the
 * problem.
 */
export type LocaleResources = { translation: typeof ko; api: typeof messagesKo };

/**
 * Korean, the default language, is in the first load; each other language is a chunk of
 * its own (about 9 KB gzipped), downloaded when the app is shown in it, so nobody pays
 * for three languages they do not read (docs/decisions/017).
 */
const loaded = new Map<Locale, LocaleResources>([
  [DEFAULT_LOCALE, { translation: ko, api: messagesKo }],
]);
const importers: Record<Exclude<Locale, 'ko'>, () => Promise<{ resources: LocaleResources }>> = {
  en: importWithReload(() => import('./locales/en.resources.ts')),
  'zh-CN': importWithReload(() => import('./locales/zh-cn.resources.ts')),
  'zh-TW': importWithReload(() => import('./locales/zh-tw.resources.ts')),
};

export const i18n = i18next.createInstance();

/** The texts of `locale`, downloaded once and added to i18next when it runs. */
export async function loadLocale(locale: Locale): Promise<LocaleResources> {
  const known = loaded.get(locale);
  if (known) return known;
  const { resources } = await importers[locale as Exclude<Locale, 'ko'>]();
  loaded.set(locale, resources);
  if (i18n.isInitialized) {
    i18n.addResourceBundle(locale, 'translation', resources.translation);
    i18n.addResourceBundle(locale, 'api', resources.api);
  }
  return resources;
}

/**
 * Initialises i18next synchronously with the languages loaded so far and shows `locale`
 * (at once when loaded, see applyLocale); safe to call more than once (tests).
 */
export function initI18n(locale: Locale): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: Object.fromEntries(loaded),
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
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

let wanted: Locale | undefined;

/**
 * Shows the app in `locale`, texts and `<html lang>` together, as soon as the language is
 * downloaded (until then the page keeps the language it had; the router waits for it
 * before showing a page, see router.tsx). A failed download keeps that language too;
 * importWithReload reloads the page when the chunk is gone.
 */
export function applyLocale(locale: Locale): void {
  wanted = locale;
  const show = (always: boolean) => {
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    // Just downloaded, even when i18next already names it (it started in it): the change
    // re-renders the texts.
    if (always || i18n.language !== locale) void i18n.changeLanguage(locale);
  };
  if (loaded.has(locale)) return show(false);
  loadLocale(locale).then(
    () => {
      if (wanted === locale) show(true);
    },
    () => {},
  );
}

/** The locale texts are currently shown in. */
export function currentLocale(): Locale {
  const language = i18n.language;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}
