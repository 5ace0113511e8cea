/**
 * A local stand-in for the Google services the portal talks to, for tests and the demo
 * (never production). It speaks the real protocols with their JSON shapes
 * (docs/product.md §14):
 *
 * - Data API v3 `channels.list` and `videos.list`, with quota (403 quotaExceeded) and a
 *   refused key (400 INVALID_ARGUMENT / API_KEY_INVALID);
 * - Google's OAuth 2.0 web-server flow: a consent page, the token endpoint
 *   (authorization code with PKCE, refresh) and revocation;
 * - the Reporting API (`reportTypes`, `jobs`, `jobs.reports`, media download with gzip)
 *   for the content owners it knows.
 *
 * Tests and other processes drive it through `POST /_stand-in/...` (the same controls
 * as the returned object's methods); people trying the demo use its "studio" page at
 * `/_stand-in/`, where a channel's description can be edited as on YouTube, to publish
 * a verification code.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { PassThrough, Readable, type Transform } from 'node:stream';
import { constants as zlibConstants, createGzip } from 'node:zlib';

export type StandInChannel = {
  id: string;
  title: string;
  description?: string;
  handle?: string;
  username?: string;
  thumbnailUrl?: string;
};

/** A video `videos.list` knows; `durationSeconds` is sent as ISO 8601 (`PT1M5S`). */
export type StandInVideo = {
  id: string;
  channelId: string;
  title: string;
  publishedAt: string;
  durationSeconds: number;
  thumbnailUrl?: string;
};

export type StandInContentOwner = { id: string; name: string };

/**
 * A report YouTube makes available for one Pacific day. `csv` is the body; `file` is a
 * path read at each download instead (big demo files stay out of memory). `createTime`
 * and `downloadUrl` replace what the stand-in would choose, for tests.
 */
export type PublishReportInput = {
  contentOwnerId: string;
  reportTypeId: string;
  day: string;
  csv?: string;
  file?: string;
  createTime?: string;
  downloadUrl?: string;
};

/** One protocol call the stand-in answered (control calls are not listed). */
export type StandInCall = { method: string; path: string; at: string };

export type FailNextInput = { count: number; status: 429 | 500 | 503; path?: string };

/** What the stand-in holds for the Reporting API, as its studio page and `GET /_stand-in/state` show it. */
export type StandInReportingState = {
  contentOwners: StandInContentOwner[];
  jobs: {
    id: string;
    contentOwnerId: string;
    reportTypeId: string;
    name: string;
    createTime: string;
    systemManaged: boolean;
    deleted: boolean;
  }[];
  reports: {
    id: string;
    contentOwnerId: string;
    reportTypeId: string;
    day: string;
    jobId: string | null;
    createTime: string | null;
    gone: 404 | 410 | null;
  }[];
};

/** The OAuth client the stand-in knows; tests and the demo use it. */
export const STAND_IN_OAUTH_CLIENT = {
  clientId: 'stand-in-client.apps.googleusercontent.com',
  clientSecret: 'stand-in-client-secret',
};

/** The name the consent page gives the stand-in's OAuth client, as Google shows an app's name. */
const STAND_IN_CLIENT_NAME = 'Shorts Music Portal';

/** The Google account that consents on the stand-in's consent page. */
const STAND_IN_ACCOUNT = 'demo-owner@example.com';

const DEFAULT_CONTENT_OWNERS: StandInContentOwner[] = [
  { id: 'demoContentOwner', name: 'Demo Music Network' },
];

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

/**
 * Goes through the stand-in's consent page as its demo user would with a browser: opens
 * the authorization URL, reads the form and presses Allow (or Cancel). Answers where
 * Google sends the browser back (`redirect_uri?state&code&scope` or `?error=…`). For
 * server tests that connect a network without a browser.
 */
export async function followConsent(
  authorizationUrl: string,
  decision: 'allow' | 'cancel' = 'allow',
): Promise<URL> {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  if (!page.ok) throw new Error(`the consent page answered ${page.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('the consent page has no form');
  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    form.set(unescape(name ?? ''), unescape(value ?? ''));
  form.set('decision', decision);
  const answer = await fetch(new URL(action, page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location)
    throw new Error(`the consent form answered ${answer.status}`);
  return new URL(location);
}

export type YouTubeStandIn = {
  baseUrl: string;
  /** The server's YouTube settings pointing at this stand-in. */
  settings: ReturnType<typeof standInYouTubeSettings>;
  contentOwners: StandInContentOwner[];
  setChannel(channel: StandInChannel): void;
  setQuotaExceeded(exceeded: boolean): void;
  /** Replaces every video `videos.list` knows. */
  setVideos(videos: StandInVideo[]): void;
  /**
   * Makes a report available. It joins the owner's job of its type at once, or waits
   * for that job to be created (as YouTube's historical reports do), and then has no
   * `createTime` yet. Publishing a day again is a re-issue: a new report, created later.
   */
  publishReport(input: PublishReportInput): { id: string; createTime: string | null };
  /** Revokes every grant, as when the user removes the app's access in their Google account. */
  revokeAll(): void;
  expireAccessTokens(): void;
  /** The next `count` protocol calls whose path starts with `path` fail with `status`. */
  failNext(input: FailNextInput): void;
  markGone(reportId: string, status: 404 | 410): void;
  deleteJob(jobId: string): void;
  deprecateReportType(reportTypeId: string): void;
  /** While held, a download sends its headers and about half its body, then waits. */
  holdDownloads(hold: boolean): void;
  /** The next download sends about half its body, then the connection drops. */
  cutNextDownload(): void;
  /** Every protocol call answered so far, oldest first. */
  protocolCalls(): StandInCall[];
  /** Data API quota units spent (one a `channels.list` or `videos.list` call). */
  quotaUnits(): number;
  /** The same count as `quotaUnits()`, under the name the channel tests use. */
  calls(): number;
  reportingState(): StandInReportingState;
  close(): Promise<void>;
};

const REPORTING_SCOPES = [
  'https://www.googleapis.com/auth/yt-analytics.readonly',
  'https://www.googleapis.com/auth/yt-analytics-monetary.readonly',
];

/** What the consent page says each scope lets the app do. */
const SCOPE_DESCRIPTIONS: Record<string, string> = {
  'https://www.googleapis.com/auth/yt-analytics.readonly':
    'View YouTube Analytics reports for your YouTube content',
  'https://www.googleapis.com/auth/yt-analytics-monetary.readonly':
    'View monetary and non-monetary YouTube Analytics reports for your YouTube content',
  'https://www.googleapis.com/auth/youtube.readonly': 'View your YouTube account',
};

type ReportTypeEntry = { id: string; name: string; systemManaged: boolean };

/** The content-owner report types the stand-in offers, enough of them that listing takes two pages. */
const REPORT_TYPES: ReportTypeEntry[] = (
  [
    ['content_owner_ad_rates_a1', 'Ad rates'],
    ['content_owner_annotations_a1', 'Annotations'],
    ['content_owner_asset_basic_a3', 'Asset user activity'],
    ['content_owner_asset_estimated_revenue_a1', 'Asset estimated revenue'],
    ['content_owner_basic_a4', 'User activity'],
    ['content_owner_cards_a1', 'Cards'],
    ['content_owner_combined_a3', 'Combined'],
    ['content_owner_demographics_a1', 'Demographics'],
    ['content_owner_device_os_a3', 'Device type and operating system'],
    ['content_owner_end_screens_a1', 'End screens'],
    ['content_owner_estimated_revenue_a1', 'Estimated video revenue'],
    ['content_owner_playback_location_a3', 'Playback locations'],
    ['content_owner_province_a3', 'User activity by province'],
    ['content_owner_sharing_service_a1', 'Sharing services'],
    ['content_owner_subtitles_a3', 'Subtitles'],
    ['content_owner_traffic_source_a3', 'Traffic sources'],
    ['content_owner_active_claims_a3', 'Daily claims, version 1.2', true],
    ['content_owner_payments_summary_a1', 'Payments summary', true],
    ['content_owner_tax_withholding_a1', 'US tax withholding', true],
  ] as const
).map(([id, name, systemManaged]) => ({ id, name, systemManaged: systemManaged === true }));

const CLAIMS_REPORT_TYPE = 'content_owner_active_claims_a3';

/** Reporting API lists answer in pages this size unless asked otherwise, so callers page. */
const DEFAULT_PAGE_SIZE = 10;
const ACCESS_TOKEN_SECONDS = 3599;
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_CALLS_KEPT = 100_000;

type Grant = { refreshToken: string; clientId: string; scopes: string[]; revoked: boolean };
type AccessToken = { grant: Grant; expiresAt: number };
type AuthCode = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scopes: string[];
  expiresAt: number;
  used: boolean;
};
type Job = {
  id: string;
  contentOwnerId: string;
  reportTypeId: string;
  name: string;
  createMicros: number;
  systemManaged: boolean;
  deleted: boolean;
};
type Report = {
  id: string;
  contentOwnerId: string;
  reportTypeId: string;
  day: string;
  jobId: string | null;
  /** Null while the report waits for its job. */
  createMicros: number | null;
  /** A createTime asked for at publication, used when the report joins its job. */
  askedMicros: number | null;
  csv: string | null;
  file: string | null;
  downloadUrl: string | null;
  gone: 404 | 410 | null;
};

/** What a `stateFile` keeps across restarts (access tokens and codes are not kept). */
type SavedState = {
  version: 1;
  grants: Grant[];
  jobs: Job[];
  reports: Report[];
  deprecated: Record<string, string>;
  lastMicros: number;
};

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  410: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
const REASONS: Record<number, string> = {
  400: 'badRequest',
  401: 'authError',
  403: 'forbidden',
  404: 'notFound',
  409: 'duplicate',
  410: 'deleted',
  429: 'rateLimitExceeded',
  500: 'backendError',
  503: 'backendError',
};

class BadControl extends Error {}

function send(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Google's JSON error shape, as every Google API answers a failed call. */
function sendGoogleError(
  res: ServerResponse,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  send(
    res,
    code,
    {
      error: {
        code,
        message,
        status: STATUS_NAMES[code] ?? 'UNKNOWN',
        errors: [{ message, domain: 'global', reason: REASONS[code] ?? 'unknown' }],
      },
    },
    headers,
  );
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location });
  res.end();
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

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/** RFC 3339 with microseconds, as the Reporting API writes `createTime`. */
function formatMicros(micros: number): string {
  const seconds = new Date(Math.floor(micros / 1000)).toISOString().slice(0, 19);
  return `${seconds}.${String(micros % 1_000_000).padStart(6, '0')}Z`;
}

function parseMicros(text: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(
    text,
  );
  if (!match) return undefined;
  const ms = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(ms)) return undefined;
  return ms * 1000 + Number((match[2] ?? '').padEnd(6, '0').slice(0, 6));
}

/**
 * A report's day runs from one Pacific midnight to the next. A fixed -08:00 offset is
 * close enough for a stand-in (the real API moves with daylight saving).
 */
function dayBounds(day: string): { startTime: string; endTime: string } {
  const start = Date.parse(`${day}T08:00:00Z`);
  return {
    startTime: new Date(start).toISOString().replace('.000Z', 'Z'),
    endTime: new Date(start + 86_400_000).toISOString().replace('.000Z', 'Z'),
  };
}

function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (seconds === 0) return 'P0D';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/** The demo's stand-in for YouTube Studio: every channel with its editable description. */
function studioPage(channels: StandInChannel[], reporting: StandInReportingState): string {
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
  const owners = reporting.contentOwners
    .map((o) => `<li>${escapeHtml(o.name)} · <code>${escapeHtml(o.id)}</code></li>`)
    .join('');
  const jobs = reporting.jobs
    .filter((j) => !j.deleted)
    .map(
      (j) =>
        `<tr><td><code>${escapeHtml(j.contentOwnerId)}</code></td><td>${escapeHtml(j.reportTypeId)}${j.systemManaged ? ' (system-managed)' : ''}</td><td><code>${escapeHtml(j.id)}</code></td><td>${escapeHtml(j.createTime)}</td></tr>`,
    )
    .join('');
  // The newest hundred are enough to see a demo's reports arrive.
  const reports = reporting.reports
    .slice(-100)
    .reverse()
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.day)}</td><td>${escapeHtml(r.reportTypeId)}</td><td><code>${escapeHtml(r.id)}</code></td><td>${escapeHtml(r.createTime ?? 'waiting for a job')}</td><td>${r.gone ?? ''}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>YouTube stand-in studio</title>
<style>body{font:15px system-ui;margin:2rem;max-width:60rem}section{border-top:1px solid #ddd;padding:.5rem 0}td,th{text-align:left;padding:0 .5rem}</style>
<h1>YouTube stand-in studio (demo only)</h1>
<p>Register one of these channels in the portal, paste its verification code into the description here, publish, then press Verify in the portal.</p>
${rows}
<section><h2>Content owners</h2><ul>${owners}</ul></section>
<section><h2>Reporting jobs</h2><table><tr><th>Content owner</th><th>Report type</th><th>Job</th><th>Created</th></tr>${jobs}</table></section>
<section><h2>Published reports (newest first)</h2><table><tr><th>Day</th><th>Report type</th><th>Report</th><th>Created</th><th>Gone</th></tr>${reports}</table></section></html>`;
}

/** Google's consent screen, reduced to what a person (or a browser test) needs to decide. */
function consentPage(fields: Record<string, string>, scopes: string[]): string {
  const hidden = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const wants = scopes
    .map((scope) => `<li>${escapeHtml(SCOPE_DESCRIPTIONS[scope] ?? scope)}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign in - Google Accounts (stand-in)</title>
<style>body{font:15px system-ui;margin:2rem auto;max-width:32rem}button{margin-right:1rem;padding:.4rem 1.2rem}</style>
<h1>${escapeHtml(STAND_IN_CLIENT_NAME)} wants to access your Google Account</h1>
<p>${escapeHtml(STAND_IN_ACCOUNT)}</p>
<p>This will allow ${escapeHtml(STAND_IN_CLIENT_NAME)} to:</p>
<ul>${wants}</ul>
<form method="post" action="/o/oauth2/v2/consent">
${hidden}
<button type="submit" name="decision" value="cancel">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form></html>`;
}

function oauthErrorPage(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Error</title>
<h1>Access blocked: authorisation error</h1><p><strong>${escapeHtml(title)}</strong></p><p>${escapeHtml(detail)}</p></html>`;
}

/** A square avatar with the first letter of a title, in a colour of its own. */
function thumbnailSvg(item: { id: string; title: string }): string {
  const hue = [...item.id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  const letter = escapeHtml([...item.title][0] ?? '?');
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

function videoResource(video: StandInVideo, baseUrl: string) {
  const thumb = video.thumbnailUrl ?? `${baseUrl}/_stand-in/video-thumbnails/${video.id}.svg`;
  return {
    kind: 'youtube#video',
    etag: `etag-${video.id}`,
    id: video.id,
    snippet: {
      publishedAt: video.publishedAt,
      channelId: video.channelId,
      title: video.title,
      thumbnails: {
        default: { url: thumb, width: 120, height: 90 },
        medium: { url: thumb, width: 320, height: 180 },
        high: { url: thumb, width: 480, height: 360 },
      },
    },
    contentDetails: { duration: isoDuration(video.durationSeconds) },
  };
}

function keyRefused(res: ServerResponse): void {
  send(res, 400, {
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

function quotaSpent(res: ServerResponse): void {
  const message = 'The request cannot be completed because you have exceeded your quota.';
  send(res, 403, {
    error: {
      code: 403,
      message,
      errors: [{ message, domain: 'youtube.quota', reason: 'quotaExceeded' }],
    },
  });
}

/** A page of a list sorted once; the token is the offset, opaque to callers. */
function pageOf<T>(
  items: T[],
  url: URL,
): { items: T[]; nextPageToken: string | undefined } | undefined {
  const size = pageSizeOf(url);
  const token = url.searchParams.get('pageToken');
  let offset = 0;
  if (token) {
    const decoded = /^o:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
    if (!decoded) return undefined;
    offset = Number(decoded[1]);
  }
  const end = offset + size;
  return {
    items: items.slice(offset, end),
    nextPageToken: end < items.length ? base64url(Buffer.from(`o:${end}`)) : undefined,
  };
}

function pageSizeOf(url: URL): number {
  const asked = Number(url.searchParams.get('pageSize') ?? '');
  return Number.isInteger(asked) && asked > 0 ? Math.min(asked, 1000) : DEFAULT_PAGE_SIZE;
}

export async function startYouTubeStandIn(options: {
  apiKey: string;
  port?: number;
  channels?: StandInChannel[];
  contentOwners?: StandInContentOwner[];
  videos?: StandInVideo[];
  /** Where grants, jobs and published reports are kept, so a restarted stand-in still knows them. */
  stateFile?: string;
}): Promise<YouTubeStandIn> {
  const channels = new Map<string, StandInChannel>();
  for (const channel of options.channels ?? []) channels.set(channel.id, channel);
  const videos = new Map<string, StandInVideo>();
  for (const video of options.videos ?? []) videos.set(video.id, video);
  const contentOwners = options.contentOwners ?? DEFAULT_CONTENT_OWNERS;
  let quotaExceeded = false;
  let quotaUnits = 0;
  let baseUrl = '';

  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, AccessToken>();
  const codes = new Map<string, AuthCode>();
  const jobs = new Map<string, Job>();
  const reports = new Map<string, Report>();
  const deprecated = new Map<string, string>();
  let lastMicros = 0;
  const protocolCalls: StandInCall[] = [];
  const failures: { remaining: number; status: 429 | 500 | 503; path: string }[] = [];
  let cutNext = false;
  let held: { promise: Promise<void>; release: () => void } | undefined;

  /** Now, in microseconds, never twice the same: report order depends on it. */
  function nextMicros(): number {
    lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
    return lastMicros;
  }

  function save(): void {
    if (!options.stateFile) return;
    const state: SavedState = {
      version: 1,
      grants: [...grants.values()],
      jobs: [...jobs.values()],
      reports: [...reports.values()],
      deprecated: Object.fromEntries(deprecated),
      lastMicros,
    };
    // Written aside and renamed, so a process killed mid-write leaves the last whole state.
    const temporary = `${options.stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, options.stateFile);
  }

  if (options.stateFile && existsSync(options.stateFile)) {
    const state = JSON.parse(readFileSync(options.stateFile, 'utf8')) as SavedState;
    for (const grant of state.grants) grants.set(grant.refreshToken, grant);
    for (const job of state.jobs) jobs.set(job.id, job);
    for (const report of state.reports) reports.set(report.id, report);
    for (const [id, time] of Object.entries(state.deprecated)) deprecated.set(id, time);
    lastMicros = state.lastMicros;
  }
  // Each content owner has YouTube's own claims job from the start.
  for (const owner of contentOwners) {
    const id = `system-claims-${owner.id}`;
    if (!jobs.has(id))
      jobs.set(id, {
        id,
        contentOwnerId: owner.id,
        reportTypeId: CLAIMS_REPORT_TYPE,
        name: `System-managed job for ${CLAIMS_REPORT_TYPE}`,
        createMicros: nextMicros(),
        systemManaged: true,
        deleted: false,
      });
  }
  save();

  function liveJob(contentOwnerId: string, reportTypeId: string): Job | undefined {
    return [...jobs.values()].find(
      (j) => !j.deleted && j.contentOwnerId === contentOwnerId && j.reportTypeId === reportTypeId,
    );
  }

  function reportTypeJson(type: ReportTypeEntry) {
    const deprecateTime = deprecated.get(type.id);
    return {
      id: type.id,
      name: type.name,
      ...(deprecateTime ? { deprecateTime } : {}),
      ...(type.systemManaged ? { systemManaged: true } : {}),
    };
  }

  function jobJson(job: Job) {
    const expireTime = deprecated.get(job.reportTypeId);
    return {
      id: job.id,
      reportTypeId: job.reportTypeId,
      name: job.name,
      createTime: formatMicros(job.createMicros),
      ...(expireTime ? { expireTime } : {}),
      ...(job.systemManaged ? { systemManaged: true } : {}),
    };
  }

  function downloadUrlOf(report: Report): string {
    return (
      report.downloadUrl ??
      `${baseUrl}/v1/media/CONTENT_OWNER/${encodeURIComponent(report.contentOwnerId)}/${report.jobId}/${report.id}?alt=media`
    );
  }

  function reportJson(report: Report) {
    return {
      id: report.id,
      jobId: report.jobId,
      ...dayBounds(report.day),
      createTime: formatMicros(report.createMicros ?? 0),
      downloadUrl: downloadUrlOf(report),
    };
  }

  function publishReport(input: PublishReportInput): { id: string; createTime: string | null } {
    if (!contentOwners.some((o) => o.id === input.contentOwnerId))
      throw new BadControl(`unknown content owner ${input.contentOwnerId}`);
    if (!REPORT_TYPES.some((t) => t.id === input.reportTypeId))
      throw new BadControl(`unknown report type ${input.reportTypeId}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.day) || Number.isNaN(Date.parse(input.day)))
      throw new BadControl('day must be YYYY-MM-DD');
    if ((input.csv === undefined) === (input.file === undefined))
      throw new BadControl('give either csv or file');
    let askedMicros: number | null = null;
    if (input.createTime !== undefined) {
      askedMicros = parseMicros(input.createTime) ?? null;
      if (askedMicros === null) throw new BadControl('createTime must be RFC 3339');
      lastMicros = Math.max(lastMicros, askedMicros);
    }
    const job = liveJob(input.contentOwnerId, input.reportTypeId);
    const report: Report = {
      id: String(4_000_000_000 + reports.size + 1),
      contentOwnerId: input.contentOwnerId,
      reportTypeId: input.reportTypeId,
      day: input.day,
      jobId: job?.id ?? null,
      createMicros: job ? (askedMicros ?? nextMicros()) : null,
      askedMicros,
      csv: input.csv ?? null,
      file: input.file ?? null,
      downloadUrl: input.downloadUrl ?? null,
      gone: null,
    };
    reports.set(report.id, report);
    save();
    return {
      id: report.id,
      createTime: report.createMicros === null ? null : formatMicros(report.createMicros),
    };
  }

  /** A new job takes the reports that waited for it, created just after it, oldest day first. */
  function createJob(contentOwnerId: string, reportTypeId: string, name: string): Job {
    const job: Job = {
      id: randomUUID(),
      contentOwnerId,
      reportTypeId,
      name,
      createMicros: nextMicros(),
      systemManaged: false,
      deleted: false,
    };
    jobs.set(job.id, job);
    const waiting = [...reports.values()]
      .filter(
        (r) =>
          r.jobId === null &&
          r.contentOwnerId === contentOwnerId &&
          r.reportTypeId === reportTypeId,
      )
      .sort((a, b) => a.day.localeCompare(b.day));
    for (const report of waiting) {
      report.jobId = job.id;
      report.createMicros = report.askedMicros ?? nextMicros();
    }
    save();
    return job;
  }

  function reportingState(): StandInReportingState {
    return {
      contentOwners,
      jobs: [...jobs.values()].map((j) => ({
        id: j.id,
        contentOwnerId: j.contentOwnerId,
        reportTypeId: j.reportTypeId,
        name: j.name,
        createTime: formatMicros(j.createMicros),
        systemManaged: j.systemManaged,
        deleted: j.deleted,
      })),
      reports: [...reports.values()].map((r) => ({
        id: r.id,
        contentOwnerId: r.contentOwnerId,
        reportTypeId: r.reportTypeId,
        day: r.day,
        jobId: r.jobId,
        createTime: r.createMicros === null ? null : formatMicros(r.createMicros),
        gone: r.gone,
      })),
    };
  }

  const controls = {
    setVideos(list: StandInVideo[]): void {
      videos.clear();
      for (const video of list) videos.set(video.id, video);
    },
    publishReport,
    revokeAll(): void {
      for (const grant of grants.values()) grant.revoked = true;
      save();
    },
    expireAccessTokens(): void {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    failNext(input: FailNextInput): void {
      if (![429, 500, 503].includes(input.status)) throw new BadControl('status: 429, 500 or 503');
      failures.push({ remaining: input.count, status: input.status, path: input.path ?? '/' });
    },
    markGone(reportId: string, status: 404 | 410): void {
      const report = reports.get(reportId);
      if (!report) throw new BadControl(`unknown report ${reportId}`);
      if (status !== 404 && status !== 410) throw new BadControl('status: 404 or 410');
      report.gone = status;
      save();
    },
    deleteJob(jobId: string): void {
      const job = jobs.get(jobId);
      if (!job) throw new BadControl(`unknown job ${jobId}`);
      job.deleted = true;
      save();
    },
    deprecateReportType(reportTypeId: string): void {
      if (!REPORT_TYPES.some((t) => t.id === reportTypeId))
        throw new BadControl(`unknown report type ${reportTypeId}`);
      // Existing jobs keep producing for three months after a deprecation is announced.
      deprecated.set(
        reportTypeId,
        new Date(Date.now() + 90 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      );
      save();
    },
    holdDownloads(hold: boolean): void {
      if (hold && !held) {
        let release = () => {};
        const promise = new Promise<void>((resolve) => (release = resolve));
        held = { promise, release };
      } else if (!hold && held) {
        held.release();
        held = undefined;
      }
    },
    cutNextDownload(): void {
      cutNext = true;
    },
  };

  /** The control endpoints: the same controls, for tests and the demo in other processes. */
  async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const path = url.pathname;
    if (req.method === 'GET' && path === '/_stand-in/calls') {
      send(res, 200, { calls: protocolCalls, quotaUnits });
      return true;
    }
    if (req.method === 'GET' && path === '/_stand-in/state') {
      send(res, 200, reportingState());
      return true;
    }
    if (req.method !== 'POST') return false;
    const routes: Record<string, (body: Record<string, unknown>) => unknown> = {
      '/_stand-in/videos': (body) => controls.setVideos(body.videos as StandInVideo[]),
      '/_stand-in/reports': (body) => publishReport(body as PublishReportInput),
      '/_stand-in/revoke-all': () => controls.revokeAll(),
      '/_stand-in/expire-access-tokens': () => controls.expireAccessTokens(),
      '/_stand-in/fail-next': (body) => controls.failNext(body as FailNextInput),
      '/_stand-in/mark-gone': (body) =>
        controls.markGone(String(body.reportId), body.status as 404 | 410),
      '/_stand-in/delete-job': (body) => controls.deleteJob(String(body.jobId)),
      '/_stand-in/deprecate-report-type': (body) =>
        controls.deprecateReportType(String(body.reportTypeId)),
      '/_stand-in/hold-downloads': (body) => controls.holdDownloads(Boolean(body.hold)),
      '/_stand-in/cut-next-download': () => controls.cutNextDownload(),
    };
    const route = routes[path];
    if (!route) return false;
    try {
      const body = (await readJson(req)) as Record<string, unknown>;
      send(res, 200, route(body) ?? { ok: true });
    } catch (error) {
      send(res, 400, { error: error instanceof Error ? error.message : String(error) });
    }
    return true;
  }

  // ---- OAuth ----

  type AuthRequest = {
    clientId: string;
    redirectUri: string;
    scopes: string[];
    state: string | null;
    challenge: string;
  };

  /** The authorization request's parameters, or the error page Google would show instead. */
  function readAuthRequest(
    params: URLSearchParams,
  ): { ok: true; request: AuthRequest } | { ok: false; title: string; detail: string } {
    const clientId = params.get('client_id');
    if (clientId !== STAND_IN_OAUTH_CLIENT.clientId)
      return {
        ok: false,
        title: 'Error 401: invalid_client',
        detail: 'The OAuth client was not found.',
      };
    const invalid = (detail: string) =>
      ({ ok: false, title: 'Error 400: invalid_request', detail }) as const;
    const redirectUri = params.get('redirect_uri');
    if (!redirectUri) return invalid('Missing required parameter: redirect_uri');
    try {
      new URL(redirectUri);
    } catch {
      return invalid('Invalid parameter value for redirect_uri');
    }
    if (params.get('response_type') !== 'code')
      return invalid('Missing or unsupported response_type (only "code" is allowed)');
    const challenge = params.get('code_challenge');
    if (!challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge))
      return invalid('Missing or malformed code_challenge');
    if (params.get('code_challenge_method') !== 'S256')
      return invalid('Unsupported code_challenge_method (only "S256" is allowed)');
    const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0) return invalid('Missing required parameter: scope');
    const unknown = scopes.find((scope) => !(scope in SCOPE_DESCRIPTIONS));
    if (unknown)
      return { ok: false, title: 'Error 400: invalid_scope', detail: `Unknown scope ${unknown}` };
    return {
      ok: true,
      request: { clientId, redirectUri, scopes, state: params.get('state'), challenge },
    };
  }

  function authorizePage(res: ServerResponse, url: URL): void {
    const read = readAuthRequest(url.searchParams);
    if (!read.ok) return sendHtml(res, 400, oauthErrorPage(read.title, read.detail));
    const { request } = read;
    sendHtml(
      res,
      200,
      consentPage(
        {
          client_id: request.clientId,
          redirect_uri: request.redirectUri,
          response_type: 'code',
          scope: request.scopes.join(' '),
          ...(request.state === null ? {} : { state: request.state }),
          code_challenge: request.challenge,
          code_challenge_method: 'S256',
        },
        request.scopes,
      ),
    );
  }

  async function consent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readText(req));
    const read = readAuthRequest(form);
    if (!read.ok) return sendHtml(res, 400, oauthErrorPage(read.title, read.detail));
    const { request } = read;
    const back = new URL(request.redirectUri);
    if (form.get('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      if (request.state !== null) back.searchParams.set('state', request.state);
      return redirect(res, back.toString());
    }
    const code = `4/0stand-in-${base64url(randomBytes(24))}`;
    codes.set(code, {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      challenge: request.challenge,
      scopes: request.scopes,
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
    });
    if (request.state !== null) back.searchParams.set('state', request.state);
    back.searchParams.set('code', code);
    back.searchParams.set('scope', request.scopes.join(' '));
    redirect(res, back.toString());
  }

  function issueAccessToken(grant: Grant): string {
    const token = `ya29.stand-in-${base64url(randomBytes(24))}`;
    accessTokens.set(token, { grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return token;
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readText(req));
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')
        .map(decodeURIComponent);
      clientId = id ?? null;
      clientSecret = secret ?? null;
    }
    if (
      clientId !== STAND_IN_OAUTH_CLIENT.clientId ||
      clientSecret !== STAND_IN_OAUTH_CLIENT.clientSecret
    )
      return send(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    const invalidGrant = (description: string) =>
      send(res, 400, { error: 'invalid_grant', error_description: description });

    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const entry = codes.get(form.get('code') ?? '');
      if (!entry) return invalidGrant('Malformed auth code.');
      // A code is spent by its first exchange, even a refused one.
      const used = entry.used;
      entry.used = true;
      if (used) return invalidGrant('Bad Request: the code was already used.');
      if (entry.expiresAt < Date.now()) return invalidGrant('Bad Request: the code expired.');
      if (entry.clientId !== clientId) return invalidGrant('Bad Request: another client.');
      if (entry.redirectUri !== form.get('redirect_uri'))
        return invalidGrant('Bad Request: redirect_uri does not match.');
      const verifier = form.get('code_verifier');
      if (!verifier) return invalidGrant('Missing code verifier.');
      const challenge = base64url(createHash('sha256').update(verifier).digest());
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || challenge !== entry.challenge)
        return invalidGrant('Invalid code verifier.');
      const grant: Grant = {
        refreshToken: `1//stand-in-${base64url(randomBytes(32))}`,
        clientId: entry.clientId,
        scopes: entry.scopes,
        revoked: false,
      };
      grants.set(grant.refreshToken, grant);
      save();
      return send(res, 200, {
        access_token: issueAccessToken(grant),
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token: grant.refreshToken,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
      });
    }
    if (grantType === 'refresh_token') {
      const grant = grants.get(form.get('refresh_token') ?? '');
      if (!grant || grant.revoked || grant.clientId !== clientId)
        return invalidGrant('Token has been expired or revoked.');
      return send(res, 200, {
        access_token: issueAccessToken(grant),
        expires_in: ACCESS_TOKEN_SECONDS,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
      });
    }
    send(res, 400, {
      error: 'unsupported_grant_type',
      error_description: `Invalid grant_type: ${grantType ?? ''}`,
    });
  }

  async function revoke(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const value =
      url.searchParams.get('token') ?? new URLSearchParams(await readText(req)).get('token');
    const grant = grants.get(value ?? '') ?? accessTokens.get(value ?? '')?.grant;
    if (!grant || grant.revoked)
      return send(res, 400, {
        error: 'invalid_token',
        error_description: 'Token expired or revoked',
      });
    grant.revoked = true;
    save();
    send(res, 200, {});
  }

  // ---- Reporting API ----

  /** The caller's grant, or the 401/403 Google answers instead. */
  function authorizeReporting(req: IncomingMessage, res: ServerResponse): Grant | undefined {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const access = bearer ? accessTokens.get(bearer) : undefined;
    if (!access || access.expiresAt <= Date.now() || access.grant.revoked) {
      sendGoogleError(
        res,
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        {
          'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        },
      );
      return undefined;
    }
    if (!access.grant.scopes.some((scope) => REPORTING_SCOPES.includes(scope))) {
      sendGoogleError(res, 403, 'Request had insufficient authentication scopes.');
      return undefined;
    }
    return access.grant;
  }

  /** The content owner the call acts for, when the stand-in's account manages it. */
  function ownerOf(res: ServerResponse, url: URL): string | undefined {
    const owner = url.searchParams.get('onBehalfOfContentOwner');
    if (!owner || !contentOwners.some((o) => o.id === owner)) {
      sendGoogleError(res, 403, 'The caller does not have permission');
      return undefined;
    }
    return owner;
  }

  async function reporting(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!authorizeReporting(req, res)) return;
    const path = url.pathname;
    if (req.method === 'GET' && path.startsWith('/v1/media/')) return download(req, res, url);
    const owner = ownerOf(res, url);
    if (!owner) return;
    const includeSystemManaged = url.searchParams.get('includeSystemManaged') === 'true';

    if (req.method === 'GET' && path === '/v1/reportTypes') {
      const page = pageOf(
        REPORT_TYPES.filter((t) => includeSystemManaged || !t.systemManaged),
        url,
      );
      if (!page) return sendGoogleError(res, 400, 'Invalid page token.');
      return send(res, 200, {
        ...(page.items.length ? { reportTypes: page.items.map(reportTypeJson) } : {}),
        ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      });
    }
    if (req.method === 'GET' && path === '/v1/jobs') {
      const list = [...jobs.values()]
        .filter(
          (j) =>
            !j.deleted && j.contentOwnerId === owner && (includeSystemManaged || !j.systemManaged),
        )
        .sort((a, b) => a.createMicros - b.createMicros);
      const page = pageOf(list, url);
      if (!page) return sendGoogleError(res, 400, 'Invalid page token.');
      return send(res, 200, {
        ...(page.items.length ? { jobs: page.items.map(jobJson) } : {}),
        ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      });
    }
    if (req.method === 'POST' && path === '/v1/jobs') {
      let body: { reportTypeId?: unknown; name?: unknown };
      try {
        body = (await readJson(req)) as typeof body;
      } catch {
        return sendGoogleError(res, 400, 'Invalid JSON payload received.');
      }
      const type = REPORT_TYPES.find((t) => t.id === body.reportTypeId);
      if (!type) return sendGoogleError(res, 400, 'Request contains an invalid argument.');
      if (type.systemManaged)
        return sendGoogleError(res, 403, 'System-managed report types cannot have jobs created.');
      if (liveJob(owner, type.id))
        return sendGoogleError(res, 409, `A job for report type ${type.id} already exists.`);
      const name = typeof body.name === 'string' ? body.name : '';
      return send(res, 200, jobJson(createJob(owner, type.id, name)));
    }
    const jobPath = /^\/v1\/jobs\/([^/]+)(?:\/reports(?:\/([^/]+))?)?$/.exec(path);
    const job = jobPath ? jobs.get(decodeURIComponent(jobPath[1] ?? '')) : undefined;
    if (jobPath && (!job || job.deleted || job.contentOwnerId !== owner))
      return sendGoogleError(res, 404, 'Requested entity was not found.');
    if (job && jobPath) {
      const listsReports = path.endsWith('/reports');
      if (req.method === 'GET' && !listsReports && !jobPath[2]) return send(res, 200, jobJson(job));
      if (req.method === 'DELETE' && !listsReports && !jobPath[2]) {
        job.deleted = true;
        save();
        return send(res, 200, {});
      }
      if (req.method === 'GET' && jobPath[2]) {
        const report = reports.get(decodeURIComponent(jobPath[2]));
        if (!report || report.jobId !== job.id)
          return sendGoogleError(res, 404, 'Requested entity was not found.');
        return send(res, 200, reportJson(report));
      }
      if (req.method === 'GET' && listsReports) return listReports(res, url, job);
    }
    sendGoogleError(res, 404, 'Requested entity was not found.');
  }

  function listReports(res: ServerResponse, url: URL, job: Job): void {
    const bound = (name: string): number | undefined | null => {
      const value = url.searchParams.get(name);
      if (value === null) return undefined;
      return parseMicros(value) ?? null;
    };
    const createdAfter = bound('createdAfter');
    const startAtOrAfter = bound('startTimeAtOrAfter');
    const startBefore = bound('startTimeBefore');
    if (createdAfter === null || startAtOrAfter === null || startBefore === null)
      return sendGoogleError(res, 400, 'Invalid time value.');
    // Newest first, with the id as tie-break, so a page token can name where a page ended.
    let list = [...reports.values()]
      .filter((r) => r.jobId === job.id && r.createMicros !== null)
      .filter((r) => createdAfter === undefined || (r.createMicros ?? 0) > createdAfter)
      .filter((r) => {
        const start = Date.parse(`${r.day}T08:00:00Z`) * 1000;
        return (
          (startAtOrAfter === undefined || start >= startAtOrAfter) &&
          (startBefore === undefined || start < startBefore)
        );
      })
      .sort((a, b) => (b.createMicros ?? 0) - (a.createMicros ?? 0) || b.id.localeCompare(a.id));
    // The token names the last report of the page rather than an offset, so reports
    // published while a caller pages neither repeat nor go missing from the pages.
    const token = url.searchParams.get('pageToken');
    if (token) {
      const last = /^r:(\d+):(.+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
      if (!last) return sendGoogleError(res, 400, 'Invalid page token.');
      const micros = Number(last[1]);
      const id = last[2] ?? '';
      list = list.filter(
        (r) =>
          (r.createMicros ?? 0) < micros ||
          ((r.createMicros ?? 0) === micros && r.id.localeCompare(id) < 0),
      );
    }
    const page = list.slice(0, pageSizeOf(url));
    const lastOfPage = page.at(-1);
    const more = list.length > page.length && lastOfPage;
    send(res, 200, {
      ...(page.length ? { reports: page.map(reportJson) } : {}),
      ...(more
        ? {
            nextPageToken: base64url(
              Buffer.from(`r:${lastOfPage.createMicros ?? 0}:${lastOfPage.id}`),
            ),
          }
        : {}),
    });
  }

  async function download(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const reportId = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    const report = reports.get(reportId);
    if (url.searchParams.get('alt') !== 'media')
      return sendGoogleError(res, 400, 'Media downloads need alt=media.');
    if (!report || report.jobId === null)
      return sendGoogleError(res, 404, 'Requested entity was not found.');
    if (report.gone)
      return sendGoogleError(
        res,
        report.gone,
        report.gone === 410 ? 'The report has expired.' : 'Requested entity was not found.',
      );
    let size: number;
    let source: Readable;
    if (report.file !== null) {
      try {
        size = statSync(report.file).size;
      } catch {
        return sendGoogleError(res, 500, 'Internal error encountered.');
      }
      source = createReadStream(report.file);
    } else {
      const bytes = Buffer.from(report.csv ?? '', 'utf8');
      size = bytes.length;
      source = Readable.from([bytes]);
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const cut = cutNext;
    cutNext = false;
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': String(size) }),
    });
    res.flushHeaders();
    res.on('error', () => {});
    const encoder: Transform = gzip ? createGzip() : new PassThrough();
    encoder.pipe(res);
    const half = Math.floor(size / 2);
    let passed = 0;
    let stopped = false;

    const write = async (chunk: Buffer) => {
      if (chunk.length === 0 || res.destroyed) return;
      if (encoder.write(chunk)) return;
      // Room again, or the caller gone: whichever comes first, the other stops listening,
      // so a long download does not pile listeners onto the response.
      const settled = new AbortController();
      await Promise.race([
        once(encoder, 'drain', { signal: settled.signal }),
        once(res, 'close', { signal: settled.signal }),
      ]).finally(() => settled.abort());
    };
    /** Sends what the encoder holds now, so the first half reaches the caller before a pause or a cut. */
    const flush = () =>
      new Promise<void>((resolve) => {
        if (encoder instanceof PassThrough) return setImmediate(resolve);
        (encoder as ReturnType<typeof createGzip>).flush(zlibConstants.Z_SYNC_FLUSH, () =>
          setImmediate(resolve),
        );
      });

    for await (const data of source) {
      const chunk = data as Buffer;
      if (stopped || res.destroyed) break;
      const crosses = passed + chunk.length > half && passed <= half;
      const pause = held;
      if (crosses && (cut || pause)) {
        await write(chunk.subarray(0, half - passed));
        passed += chunk.length;
        await flush();
        if (cut) {
          // Lets the first half leave the encoder, then ends the connection without the
          // body's end: the caller sees a truncated reply.
          for (let waited = 0; encoder.readableLength > 0 && waited < 200; waited += 1)
            await new Promise((resolve) => setTimeout(resolve, 10));
          res.socket?.destroySoon();
          stopped = true;
          break;
        }
        await pause?.promise;
        await write(chunk.subarray(half - (passed - chunk.length)));
        continue;
      }
      passed += chunk.length;
      await write(chunk);
    }
    if (stopped || res.destroyed) {
      source.destroy();
      return;
    }
    encoder.end();
  }

  // ---- Data API ----

  function dataApi(res: ServerResponse, url: URL): void {
    quotaUnits += 1;
    if (url.searchParams.get('key') !== options.apiKey) return keyRefused(res);
    if (quotaExceeded) return quotaSpent(res);
    if (url.pathname === '/youtube/v3/videos') {
      const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 50) {
        const message =
          ids.length === 0
            ? 'No filter selected. Expected one of: id, myRated, chart'
            : 'The request specifies an invalid filter parameter.';
        return send(res, 400, {
          error: {
            code: 400,
            message,
            errors: [{ message, domain: 'youtube.parameter', reason: 'invalidFilters' }],
          },
        });
      }
      const items = ids
        .map((id) => videos.get(id))
        .filter((video): video is StandInVideo => video !== undefined)
        .map((video) => videoResource(video, baseUrl));
      return send(res, 200, {
        kind: 'youtube#videoListResponse',
        etag: 'etag-videos',
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }
    const id = url.searchParams.get('id');
    const handle = url.searchParams.get('forHandle')?.toLowerCase();
    const username = url.searchParams.get('forUsername')?.toLowerCase();
    const found = [...channels.values()].find(
      (c) =>
        (id && c.id === id) ||
        (handle && c.handle?.toLowerCase() === (handle.startsWith('@') ? handle : `@${handle}`)) ||
        (username && c.username?.toLowerCase() === username),
    );
    send(res, 200, {
      kind: 'youtube#channelListResponse',
      etag: 'etag-list',
      pageInfo: { totalResults: found ? 1 : 0, resultsPerPage: 5 },
      ...(found ? { items: [channelResource(found, baseUrl)] } : {}),
    });
  }

  /** Takes one of the failures asked for with failNext, when it covers this path. */
  function takeFailure(path: string): 429 | 500 | 503 | undefined {
    const failure = failures.find((f) => f.remaining > 0 && path.startsWith(f.path));
    if (!failure) return undefined;
    failure.remaining -= 1;
    if (failure.remaining === 0) failures.splice(failures.indexOf(failure), 1);
    return failure.status;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (path.startsWith('/_stand-in/')) {
      if (await control(req, res, url)) return;
      if (req.method === 'POST' && path === '/_stand-in/channels') {
        const channel = (await readJson(req)) as StandInChannel;
        channels.set(channel.id, channel);
        return send(res, 200, { ok: true });
      }
      const thumbnail = /^\/_stand-in\/(thumbnails|video-thumbnails)\/([\w-]+)\.svg$/.exec(path);
      const thumbnailOf = thumbnail
        ? (thumbnail[1] === 'thumbnails' ? channels : videos).get(thumbnail[2] ?? '')
        : undefined;
      if (req.method === 'GET' && thumbnailOf) {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
        res.end(thumbnailSvg(thumbnailOf));
        return;
      }
      if (req.method === 'GET' && path === '/_stand-in/') {
        return sendHtml(res, 200, studioPage([...channels.values()], reportingState()));
      }
      if (req.method === 'POST' && path === '/_stand-in/description') {
        const form = new URLSearchParams(await readText(req));
        const channel = channels.get(form.get('id') ?? '');
        if (channel)
          channels.set(channel.id, { ...channel, description: form.get('description') ?? '' });
        return redirect(res, '/_stand-in/', 303);
      }
      if (req.method === 'POST' && path === '/_stand-in/quota') {
        quotaExceeded = Boolean(((await readJson(req)) as { exceeded?: boolean }).exceeded);
        return send(res, 200, { ok: true });
      }
      return sendGoogleError(res, 404, 'Not Found');
    }

    protocolCalls.push({ method: req.method ?? 'GET', path, at: new Date().toISOString() });
    // A long demo or a benchmark must not grow the list without end; tests stay far below.
    if (protocolCalls.length > MAX_CALLS_KEPT) protocolCalls.splice(0, MAX_CALLS_KEPT / 10);
    const failure = takeFailure(path);
    if (failure) {
      req.resume();
      const message =
        failure === 429
          ? 'Quota exceeded for quota metric: requests per minute.'
          : failure === 503
            ? 'The service is currently unavailable.'
            : 'Internal error encountered.';
      return sendGoogleError(res, failure, message, failure === 429 ? { 'retry-after': '1' } : {});
    }
    if (req.method === 'GET' && path === '/o/oauth2/v2/auth') return authorizePage(res, url);
    if (req.method === 'POST' && path === '/o/oauth2/v2/consent') return consent(req, res);
    if (req.method === 'POST' && path === '/token') return token(req, res);
    if (req.method === 'POST' && path === '/revoke') return revoke(req, res, url);
    if (path.startsWith('/v1/')) return reporting(req, res, url);
    if (req.method === 'GET' && (path === '/youtube/v3/channels' || path === '/youtube/v3/videos'))
      return dataApi(res, url);
    send(res, 404, {
      error: { code: 404, message: 'Not Found', errors: [{ reason: 'notFound' }] },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else
        send(res, 400, {
          error: { code: 400, message: 'Bad request', status: 'INVALID_ARGUMENT' },
        });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    settings: standInYouTubeSettings(baseUrl, options.apiKey),
    contentOwners,
    setChannel: (channel) => void channels.set(channel.id, channel),
    setQuotaExceeded: (exceeded) => void (quotaExceeded = exceeded),
    ...controls,
    protocolCalls: () => [...protocolCalls],
    quotaUnits: () => quotaUnits,
    calls: () => quotaUnits,
    reportingState,
    close: () => {
      held?.release();
      held = undefined;
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
