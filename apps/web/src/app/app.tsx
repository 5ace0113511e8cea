import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Snackbars } from '../shared/ui/snackbars.tsx';
import { BackgroundSpinner } from './background-spinner.tsx';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import type { AppRouter } from './router.tsx';
import type { SiteBootstrap } from './site-bootstrap.ts';
import { SiteGate } from './site-gate.tsx';

/** Providers around the router; the router waits for the site behind the site gate. */
export function App({
  router,
  queryClient,
  site,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  site: SiteBootstrap;
}) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SiteGate site={site}>
          <RouterProvider router={router} />
        </SiteGate>
        <BackgroundSpinner />
        <Snackbars />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
