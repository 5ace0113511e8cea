import type { Locale } from '@portal/shared';
import { use } from 'react';
import { importWithReload } from '../lib/chunk-reload.ts';
import { i18n } from './i18n.ts';
import type { mailPreferencesKo } from './locales/ko.mail-preferences.ts';
import type { networkTokensKo } from './locales/ko.network-tokens.ts';
import type { youtubeConnectionKo } from './locales/ko.youtube-connection.ts';
import { useLocale } from './use-locale.ts';

/**
 * Texts of screens only a few visitors open (a manager's), kept out of each language's
 * catalogue, which every page in that language downloads first: such a screen loads its
 * own, one language at a time, with its code. They are keys of the `translation`
 * namespace like any other (typed in i18next.d.ts, checked in locales.test.ts).
 */
export interface ScreenTexts {
  youtubeConnection: typeof youtubeConnectionKo;
  networkTokens: typeof networkTokensKo;
  mailPreferences: typeof mailPreferencesKo;
}

export type Screen = keyof ScreenTexts;

/** Each screen's texts per language, each a chunk of its own. */
export const SCREEN_TEXTS: {
  [S in Screen]: Record<Locale, () => Promise<ScreenTexts[S]>>;
} = {
  youtubeConnection: {
    ko: importWithReload(() =>
      import('./locales/ko.youtube-connection.ts').then((module) => module.youtubeConnectionKo),
    ),
    en: importWithReload(() =>
      import('./locales/en.youtube-connection.ts').then((module) => module.youtubeConnectionEn),
    ),
    'zh-CN': importWithReload(() =>
      import('./locales/zh-cn.youtube-connection.ts').then(
        (module) => module.youtubeConnectionZhCn,
      ),
    ),
    'zh-TW': importWithReload(() =>
      import('./locales/zh-tw.youtube-connection.ts').then(
        (module) => module.youtubeConnectionZhTw,
      ),
    ),
  },
  networkTokens: {
    ko: importWithReload(() =>
      import('./locales/ko.network-tokens.ts').then((module) => module.networkTokensKo),
    ),
    en: importWithReload(() =>
      import('./locales/en.network-tokens.ts').then((module) => module.networkTokensEn),
    ),
    'zh-CN': importWithReload(() =>
      import('./locales/zh-cn.network-tokens.ts').then((module) => module.networkTokensZhCn),
    ),
    'zh-TW': importWithReload(() =>
      import('./locales/zh-tw.network-tokens.ts').then((module) => module.networkTokensZhTw),
    ),
  },
  mailPreferences: {
    ko: importWithReload(() =>
      import('./locales/ko.mail-preferences.ts').then((module) => module.mailPreferencesKo),
    ),
    en: importWithReload(() =>
      import('./locales/en.mail-preferences.ts').then((module) => module.mailPreferencesEn),
    ),
    'zh-CN': importWithReload(() =>
      import('./locales/zh-cn.mail-preferences.ts').then((module) => module.mailPreferencesZhCn),
    ),
    'zh-TW': importWithReload(() =>
      import('./locales/zh-tw.mail-preferences.ts').then((module) => module.mailPreferencesZhTw),
    ),
  },
};

const loading = new Map<string, Promise<void>>();

/**
 * `screen`'s texts in `locale` added to i18next, downloaded once; Korean's too, as every
 * key's fallback. One promise per screen and language, so a component can `use` it.
 */
export function loadScreenTexts(screen: Screen, locale: Locale): Promise<void> {
  const key = `${screen}:${locale}`;
  let load = loading.get(key);
  if (!load) {
    const languages: Locale[] = locale === 'ko' ? ['ko'] : [locale, 'ko'];
    load = Promise.all(
      languages.map(async (language) => {
        const texts = await SCREEN_TEXTS[screen][language]();
        i18n.addResourceBundle(language, 'translation', { [screen]: texts }, true, true);
      }),
    ).then(
      () => {},
      (error: unknown) => {
        // A failed download may work on the next try (the error page's retry).
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/**
 * Suspends the screen until its texts are there in the language shown, and again when
 * the language changes, so it never shows a key or a text in another language.
 */
export function useScreenTexts(screen: Screen): void {
  use(loadScreenTexts(screen, useLocale()));
}
