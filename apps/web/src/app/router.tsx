import { MUSIC_TAG_ID_PATTERN } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  redirect,
  type ParsedLocation,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { prefetchReportSummary } from '../features/reports/api/get-report-summary.ts';
import { applyLocale, loadLocale } from '../shared/i18n/i18n.ts';
import { localeOfPath } from '../shared/i18n/locale-path.ts';
import { createLocaleRewrite } from '../shared/i18n/locale-rewrite.ts';
import { discardModalFlags, stripModalFlagsOnNavigation } from '../shared/lib/query-flags.ts';
import { isPublicPath, loginFromUrl } from '../shared/session/login-redirect.ts';
import { prefetchMe } from '../shared/session/get-me.ts';
import { getToken } from '../shared/session/token-store.ts';
import { PageSpinner } from '../shared/ui/spinner.tsx';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RouteError } from './errors/route-error.tsx';
import { lazyPage } from './lazy-page.ts';
import { RootLayout } from './root-layout.tsx';
import { parseSearch, stringifySearch } from './search-params.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // A page in another language waits for that language's texts (a chunk of its own), so
  // it shows in it from its first frame; a language already loaded costs nothing.
  beforeLoad: ({ location }) =>
    loadLocale(localeOfPath(new URL(location.publicHref, 'http://app').pathname)),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

// ---- Pages without the dashboard layout -------------------------------------------

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyPage(() => import('../features/auth/routes/home.page.tsx'), 'HomePage'),
});

export interface LoginSearch {
  fromUrl?: string;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const fromUrl = optionalString(search.fromUrl);
    return fromUrl ? { fromUrl } : {};
  },
  component: lazyPage(() => import('../features/auth/routes/login.page.tsx'), 'LoginPage'),
});

const joinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'join',
  component: lazyPage(() => import('../features/auth/routes/join.page.tsx'), 'JoinPage'),
});

export interface ExternalAuthSearch {
  code?: string;
}

const externalAuthRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'external/auth',
  validateSearch: (search: Record<string, unknown>): ExternalAuthSearch => {
    const code = optionalString(search.code);
    return code ? { code } : {};
  },
  component: lazyPage(
    () => import('../features/auth/routes/external-auth.page.tsx'),
    'ExternalAuthPage',
  ),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  component: lazyPage(
    () => import('../features/auth/routes/forgot-password.page.tsx'),
    'ForgotPasswordPage',
  ),
});

/** The query of a page an email links to: the link's token. */
export interface EmailLinkSearch {
  token?: string;
}

function emailLinkSearch(search: Record<string, unknown>): EmailLinkSearch {
  const token = optionalString(search.token);
  return token ? { token } : {};
}

/** The emailed reset link (issue 26); its token rides in the query. */
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: emailLinkSearch,
  component: lazyPage(
    () => import('../features/auth/routes/reset-password.page.tsx'),
    'ResetPasswordPage',
  ),
});

/** The unsubscribe link in a message's body (docs/product.md §16.4); public, like the reset. */
const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'unsubscribe',
  validateSearch: emailLinkSearch,
  component: lazyPage(
    () => import('../features/auth/routes/unsubscribe.page.tsx'),
    'UnsubscribePage',
  ),
});

// ---- Pages in the dashboard layout ------------------------------------------------

/**
 * The login redirect (docs/product.md §3.7): without a token, a page that needs a session
 * sends the visitor to /login with fromUrl (the page's public path and query, or its own
 * fromUrl).
 */
function requireSession(location: ParsedLocation): void {
  if (isPublicPath(location.pathname) || getToken()) return;
  // Modal flags of this URL must not pop up on whatever page follows the login.
  discardModalFlags();
  throw redirect({
    to: '/login',
    search: { fromUrl: loginFromUrl(location.publicHref) },
    replace: true,
  });
}

/**
 * The layout is a chunk of its own, loaded beside the page (the router loads a match's
 * components together): the login page does not carry the menu, the drawer and their
 * modals (docs/decisions/017).
 */
const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: lazyPage(() => import('./layout/dashboard-layout.tsx'), 'DashboardLayout'),
  beforeLoad: ({ location }) => requireSession(location),
  // The layout's user data, asked for beside the code (not awaited).
  loader: ({ context }) => prefetchMe(context.queryClient),
});

function appPage<const TPath extends string>(
  path: TPath,
  component: RouteComponent,
  /** Data the page will ask for, asked for while its code loads (not awaited). */
  prefetch?: (context: RouterContext) => void,
) {
  return createRoute({
    getParentRoute: () => appLayoutRoute,
    path,
    component,
    loader: prefetch && (({ context }) => prefetch(context)),
  });
}

const feature = {
  dashboard: () => import('../features/reports/routes/dashboard.page.tsx'),
  account: () => import('../features/account/routes/config-account.page.tsx'),
  language: () => import('../features/language/routes/language.page.tsx'),
  channels: () => import('../features/channels/routes/manage-channel.page.tsx'),
  members: () => import('../features/members/routes/manage-member.page.tsx'),
  reportChannel: () => import('../features/reports/routes/report-channel.page.tsx'),
  reportVideo: () => import('../features/reports/routes/report-video.page.tsx'),
  notices: () => import('../features/notices/routes/notices.page.tsx'),
  musics: () => import('../features/musics/routes/musics.page.tsx'),
  musicsAll: () => import('../features/musics/routes/musics-all.page.tsx'),
  musicsShopping: () => import('../features/musics/routes/musics-shopping.page.tsx'),
  musicsTags: () => import('../features/musics/routes/musics-tags.page.tsx'),
  musicsRanking: () => import('../features/musics/routes/musics-ranking.page.tsx'),
  musicsFavorites: () => import('../features/musics/routes/musics-favorites.page.tsx'),
  guides: () => import('../features/guides/routes/guides.page.tsx'),
  youtubeConnection: () =>
    import('../features/youtube-connection/routes/youtube-connection.page.tsx'),
  earnings: () => import('../features/earnings/routes/earnings.page.tsx'),
  statement: () => import('../features/earnings/routes/statement.page.tsx'),
  payouts: () => import('../features/payouts/routes/payouts.page.tsx'),
};

/** One chunk per guide; each loads its text in the page's language (features/guides). */
const guide = {
  auths: () => import('../features/guides/routes/auths.page.tsx'),
  aosMobileUnlock: () => import('../features/guides/routes/aos-mobile-unlock.page.tsx'),
  aosMobileUpload: () => import('../features/guides/routes/aos-mobile-upload.page.tsx'),
  iosMobileUnlock: () => import('../features/guides/routes/ios-mobile-unlock.page.tsx'),
  iosMobileUpload: () => import('../features/guides/routes/ios-mobile-upload.page.tsx'),
  pcUpload: () => import('../features/guides/routes/pc-upload.page.tsx'),
  mobileAuth: () => import('../features/guides/routes/mobile-auth.page.tsx'),
  pcAuth: () => import('../features/guides/routes/pc-auth.page.tsx'),
};

/**
 * The two extra guide entries lead to the guide home (docs/product.md §3.4,
 * docs/decisions/007).
 */
function toGuideHome<const TPath extends string>(path: TPath) {
  return createRoute({
    getParentRoute: () => appLayoutRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: '/guides', replace: true });
    },
  });
}

/** Notice ids are short tokens; anything else is a 404 rather than a request. */
const NOTICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const noticeDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'notices/$id',
  beforeLoad: ({ params }) => {
    if (!NOTICE_ID.test(params.id)) throw notFound();
  },
  component: lazyPage(feature.notices, 'NoticeDetailPage'),
});

export interface MusicTagsSearch {
  tag?: string;
}

/** /musics/tags?tag=calm: the tag chosen is in the address, so a tag link can name it. */
const musicTagsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'musics/tags',
  validateSearch: (search: Record<string, unknown>): MusicTagsSearch => {
    const tag = optionalString(search.tag);
    return tag && MUSIC_TAG_ID_PATTERN.test(tag) ? { tag } : {};
  },
  component: lazyPage(feature.musicsTags, 'MusicsTagsPage'),
});

/** A statement's month, `YYYY-MM`; anything else is a 404 rather than a request. */
const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const statementRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'earnings/statement/$month',
  beforeLoad: ({ params }) => {
    if (!STATEMENT_MONTH.test(params.month)) throw notFound();
  },
  component: lazyPage(feature.statement, 'StatementPage'),
});

const appRoutes = [
  appPage('dashboard', lazyPage(feature.dashboard, 'DashboardPage'), ({ queryClient }) =>
    prefetchReportSummary(queryClient),
  ),
  appPage('config-account', lazyPage(feature.account, 'ConfigAccountPage')),
  appPage('language', lazyPage(feature.language, 'LanguagePage')),
  appPage('manage-channel', lazyPage(feature.channels, 'ManageChannelPage')),
  appPage('manage-member', lazyPage(feature.members, 'ManageMemberPage')),
  appPage('youtube-connection', lazyPage(feature.youtubeConnection, 'YouTubeConnectionPage')),
  // Where Google sends the manager back (YOUTUBE_OAUTH_REDIRECT_PATH, registered without a
  // locale prefix: a remembered language's is added on the way in, as for any address).
  appPage(
    'youtube-connection/callback',
    lazyPage(feature.youtubeConnection, 'YouTubeConnectionCallbackPage'),
  ),
  appPage('report-channel', lazyPage(feature.reportChannel, 'ReportChannelPage')),
  appPage('report-video', lazyPage(feature.reportVideo, 'ReportVideoPage')),
  appPage('notices', lazyPage(feature.notices, 'NoticesPage')),
  noticeDetailRoute,
  appPage('musics', lazyPage(feature.musics, 'MusicsPage')),
  appPage('musics/all', lazyPage(feature.musicsAll, 'MusicsAllPage')),
  appPage('musics/shopping', lazyPage(feature.musicsShopping, 'MusicsShoppingPage')),
  musicTagsRoute,
  appPage('musics/ranking', lazyPage(feature.musicsRanking, 'MusicsRankingPage')),
  appPage('musics/favorites', lazyPage(feature.musicsFavorites, 'MusicsFavoritesPage')),
  appPage('guides', lazyPage(feature.guides, 'GuidesPage')),
  appPage('earnings', lazyPage(feature.earnings, 'EarningsPage')),
  statementRoute,
  appPage('payouts', lazyPage(feature.payouts, 'PayoutsPage')),
  appPage('guides/aos-mobile-unlock', lazyPage(guide.aosMobileUnlock, 'AosMobileUnlockGuidePage')),
  appPage('guides/aos-mobile-upload', lazyPage(guide.aosMobileUpload, 'AosMobileUploadGuidePage')),
  appPage('guides/ios-mobile-unlock', lazyPage(guide.iosMobileUnlock, 'IosMobileUnlockGuidePage')),
  appPage('guides/ios-mobile-upload', lazyPage(guide.iosMobileUpload, 'IosMobileUploadGuidePage')),
  appPage('guides/pc-upload', lazyPage(guide.pcUpload, 'PcUploadGuidePage')),
  toGuideHome('guides/mobile-unlock'),
  toGuideHome('guides/mobile-upload'),
  appPage('guides/auths', lazyPage(guide.auths, 'AuthGuidesPage')),
  appPage('guides/auths/mobile-auth', lazyPage(guide.mobileAuth, 'MobileAuthGuidePage')),
  appPage('guides/auths/pc-auth', lazyPage(guide.pcAuth, 'PcAuthGuidePage')),
] as const;

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  joinRoute,
  externalAuthRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  unsubscribeRoute,
  appLayoutRoute.addChildren(appRoutes),
]);

/**
 * The app's router over `history`. Routes are matched without the locale prefix (see
 * createLocaleRewrite); i18next and `<html lang>` follow the prefix of every URL the
 * history moves to.
 */
export function createAppRouter({
  history,
  queryClient,
}: {
  history: RouterHistory;
  queryClient: QueryClient;
}) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    rewrite: createLocaleRewrite(() => history.location.pathname),
    parseSearch,
    stringifySearch,
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultPendingComponent: PageSpinner,
    scrollRestoration: true,
  });
  stripModalFlagsOnNavigation(history);
  let shownLocale = localeOfPath(history.location.pathname);
  history.subscribe(() => {
    const locale = localeOfPath(history.location.pathname);
    if (locale === shownLocale) return;
    shownLocale = locale;
    applyLocale(locale);
    // The router caches hrefs that do not depend on the current location; they do depend
    // on the locale through the rewrite. Updating the router drops that cache before it
    // re-renders the links for the new URL (this listener runs before the router's own).
    router.update({ ...router.options });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The address a new member just signed up with, offered on the login form. */
    prefillEmail?: string;
  }
}
