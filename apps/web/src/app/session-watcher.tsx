import { REDIRECT_DELAY_MS } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearSession } from '../shared/session/clear-session.ts';
import { useMe } from '../shared/session/get-me.ts';
import { loginFromUrl, safeFromUrl } from '../shared/session/login-redirect.ts';
import { useToken } from '../shared/session/token-store.ts';

/**
 * Entry pages a signed-in user is moved on from once their data loads
 * (docs/product.md §3.7).
 */
const ENTRY_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/join',
  '/external/auth',
  '/reset-password',
]);

function trimPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Keeps the page in step with the session (docs/product.md §3.7):
 * - the user data of a stored token fails to load → the session is cleared and the app
 *   goes to /login after 200 ms;
 * - the user data loads while on /login, /join or /external/auth → on to fromUrl (login
 *   only) or /dashboard after 200 ms.
 */
export function SessionWatcher() {
  const token = useToken();
  const me = useMe();
  const router = useRouter();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (state) => trimPath(state.location.pathname) });

  const failed = Boolean(token) && me.isError;
  useEffect(() => {
    if (!failed) return;
    clearSession(queryClient);
    // Not cancelled on re-render: clearing the session re-renders this very component.
    window.setTimeout(() => {
      const { location } = router.state;
      if (trimPath(location.pathname) === '/login') return;
      void router.navigate({
        to: '/login',
        search: { fromUrl: loginFromUrl(location.publicHref) },
        replace: true,
      });
    }, REDIRECT_DELAY_MS);
  }, [failed, queryClient, router]);

  const moveOn = Boolean(token) && me.isSuccess && ENTRY_PATHS.has(pathname);
  useEffect(() => {
    if (!moveOn) return;
    const timer = window.setTimeout(() => {
      const { location } = router.state;
      const search = location.search as Record<string, unknown>;
      const fromUrl =
        trimPath(location.pathname) === '/login' ? safeFromUrl(search.fromUrl) : undefined;
      if (fromUrl) void router.navigate({ href: fromUrl, replace: true });
      else void router.navigate({ to: '/dashboard', replace: true });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [moveOn, router]);

  return null;
}
