import { API_PATHS, type zYouTubeConnectBody, type zYouTubeConnectReply } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client.ts';

export type YouTubeConnectBody = z.input<typeof zYouTubeConnectBody>;
export type YouTubeConnectReply = z.infer<typeof zYouTubeConnectReply>;

/**
 * POST youtube/connect {contentOwnerId} → {authorizationUrl}: Google's consent page for
 * this manager's session, where the browser goes next (the server keeps the PKCE verifier
 * and the `state` it checks when Google sends the manager back).
 */
export function connectYouTube(body: YouTubeConnectBody): Promise<YouTubeConnectReply> {
  return apiFetch<YouTubeConnectReply>(API_PATHS.youtubeConnect, { method: 'POST', body });
}

export const connectYouTubeMutationKey = ['youtube', 'connect'] as const;

export function useConnectYouTube() {
  return useMutation({
    mutationKey: connectYouTubeMutationKey,
    mutationFn: connectYouTube,
    // The button shows the wait, and the page is left for Google's right after.
    meta: { overlay: false },
  });
}
