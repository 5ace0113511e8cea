import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared';

/** Locales that appear as a URL prefix; the default (Korean) never does. */
const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export interface LocalePath {
  locale: Locale;
  /** The path without its locale prefix, always starting with '/'. */
  path: string;
  /** Whether the original path carried a locale prefix. */
  prefixed: boolean;
}

/**
 * Splits `/en/dashboard` into `{locale: 'en', path: '/dashboard'}`. Only an exact prefix
 * segment counts (`/english` stays Korean), and `/ko/...` is not a prefix: Korean has none.
 */
export function splitLocalePath(pathname: string): LocalePath {
  const secondSlash = pathname.indexOf('/', 1);
  const segment = secondSlash === -1 ? pathname.slice(1) : pathname.slice(1, secondSlash);
  const locale = PREFIXED_LOCALES.find((candidate) => candidate === segment);
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false };
  const rest = secondSlash === -1 ? '' : pathname.slice(secondSlash);
  return { locale, path: rest || '/', prefixed: true };
}

/** The locale a public path is shown in. */
export function localeOfPath(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

/** Adds the locale prefix to an unprefixed app path: `('/dashboard', 'en')` → `/en/dashboard`. */
export function localizePath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}
