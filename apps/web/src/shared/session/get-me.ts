import { API_PATHS, type MeReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client.ts';
import { setToken, useToken } from './token-store.ts';

/** GET member/me: the signed-in user's data (spec §3). */
export async function getMe(signal?: AbortSignal): Promise<MeReply> {
  const reply = await apiFetch<MeReply>(API_PATHS.me, { signal });
  // The server may hand out a refreshed token with the user data (spec §4).
  if (reply.token) setToken(reply.token);
  return reply;
}

/** Not keyed by the token: a refreshed token must not refetch; login invalidates it instead. */
export const meQueryKey = ['member', 'me'] as const;

/** The signed-in user's data; idle while there is no token. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    // Coming back to the tab re-checks the session, which may have ended elsewhere.
    refetchOnWindowFocus: true,
  });
}
