import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { loadLocale } from '../../shared/i18n/i18n.ts';
import { localeOfPath } from '../../shared/i18n/locale-path.ts';
import { createLocaleRewrite } from '../../shared/i18n/locale-rewrite.ts';
import { getOperatorSession } from '../session/operator-session.ts';
import { ConsoleLayout } from './console-layout.tsx';
import { consolePath } from './console-link.tsx';
import { ConsoleNotFound, ConsoleRouteError } from './console-errors.tsx';
import { CONSOLE_ROUTES } from './console-routes.ts';

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // A page in another language waits for that language's texts (the shared parts'),
  // as on the sites.
  beforeLoad: ({ location }) =>
    loadLocale(localeOfPath(new URL(location.publicHref, 'http://console').pathname)),
  component: Outlet,
  notFoundComponent: ConsoleNotFound,
  errorComponent: ConsoleRouteError,
});

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Sign-in remembers the page it interrupted, inside the console only. */
function consoleFrom(value: unknown): string | undefined {
  const from = optionalString(value);
  return from && /^(?:\/[a-zA-Z-]+)?\/operator(?:[/?]|$)/.test(from) ? from : undefined;
}

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'operator/sign-in',
  validateSearch: (search: Record<string, unknown>): { from?: string } => {
    const from = consoleFrom(search.from);
    return from ? { from } : {};
  },
  component: lazyRouteComponent(() => import('../auth/sign-in.page.tsx'), 'SignInPage'),
});

/** The invitation's link (`users create`, `operators/invite`): its token in the query. */
const setUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'operator/set-up',
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = optionalString(search.token);
    return token ? { token } : {};
  },
  component: lazyRouteComponent(() => import('../auth/set-up.page.tsx'), 'SetUpPage'),
});

/** Every other console page needs an operator's session; without one, sign in first. */
const consoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'operator',
  beforeLoad: ({ location }) => {
    if (getOperatorSession()) return;
    throw redirect({
      to: consolePath('sign-in') as never,
      search: { from: location.publicHref } as never,
      replace: true,
    });
  },
  component: ConsoleLayout,
});

const pageRoutes = CONSOLE_ROUTES.map((page) =>
  createRoute({
    getParentRoute: () => consoleRoute,
    path: page.path === '' ? '/' : page.path,
    component: lazyRouteComponent(
      () => page.load().then((component) => ({ component })),
      'component',
    ),
  }),
);

const routeTree = rootRoute.addChildren([
  signInRoute,
  setUpRoute,
  consoleRoute.addChildren(pageRoutes),
]);

/** The console's router: its paths match without the language prefix, as the site's do. */
export function createConsoleRouter({
  history,
  queryClient,
}: {
  history: RouterHistory;
  queryClient: QueryClient;
}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    rewrite: createLocaleRewrite(() => history.location.pathname),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}
