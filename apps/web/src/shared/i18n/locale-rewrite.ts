import type { LocationRewrite } from '@tanstack/react-router';
import { localeOfPath, localizePath, splitLocalePath } from './locale-path.ts';

/**
 * The router's rewrite pair that keeps the route tree free of locale segments.
 *
 * - input: `/en/dashboard` is matched as `/dashboard`, so one flat route tree serves
 *   every locale and an unknown path still falls through to the 404.
 * - output: every href the router builds gets the prefix of the locale being shown, so
 *   `<Link to="/dashboard">` localizes itself.
 *
 * The current locale is read from the public (browser) path rather than kept in a
 * variable: the URL prefix is the single source of truth for the locale.
 */
export function createLocaleRewrite(currentPublicPathname: () => string): LocationRewrite {
  return {
    input: ({ url }) => {
      const { prefixed, path } = splitLocalePath(url.pathname);
      if (!prefixed) return undefined;
      url.pathname = path;
      return url;
    },
    output: ({ url }) => {
      const locale = localeOfPath(currentPublicPathname());
      url.pathname = localizePath(url.pathname, locale);
      return url;
    },
  };
}
