import { useMutation } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { OPERATOR_API_PATHS } from '@portal/shared';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { showSnackbar } from '../../shared/ui/snackbar-store.ts';
import { operatorCall } from '../api/operator-call.ts';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { clearOperatorSession, useOperatorSession } from '../session/operator-session.ts';
import { ConsoleLink, consolePath, useConsoleNavigate } from './console-link.tsx';
import { CONSOLE_ROUTES } from './console-routes.ts';
import { consoleTexts } from './texts.ts';

const NAV = CONSOLE_ROUTES.filter((route) => route.nav && !route.path.includes('$'));

/** The menu entry a console path (the router's, without a language prefix) belongs to. */
function currentNav(pathname: string): string | undefined {
  const inside = pathname.replace(/^\/operator\/?/, '');
  const area = NAV.filter(
    (route) => route.path !== '' && (inside === route.path || inside.startsWith(`${route.path}/`)),
  ).sort((a, b) => b.path.length - a.path.length)[0];
  return area?.nav ?? (inside === '' ? NAV.find((route) => route.path === '')?.nav : undefined);
}

function NavLinks({ onFollow }: { onFollow?: () => void }) {
  const t = useConsoleTexts(consoleTexts);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = currentNav(pathname);
  return (
    <ul className="flex flex-col gap-1">
      {NAV.map((route) => {
        const isCurrent = route.nav === current;
        return (
          <li key={route.path}>
            <ConsoleLink
              to={consolePath(route.path)}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={onFollow}
              className={`flex min-h-11 items-center rounded-xl px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink ${
                isCurrent ? 'bg-gray-900 text-white' : 'text-gray-700 hover:bg-gray-100'
              }`}
            >
              {route.nav ? t.nav[route.nav] : null}
            </ConsoleLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The console's frame (docs/product.md §17.1): the menu of its areas (beside the page on
 * wide screens, behind a button on phones), who is signed in, the language and signing
 * out. Nothing of a site's navigation leads here, and nothing here leads to a site's.
 */
export function ConsoleLayout() {
  const t = useConsoleTexts(consoleTexts);
  const session = useOperatorSession();
  const navigate = useConsoleNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const signedOut = useRef(false);

  // A session that ends while the console is open (expired, idle, a 401) leads to sign-in.
  useEffect(() => {
    if (session || signedOut.current) return;
    showSnackbar(t.sessionEnded, 'info');
    const from = `${window.location.pathname}${window.location.search}`;
    void navigate(consolePath('sign-in'), { search: { from }, replace: true });
  }, [session, navigate, t.sessionEnded]);

  const signOut = useMutation({
    mutationFn: () => operatorCall(OPERATOR_API_PATHS.operatorSignOut, { method: 'POST' }),
    onSettled: () => {
      signedOut.current = true;
      clearOperatorSession();
      showSnackbar(t.signedOut, 'success');
      void navigate(consolePath('sign-in'), { replace: true });
    },
  });

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-gray-50">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
        <div className="flex min-h-14 items-center gap-3 px-4 lg:px-6">
          <button
            ref={menuButton}
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-ink lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M3 5h14v1.5H3zm0 4.25h14v1.5H3zm0 4.25h14V15H3z" />
            </svg>
          </button>
          <ConsoleLink
            to={consolePath()}
            className="min-w-0 truncate text-base font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-ink"
          >
            {t.name}
          </ConsoleLink>
          <div className="ml-auto flex items-center gap-2">
            {session ? (
              <p className="hidden text-sm text-gray-600 md:block">
                <span className="sr-only">{t.signedInAs} </span>
                {session.email}
              </p>
            ) : null}
            <LanguageSwitch />
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="min-h-10 rounded-xl px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-ink"
            >
              {t.signOut}
            </button>
          </div>
        </div>
      </header>
      <div className="flex">
        <nav
          aria-label={t.navLabel}
          className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r border-gray-200 bg-white p-3 lg:block"
        >
          <NavLinks />
        </nav>
        {menuOpen ? (
          <nav
            id={menuId}
            aria-label={t.navLabel}
            className="fixed inset-x-0 top-14 bottom-0 z-20 overflow-y-auto bg-white p-3 lg:hidden"
          >
            <NavLinks onFollow={() => setMenuOpen(false)} />
          </nav>
        ) : null}
        <main id="console-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
