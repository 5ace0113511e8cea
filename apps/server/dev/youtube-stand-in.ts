/**
 * A local stand-in for YouTube's Data API v3 `channels.list`, for tests and the demo
 * (never production). It answers with the real JSON shapes (reference/youtube.md):
 * found, not found (200 with no items), quota exceeded (403) and bad key (400
 * INVALID_ARGUMENT / API_KEY_INVALID). Tests and other processes change it through
 * `POST /_stand-in/channels` and `POST /_stand-in/quota`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInChannel = {
  id: string;
  title: string;
  description?: string;
  handle?: string;
  username?: string;
  thumbnailUrl?: string;
};

export type YouTubeStandIn = {
  baseUrl: string;
  setChannel(channel: StandInChannel): void;
  setQuotaExceeded(exceeded: boolean): void;
  /** How many `channels.list` calls it answered (quota units spent). */
  calls(): number;
  close(): Promise<void>;
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

function channelResource(channel: StandInChannel) {
  const thumb = channel.thumbnailUrl ?? `https://yt3.example/${channel.id}.jpg`;
  return {
    kind: 'youtube#channel',
    etag: `etag-${channel.id}`,
    id: channel.id,
    snippet: {
      title: channel.title,
      description: channel.description ?? '',
      ...(channel.handle ? { customUrl: channel.handle.toLowerCase() } : {}),
      publishedAt: '2021-03-01T00:00:00Z',
      thumbnails: {
        default: { url: thumb, width: 88, height: 88 },
        medium: { url: thumb, width: 240, height: 240 },
        high: { url: thumb, width: 800, height: 800 },
      },
      localized: { title: channel.title, description: channel.description ?? '' },
      country: 'KR',
    },
  };
}

export async function startYouTubeStandIn(options: {
  apiKey: string;
  port?: number;
  channels?: StandInChannel[];
}): Promise<YouTubeStandIn> {
  const channels = new Map<string, StandInChannel>();
  for (const channel of options.channels ?? []) channels.set(channel.id, channel);
  let quotaExceeded = false;
  let calls = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/_stand-in/channels') {
        const channel = (await readJson(req)) as StandInChannel;
        channels.set(channel.id, channel);
        return send(res, 200, { ok: true });
      }
      if (req.method === 'POST' && url.pathname === '/_stand-in/quota') {
        quotaExceeded = Boolean(((await readJson(req)) as { exceeded?: boolean }).exceeded);
        return send(res, 200, { ok: true });
      }
      if (req.method !== 'GET' || url.pathname !== '/youtube/v3/channels') {
        return send(res, 404, {
          error: { code: 404, message: 'Not Found', errors: [{ reason: 'notFound' }] },
        });
      }
      calls += 1;
      if (url.searchParams.get('key') !== options.apiKey) {
        return send(res, 400, {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            errors: [
              {
                message: 'API key not valid. Please pass a valid API key.',
                domain: 'global',
                reason: 'badRequest',
              },
            ],
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: 'API_KEY_INVALID',
                domain: 'googleapis.com',
              },
            ],
          },
        });
      }
      if (quotaExceeded) {
        return send(res, 403, {
          error: {
            code: 403,
            message: 'The request cannot be completed because you have exceeded your quota.',
            errors: [
              {
                message: 'The request cannot be completed because you have exceeded your quota.',
                domain: 'youtube.quota',
                reason: 'quotaExceeded',
              },
            ],
          },
        });
      }
      const id = url.searchParams.get('id');
      const handle = url.searchParams.get('forHandle')?.toLowerCase();
      const username = url.searchParams.get('forUsername')?.toLowerCase();
      const found = [...channels.values()].find(
        (c) =>
          (id && c.id === id) ||
          (handle &&
            c.handle?.toLowerCase() === (handle.startsWith('@') ? handle : `@${handle}`)) ||
          (username && c.username?.toLowerCase() === username),
      );
      return send(res, 200, {
        kind: 'youtube#channelListResponse',
        etag: 'etag-list',
        pageInfo: { totalResults: found ? 1 : 0, resultsPerPage: 5 },
        ...(found ? { items: [channelResource(found)] } : {}),
      });
    })().catch(() => send(res, 400, { error: { code: 400, message: 'Bad request' } }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    setChannel: (channel) => void channels.set(channel.id, channel),
    setQuotaExceeded: (exceeded) => void (quotaExceeded = exceeded),
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
