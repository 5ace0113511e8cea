import { API_PATHS, type YouTubeConnectionReply } from '@portal/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';

/**
 * GET youtube/connection — whether the server can connect at all (`configured`) and the
 * network's connection, if any. Managers only: a member's call is refused (403).
 */
export function getYouTubeConnection(signal?: AbortSignal): Promise<YouTubeConnectionReply> {
  return apiFetch<YouTubeConnectionReply>(API_PATHS.youtubeConnection, { signal });
}

export const youtubeConnectionQueryRoot = ['youtube', 'connection'] as const;

/** Keyed by the token too: whose network this is depends on who is signed in. */
export function youtubeConnectionQueryKey(token: string | null) {
  return [...youtubeConnectionQueryRoot, token] as const;
}

/**
 * How often the screen looks again while a fetch is queued or running: the fetch runs on
 * the server, and the manager who pressed "Fetch now" waits for its outcome.
 */
export const FETCH_POLL_MS = 3000;

export function useYouTubeConnection({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: youtubeConnectionQueryKey(token),
    queryFn: ({ signal }) => getYouTubeConnection(signal),
    enabled: enabled && Boolean(token),
    refetchInterval: (query) => (query.state.data?.connection?.fetching ? FETCH_POLL_MS : false),
  });
}

/**
 * Every call that changes the connection answers with the whole connection, as GET does:
 * it replaces the cached reply, so the screen shows the outcome without asking again.
 */
export function storeYouTubeConnection(
  queryClient: QueryClient,
  token: string | null,
  reply: YouTubeConnectionReply,
): void {
  queryClient.setQueryData(youtubeConnectionQueryKey(token), reply);
}
