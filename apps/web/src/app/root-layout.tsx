import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { discardModalFlagsOutside } from '../shared/lib/query-flags.ts';
import { MemberAccountsPreloader } from '../shared/members/member-accounts-preloader.tsx';
import { SessionWatcher } from './session-watcher.tsx';

/** The root route: every page, plus what runs whatever the page. */
export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <MemberAccountsPreloader />
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
