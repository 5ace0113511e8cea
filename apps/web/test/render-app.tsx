import { act, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { App } from '../src/app/app.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { createAppRouter } from '../src/app/router.tsx';
import { createSiteBootstrap } from '../src/app/site-bootstrap.ts';
import { takeStartupModalFlags } from '../src/app/startup.ts';
import { setRequestSiteHost } from '../src/shared/api/request-context.ts';
import { initI18n } from '../src/shared/i18n/i18n.ts';
import { localeOfPath } from '../src/shared/i18n/locale-path.ts';
import type { SiteOverrides } from '../src/shared/lib/site-overrides.ts';
import { TOKEN_STORAGE_KEY } from '../src/shared/session/token-store.ts';

/**
 * Renders the whole app at `url` the way main.tsx starts it, over an in-memory history.
 * The fake API must be installed first.
 */
export async function renderApp(
  url: string,
  options: {
    token?: string;
    overrides?: SiteOverrides;
    width?: number;
    /** Under React's StrictMode, as main.tsx renders: effects run twice in a row. */
    strict?: boolean;
  } = {},
) {
  // A laptop for every design by default (the widest breakpoint is 1400 px).
  window.innerWidth = options.width ?? 1440;
  // jsdom has no scrolling; the router's scroll restoration would log on every navigation.
  window.scrollTo = () => {};
  if (options.token) localStorage.setItem(TOKEN_STORAGE_KEY, options.token);
  const host = 'creators.test';
  setRequestSiteHost(host);
  initI18n(localeOfPath(new URL(url, 'http://localhost').pathname));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const history = createMemoryHistory({ initialEntries: [takeStartupModalFlags(url)] });
  const router = createAppRouter({ history, queryClient });
  const site = createSiteBootstrap({
    queryClient,
    host,
    overrides: options.overrides ?? {},
    history,
  });
  const app = <App router={router} queryClient={queryClient} site={site} />;
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  await act(() => site.start());
  return { ...view, router, history, queryClient };
}

/** The URL the browser would show. */
export function currentUrl(history: { location: { href: string } }): string {
  return history.location.href;
}
