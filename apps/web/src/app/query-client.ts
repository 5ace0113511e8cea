import { MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { isApiError, retryTransientErrors } from '../shared/api/api-error.ts';
import { startLoading } from '../shared/lib/global-loading.ts';
import { meQueryKey } from '../shared/session/get-me.ts';

export function createQueryClient(): QueryClient {
  /**
   * A session can end elsewhere (logout on another device, a password change, the
   * member deleted by a manager). Any call answered `unauthorized` asks for the user
   * data again; when that fails too, the session watcher clears the session and goes
   * to login (docs/product.md §3.7). The user-data query itself is left to the watcher.
   */
  const onUnauthorized = (error: unknown, queryKey?: readonly unknown[]) => {
    if (!isApiError(error) || error.code !== 'unauthorized') return;
    if (queryKey && queryKey.join('/') === meQueryKey.join('/')) return;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onUnauthorized(error, query.queryKey),
    }),
    mutationCache: new MutationCache({ onError: (error) => onUnauthorized(error) }),
    defaultOptions: {
      queries: {
        retry: retryTransientErrors,
        staleTime: 30_000,
        // Refetching everything when a tab regains focus surprises more than it helps here.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  showMutationsInGlobalLoading(queryClient);
  return queryClient;
}

/**
 * Every mutation is a background action for the dim overlay (docs/product.md §3.10), each
 * under its own key, unless it says `meta: { overlay: false }` (a screen that shows its
 * own progress). Queries never are: their screens show loading states of their own.
 */
function showMutationsInGlobalLoading(queryClient: QueryClient): void {
  const running = new Map<Mutation<unknown, unknown, unknown, unknown>, () => void>();
  queryClient.getMutationCache().subscribe((event) => {
    const { mutation } = event;
    if (!mutation) return;
    const pending =
      event.type !== 'removed' &&
      mutation.state.status === 'pending' &&
      mutation.meta?.overlay !== false;
    const stop = running.get(mutation);
    if (pending && !stop) {
      running.set(mutation, startLoading(`mutation:${mutation.mutationId}`));
    } else if (!pending && stop) {
      stop();
      running.delete(mutation);
    }
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false: the screen shows its own progress, no dim overlay (see GlobalLoadingOverlay). */
      overlay?: boolean;
    };
  }
}
