import { DEFAULT_LOCALE, type Locale } from '@portal/shared';
import { localizePath, splitLocalePath } from './locale-path.ts';

/**
 * The language for a URL without a prefix: the remembered one, else the site's default
 * (docs/product.md §3.9: English on playlist sites, otherwise Korean, unless the site
 * sets another).
 */
export function preferredLocale(cookie: Locale | undefined, siteLanguage: Locale): Locale {
  return cookie ?? siteLanguage;
}

/**
 * Where to send a visitor who opened an unprefixed (Korean) URL but prefers another
 * language; undefined when the URL already says which language to show.
 */
export function localeRedirectHref(publicHref: string, preferred: Locale): string | undefined {
  const url = new URL(publicHref, 'http://app.invalid');
  const { prefixed, path } = splitLocalePath(url.pathname);
  if (prefixed || preferred === DEFAULT_LOCALE) return undefined;
  return `${localizePath(path, preferred)}${url.search}${url.hash}`;
}
