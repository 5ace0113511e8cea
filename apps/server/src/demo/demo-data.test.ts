import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHANNEL_STATUS, normaliseIsrc } from '@portal/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createSitesRepo } from '../modules/sites/sites.repo.ts';
import { useTestContext, type TestContext } from '../test/test-context.ts';
import { inSite } from '../db/site-scope.ts';
import {
  demoDataDir,
  demoNetwork,
  startDemoImport,
  type DemoDataPlan,
  type DemoImportResult,
} from './demo-data.ts';
import { DEMO_DOMAINS, ensureDemoNetwork } from './demo-network.ts';
import { connectDemoNetwork, publishDemoReports } from './demo-youtube.ts';
import { CLAIMS_REPORT, REVENUE_REPORT, VIEWS_REPORT } from './generate/generate.ts';

type NetworkJson = {
  first_day: string;
  last_day: string;
  members: { email: string; nickname: string }[];
  channels: { id: string; member: string | null; approved_on: string }[];
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-data-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Far from the days other tests use: exchange rates are shared by every site.
const FIRST_START = new Date('2030-06-01T09:00:00Z');
const PASSWORD = 'demo-pass-1234';

async function setUp(t: TestContext, now: Date) {
  const demo = await ensureDemoNetwork(t.database, {
    dataDir,
    demoPassword: PASSWORD,
    demoData: 'small',
    now,
  });
  const log: string[] = [];
  const result = await importDemo(t, demo.siteId, demo.data!, log);
  return { demo, result, log };
}

function importDemo(
  t: TestContext,
  siteId: number,
  plan: DemoDataPlan,
  log: string[] = [],
): Promise<DemoImportResult> {
  return startDemoImport(t.database, { siteId, dataDir, plan, log: (line) => log.push(line) }).done;
}

/** Views and revenue (in micros, from the decimal text) over every report the generator wrote. */
function csvTotals(dir: string): { views: bigint; revenueMicros: bigint } {
  const sum = (prefix: string, column: string, toNumber: (text: string) => bigint) => {
    let total = 0n;
    for (const name of readdirSync(dir).filter((file) => file.startsWith(prefix))) {
      const [header, ...lines] = readFileSync(path.join(dir, name), 'utf8').trim().split('\n');
      const index = header!.split(',').indexOf(column);
      expect(index).toBeGreaterThanOrEqual(0);
      for (const line of lines) total += toNumber(line.split(',')[index]!);
    }
    return total;
  };
  const micros = (text: string) => {
    const [whole, fraction = ''] = text.split('.');
    expect(fraction.length).toBeLessThanOrEqual(6);
    return BigInt(`${whole}${fraction.padEnd(6, '0')}`);
  };
  return {
    views: sum(`${VIEWS_REPORT}_`, 'views', BigInt),
    revenueMicros: sum(`${REVENUE_REPORT}_`, 'estimated_partner_revenue', micros),
  };
}

/** Everything the demo wrote for its site, to compare one start with the next. */
async function state(t: TestContext, siteId: number) {
  const query = async (sql: string) =>
    (await t.database.pool.query(sql, [siteId])).rows as Record<string, unknown>[];
  return {
    accounts: await query(
      'select id, email, role, password_hash from accounts where site_id = $1 order by id',
    ),
    feeRates: await query('select * from fee_rates where site_id = $1 order by id'),
    channels: await query('select * from channels where site_id = $1 order by id'),
    assignments: await query('select * from channel_assignments where site_id = $1 order by id'),
    files: await query(
      'select file_name, sha256, rows_loaded from import_files where site_id = $1 order by id',
    ),
    totals: await query(
      `select count(*)::int as rows, sum(views)::text as views, sum(revenue_micros)::text as revenue
       from video_daily where site_id = $1`,
    ),
  };
}

describe('the demo network with its revenue data', () => {
  const t = useTestContext();

  it('makes the members, approved and assigned channels and fee rates, and imports every generated file', async () => {
    const { demo, result, log } = await setUp(t, FIRST_START);
    expect(result).toMatchObject({ files: 30, stopped: false });
    expect(result.error).toBeUndefined();
    expect(log.at(-1)).toMatch(/^Demo data: loaded, 30 files and [\d,]+ rows in/);

    const dir = demoDataDir(dataDir);
    const network = JSON.parse(
      readFileSync(path.join(dir, 'demo-network.json'), 'utf8'),
    ) as NetworkJson;
    // The data ends the day before the first start.
    expect(network.last_day).toBe('2030-05-31');
    const siteId = demo.siteId;
    const { rows: accounts } = await t.database.pool.query<{ id: string; email: string }>(
      `select id, email from accounts where site_id = $1 and role = 'member' and deleted_at is null`,
      [siteId],
    );
    expect(accounts.map((a) => a.email).sort()).toEqual(network.members.map((m) => m.email).sort());
    expect(demo.logins?.map((login) => login.email)).toEqual([
      'manager@demo.example.com',
      ...network.members.map((m) => m.email),
    ]);
    // Every member can log in with the demo password.
    for (const member of network.members) await t.login(DEMO_DOMAINS[0]!, member.email, PASSWORD);

    const { rows: rates } = await t.database.pool.query<{
      email: string;
      fee_rate_bp: number;
      effective_from: string;
    }>(
      `select a.email, f.fee_rate_bp, f.effective_from::text from fee_rates f
       join accounts a on a.site_id = f.site_id and a.id = f.account_id where f.site_id = $1`,
      [siteId],
    );
    expect(rates).toHaveLength(network.members.length);
    for (const rate of rates) {
      expect(rate.effective_from).toBe(network.first_day);
      expect(rate.fee_rate_bp).toBeGreaterThanOrEqual(2000);
      expect(rate.fee_rate_bp).toBeLessThanOrEqual(3500);
    }

    const { rows: channels } = await t.database.pool.query<{
      youtube_id: string;
      status: number;
      verification: string;
      approved_on: string;
      member: string | null;
      assigned_from: string | null;
    }>(
      `select c.youtube_id, c.status, c.verification, (c.approved_at at time zone 'UTC')::date::text as approved_on,
         a.email as member, (ca.assigned_from at time zone 'UTC')::date::text as assigned_from
       from channels c
       left join channel_assignments ca on ca.site_id = c.site_id and ca.channel_id = c.id and ca.assigned_until is null
       left join accounts a on a.site_id = ca.site_id and a.id = ca.account_id
       where c.site_id = $1 order by c.youtube_id`,
      [siteId],
    );
    expect(channels).toEqual(
      network.channels
        .map((channel) => ({
          youtube_id: channel.id,
          status: CHANNEL_STATUS.approved,
          verification: 'verified',
          approved_on: channel.approved_on,
          member: channel.member,
          assigned_from:
            channel.member === null
              ? null
              : [channel.approved_on, network.first_day].sort().at(-1)!,
        }))
        .sort((a, b) => a.youtube_id.localeCompare(b.youtube_id)),
    );
    expect(channels.some((channel) => channel.member === null)).toBe(true);

    // The claims report is for a connected network (below); the video list does its work here.
    const files = readdirSync(dir).filter(
      (name) => name.endsWith('.csv') && !name.startsWith(CLAIMS_REPORT),
    );
    const { rows: imported } = await t.database.pool.query<{ file_name: string }>(
      `select file_name from import_files where site_id = $1 and rows_skipped = 0`,
      [siteId],
    );
    expect(imported.map((row) => row.file_name).sort()).toEqual(files.sort());

    const expected = csvTotals(dir);
    const { rows: totals } = await t.database.pool.query<{
      views: string;
      revenue: string;
      days: number;
    }>(
      `select sum(views)::text as views, sum(revenue_micros)::text as revenue, count(distinct day)::int as days
       from video_daily where site_id = $1`,
      [siteId],
    );
    expect(totals[0]).toEqual({
      views: expected.views.toString(),
      revenue: expected.revenueMicros.toString(),
      days: 14,
    });
  });

  it('changes nothing on the next start, even on a later day', async () => {
    const siteId = (await createSitesRepo(t.database.db).findByDomain(DEMO_DOMAINS[0]!))!.id;
    const before = await state(t, siteId);
    const { demo, result } = await setUp(t, new Date('2030-07-15T09:00:00Z'));
    expect(demo.data?.lastDay).toBe('2030-05-31');
    expect(result).toMatchObject({ files: 0, stopped: false });
    expect(await state(t, siteId)).toEqual(before);
  });

  it('resumes an interrupted import with the files still missing, and stops between files', async () => {
    const { demo } = await setUp(t, FIRST_START);
    const before = await state(t, demo.siteId);
    // As if the server had stopped before the two oldest days went in.
    await t.database.pool.query(
      `delete from import_files where site_id = $1 and id in
         (select id from import_files where site_id = $1 order by id desc limit 4)`,
      [demo.siteId],
    );

    const stopping = startDemoImport(t.database, {
      siteId: demo.siteId,
      dataDir,
      plan: demo.data!,
      log: () => {},
    });
    await stopping.stop();
    expect(await stopping.done).toMatchObject({ files: 0, stopped: true });

    const resumed = await importDemo(t, demo.siteId, demo.data!);
    expect(resumed).toMatchObject({ files: 4, stopped: false });
    const after = await state(t, demo.siteId);
    expect(after.files.map((file) => file.file_name)).toEqual(
      before.files.map((file) => file.file_name),
    );
    expect(after.totals).toEqual(before.totals);
  });
});

describe('the demo network connected to the YouTube stand-in', () => {
  const t = useTestContext();

  it('hands its reports to YouTube and fetches them back to the same figures, Shorts and tracks', async () => {
    const { demo } = await setUp(t, FIRST_START);
    const siteId = demo.siteId;
    // The Shorts' details must now come from YouTube: the claims report and videos.list.
    await t.database.pool.query('delete from videos where site_id = $1', [siteId]);
    let published = 0;
    const result = await startDemoImport(t.database, {
      siteId,
      dataDir,
      plan: demo.data!,
      log: () => {},
      youtube: async (dir) => {
        published = publishDemoReports(t.youtube, dir, demo.data!);
        await connectDemoNetwork(
          t.database,
          t.app.services.youtubeConnection.service,
          t.youtube,
          siteId,
        );
      },
    }).done;
    expect(result.error).toBeUndefined();
    // The claims report and 14 days of views and revenue.
    expect(published).toBe(29);
    await inSite(siteId, () => t.services.youtubeConnection.fetch(siteId));
    const { rows: reports } = await t.database.pool.query(
      `select state, count(*)::int as reports from youtube_reports where site_id = $1 group by state`,
      [siteId],
    );
    expect(reports).toEqual([{ state: 'imported', reports: 29 }]);

    const expected = csvTotals(demoDataDir(dataDir));
    const { rows: totals } = await t.database.pool.query(
      `select sum(views)::text as views, sum(revenue_micros)::text as revenue from video_daily where site_id = $1`,
      [siteId],
    );
    expect(totals[0]).toEqual({
      views: expected.views.toString(),
      revenue: expected.revenueMicros.toString(),
    });
    const network = demoNetwork(demo.data!);
    const { rows: videos } = await t.database.pool.query<{ video_id: string; isrc: string | null }>(
      'select video_id, isrc from videos where site_id = $1 order by video_id',
      [siteId],
    );
    const live = new Set(
      (
        await t.database.pool.query<{ video_id: string }>(
          'select distinct video_id from video_daily where site_id = $1',
          [siteId],
        )
      ).rows.map((row) => row.video_id),
    );
    // Every Short with figures has its details: claimed ones with their track.
    expect(
      videos
        .map((video) => video.video_id)
        .filter((id) => live.has(id))
        .sort(),
    ).toEqual([...live].sort());
    for (const video of videos) {
      const planned = network.videos.find((v) => v.id === video.video_id)!;
      expect(video.isrc).toBe(planned.isrc && normaliseIsrc(planned.isrc));
    }
    // A second start publishes nothing again and stays connected.
    expect(publishDemoReports(t.youtube, demoDataDir(dataDir), demo.data!)).toBe(0);
    expect(
      await connectDemoNetwork(
        t.database,
        t.app.services.youtubeConnection.service,
        t.youtube,
        siteId,
      ),
    ).toBe(false);
  });
});
