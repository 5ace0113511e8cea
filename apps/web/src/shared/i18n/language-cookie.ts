import { LANGUAGE_COOKIE, isLocale, type Locale } from '@portal/shared';

const DAY_SECONDS = 24 * 60 * 60;

/** The language the visitor chose earlier, if any. */
export function readLanguageCookie(cookieHeader: string = document.cookie): Locale | undefined {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rawValue] = part.split('=');
    if (rawName?.trim() !== LANGUAGE_COOKIE.name) continue;
    const value = decodeURIComponent(rawValue.join('=').trim());
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}

/**
 * Remembers the chosen language for a year (docs/product.md §3.9: 365 days, path /,
 * SameSite=Lax).
 */
export function writeLanguageCookie(locale: Locale): void {
  const maxAge = LANGUAGE_COOKIE.maxAgeDays * DAY_SECONDS;
  document.cookie = `${LANGUAGE_COOKIE.name}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=${LANGUAGE_COOKIE.path}; SameSite=${LANGUAGE_COOKIE.sameSite}`;
}
