import { API_PATHS, type MeReply } from '@portal/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client.ts';
import { getToken, setToken, useToken } from './token-store.ts';

/** GET member/me: the signed-in user's data (docs/product.md §4.3). */
export async function getMe(signal?: AbortSignal): Promise<MeReply> {
  const reply = await apiFetch<MeReply>(API_PATHS.me, { signal });
  // The server may hand out a refreshed token with the user data (docs/product.md §3.7).
  if (reply.token) setToken(reply.token);
  return reply;
}

/** Not keyed by the token: a refreshed token must not refetch; login invalidates it instead. */
export const meQueryKey = ['member', 'me'] as const;

/** The user-data query, as the pages and the prefetch both ask for it. */
const meQuery = {
  queryKey: meQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getMe(signal),
  staleTime: 5 * 60_000,
};

/** The signed-in user's data; idle while there is no token. */
export function useMe() {
  const token = useToken();
  return useQuery({
    ...meQuery,
    enabled: Boolean(token),
    // Coming back to the tab re-checks the session, which may have ended elsewhere.
    refetchOnWindowFocus: true,
  });
}

/**
 * Asks for the user data as a signed-in page's route loads, beside the layout's and the
 * page's code, rather than once the layout has rendered: on a slow mobile network the
 * menu and the manager's tools come one round trip sooner. Within `staleTime` it asks
 * nothing.
 */
export function prefetchMe(queryClient: QueryClient): void {
  if (!getToken()) return;
  void queryClient.prefetchQuery(meQuery);
}
