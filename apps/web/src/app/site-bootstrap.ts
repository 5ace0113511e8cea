import type { RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error.ts';
import type { SiteMetaReply } from '@portal/shared';
import { setRequestSite } from '../shared/api/request-context.ts';
import { readLanguageCookie } from '../shared/i18n/language-cookie.ts';
import { localeRedirectHref, preferredLocale } from '../shared/i18n/locale-preference.ts';
import type { SiteOverrides } from '../shared/lib/site-overrides.ts';
import { siteMetaQueryOptions } from '../shared/site/get-site-meta.ts';
import { takeInjectedSite } from '../shared/site/injected-site.ts';
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
 * metadata (from the page the server sent, else `v2/mcn/meta`), its theme on the document, and the move to the visitor's language when an
 * unprefixed URL was opened (docs/product.md §3.9: cookie, else English on playlist
 * sites). Doing it outside React means the router never renders the page in the wrong
 * language first.
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

  const ready = (reply: SiteMetaReply) => {
    const theme = resolveSiteTheme(host, reply, overrides);
    applySiteTheme(theme);
    setRequestSite({ playlist: theme.isPlaylist, currency: theme.currency });
    const target = localeRedirectHref(
      history.location.href,
      preferredLocale(readLanguageCookie(), theme.language),
    );
    if (target) history.replace(target, history.location.state);
    set({ status: 'ready', theme });
  };
  const fail = (message: string) => {
    // The reply's message, or empty text when there is none (docs/product.md §11.2).
    snackbar.error(message);
    set({ status: 'error', message });
  };

  // The server put the site into the page: the first paint needs no call.
  let injected = takeInjectedSite(host);

  const start = async () => {
    const first = injected;
    injected = undefined;
    if (first) return first.success ? ready(first) : fail(first.message ?? '');
    set({ status: 'loading' });
    try {
      ready(await queryClient.fetchQuery(siteMetaQueryOptions(host)));
    } catch (error) {
      fail(isApiError(error) ? error.message : '');
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
