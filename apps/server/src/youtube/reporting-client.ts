import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { networkDetail, retryAfterMs } from './google-oauth.ts';

export type ReportType = {
  id: string;
  name: string;
  deprecateTime: string | null;
  systemManaged: boolean;
};
export type ReportingJob = {
  id: string;
  reportTypeId: string;
  name: string;
  createTime: string;
  systemManaged: boolean;
};
export type ReportingReport = {
  id: string;
  jobId: string;
  startTime: string;
  endTime: string;
  createTime: string;
  downloadUrl: string;
};

/**
 * Why the Reporting API refused or could not answer, from its HTTP status:
 * `unauthenticated` (401: refresh the access token), `forbidden` (403: a scope or the
 * content owner is not granted, or a system-managed job), `not_found` (404), `gone`
 * (410), `conflict` (409: the job exists), `rate_limited` (429), `unavailable`
 * (network, timeout, 5xx, a download cut short), `invalid_argument` (400),
 * `bad_reply` (a reply of another shape, or a download URL on another host).
 */
export type ReportingProblem =
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  | 'invalid_argument'
  | 'bad_reply';

export class ReportingError extends Error {
  readonly problem: ReportingProblem;
  readonly status: number | undefined;
  /** From a 429 or 5xx reply's `retry-after`, when it has one. */
  readonly retryAfterMs: number | undefined;
  constructor(
    problem: ReportingProblem,
    detail: string,
    reply: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(`YouTube Reporting ${problem}: ${detail}`);
    this.name = 'ReportingError';
    this.problem = problem;
    this.status = reply.status;
    this.retryAfterMs = reply.retryAfterMs;
  }
}

/** Who calls: the grant's access token, acting for one content owner (a network's CMS). */
export type ReportingAuth = { accessToken: string; contentOwnerId: string };

function problemOfStatus(status: number): ReportingProblem {
  if (status === 400) return 'invalid_argument';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 410) return 'gone';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'bad_reply';
}

/** Google's `error.message`, kept short and without the caller's token. */
function googleMessage(body: unknown, token: string): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  if (typeof message !== 'string') return '';
  return `: ${message.split(token).join('[redacted]').slice(0, 200)}`;
}

/** A page of a list, whatever the list's name. */
function readPage(body: unknown, listName: string): { items: unknown[]; next: string | undefined } {
  if (typeof body !== 'object' || body === null)
    throw new ReportingError('bad_reply', 'the reply is not an object');
  const record = body as Record<string, unknown>;
  // Google leaves an empty list out of the reply altogether.
  const items = record[listName] ?? [];
  if (!Array.isArray(items)) throw new ReportingError('bad_reply', `${listName} is not a list`);
  const next = record.nextPageToken;
  if (next !== undefined && typeof next !== 'string')
    throw new ReportingError('bad_reply', 'nextPageToken is not a string');
  return { items, next: next || undefined };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(record: Record<string, unknown>, name: string, what: string): string {
  const value = record[name];
  if (typeof value !== 'string' || value === '')
    throw new ReportingError('bad_reply', `${what} without ${name}`);
  return value;
}

function readReportType(value: unknown): ReportType {
  if (!isObject(value)) throw new ReportingError('bad_reply', 'a report type is not an object');
  return {
    id: text(value, 'id', 'a report type'),
    name: typeof value.name === 'string' ? value.name : '',
    deprecateTime: typeof value.deprecateTime === 'string' ? value.deprecateTime : null,
    systemManaged: value.systemManaged === true,
  };
}

function readJob(value: unknown): ReportingJob {
  if (!isObject(value)) throw new ReportingError('bad_reply', 'a job is not an object');
  return {
    id: text(value, 'id', 'a job'),
    reportTypeId: text(value, 'reportTypeId', 'a job'),
    name: typeof value.name === 'string' ? value.name : '',
    createTime: text(value, 'createTime', 'a job'),
    systemManaged: value.systemManaged === true,
  };
}

function readReport(value: unknown): ReportingReport {
  if (!isObject(value)) throw new ReportingError('bad_reply', 'a report is not an object');
  return {
    id: text(value, 'id', 'a report'),
    jobId: text(value, 'jobId', 'a report'),
    startTime: text(value, 'startTime', 'a report'),
    endTime: text(value, 'endTime', 'a report'),
    createTime: text(value, 'createTime', 'a report'),
    downloadUrl: text(value, 'downloadUrl', 'a report'),
  };
}

/** A list longer than this many pages is a reply gone wrong, not a content owner's list. */
const MAX_PAGES = 1000;

/**
 * The YouTube Reporting API for a content owner (docs/product.md §14.2): report types,
 * jobs, the reports of a job, and their download. The base URL comes from config (the
 * stand-in's in tests and the demo). It never retries: callers back off.
 */
export function createReportingClient(options: { baseUrl: string; timeoutMs?: number }) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call(
    auth: ReportingAuth,
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string | undefined>,
    body?: unknown,
  ): Promise<unknown> {
    const query = new URLSearchParams({ onBehalfOfContentOwner: auth.contentOwnerId });
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) query.set(name, value);
    let response: Response;
    try {
      response = await fetch(`${base}${path}?${query}`, {
        method,
        headers: {
          authorization: `Bearer ${auth.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ReportingError('unavailable', `${method} ${path}: ${networkDetail(error)}`);
    }
    const status = response.status;
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new ReportingError('unavailable', `${method} ${path}: timed out`, { status });
      if (response.ok)
        throw new ReportingError('bad_reply', `${method} ${path}: HTTP ${status}, no JSON`, {
          status,
        });
      json = undefined;
    }
    if (!response.ok)
      throw new ReportingError(
        problemOfStatus(status),
        `${method} ${path}: HTTP ${status}${googleMessage(json, auth.accessToken)}`,
        { status, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) },
      );
    return json;
  }

  /** Every page of a list, in the order the API gives them. */
  async function all<T>(
    auth: ReportingAuth,
    path: string,
    listName: string,
    params: Record<string, string | undefined>,
    read: (value: unknown) => T,
  ): Promise<T[]> {
    const result: T[] = [];
    const seen = new Set<string>();
    let pageToken: string | undefined;
    for (let pages = 0; pages < MAX_PAGES; pages += 1) {
      const page = readPage(await call(auth, 'GET', path, { ...params, pageToken }), listName);
      result.push(...page.items.map(read));
      if (!page.next) return result;
      if (seen.has(page.next))
        throw new ReportingError('bad_reply', `${path}: a page token came back twice`);
      seen.add(page.next);
      pageToken = page.next;
    }
    throw new ReportingError('bad_reply', `${path}: more than ${MAX_PAGES} pages`);
  }

  return {
    /** Every report type the content owner can have a job for (and YouTube's own, when asked). */
    reportTypes(auth: ReportingAuth, options: { includeSystemManaged: boolean }) {
      return all(
        auth,
        '/reportTypes',
        'reportTypes',
        { includeSystemManaged: String(options.includeSystemManaged) },
        readReportType,
      );
    },

    /** Every job of the content owner (and the ones YouTube made itself, when asked). */
    jobs(auth: ReportingAuth, options: { includeSystemManaged: boolean }) {
      return all(
        auth,
        '/jobs',
        'jobs',
        { includeSystemManaged: String(options.includeSystemManaged) },
        readJob,
      );
    },

    /** Asks YouTube to produce a report type daily; a job of that type already there is `conflict`. */
    async createJob(
      auth: ReportingAuth,
      input: { reportTypeId: string; name: string },
    ): Promise<ReportingJob> {
      return readJob(
        await call(
          auth,
          'POST',
          '/jobs',
          {},
          { reportTypeId: input.reportTypeId, name: input.name },
        ),
      );
    },

    /**
     * Every report of a job, newest first, or only those created strictly after
     * `createdAfter` (RFC 3339 with microseconds): re-issued days come back this way too.
     */
    reports(auth: ReportingAuth, jobId: string, options: { createdAfter?: string }) {
      return all(
        auth,
        `/jobs/${encodeURIComponent(jobId)}/reports`,
        'reports',
        { createdAfter: options.createdAfter },
        readReport,
      );
    },

    /**
     * A report's CSV bytes as a stream, gunzipped when Google sends gzip. A download URL
     * on another host than the API's is refused before any request, so the access token
     * goes nowhere else. A body cut short makes the stream fail with `unavailable`.
     */
    download(auth: ReportingAuth, downloadUrl: string): Promise<Readable> {
      let url: URL;
      try {
        url = new URL(downloadUrl);
      } catch {
        return Promise.reject(new ReportingError('bad_reply', 'the download URL is not a URL'));
      }
      if (url.origin !== origin)
        return Promise.reject(
          new ReportingError('bad_reply', `the download URL is on another host (${url.host})`),
        );
      return new Promise<Readable>((resolve, reject) => {
        const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
        const request = send(url, {
          method: 'GET',
          headers: { authorization: `Bearer ${auth.accessToken}`, 'accept-encoding': 'gzip' },
        });
        // The socket's idle timeout covers both the wait for the reply and a body that
        // stops flowing, without limiting how long a big report takes to arrive.
        request.setTimeout(timeoutMs, () => request.destroy(new Error('timed out')));
        request.on('error', (error) =>
          reject(
            new ReportingError(
              'unavailable',
              `download: ${error.message === 'timed out' ? 'timed out' : networkDetail(error)}`,
            ),
          ),
        );
        request.on('response', (response) => {
          const status = response.statusCode ?? 0;
          if (status !== 200) {
            readError(response, auth.accessToken).then(
              (message) =>
                reject(
                  new ReportingError(
                    problemOfStatus(status),
                    `download: HTTP ${status}${message}`,
                    {
                      status,
                      retryAfterMs: retryAfterMs(headerText(response.headers['retry-after'])),
                    },
                  ),
                ),
              () => reject(new ReportingError(problemOfStatus(status), `download: HTTP ${status}`)),
            );
            return;
          }
          resolve(decoded(response, request.destroy.bind(request)));
        });
        request.end();
      });
    },
  };
}

export type ReportingClient = ReturnType<typeof createReportingClient>;

function headerText(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** The Google error message of a failed download, read from a small JSON body. */
async function readError(response: IncomingMessage, token: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    // An error body is small; a large one is not worth reading.
    if (size > 64 * 1024) {
      response.destroy();
      return '';
    }
    chunks.push(chunk as Buffer);
  }
  try {
    return googleMessage(JSON.parse(Buffer.concat(chunks).toString('utf8')), token);
  } catch {
    return '';
  }
}

/**
 * The body as the caller reads it: gunzipped when it came gzipped. Any failure on the
 * way (the connection dropped, a gzip stream cut short, an idle timeout) reaches the
 * caller as an `unavailable` error on the stream; the caller stopping early ends the
 * request.
 */
function decoded(response: IncomingMessage, abort: () => void): Readable {
  const output = new PassThrough();
  const gzip = /\bgzip\b/i.test(headerText(response.headers['content-encoding']) ?? '');
  const decoder = gzip ? createGunzip() : new PassThrough();
  let failed = false;
  const fail = (reason: string) => {
    if (failed) return;
    failed = true;
    output.destroy(new ReportingError('unavailable', `download cut short (${reason})`));
    decoder.destroy();
    abort();
  };
  response.on('aborted', () => fail('connection closed'));
  response.on('error', () => fail('connection closed'));
  // A body that ended before its promised end (chunked terminator or content-length).
  response.on('end', () => {
    if (!response.complete) fail('incomplete body');
  });
  decoder.on('error', () => fail(gzip ? 'gzip stream broken' : 'read error'));
  output.on('close', () => {
    if (!response.complete) abort();
  });
  response.pipe(decoder).pipe(output);
  return output;
}
