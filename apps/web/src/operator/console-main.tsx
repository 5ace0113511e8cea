// First: no schema may probe for eval under the CSP (see the module).
import '../shared/lib/zod-jitless.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../app/styles.css';
import { retryTransientErrors } from '../shared/api/api-error.ts';
import { initI18n, loadLocale } from '../shared/i18n/i18n.ts';
import { localeOfPath } from '../shared/i18n/locale-path.ts';
import { Snackbars } from '../shared/ui/snackbars.tsx';
import { createConsoleRouter } from './app/console-router.tsx';
import { addOperatorMessages } from './i18n/operator-messages.ts';

/**
 * The operator console (docs/product.md §17): a page of its own, built apart from the
 * sites' app and served for /operator. It belongs to no site, so it has no site bootstrap
 * and no site look; it shares the sites' UI pieces and their texts for common messages.
 */
const locale = localeOfPath(window.location.pathname);
initI18n(locale);
addOperatorMessages();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryTransientErrors, staleTime: 10_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
const router = createConsoleRouter({ history: createBrowserHistory(), queryClient });

const container = document.getElementById('root');
if (!container) throw new Error('console.html has no #root element');

void loadLocale(locale)
  .catch(() => {})
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Snackbars />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
