import {
  API_PATHS,
  type YouTubeConnectionReply,
  type zYouTubeConnectCompleteBody,
} from '@portal/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client.ts';

export type YouTubeConnectCompleteBody = z.input<typeof zYouTubeConnectCompleteBody>;

/**
 * POST youtube/connect/complete {state, code | error}: what Google sent back to the
 * redirect page. The server trades the code for the grant and answers with the
 * connection, as GET youtube/connection does.
 */
export function completeYouTubeConnect(
  body: YouTubeConnectCompleteBody,
): Promise<YouTubeConnectionReply> {
  return apiFetch<YouTubeConnectionReply>(API_PATHS.youtubeConnectComplete, {
    method: 'POST',
    body,
  });
}

const sent = new Map<string, Promise<YouTubeConnectionReply>>();

/**
 * The same call, made at most once per answer from Google: a code works only once, and
 * React runs a page's effects twice in development (and may mount the page again), so a
 * second caller gets the first call's outcome instead of a refusal of the used code.
 */
export function completeYouTubeConnectOnce(
  body: YouTubeConnectCompleteBody,
): Promise<YouTubeConnectionReply> {
  const key = JSON.stringify([body.state, body.code ?? null, body.error ?? null]);
  let call = sent.get(key);
  if (!call) {
    call = completeYouTubeConnect(body);
    sent.set(key, call);
  }
  return call;
}
