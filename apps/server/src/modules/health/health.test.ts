import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  importFiles,
  youtubeConnections,
  youtubeReportJobs,
  youtubeReports,
} from '../../db/schema.ts';
import { TEST_CONFIG, useTestContext } from '../../test/test-context.ts';

describe('health, readiness and metrics', () => {
  const t = useTestContext();
  const extraApps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of extraApps.splice(0)) await app.close();
  });

  /** Another instance of the app on the same database, with production-like settings. */
  async function appWith(
    settings: Partial<Parameters<typeof buildApp>[0]['config']>,
    routes?: (app: FastifyInstance) => void,
  ): Promise<FastifyInstance> {
    const app = await buildApp({
      config: { ...TEST_CONFIG, ...settings },
      database: t.database,
      logger: false,
      reportWindows: false,
    });
    routes?.(app);
    await app.ready();
    extraApps.push(app);
    return app;
  }

  it('says it is alive, and ready when the database, migrations and job queue are', async () => {
    const alive = await t.app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
  });

  it('counts requests per route pattern with their latency, errors by code, pool and queue', async () => {
    const site = await t.createSite();
    await t.call('GET', `v2/mcn/meta?domain=${site.domain}`, { domain: site.domain });
    await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: 'nobody@example.com', password: 'wrong-pass' },
    });
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v2\/mcn\/meta",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/member\/login"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_errors_total\{route="\/api\/member\/login",status="401",code="invalid_credentials"\} [1-9]/,
    );
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d/);
    expect(text).toContain('# TYPE job_queue_jobs gauge');
    expect(text).toContain('# TYPE import_rows gauge');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it("shows each site's YouTube connection alarms, its last report's age and its reports", async () => {
    const { db } = t.database;
    const [troubled, healthy] = [await t.createSite(), await t.createSite()];
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const createTime = (days: number) => `${daysAgo(days).toISOString().slice(0, 19)}.123456Z`;
    await db.insert(youtubeConnections).values([
      {
        siteId: troubled.id,
        contentOwnerId: 'owner-troubled',
        refreshTokenSealed: 'sealed',
        scopes: 'yt-analytics.readonly',
        state: 'needs_reconnect',
        connectedAt: daysAgo(40),
      },
      {
        siteId: healthy.id,
        contentOwnerId: 'owner-healthy',
        refreshTokenSealed: 'sealed',
        scopes: 'yt-analytics.readonly',
      },
    ]);
    await db.insert(youtubeReportJobs).values([
      // Its type is deprecated; and a report made 55 days ago is still not fetched.
      {
        siteId: troubled.id,
        reportTypeId: 'content_owner_basic_a4',
        jobId: 'job-views',
        systemManaged: false,
        state: 'deprecated',
        oldestPending: createTime(55),
        pendingExpiresAt: daysAgo(55 - 60),
      },
      {
        siteId: healthy.id,
        reportTypeId: 'content_owner_basic_a4',
        jobId: 'job-views',
        systemManaged: false,
        state: 'active',
      },
    ]);
    const report = (reportId: string, state: 'imported' | 'superseded' | 'missed', days = 4) => ({
      siteId: troubled.id,
      reportId,
      jobId: 'job-views',
      reportTypeId: 'content_owner_basic_a4',
      day: daysAgo(days + 2)
        .toISOString()
        .slice(0, 10),
      createTime: createTime(days),
      state,
    });
    await db
      .insert(youtubeReports)
      .values([report('r1', 'superseded', 5), report('r2', 'imported'), report('r3', 'missed', 6)]);
    await db.insert(importFiles).values({
      siteId: troubled.id,
      fileName: 'claims.csv',
      kind: 'claims',
      sha256: 'f'.repeat(64),
      rowsRead: 7,
      rowsLoaded: 7,
      rowsSkipped: 0,
      importedBy: 'test',
    });

    const text = (await t.app.inject({ url: '/metrics' })).body;
    const figure = (name: string, labels: string) =>
      Number(new RegExp(`^${name}\\{${labels}\\} (\\S+)$`, 'm').exec(text)?.[1]);
    const alarms = (site: number) =>
      Object.fromEntries(
        ['needs_reconnect', 'no_new_report', 'expiring_unfetched', 'deprecated_type'].map(
          (alarm) => [
            alarm,
            figure('youtube_connection_alarms', `site="${site}",alarm="${alarm}"`),
          ],
        ),
      );
    expect(alarms(troubled.id)).toEqual({
      needs_reconnect: 1,
      no_new_report: 1,
      expiring_unfetched: 1,
      deprecated_type: 1,
    });
    expect(alarms(healthy.id)).toEqual({
      needs_reconnect: 0,
      no_new_report: 0,
      expiring_unfetched: 0,
      deprecated_type: 0,
    });
    expect(figure('youtube_connections', 'state="needs_reconnect"')).toBeGreaterThanOrEqual(1);
    expect(figure('youtube_connections', 'state="connected"')).toBeGreaterThanOrEqual(1);
    // The newest report was made 4 days ago; the healthy site has none, and connected just now.
    const age = figure('youtube_last_report_age_seconds', `site="${troubled.id}"`);
    expect(Math.abs(age - 4 * 86_400)).toBeLessThan(120);
    expect(figure('youtube_last_report_age_seconds', `site="${healthy.id}"`)).toBeLessThan(120);
    expect(
      Object.fromEntries(
        ['imported', 'superseded', 'missed', 'failed'].map((state) => [
          state,
          figure('youtube_reports_total', `site="${troubled.id}",state="${state}"`),
        ]),
      ),
    ).toEqual({ imported: 1, superseded: 1, missed: 1, failed: 0 });
    // Import figures are every site's too, read across sites like the above.
    expect(figure('import_rows', 'kind="claims",outcome="loaded"')).toBeGreaterThanOrEqual(7);
  });

  it('names the request id in every error reply, and in the body of a server-side failure', async () => {
    const response = await t.call('POST', 'member/login', {
      domain: 'nowhere.example',
      body: { id: 'a@example.com', password: 'whatever' },
      lang: 'ko',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toEqual({
      success: false,
      code: 'unknown_site',
      message: '등록되지 않은 사이트입니다.',
    });
  });

  it('keeps metrics behind METRICS_TOKEN when one is set', async () => {
    const token = 'metrics-token-0123456789';
    const app = await appWith({ metricsToken: token });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
  });

  it('answers 503 in the language of the caller when a call outlives REQUEST_TIMEOUT_MS', async () => {
    const app = await appWith({ requestTimeoutMs: 200 }, (instance) => {
      instance.get('/api/test/stuck', () => new Promise(() => {}));
    });
    const response = await app.inject({
      url: '/api/test/stuck',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
      requestId: response.headers['x-request-id'],
    });
  });

  it('limits sign-in attempts per address more tightly than other calls, with Retry-After', async () => {
    const site = await t.createSite();
    const app = await appWith({
      rateLimit: { perMinute: 5, signInPerMinute: 2, networkTokenPerMinute: 0 },
    });
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/member/login',
        headers: { 'x-site-domain': site.domain, 'accept-language': 'en' },
        payload: { id: 'guess@example.com', password: 'guess-1234' },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // Other calls have their own, larger allowance; health checks have none.
    const meta = () =>
      app.inject({
        url: `/api/v2/mcn/meta?domain=${site.domain}`,
        headers: { 'x-site-domain': site.domain },
      });
    for (let i = 0; i < 5; i++) expect((await meta()).statusCode).toBe(200);
    expect((await meta()).statusCode).toBe(429);
    for (let i = 0; i < 10; i++)
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
