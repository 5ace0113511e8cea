import type { Locale } from '@portal/shared';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { applyLocale } from './i18n.ts';
import { writeLanguageCookie } from './language-cookie.ts';
import { localizePath } from './locale-path.ts';

/**
 * Switches the app to `target`: remembers the choice in the cookie and shows the same
 * page under the new locale prefix. The URL is pushed to history directly because the
 * router's own navigate would re-add the current prefix (and sees no change at all:
 * the unprefixed location is the same).
 */
export function useSwitchLocale(): (target: Locale) => void {
  const router = useRouter();
  return useCallback(
    (target: Locale) => {
      writeLanguageCookie(target);
      const { pathname, searchStr, hash } = router.state.location;
      router.history.push(`${localizePath(pathname, target)}${searchStr}${hash ? `#${hash}` : ''}`);
      applyLocale(target);
    },
    [router],
  );
}
