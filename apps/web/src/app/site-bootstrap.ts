import type { RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error.ts';
import { setRequestPlaylist } from '../shared/api/request-context.ts';
import { readLanguageCookie } from '../shared/i18n/language-cookie.ts';
import { localeRedirectHref, preferredLocale } from '../shared/i18n/locale-preference.ts';
import type { SiteOverrides } from '../shared/lib/site-overrides.ts';
import { siteMetaQueryOptions } from '../shared/site/get-site-meta.ts';
import { applySiteTheme, resolveSiteTheme, type SiteTheme } from '../shared/site/site-theme.ts';
import { snackbar } from '../shared/ui/snackbar-store.ts';

export type SiteState =
  | { status: 'loading' }
  | { status: 'ready'; theme: SiteTheme }
  | { status: 'error'; message: string };

export interface SiteBootstrap {
  /** Loads the metadata and prepares the page; again after a failure (retry). */
  start: () => Promise<void>;
  getState: () => SiteState;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Startup work that must finish before the first routed page renders: the site's
 * metadata, its theme on the document, and the move to the visitor's language when an
 * unprefixed URL was opened (spec §4: cookie, else English on playlist sites). Doing it
 * outside React means the router never renders the page in the wrong language first.
 */
export function createSiteBootstrap(options: {
  queryClient: QueryClient;
  host: string;
  overrides: SiteOverrides;
  history: RouterHistory;
}): SiteBootstrap {
  const { queryClient, host, overrides, history } = options;
  let state: SiteState = { status: 'loading' };
  const listeners = new Set<() => void>();
  const set = (next: SiteState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const start = async () => {
    set({ status: 'loading' });
    try {
      const reply = await queryClient.fetchQuery(siteMetaQueryOptions(host));
      const theme = resolveSiteTheme(host, reply.metadata, overrides);
      applySiteTheme(theme);
      setRequestPlaylist(theme.isPlaylist);
      const target = localeRedirectHref(
        history.location.href,
        preferredLocale(readLanguageCookie(), theme.isPlaylist),
      );
      if (target) history.replace(target, history.location.state);
      set({ status: 'ready', theme });
    } catch (error) {
      // Spec §8: the reply's message, or empty text when there is none.
      const message = isApiError(error) ? error.message : '';
      snackbar.error(message);
      set({ status: 'error', message });
    }
  };

  return {
    start,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
