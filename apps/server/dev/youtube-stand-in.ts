/**
 * A local stand-in for YouTube's Data API v3 `channels.list`, for tests and the demo
 * (never production). It answers with the real JSON shapes (reference/youtube.md):
 * found, not found (200 with no items), quota exceeded (403) and bad key (400
 * INVALID_ARGUMENT / API_KEY_INVALID). Tests and other processes change it through
 * `POST /_stand-in/channels` and `POST /_stand-in/quota`; people trying the demo use
 * its "studio" page at `/_stand-in/`, where a channel's description can be edited
 * as on YouTube, to publish a verification code.
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

/** The OAuth client the stand-in knows; tests and the demo use it. */
export const STAND_IN_OAUTH_CLIENT = {
  clientId: 'stand-in-client.apps.googleusercontent.com',
  clientSecret: 'stand-in-client-secret',
};

/**
 * The server's YouTube settings (config.ts `youtube`, but `useStandIn`) pointing every
 * YouTube and Google endpoint at a stand-in listening on `baseUrl`.
 */
export function standInYouTubeSettings(baseUrl: string, apiKey: string) {
  return {
    apiKey,
    baseUrl,
    reportingBaseUrl: `${baseUrl}/v1`,
    oauth: {
      ...STAND_IN_OAUTH_CLIENT,
      authorizeUrl: `${baseUrl}/o/oauth2/v2/auth`,
      tokenUrl: `${baseUrl}/token`,
      revokeUrl: `${baseUrl}/revoke`,
    },
  };
}

export type YouTubeStandIn = {
  baseUrl: string;
  /** The server's YouTube settings pointing at this stand-in. */
  settings: ReturnType<typeof standInYouTubeSettings>;
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

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  return JSON.parse((await readText(req)) || '{}');
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The demo's stand-in for YouTube Studio: every channel with its editable description. */
function studioPage(channels: StandInChannel[]): string {
  const rows = channels
    .map(
      (c) => `<section><h2>${escapeHtml(c.title)}</h2>
<p>${escapeHtml(c.handle ?? '')} · <code>${escapeHtml(c.id)}</code> · https://www.youtube.com/${escapeHtml(c.handle ?? `channel/${c.id}`)}</p>
<form method="post" action="/_stand-in/description">
<input type="hidden" name="id" value="${escapeHtml(c.id)}">
<label>Description<br><textarea name="description" rows="4" cols="70">${escapeHtml(c.description ?? '')}</textarea></label><br>
<button type="submit">Publish</button></form></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>YouTube stand-in studio</title>
<style>body{font:15px system-ui;margin:2rem;max-width:48rem}section{border-top:1px solid #ddd;padding:.5rem 0}</style>
<h1>YouTube stand-in studio (demo only)</h1>
<p>Register one of these channels in the portal, paste its verification code into the description here, publish, then press Verify in the portal.</p>
${rows}</html>`;
}

/** A square avatar with the channel's first letter, in a colour of its own. */
function thumbnailSvg(channel: StandInChannel): string {
  const hue = [...channel.id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  const letter = escapeHtml([...channel.title][0] ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 88 88"><rect width="88" height="88" fill="hsl(${hue} 60% 45%)"/><text x="44" y="58" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}

function channelResource(channel: StandInChannel, baseUrl: string) {
  const thumb = channel.thumbnailUrl ?? `${baseUrl}/_stand-in/thumbnails/${channel.id}.svg`;
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
  let baseUrl = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/_stand-in/channels') {
        const channel = (await readJson(req)) as StandInChannel;
        channels.set(channel.id, channel);
        return send(res, 200, { ok: true });
      }
      const thumbnail = /^\/_stand-in\/thumbnails\/([\w-]+)\.svg$/.exec(url.pathname);
      const thumbnailOf = thumbnail ? channels.get(thumbnail[1] ?? '') : undefined;
      if (req.method === 'GET' && thumbnailOf) {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
        return res.end(thumbnailSvg(thumbnailOf));
      }
      if (req.method === 'GET' && url.pathname === '/_stand-in/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(studioPage([...channels.values()]));
      }
      if (req.method === 'POST' && url.pathname === '/_stand-in/description') {
        const form = new URLSearchParams(await readText(req));
        const channel = channels.get(form.get('id') ?? '');
        if (channel)
          channels.set(channel.id, { ...channel, description: form.get('description') ?? '' });
        res.writeHead(303, { location: '/_stand-in/' });
        return res.end();
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
        ...(found ? { items: [channelResource(found, baseUrl)] } : {}),
      });
    })().catch(() => send(res, 400, { error: { code: 400, message: 'Bad request' } }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    settings: standInYouTubeSettings(baseUrl, options.apiKey),
    setChannel: (channel) => void channels.set(channel.id, channel),
    setQuotaExceeded: (exceeded) => void (quotaExceeded = exceeded),
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
