import type { ChannelLookup } from '@portal/shared';
import { networkDetail, retryAfterMs } from './google-oauth.ts';

/** A channel as the portal needs it from `channels.list` (docs/product.md §14.4). */
export type YouTubeChannel = {
  id: string;
  title: string;
  description: string;
  /** `@handle`, when the channel has one. */
  handle: string | null;
  thumbnailUrl: string | null;
};

/**
 * Why YouTube could not answer: `quota` (the daily quota is spent), `key` (the API key
 * is refused), `unavailable` (network, timeout, a 5xx), `bad_reply` (a reply we cannot
 * read). Callers log these and tell the user to try later; none is a crash.
 */
export type YouTubeProblem = 'quota' | 'key' | 'unavailable' | 'bad_reply';

export class YouTubeError extends Error {
  readonly problem: YouTubeProblem;
  readonly status: number | undefined;
  /** From a 429 or 5xx reply's `retry-after`, when it has one. */
  readonly retryAfterMs: number | undefined;
  constructor(
    problem: YouTubeProblem,
    detail: string,
    reply: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(`YouTube ${problem}: ${detail}`);
    this.problem = problem;
    this.status = reply.status;
    this.retryAfterMs = reply.retryAfterMs;
  }
}

/** A video as the portal needs it from `videos.list` (docs/product.md §14.4). */
export type YouTubeVideo = {
  id: string;
  channelId: string;
  title: string;
  publishedAt: string;
  durationSeconds: number;
  thumbnailUrl: string | null;
};

/** `videos.list` takes at most this many ids a call. */
export const VIDEOS_PER_CALL = 50;

type ErrorBody = {
  error?: {
    code?: number;
    status?: string;
    errors?: { reason?: string; domain?: string }[];
    details?: { reason?: string }[];
  };
};

const QUOTA_REASONS = new Set([
  'quotaExceeded',
  'dailyLimitExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
]);
const KEY_REASONS = new Set([
  'keyInvalid',
  'API_KEY_INVALID',
  'keyExpired',
  'accessNotConfigured',
  'forbidden',
]);

function problemOf(status: number, body: ErrorBody): YouTubeProblem {
  const reasons = [
    ...(body.error?.errors ?? []).map((e) => e.reason),
    ...(body.error?.details ?? []).map((d) => d.reason),
  ].filter((reason): reason is string => Boolean(reason));
  if (reasons.some((reason) => QUOTA_REASONS.has(reason))) return 'quota';
  if (reasons.some((reason) => KEY_REASONS.has(reason))) return 'key';
  if (status === 400 && body.error?.status === 'INVALID_ARGUMENT') return 'key';
  // Anything else is ours to fix or Google's to recover from; callers treat both as
  // "try later".
  return 'unavailable';
}

/**
 * The one way the server reaches YouTube's Data API v3: `channels.list` and
 * `videos.list`. Base URL and key come from the settings; tests and the demo point them
 * at the local stand-in. Each call spends one quota unit: `callsMade()` counts them,
 * and `onCall` hears of each as it is made. It never retries: callers back off.
 */
export function createYouTubeClient(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  onCall?: (call: { method: 'channels.list' | 'videos.list'; quotaUnits: number }) => void;
}) {
  const base = options.baseUrl.replace(/\/+$/, '');
  let callsMade = 0;

  async function getJson(
    method: 'channels.list' | 'videos.list',
    path: string,
    params: URLSearchParams,
  ): Promise<unknown> {
    callsMade += 1;
    options.onCall?.({ method, quotaUnits: 1 });
    let response: Response;
    try {
      response = await fetch(`${base}${path}?${params}`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw new YouTubeError('unavailable', networkDetail(error));
    }
    const retry = {
      status: response.status,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new YouTubeError(
        response.ok ? 'bad_reply' : 'unavailable',
        `HTTP ${response.status}, no JSON`,
        retry,
      );
    }
    if (!response.ok)
      throw new YouTubeError(
        problemOf(response.status, body as ErrorBody),
        `HTTP ${response.status}`,
        retry,
      );
    return body;
  }

  return {
    /** The channel a lookup names, or `undefined` when YouTube has none. */
    async findChannel(lookup: ChannelLookup): Promise<YouTubeChannel | undefined> {
      const params = new URLSearchParams({ part: 'snippet', key: options.apiKey });
      if (lookup.kind === 'id') params.set('id', lookup.id);
      else if (lookup.kind === 'handle') params.set('forHandle', lookup.handle);
      else params.set('forUsername', lookup.username);
      return readChannel(await getJson('channels.list', '/youtube/v3/channels', params));
    },

    /**
     * The videos YouTube still has among `ids`, and the ids it no longer knows (deleted
     * or private). Asks 50 ids a call, one quota unit each.
     */
    async listVideos(ids: string[]): Promise<{ found: YouTubeVideo[]; missing: string[] }> {
      const unique = [...new Set(ids)];
      const found: YouTubeVideo[] = [];
      for (let start = 0; start < unique.length; start += VIDEOS_PER_CALL) {
        const params = new URLSearchParams({
          part: 'snippet,contentDetails',
          id: unique.slice(start, start + VIDEOS_PER_CALL).join(','),
          key: options.apiKey,
        });
        found.push(...readVideos(await getJson('videos.list', '/youtube/v3/videos', params)));
      }
      const foundIds = new Set(found.map((video) => video.id));
      return { found, missing: unique.filter((id) => !foundIds.has(id)) };
    },

    /** How many calls (quota units) this client has made. */
    callsMade: () => callsMade,
  };
}

export type YouTubeClient = ReturnType<typeof createYouTubeClient>;

function readChannel(body: unknown): YouTubeChannel | undefined {
  const items = (body as { items?: unknown }).items;
  // Not found is a 200 with totalResults 0 and no items.
  if (items === undefined) return undefined;
  if (!Array.isArray(items)) throw new YouTubeError('bad_reply', 'items is not a list');
  const item = items[0] as
    | {
        id?: unknown;
        snippet?: {
          title?: unknown;
          description?: unknown;
          customUrl?: unknown;
          thumbnails?: Record<string, { url?: unknown } | undefined>;
        };
      }
    | undefined;
  if (!item) return undefined;
  if (typeof item.id !== 'string' || typeof item.snippet?.title !== 'string') {
    throw new YouTubeError('bad_reply', 'channel without id or title');
  }
  const thumbnails = item.snippet.thumbnails ?? {};
  const thumbnail = [thumbnails.high, thumbnails.medium, thumbnails.default].find(
    (t) => typeof t?.url === 'string',
  );
  const customUrl = typeof item.snippet.customUrl === 'string' ? item.snippet.customUrl : null;
  return {
    id: item.id,
    title: item.snippet.title,
    description: typeof item.snippet.description === 'string' ? item.snippet.description : '',
    handle: customUrl ? (customUrl.startsWith('@') ? customUrl : `@${customUrl}`) : null,
    thumbnailUrl: (thumbnail?.url as string | undefined) ?? null,
  };
}

/** Seconds in an ISO 8601 duration as `videos.list` writes them (`PT1M5S`, `P0D`). */
export function durationSeconds(text: string): number | undefined {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    text,
  );
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return (
    (weeks ?? 0) * 604_800 +
    (days ?? 0) * 86_400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    Math.round(seconds ?? 0)
  );
}

function readVideos(body: unknown): YouTubeVideo[] {
  const items = (body as { items?: unknown } | null)?.items;
  // No item found can come back as an empty list or no list at all.
  if (items === undefined) return [];
  if (!Array.isArray(items)) throw new YouTubeError('bad_reply', 'items is not a list');
  return items.map((value: unknown) => {
    const item = value as {
      id?: unknown;
      snippet?: {
        publishedAt?: unknown;
        channelId?: unknown;
        title?: unknown;
        thumbnails?: Record<string, { url?: unknown } | undefined>;
      };
      contentDetails?: { duration?: unknown };
    } | null;
    const snippet = item?.snippet;
    const duration =
      typeof item?.contentDetails?.duration === 'string'
        ? durationSeconds(item.contentDetails.duration)
        : undefined;
    if (
      typeof item?.id !== 'string' ||
      typeof snippet?.channelId !== 'string' ||
      typeof snippet.title !== 'string' ||
      typeof snippet.publishedAt !== 'string' ||
      duration === undefined
    )
      throw new YouTubeError('bad_reply', 'a video without id, channel, title, date or length');
    const thumbnails = snippet.thumbnails ?? {};
    // The medium size (320 × 180) suits a list of Shorts best.
    const thumbnail = [thumbnails.medium, thumbnails.high, thumbnails.default].find(
      (t) => typeof t?.url === 'string',
    );
    return {
      id: item.id,
      channelId: snippet.channelId,
      title: snippet.title,
      publishedAt: snippet.publishedAt,
      durationSeconds: duration,
      thumbnailUrl: (thumbnail?.url as string | undefined) ?? null,
    };
  });
}
