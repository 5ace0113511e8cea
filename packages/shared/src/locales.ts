/** The product's languages; Korean is the default and has no URL prefix. */
export const LOCALES = ['ko', 'en', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'ko';
/** Playlist sites default to English (docs/product.md §3.9). */
export const PLAYLIST_DEFAULT_LOCALE: Locale = 'en';

export const LANGUAGE_COOKIE = {
  name: 'lang',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'Lax',
} as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header.
 * `zh-Hant`, `zh-HK` and `zh-MO` read as Traditional Chinese; other `zh` as Simplified.
 */
export function localeFromAcceptLanguage(header: string | undefined, fallback: Locale): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = normalizeLocaleTag(tag);
    if (locale) return locale;
  }
  return fallback;
}

function normalizeLocaleTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'ko' || lower.startsWith('ko-')) return 'ko';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'zh-tw' || lower.startsWith('zh-hant') || lower === 'zh-hk' || lower === 'zh-mo') {
    return 'zh-TW';
  }
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  return undefined;
}
