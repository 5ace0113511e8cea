import type { Locale } from '@portal/shared';

/** Each language in its own words: a reader finds their language whatever is shown now. */
export const LANGUAGE_NATIVE_NAMES: Record<Locale, string> = {
  ko: '한국어',
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};
