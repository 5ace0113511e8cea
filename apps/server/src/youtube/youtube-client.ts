import type { ChannelLookup } from '@portal/shared';

/** A channel as the portal needs it from `channels.list` (reference/youtube.md). */
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
  constructor(problem: YouTubeProblem, detail: string) {
    super(`YouTube ${problem}: ${detail}`);
    this.problem = problem;
  }
}

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
  return 'unavailable';
}

/**
 * The one way the server reaches YouTube: Data API v3 `channels.list`. Base URL and key
 * come from the settings; tests and the demo point them at the local stand-in.
 */
export function createYouTubeClient(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}) {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    /** The channel a lookup names, or `undefined` when YouTube has none. */
    async findChannel(lookup: ChannelLookup): Promise<YouTubeChannel | undefined> {
      const params = new URLSearchParams({ part: 'snippet', key: options.apiKey });
      if (lookup.kind === 'id') params.set('id', lookup.id);
      else if (lookup.kind === 'handle') params.set('forHandle', lookup.handle);
      else params.set('forUsername', lookup.username);

      let response: Response;
      try {
        response = await fetch(`${base}/youtube/v3/channels?${params}`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        throw new YouTubeError(
          'unavailable',
          error instanceof Error ? error.message : String(error),
        );
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new YouTubeError(
          response.ok ? 'bad_reply' : 'unavailable',
          `HTTP ${response.status}, no JSON`,
        );
      }
      if (!response.ok)
        throw new YouTubeError(
          problemOf(response.status, body as ErrorBody),
          `HTTP ${response.status}`,
        );
      return readChannel(body);
    },
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
