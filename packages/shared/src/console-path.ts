import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

/** Where the operator console lives: `/operator` and below, in any language's prefix. */
export const CONSOLE_BASE = '/operator';

// Korean, the default, has no prefix (as on the site's pages).
const PREFIXES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
  .map((locale) => locale.replace('-', '\\-'))
  .join('|');
const CONSOLE_PATH = new RegExp(`^/(?:(?:${PREFIXES})/)?operator(?:/|$)`);

/**
 * Whether a page path is the operator console's (docs/product.md §17): the server answers
 * it with the console's own page, a separate build the site's pages never load.
 */
export function isConsolePath(pathname: string): boolean {
  return CONSOLE_PATH.test(pathname);
}
