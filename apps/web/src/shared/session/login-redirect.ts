import { splitLocalePath } from '../i18n/locale-path.ts';

/**
 * Pages that never carry a fromUrl (docs/product.md §3.7): there is nothing to come back
 * to.
 */
const NO_FROM_URL_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/join',
  '/external/auth',
  '/forgot-password',
  '/reset-password',
]);

/** Pages reachable without a session; every other route sends a visitor to /login. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  ...NO_FROM_URL_PATHS,
  '/language',
  '/unsubscribe',
]);

/** `/login/` and `/login` are one page. */
function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether an unprefixed app path may be shown without a session. */
export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.has(trimTrailingSlash(path));
}

/**
 * The fromUrl for a redirect to /login from the page at `publicHref` (what the browser
 * shows, locale prefix included): the existing fromUrl query if there is one, else that
 * page's path and query. None for /, /login, /join and /external/auth.
 */
export function loginFromUrl(publicHref: string): string | undefined {
  const url = new URL(publicHref, 'http://app.invalid');
  const { path } = splitLocalePath(url.pathname);
  if (NO_FROM_URL_PATHS.has(trimTrailingSlash(path))) return undefined;
  const existing = url.searchParams.get('fromUrl');
  if (existing) return existing;
  return `${url.pathname}${url.search}`;
}

/**
 * fromUrl as a safe place to go after login: only a path on this site (one leading '/',
 * no '//' or '/\' that browsers read as another host, no control characters).
 */
export function safeFromUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}
