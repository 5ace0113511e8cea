import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PATHS } from '@portal/shared';
import { createConcurrencyCap } from '../../lib/concurrency-cap.ts';
import { useTestContext } from '../../test/test-context.ts';
import { REPORT_CALLS_PER_ACCOUNT } from './reports.routes.ts';

describe("an account's report calls running at once", () => {
  const t = useTestContext();
  let domain: string;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    const site = await t.createSite();
    domain = site.domain;
    const manager = await t.createAccount(site, { role: 'manager' });
    const other = await t.createAccount(site, { role: 'manager' });
    token = await t.login(domain, manager.email, manager.password);
    otherToken = await t.login(domain, other.email, other.password);
  });
  const report = (path: string, as = token) => t.call('GET', path, { domain, token: as });

  it('gives every slot back, whether the call answers, fails or streams a file', async () => {
    for (let i = 0; i < REPORT_CALLS_PER_ACCOUNT + 2; i++) {
      expect((await report(API_PATHS.reportSummary)).statusCode).toBe(200);
      expect((await report(`${API_PATHS.reportExport}?report=videos`)).statusCode).toBe(200);
      expect((await report(`${API_PATHS.reportVideo}?video_id=abcdefghijk`)).statusCode).toBe(404);
    }
  });

  it.runIf(inject('testDatabase').engine === 'postgres')(
    'refuses calls past the cap with 429 while the others run, and not for another account',
    async () => {
      // Another session holds the report tables: every report call waits on its query.
      const admin = new pg.Client({ connectionString: inject('testDatabase').url });
      await admin.connect();
      await admin.query('begin');
      await admin.query(
        'lock table exchange_rates, video_daily, site_daily, video_windows, videos, channels in access exclusive mode',
      );
      let calls: Promise<Awaited<ReturnType<typeof report>>>[];
      try {
        calls = Array.from({ length: REPORT_CALLS_PER_ACCOUNT + 2 }, () =>
          report(`${API_PATHS.reportVideos}?q=slow`),
        );
        // The calls past the cap answer at once; the others wait on the lock.
        let answered = 0;
        for (const call of calls) void call.then(() => (answered += 1));
        for (let waited = 0; waited < 100 && answered < 2; waited++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(answered).toBe(2);
      } finally {
        await admin.query('rollback');
        await admin.end();
      }
      const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(REPORT_CALLS_PER_ACCOUNT);
      const refused = (await Promise.all(calls)).filter((response) => response.statusCode === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0]!.json()).toMatchObject({ code: 'too_many_requests' });
      // The slots are back once the calls are done; another account had its own all along.
      expect((await report(API_PATHS.reportSummary)).statusCode).toBe(200);
      expect((await report(API_PATHS.reportSummary, otherToken)).statusCode).toBe(200);
    },
  );
});

describe('a concurrency cap', () => {
  it('counts per key, refuses past the cap with 429, and takes each slot back once', () => {
    const cap = createConcurrencyCap(2);
    const first = cap.acquire('a');
    cap.acquire('a');
    expect(() => cap.acquire('a')).toThrow(expect.objectContaining({ code: 'too_many_requests' }));
    expect(cap.running('b')).toBe(0);
    cap.acquire('b');
    first();
    first();
    expect(cap.running('a')).toBe(1);
    cap.acquire('a');
    expect(() => cap.acquire('a')).toThrow();
  });
});
