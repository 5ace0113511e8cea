import { API_PATHS, type YouTubeConnectionReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { storeYouTubeConnection, youtubeConnectionQueryRoot } from './get-youtube-connection.ts';

/**
 * POST youtube/fetch {}: queues a fetch now instead of at the next hourly run; the reply
 * is the connection with `fetching` set, which the screen then polls until it clears.
 */
export function fetchYouTubeReports(): Promise<YouTubeConnectionReply> {
  return apiFetch<YouTubeConnectionReply>(API_PATHS.youtubeFetch, { method: 'POST' });
}

export const fetchYouTubeReportsMutationKey = ['youtube', 'fetch'] as const;

export function useFetchYouTubeReports() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationKey: fetchYouTubeReportsMutationKey,
    mutationFn: fetchYouTubeReports,
    onSuccess: (reply) => storeYouTubeConnection(queryClient, token, reply),
    // Refused (disconnected meanwhile, say): what the screen shows may be stale too.
    onError: () => queryClient.invalidateQueries({ queryKey: youtubeConnectionQueryRoot }),
    // The screen shows the fetch's progress itself, for as long as the server runs it.
    meta: { overlay: false },
  });
}
