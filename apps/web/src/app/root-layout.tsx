import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { discardModalFlags } from '../shared/lib/query-flags.ts';
import { BackgroundSpinner } from './background-spinner.tsx';
import { SessionWatcher } from './session-watcher.tsx';

/** The root route: every page, plus what runs whatever the page. */
export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <ModalFlagsLifetime />
      <Outlet />
      <BackgroundSpinner />
    </>
  );
}

/** Modal flags of the first URL apply to the first page only; leaving it drops them. */
function ModalFlagsLifetime() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) discardModalFlags();
  }, [pathname]);
  return null;
}
