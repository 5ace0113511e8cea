import { API_PATHS, type YouTubeConnectionReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { storeYouTubeConnection } from './get-youtube-connection.ts';

/**
 * POST youtube/disconnect {}: revokes the grant at Google and stops fetching; the reply
 * is GET youtube/connection's, with `connection: null`.
 */
export function disconnectYouTube(): Promise<YouTubeConnectionReply> {
  return apiFetch<YouTubeConnectionReply>(API_PATHS.youtubeDisconnect, { method: 'POST' });
}

export const disconnectYouTubeMutationKey = ['youtube', 'disconnect'] as const;

export function useDisconnectYouTube() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationKey: disconnectYouTubeMutationKey,
    mutationFn: disconnectYouTube,
    onSuccess: (reply) => storeYouTubeConnection(queryClient, token, reply),
  });
}
