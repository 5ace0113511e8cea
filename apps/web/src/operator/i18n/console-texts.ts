import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** A text is a string, or a function that fills in its values (`(n) => \`${n} sites\``). */
type Text = string | ((...values: never[]) => string);
type TextTree = { [key: string]: Text | TextTree };

/** The same keys as Korean's, each of the same kind (a string or a function). */
type SameShape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : SameShape<T[K]>;
};

/**
 * One console area's texts in the four languages. The console is used by a few people
 * on wide connections, so each area carries all four: no chunk per language, and the
 * type holds every language to Korean's keys.
 */
export function defineTexts<const Ko extends TextTree>(texts: {
  ko: Ko;
  en: SameShape<Ko>;
  'zh-CN': SameShape<Ko>;
  'zh-TW': SameShape<Ko>;
}): Record<Locale, SameShape<Ko>> {
  // Korean is its own shape; the checks above are on the other three.
  return { ...texts, ko: texts.ko as unknown as SameShape<Ko> };
}

/** The language the console is shown in (the URL's prefix, as on the sites). */
export function useConsoleLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** An area's texts in the language the console is shown in. */
export function useConsoleTexts<T>(texts: Record<Locale, T>): T {
  return texts[useConsoleLocale()];
}
