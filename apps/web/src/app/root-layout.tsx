import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { discardModalFlagsOutside } from '../shared/lib/query-flags.ts';
import { McnAccountsPreloader } from '../shared/members/mcn-accounts-preloader.tsx';
import { SessionWatcher } from './session-watcher.tsx';

/** The root route: every page, plus what runs whatever the page. */
export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <McnAccountsPreloader />
      <ModalFlagsLifetime />
      <Outlet />
    </>
  );
}

/** Modal flags apply to the page they came with only; leaving it drops them. */
function ModalFlagsLifetime() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    discardModalFlagsOutside(pathname);
  }, [pathname]);
  return null;
}
