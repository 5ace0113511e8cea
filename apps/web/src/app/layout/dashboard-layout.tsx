import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutModal } from './logout-modal.tsx';
import { hasPendingModalFlag } from '../../shared/lib/query-flags.ts';
import { useScreenClass } from '../../shared/lib/use-screen-class.ts';
import { useMe } from '../../shared/session/get-me.ts';
import { useToken } from '../../shared/session/token-store.ts';
import { useSite } from '../../shared/site/site-context.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { SiteLogo } from '../../shared/ui/site-logo.tsx';
import { MainNav } from './main-nav.tsx';

/**
 * The layout of every page but home, login, sign-up and external auth: a side menu on
 * wider screens; under 640 px a top bar whose menu button opens the menu as a drawer.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const site = useSite();
  const signedIn = Boolean(useToken());
  const me = useMe();
  const isMobile = useScreenClass(site.maxWidth) === 'mobile';
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // `?menu` and `?logout` in the first URL open these (spec §2).
  const [menuOpen, setMenuOpen] = useState(() => hasPendingModalFlag('menu', pathname));
  const [logoutOpen, setLogoutOpen] = useState(() => hasPendingModalFlag('logout', pathname));

  const nickname = me.data?.nickname;
  const isManager = me.data?.permission_flag === 1;
  const openLogout = () => {
    setMenuOpen(false);
    setLogoutOpen(true);
  };

  const nav = (
    <MainNav
      isManager={isManager}
      signedIn={signedIn}
      onLogout={openLogout}
      onNavigate={() => setMenuOpen(false)}
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

      {isMobile ? (
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white/95 px-2 backdrop-blur">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className="flex size-11 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
          >
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
            className="flex min-w-0 flex-1 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
          >
            <SiteLogo className="h-7" />
          </Link>
          <UserName nickname={nickname} />
        </header>
      ) : null}

      <div className="flex">
        {isMobile ? null : (
          <aside className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col border-r border-gray-200 bg-white">
            <div className="flex h-16 items-center px-5">
              <Link
                to="/dashboard"
                className="flex min-w-0 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
              >
                <SiteLogo />
              </Link>
            </div>
            <div className="flex-1 overflow-y-auto px-3 pb-6">{nav}</div>
          </aside>
        )}

        <div className="flex min-w-0 flex-1 flex-col">
          {isMobile ? null : (
            <header className="flex h-16 items-center justify-end border-b border-gray-200 bg-white px-8">
              <UserName nickname={nickname} />
            </header>
          )}
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-(--layout-max-width) flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8"
          >
            <Outlet />
          </main>
        </div>
      </div>

      {isMobile ? (
        <Modal
          variant="drawer"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={t('nav.menu')}
          hideTitle
        >
          <div className="px-3 pt-2 pb-4">
            <SiteLogo />
          </div>
          {nav}
        </Modal>
      ) : null}
      <LogoutModal open={logoutOpen} onClose={() => setLogoutOpen(false)} />
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
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-dim font-semibold text-primary"
      >
        {nickname.slice(0, 1).toUpperCase()}
      </span>
      <span className="max-w-[10rem] truncate font-medium">{nickname}</span>
    </p>
  );
}
