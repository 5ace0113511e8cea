// First: no schema may probe for eval under the CSP (see the module).
import './shared/lib/zod-jitless.ts';
import { createBrowserHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createBuildWatcher } from './app/builds/build-watcher.ts';
import { loadNewBuildOnNavigation } from './app/builds/new-build-navigation.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { createSiteBootstrap } from './app/site-bootstrap.ts';
import { readSiteFromUrl, takeStartupModalFlags } from './app/startup.ts';
import './app/styles.css';
import { setRequestSiteHost } from './shared/api/request-context.ts';
import { initI18n, loadLocale } from './shared/i18n/i18n.ts';
import { readLanguageCookie } from './shared/i18n/language-cookie.ts';
import { localeOfPath } from './shared/i18n/locale-path.ts';

const { host, overrides } = readSiteFromUrl();
setRequestSiteHost(host);

// Before the router reads the URL, so it never sees the flags.
const { pathname, search, hash } = window.location;
const cleanHref = takeStartupModalFlags(`${pathname}${search}${hash}`);
if (cleanHref !== `${pathname}${search}${hash}`) {
  window.history.replaceState(window.history.state, '', cleanHref);
}
const locale = localeOfPath(pathname);
initI18n(locale);

const queryClient = createQueryClient();
const history = createBrowserHistory();
const router = createAppRouter({ history, queryClient });
// After the router's own blockers, so a navigation it rewrites still reaches this one.
const builds = createBuildWatcher();
loadNewBuildOnNavigation(history, builds.isOutdated);
builds.start();
const site = createSiteBootstrap({ queryClient, host, overrides, history });
void site.start();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint is in the page's language: Korean is at hand, another waits for its
// texts; so does the remembered one, which an unprefixed address switches to at once.
const remembered = readLanguageCookie();
void Promise.all([locale, ...(remembered ? [remembered] : [])].map(loadLocale))
  .catch(() => {})
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} site={site} />
      </StrictMode>,
    ),
  );
