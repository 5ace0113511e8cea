import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  followConsent,
  startYouTubeStandIn,
  type YouTubeStandIn,
} from '../../dev/youtube-stand-in.ts';
import { createGoogleOAuthClient, pkcePair } from './google-oauth.ts';
import {
  createReportingClient,
  ReportingError,
  type ReportingAuth,
  type ReportingClient,
} from './reporting-client.ts';

const OWNER = 'demoContentOwner';
const REDIRECT_URI = 'http://portal.test/api/youtube/callback';
const BASIC = 'content_owner_basic_a4';
const REVENUE = 'content_owner_estimated_revenue_a1';
const CLAIMS = 'content_owner_active_claims_a3';

function csvOf(day: string, views: number): string {
  const date = day.replaceAll('-', '');
  return `date,channel_id,video_id,country_code,views\n${date},UCchan,vid1,KR,${views}\n${date},UCchan,vid2,US,${views + 1}\n`;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function failure(promise: Promise<unknown>): Promise<ReportingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReportingError);
  return error as ReportingError;
}

/** Days counted from 2026-10-01, as YYYY-MM-DD. */
function day(n: number): string {
  return new Date(Date.UTC(2026, 9, 1 + n)).toISOString().slice(0, 10);
}

type Connected = {
  standIn: YouTubeStandIn;
  reporting: ReportingClient;
  auth: ReportingAuth;
  refreshToken: string;
  oauth: ReturnType<typeof createGoogleOAuthClient>;
};

const open: YouTubeStandIn[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((standIn) => standIn.close()));
});

/** A stand-in and a grant for its demo content owner, as a manager's connection leaves them. */
async function connected(
  options: Parameters<typeof startYouTubeStandIn>[0] = { apiKey: 'key' },
): Promise<Connected> {
  const standIn = await startYouTubeStandIn(options);
  open.push(standIn);
  const oauth = createGoogleOAuthClient(standIn.settings.oauth);
  const pkce = pkcePair();
  const back = await followConsent(
    oauth.authorizationUrl({
      redirectUri: REDIRECT_URI,
      state: 's',
      codeChallenge: pkce.challenge,
    }),
  );
  const tokens = await oauth.exchangeCode({
    code: back.searchParams.get('code') ?? '',
    redirectUri: REDIRECT_URI,
    codeVerifier: pkce.verifier,
  });
  return {
    standIn,
    oauth,
    reporting: createReportingClient({ baseUrl: standIn.settings.reportingBaseUrl }),
    auth: { accessToken: tokens.accessToken, contentOwnerId: OWNER },
    refreshToken: tokens.refreshToken,
  };
}

describe('Reporting client against the stand-in', () => {
  it('lists every report type over several pages, YouTube’s own only when asked', async () => {
    const { standIn, reporting, auth } = await connected();
    const types = await reporting.reportTypes(auth, { includeSystemManaged: false });
    const calls = standIn.protocolCalls().filter((c) => c.path === '/v1/reportTypes');
    expect(calls.length).toBe(2);
    expect(types.length).toBeGreaterThan(10);
    expect(types.map((t) => t.id)).toEqual(expect.arrayContaining([BASIC, REVENUE]));
    expect(types.map((t) => t.id)).not.toContain(CLAIMS);
    expect(types.find((t) => t.id === BASIC)).toMatchObject({
      deprecateTime: null,
      systemManaged: false,
    });

    const all = await reporting.reportTypes(auth, { includeSystemManaged: true });
    expect(all.find((t) => t.id === CLAIMS)).toMatchObject({ systemManaged: true });

    standIn.deprecateReportType(BASIC);
    const later = await reporting.reportTypes(auth, { includeSystemManaged: false });
    expect(later.find((t) => t.id === BASIC)?.deprecateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('creates jobs once: a second of a type is a conflict, YouTube’s own types are refused', async () => {
    const { reporting, auth } = await connected();
    const system = await reporting.jobs(auth, { includeSystemManaged: true });
    expect(system).toEqual([
      expect.objectContaining({ reportTypeId: CLAIMS, systemManaged: true }),
    ]);
    expect(await reporting.jobs(auth, { includeSystemManaged: false })).toEqual([]);

    const job = await reporting.createJob(auth, { reportTypeId: BASIC, name: 'portal views' });
    expect(job).toMatchObject({ reportTypeId: BASIC, name: 'portal views', systemManaged: false });
    expect(job.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(
      (await failure(reporting.createJob(auth, { reportTypeId: BASIC, name: 'x' }))).problem,
    ).toBe('conflict');
    expect(
      (await failure(reporting.createJob(auth, { reportTypeId: CLAIMS, name: 'x' }))).problem,
    ).toBe('forbidden');
    expect(
      (await failure(reporting.createJob(auth, { reportTypeId: 'no_such_type', name: 'x' })))
        .problem,
    ).toBe('invalid_argument');
    expect(await reporting.jobs(auth, { includeSystemManaged: false })).toEqual([job]);
  });

  it('lists every job over several pages', async () => {
    const { standIn, reporting, auth } = await connected();
    const types = await reporting.reportTypes(auth, { includeSystemManaged: false });
    for (const type of types.slice(0, 12))
      await reporting.createJob(auth, { reportTypeId: type.id, name: type.id });
    const before = standIn.protocolCalls().length;
    const jobs = await reporting.jobs(auth, { includeSystemManaged: true });
    expect(jobs.length).toBe(13);
    expect(new Set(jobs.map((j) => j.reportTypeId)).size).toBe(13);
    expect(standIn.protocolCalls().length - before).toBe(2);
  });

  it('lists a job’s reports over pages, newest first, and only the newer ones after a cursor', async () => {
    const { standIn, reporting, auth } = await connected();
    const job = await reporting.createJob(auth, { reportTypeId: BASIC, name: 'views' });
    const published = [];
    for (let n = 0; n < 25; n += 1)
      published.push(
        standIn.publishReport({
          contentOwnerId: OWNER,
          reportTypeId: BASIC,
          day: day(n),
          csv: csvOf(day(n), n),
        }),
      );
    const before = standIn.protocolCalls().length;
    const reports = await reporting.reports(auth, job.id, {});
    expect(standIn.protocolCalls().length - before).toBe(3);
    expect(reports.map((r) => r.id)).toEqual(published.map((p) => p.id).reverse());
    expect(reports.at(-1)).toMatchObject({
      jobId: job.id,
      startTime: '2026-10-01T08:00:00Z',
      endTime: '2026-10-02T08:00:00Z',
      createTime: published[0]?.createTime,
    });

    const cursor = published[19]?.createTime ?? '';
    const newer = await reporting.reports(auth, job.id, { createdAfter: cursor });
    expect(newer.map((r) => r.id)).toEqual(
      published
        .slice(20)
        .map((p) => p.id)
        .reverse(),
    );

    // A re-issue of an old day comes after the cursor, with a later createTime.
    const latest = reports[0]?.createTime ?? '';
    const reissue = standIn.publishReport({
      contentOwnerId: OWNER,
      reportTypeId: BASIC,
      day: day(3),
      csv: csvOf(day(3), 1000),
    });
    const after = await reporting.reports(auth, job.id, { createdAfter: latest });
    expect(after).toEqual([
      expect.objectContaining({ id: reissue.id, startTime: '2026-10-04T08:00:00Z' }),
    ]);
    expect((after[0]?.createTime ?? '') > latest).toBe(true);
    // The old one is still there to download.
    const old = reports.find((r) => r.startTime === '2026-10-04T08:00:00Z');
    expect(await text(await reporting.download(auth, old?.downloadUrl ?? ''))).toBe(
      csvOf(day(3), 3),
    );
    expect(await text(await reporting.download(auth, after[0]?.downloadUrl ?? ''))).toBe(
      csvOf(day(3), 1000),
    );

    expect((await failure(reporting.reports(auth, 'no-such-job', {}))).problem).toBe('not_found');
  });

  it('gives a new job the days published before it, created just after the job', async () => {
    const { standIn, reporting, auth } = await connected();
    const waiting = [2, 0, 1].map((n) =>
      standIn.publishReport({
        contentOwnerId: OWNER,
        reportTypeId: REVENUE,
        day: day(n),
        csv: csvOf(day(n), n),
      }),
    );
    expect(waiting.every((w) => w.createTime === null)).toBe(true);
    const job = await reporting.createJob(auth, { reportTypeId: REVENUE, name: 'revenue' });
    const reports = await reporting.reports(auth, job.id, {});
    expect(reports.map((r) => r.startTime.slice(0, 10))).toEqual([day(2), day(1), day(0)]);
    for (const report of reports) expect(report.createTime > job.createTime).toBe(true);
    expect(await text(await reporting.download(auth, reports[0]?.downloadUrl ?? ''))).toBe(
      csvOf(day(2), 2),
    );
  });

  it('lists the claims report on YouTube’s own job', async () => {
    const { standIn, reporting, auth } = await connected();
    const [claimsJob] = await reporting.jobs(auth, { includeSystemManaged: true });
    const csv = 'claim_id,video_id,isrc\nc1,vid1,KRA402600001\n';
    standIn.publishReport({ contentOwnerId: OWNER, reportTypeId: CLAIMS, day: day(0), csv });
    const [report] = await reporting.reports(auth, claimsJob?.id ?? '', {});
    expect(await text(await reporting.download(auth, report?.downloadUrl ?? ''))).toBe(csv);
  });

  it('downloads gzip and returns exactly the CSV, from memory or from a file', async () => {
    const { standIn, reporting, auth } = await connected();
    const job = await reporting.createJob(auth, { reportTypeId: BASIC, name: 'views' });
    const csv = `${csvOf(day(0), 1)}${'20261001,UC한글채널,vidX,KR,7\n'.repeat(5000)}`;
    standIn.publishReport({ contentOwnerId: OWNER, reportTypeId: BASIC, day: day(0), csv });
    const folder = mkdtempSync(path.join(tmpdir(), 'stand-in-'));
    try {
      const file = path.join(folder, 'day.csv');
      writeFileSync(file, csv.replaceAll('vidX', 'vidY'));
      standIn.publishReport({ contentOwnerId: OWNER, reportTypeId: BASIC, day: day(1), file });
      const [fromFile, fromMemory] = await reporting.reports(auth, job.id, {});

      const raw = await fetch(fromMemory?.downloadUrl ?? '', {
        headers: { authorization: `Bearer ${auth.accessToken}`, 'accept-encoding': 'gzip' },
      });
      expect(raw.headers.get('content-encoding')).toBe('gzip');
      await raw.arrayBuffer();

      expect(await text(await reporting.download(auth, fromMemory?.downloadUrl ?? ''))).toBe(csv);
      expect(await text(await reporting.download(auth, fromFile?.downloadUrl ?? ''))).toBe(
        csv.replaceAll('vidX', 'vidY'),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the stream, not silently, when a download is cut in the middle', async () => {
    const { standIn, reporting, auth } = await connected();
    const job = await reporting.createJob(auth, { reportTypeId: BASIC, name: 'views' });
    const csv = `${csvOf(day(0), 1)}${'20261001,UCchan,vid3,KR,9\n'.repeat(20_000)}`;
    standIn.publishReport({ contentOwnerId: OWNER, reportTypeId: BASIC, day: day(0), csv });
    const [report] = await reporting.reports(auth, job.id, {});
    standIn.cutNextDownload();
    const stream = await reporting.download(auth, report?.downloadUrl ?? '');
    let received = 0;
    stream.on('data', (chunk: Buffer) => (received += chunk.length));
    const error = await failure(text(stream));
    expect(error.problem).toBe('unavailable');
    // Some of the body may or may not have arrived before the drop (a loaded machine
    // sees the reset first); never all of it.
    expect(received).toBeLessThan(csv.length);
    // Only the next download was cut.
    expect(await text(await reporting.download(auth, report?.downloadUrl ?? ''))).toBe(csv);
  });

  it('holds a download half way until released', async () => {
    const { standIn, reporting, auth } = await connected();
    const job = await reporting.createJob(auth, { reportTypeId: BASIC, name: 'views' });
    const csv = `${csvOf(day(0), 1)}${'20261001,UCchan,vid3,KR,9\n'.repeat(20_000)}`;
    standIn.publishReport({ contentOwnerId: OWNER, reportTypeId: BASIC, day: day(0), csv });
    const [report] = await reporting.reports(auth, job.id, {});
    standIn.holdDownloads(true);
    const stream = await reporting.download(auth, report?.downloadUrl ?? '');
    let received = 0;
    stream.on('data', (chunk: Buffer) => (received += chunk.length));
    const whole = text(stream);
    await expect.poll(() => received, { timeout: 5000 }).toBeGreaterThan(csv.length / 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toBeLessThanOrEqual(csv.length / 2 + 1);
    standIn.holdDownloads(false);
    expect(await whole).toHaveLength(csv.length);
  });

  it('refuses a download URL on another host without sending it anything', async () => {
    const { standIn, reporting, auth } = await connected();
    let requests = 0;
    const other = createServer((_req, res) => {
      requests += 1;
      res.end('a,b\n');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = other.address() as AddressInfo;
      const job = await reporting.createJob(auth, { reportTypeId: BASIC, name: 'views' });
      standIn.publishReport({
        contentOwnerId: OWNER,
        reportTypeId: BASIC,
        day: day(0),
        csv: 'a,b\n',
        downloadUrl: `http://127.0.0.1:${port}/v1/media/x?alt=media`,
      });
      const [report] = await reporting.reports(auth, job.id, {});
      const error = await failure(reporting.download(auth, report?.downloadUrl ?? ''));
      expect(error.problem).toBe('bad_reply');
      expect(requests).toBe(0);
      expect(String(error)).not.toContain(auth.accessToken);
    } finally {
      other.close();
    }
  });

  it('maps a missing or expired report, rate limits and Google’s failures', async () => {
    const { standIn, reporting, auth } = await connected();
    const job = await reporting.createJob(auth, { reportTypeId: BASIC, name: 'views' });
    const gone = standIn.publishReport({
      contentOwnerId: OWNER,
      reportTypeId: BASIC,
      day: day(0),
      csv: 'a\n',
    });
    const missing = standIn.publishReport({
      contentOwnerId: OWNER,
      reportTypeId: BASIC,
      day: day(1),
      csv: 'a\n',
    });
    const reports = await reporting.reports(auth, job.id, {});
    const url = (id: string) => reports.find((r) => r.id === id)?.downloadUrl ?? '';
    standIn.markGone(gone.id, 410);
    standIn.markGone(missing.id, 404);
    expect(await failure(reporting.download(auth, url(gone.id)))).toMatchObject({
      problem: 'gone',
      status: 410,
    });
    expect(await failure(reporting.download(auth, url(missing.id)))).toMatchObject({
      problem: 'not_found',
      status: 404,
    });

    standIn.failNext({ count: 1, status: 429, path: '/v1/jobs' });
    expect(await failure(reporting.jobs(auth, { includeSystemManaged: true }))).toMatchObject({
      problem: 'rate_limited',
      status: 429,
      retryAfterMs: 1000,
    });
    standIn.failNext({ count: 2, status: 500, path: '/v1/jobs' });
    expect(await failure(reporting.reports(auth, job.id, {}))).toMatchObject({
      problem: 'unavailable',
      status: 500,
    });
    expect(
      await failure(reporting.createJob(auth, { reportTypeId: REVENUE, name: 'r' })),
    ).toMatchObject({
      problem: 'unavailable',
    });
    standIn.failNext({ count: 1, status: 503, path: '/v1/media' });
    expect(await failure(reporting.download(auth, reports[0]?.downloadUrl ?? ''))).toMatchObject({
      problem: 'unavailable',
      status: 503,
    });
    // After the failures asked for, calls work again.
    expect(await reporting.reports(auth, job.id, {})).toHaveLength(2);
  });

  it('reads an expired access token as unauthenticated, and a refreshed one works', async () => {
    const { standIn, reporting, auth, oauth, refreshToken } = await connected();
    standIn.expireAccessTokens();
    const error = await failure(reporting.jobs(auth, { includeSystemManaged: true }));
    expect(error).toMatchObject({ problem: 'unauthenticated', status: 401 });
    expect(`${String(error)} ${error.message}`).not.toContain(auth.accessToken);
    const media = await failure(
      reporting.download(auth, `${standIn.baseUrl}/v1/media/CONTENT_OWNER/x/y/1?alt=media`),
    );
    expect(media.problem).toBe('unauthenticated');

    const { accessToken } = await oauth.refresh(refreshToken);
    expect(
      await reporting.jobs({ ...auth, accessToken }, { includeSystemManaged: true }),
    ).toHaveLength(1);
  });

  it('reads a content owner the grant cannot act for as forbidden', async () => {
    const { reporting, auth } = await connected();
    const error = await failure(
      reporting.jobs({ ...auth, contentOwnerId: 'someoneElse' }, { includeSystemManaged: false }),
    );
    expect(error).toMatchObject({ problem: 'forbidden', status: 403 });
  });

  it('reads an unreachable API as unavailable and a reply of another shape as bad_reply', async () => {
    const auth = { accessToken: 'ya29.secret-token', contentOwnerId: OWNER };
    const unreachable = createReportingClient({ baseUrl: 'http://127.0.0.1:9/v1' });
    expect((await failure(unreachable.jobs(auth, { includeSystemManaged: true }))).problem).toBe(
      'unavailable',
    );
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const slow = createReportingClient({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        timeoutMs: 300,
      });
      expect((await failure(slow.jobs(auth, { includeSystemManaged: true }))).problem).toBe(
        'unavailable',
      );
      const download = await failure(
        slow.download(auth, `http://127.0.0.1:${port}/v1/media/x?alt=media`),
      );
      expect(download.problem).toBe('unavailable');
      expect(String(download)).not.toContain(auth.accessToken);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    const odd = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        req.url?.startsWith('/v1/jobs?')
          ? JSON.stringify({ jobs: 'none' })
          : JSON.stringify({ reportTypes: [{ name: 'no id' }] }),
      );
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = odd.address() as AddressInfo;
      const client = createReportingClient({ baseUrl: `http://127.0.0.1:${port}/v1` });
      const jobs = await failure(client.jobs(auth, { includeSystemManaged: true }));
      expect(jobs.problem).toBe('bad_reply');
      const types = await failure(client.reportTypes(auth, { includeSystemManaged: true }));
      expect(types.problem).toBe('bad_reply');
      for (const error of [jobs, types]) expect(String(error)).not.toContain(auth.accessToken);
    } finally {
      odd.close();
    }
  });

  it('keeps grants, jobs and reports across a restart with a state file', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stand-in-state-'));
    try {
      const stateFile = path.join(folder, 'state.json');
      const first = await connected({ apiKey: 'key', stateFile });
      const job = await first.reporting.createJob(first.auth, { reportTypeId: BASIC, name: 'v' });
      const report = first.standIn.publishReport({
        contentOwnerId: OWNER,
        reportTypeId: BASIC,
        day: day(0),
        csv: csvOf(day(0), 5),
      });
      await first.standIn.close();

      const standIn = await startYouTubeStandIn({ apiKey: 'key', stateFile });
      open.push(standIn);
      const oauth = createGoogleOAuthClient(standIn.settings.oauth);
      const reporting = createReportingClient({ baseUrl: standIn.settings.reportingBaseUrl });
      const { accessToken } = await oauth.refresh(first.refreshToken);
      const auth = { accessToken, contentOwnerId: OWNER };
      expect(await reporting.jobs(auth, { includeSystemManaged: false })).toEqual([job]);
      const reports = await reporting.reports(auth, job.id, {});
      expect(reports.map((r) => [r.id, r.createTime])).toEqual([[report.id, report.createTime]]);
      expect(await text(await reporting.download(auth, reports[0]?.downloadUrl ?? ''))).toBe(
        csvOf(day(0), 5),
      );
      // A report published after the restart is created later than every earlier one.
      const next = standIn.publishReport({
        contentOwnerId: OWNER,
        reportTypeId: BASIC,
        day: day(1),
        csv: 'a\n',
      });
      expect((next.createTime ?? '') > (report.createTime ?? '')).toBe(true);
      expect(
        await reporting.reports(auth, job.id, { createdAfter: report.createTime ?? '' }),
      ).toEqual([expect.objectContaining({ id: next.id })]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers the same controls over HTTP, for tests and the demo in other processes', async () => {
    const { standIn, reporting, auth } = await connected();
    const control = async (name: string, body: unknown) => {
      const response = await fetch(`${standIn.baseUrl}/_stand-in/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const job = await reporting.createJob(auth, { reportTypeId: BASIC, name: 'views' });
    const published = await control('reports', {
      contentOwnerId: OWNER,
      reportTypeId: BASIC,
      day: day(0),
      csv: 'a\n',
    });
    expect(published.body).toMatchObject({
      id: expect.any(String),
      createTime: expect.any(String),
    });
    expect((await control('reports', { contentOwnerId: 'nobody' })).status).toBe(400);
    await control('fail-next', { count: 1, status: 503, path: '/v1/jobs' });
    expect((await failure(reporting.reports(auth, job.id, {}))).status).toBe(503);
    await control('mark-gone', { reportId: published.body.id, status: 410 });
    const [report] = await reporting.reports(auth, job.id, {});
    expect((await failure(reporting.download(auth, report?.downloadUrl ?? ''))).problem).toBe(
      'gone',
    );
    await control('delete-job', { jobId: job.id });
    expect((await failure(reporting.reports(auth, job.id, {}))).problem).toBe('not_found');
    await control('revoke-all', {});
    expect((await failure(reporting.jobs(auth, { includeSystemManaged: true }))).problem).toBe(
      'unauthenticated',
    );

    const calls = (await (await fetch(`${standIn.baseUrl}/_stand-in/calls`)).json()) as {
      calls: { method: string; path: string }[];
    };
    expect(calls.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/jobs' });
    expect(calls.calls.some((c) => c.path.startsWith('/_stand-in'))).toBe(false);
    const studio = await (await fetch(`${standIn.baseUrl}/_stand-in/`)).text();
    expect(studio).toContain('Demo Music Network');
    expect(studio).toContain(BASIC);
  });
});
