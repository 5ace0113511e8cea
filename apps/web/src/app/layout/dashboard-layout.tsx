import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LogoutModal } from './logout-modal.tsx';
import { useQueryFlagModal } from '../../shared/lib/use-query-flag-modal.ts';
import { useScreenClass } from '../../shared/lib/use-screen-class.ts';
import { useUnreadNoticeCount } from '../../shared/notices/get-unread-count.ts';
import { ChannelVerifyBanner } from '../../shared/session/channel-verify-banner.tsx';
import { useMe } from '../../shared/session/get-me.ts';
import { useToken } from '../../shared/session/token-store.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { SiteLogo } from '../../shared/ui/site-logo.tsx';
import { MainNav } from './main-nav.tsx';

/**
 * The layout of every page but home, login, sign-up and external auth, by screen class
 * (docs/product.md §3.8): on a laptop (from the design's breakpoint) a side menu; below
 * it a top bar whose menu button opens the menu as a drawer, roomier on a large mobile
 * than on a phone. `?menu` opens the drawer and `?logout` the sign-out confirmation
 * (docs/product.md §3.6). The `data-layout` parts are what each design's CSS rearranges
 * (designs.css, decision 015): one markup for every design.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const me = useMe();
  const screen = useScreenClass();
  const hasSidebar = screen === 'laptop';
  const menu = useQueryFlagModal('menu');
  const logout = useQueryFlagModal('logout');
  const unreadNotices = useUnreadNoticeCount();

  // The drawer belongs to narrow screens: `?menu` on a laptop, or widening the window
  // past the breakpoint, closes it, so it does not pop up later when the window narrows.
  if (hasSidebar && menu.open) menu.close();

  const nickname = me.data?.nickname;
  const isManager = me.data?.permission_flag === 1;
  const openLogout = () => {
    menu.close();
    logout.show();
  };

  const nav = (
    <MainNav
      isManager={isManager}
      signedIn={signedIn}
      onLogout={openLogout}
      onNavigate={menu.close}
    />
  );

  return (
    <div data-testid="dashboard-layout" className="min-h-dvh bg-gray-50">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-gray-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>

      {hasSidebar ? null : (
        <header
          data-layout="topbar"
          className={`sticky top-0 z-30 flex items-center gap-2 border-b border-gray-200 bg-white/95 backdrop-blur ${
            screen === 'mobile' ? 'h-14 px-2' : 'h-16 px-4'
          }`}
        >
          <button
            type="button"
            onClick={menu.show}
            aria-label={
              unreadNotices > 0
                ? t('nav.openMenuUnread', { count: unreadNotices })
                : t('nav.openMenu')
            }
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            className="relative flex size-11 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-ink"
          >
            {/* On phones the notices badge is inside the drawer; the dot says there is news. */}
            {unreadNotices > 0 ? (
              <span
                aria-hidden="true"
                className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
              />
            ) : null}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
          <Link
            to="/dashboard"
            className="flex min-w-0 flex-1 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-primary-ink"
          >
            <SiteLogo className="h-7" />
          </Link>
          <UserName nickname={nickname} />
        </header>
      )}

      <div data-layout="shell" className="flex">
        {hasSidebar ? (
          <aside
            data-layout="sidebar"
            className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col border-r border-gray-200 bg-white"
          >
            <div className="flex h-16 shrink-0 items-center px-5">
              <Link
                to="/dashboard"
                className="flex min-w-0 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-ink"
              >
                <SiteLogo />
              </Link>
            </div>
            <div data-layout="nav" className="flex-1 overflow-y-auto px-3 pb-6">
              {nav}
            </div>
          </aside>
        ) : null}

        <div className="flex min-w-0 flex-1 flex-col">
          {hasSidebar ? (
            <header
              data-layout="userbar"
              className="flex h-16 items-center justify-end border-b border-gray-200 bg-white px-8"
            >
              <UserName nickname={nickname} />
            </header>
          ) : null}
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-(--layout-max-width) flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8"
          >
            {/* What the page shows depends on who is signed in (the member filter, the
                manager's tools, the verify banner): it waits for the account, asked for
                by the first HTML, rather than drawing without them and pushing itself
                down when they arrive. */}
            {signedIn && me.isPending ? (
              <div role="status" aria-label={t('common.loading')}>
                <div aria-hidden="true" className="h-8 w-48 animate-pulse rounded-lg bg-gray-200" />
              </div>
            ) : (
              <>
                <ChannelVerifyBanner />
                <Outlet />
              </>
            )}
          </main>
        </div>
      </div>

      {hasSidebar ? null : (
        <Modal
          variant="drawer"
          open={menu.open}
          onClose={menu.close}
          title={t('nav.menu')}
          hideTitle
          swipeToClose
        >
          <div className="px-3 pt-2 pb-4">
            <SiteLogo />
          </div>
          {nav}
        </Modal>
      )}
      <LogoutModal open={logout.open} onClose={logout.close} />
    </div>
  );
}

function UserName({ nickname }: { nickname: string | undefined }) {
  const { t } = useTranslation();
  if (!nickname) return null;
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-gray-700">
      <span className="sr-only">{t('nav.signedInAs')}</span>
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-dim font-semibold text-primary-ink"
      >
        {nickname.slice(0, 1).toUpperCase()}
      </span>
      <span data-layout="user-name" className="max-w-[10rem] truncate font-medium">
        {nickname}
      </span>
    </p>
  );
}
