import { Readable } from 'node:stream';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  zChannelReportReply,
  zReportSummaryReply,
  zVideoDetailReply,
  zVideoReportReply,
  type ReportFigures,
} from '@portal/shared';
import { addDays } from '../../lib/days.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { importFile } from '../revenue/revenue-import.ts';
import { currentWindow, recomputeReportWindows, REBUILT_TABLES } from './report-windows.ts';
import { createReportsRepo, type ReportScope, type ReportSource } from './plans/index.ts';

/**
 * A hand-made network: two channels, three Shorts, three days, two countries each. Member
 * A has channel ONE from day 2 (approved day 1) at a 20 % fee, 30 % from day 3; channel
 * TWO is nobody's. Every expected figure below is computed from these rows.
 */
const ONE = 'UCreportsChannelOne00001';
const TWO = 'UCreportsChannelTwo00002';
const DAYS = ['2026-10-01', '2026-10-02', '2026-10-03'] as const;
const VIDEOS = [
  { id: 'reportVid01', channel: ONE, title: 'Rainy “city” walk' },
  { id: 'reportVid02', channel: ONE, title: 'Dance, challenge' },
  { id: 'reportVid03', channel: TWO, title: 'Cat piano' },
] as const;
const COUNTRIES = ['KR', 'US'] as const;
const FEE_FROM: { day: string; bp: number }[] = [
  { day: '2026-09-01', bp: 2000 },
  { day: '2026-10-03', bp: 3000 },
];
const ASSIGNED_FROM = '2026-10-02';
/** KRW per USD; 10-02 has no rate and takes 10-01's. */
const RATES: Record<string, string> = { '2026-10-01': '1350.5', '2026-10-03': '1402.25' };

type Cell = {
  day: string;
  video: (typeof VIDEOS)[number];
  country: string;
  views: number;
  engagedViews: number;
  premiumViews: number;
  /** USD micros; the CSV writes them as dollars with six decimals. */
  revenue: bigint;
  premiumRevenue: bigint;
};

/** Each Short's engaged views per view: ranked by them, the Shorts come in another order. */
const ENGAGED_SHARE = [0.9, 0.8, 0.5] as const;

const CELLS: Cell[] = DAYS.flatMap((day, d) =>
  VIDEOS.flatMap((video, v) =>
    COUNTRIES.map((country, c) => {
      const views = 1000 * (v + 1) + 137 * d + 41 * c;
      return {
        day,
        video,
        country,
        views,
        engagedViews: Math.floor(views * ENGAGED_SHARE[v]!),
        premiumViews: Math.floor(views / 9),
        // Odd micros, so rounding each member share down shows.
        revenue: BigInt(views) * 1_237n + BigInt(7 * d + c),
        premiumRevenue: BigInt(views) * 91n + 3n,
      };
    }),
  ),
);

/** The whole numbers from `first` to `last`. */
const numbersFrom = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

const dollars = (micros: bigint) =>
  `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
const compact = (day: string) => day.replaceAll('-', '');

const FILES: Record<string, string> = {
  'exchange_rates.csv': [
    'date,krw_per_usd',
    ...Object.entries(RATES).map(([day, rate]) => `${day},${rate}`),
  ].join('\n'),
  'videos.csv': [
    'video_id,channel_id,title,published_at,duration_seconds,isrc',
    ...VIDEOS.map(
      (video, i) =>
        `${video.id},${video.channel},"${video.title.replaceAll('"', '""')}",2026-09-2${i},${30 + i},KRA40105463${i}`,
    ),
  ].join('\n'),
  'content_owner_basic_a4.csv': [
    'date,channel_id,video_id,country_code,views,engaged_views,red_views,watch_time_minutes,red_watch_time_minutes,average_view_duration_percentage',
    ...CELLS.map(
      (cell) =>
        `${compact(cell.day)},${cell.video.channel},${cell.video.id},${cell.country},${cell.views},${cell.engagedViews},${cell.premiumViews},${cell.views / 2},0,75`,
    ),
  ].join('\n'),
  'content_owner_estimated_revenue_a1.csv': [
    'date,channel_id,video_id,country_code,estimated_partner_revenue,estimated_partner_red_revenue',
    ...CELLS.map(
      (cell) =>
        `${compact(cell.day)},${cell.video.channel},${cell.video.id},${cell.country},${dollars(cell.revenue)},${dollars(cell.premiumRevenue)}`,
    ),
  ].join('\n'),
};

// ---- Expected figures, from the cells alone ------------------------------------------

const feeOn = (day: string) => FEE_FROM.filter((f) => f.day <= day).at(-1)!.bp;
const seenByA = (cell: Cell) => cell.video.channel === ONE && cell.day >= ASSIGNED_FROM;
const rateOn = (day: string) =>
  RATES[day] ??
  RATES[
    Object.keys(RATES)
      .filter((d) => d <= day)
      .sort()
      .at(-1)!
  ]!;

/** Per Short and day (the unit the member's share is rounded down in). */
function videoDays(cells: Cell[]) {
  const byKey = new Map<
    string,
    {
      day: string;
      video: string;
      channel: string;
      views: number;
      premiumViews: number;
      revenue: bigint;
      premiumRevenue: bigint;
    }
  >();
  for (const cell of cells) {
    const key = `${cell.video.id}|${cell.day}`;
    const entry = byKey.get(key) ?? {
      day: cell.day,
      video: cell.video.id,
      channel: cell.video.channel,
      views: 0,
      premiumViews: 0,
      revenue: 0n,
      premiumRevenue: 0n,
    };
    entry.views += cell.views;
    entry.premiumViews += cell.premiumViews;
    entry.revenue += cell.revenue;
    entry.premiumRevenue += cell.premiumRevenue;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}
const share = (micros: bigint, day: string) => (micros * BigInt(10000 - feeOn(day))) / 10000n;
const netOf = (vd: ReturnType<typeof videoDays>[number]) =>
  vd.channel === ONE && vd.day >= ASSIGNED_FROM ? share(vd.revenue, vd.day) : 0n;
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** An exact decimal string as a fraction over 10^4 (KRW micros carry four decimals). */
function tenThousandths(decimal: string): bigint {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole!) * 10000n + BigInt(fraction.padEnd(4, '0'));
}
const sumDecimals = (values: string[]) => sum(values.map(tenThousandths));

async function setUp(t: TestContext, currency: 'USD' | 'KRW') {
  const site = await t.createSite({ currency });
  const manager = await t.createAccount(site, { role: 'manager' });
  const memberA = await t.createAccount(site, { role: 'member', nickname: 'member A' });
  const memberB = await t.createAccount(site, { role: 'member', nickname: 'member B' });
  const { rows } = await t.database.pool.query<{ id: string; youtube_id: string }>(
    `insert into channels (site_id, youtube_id, title, category, status, verification, verification_code, approved_at)
     values ($1, $2, 'Channel one', 'music', 2, 'verified', $3, '2026-10-01T09:00:00Z'),
            ($1, $4, 'Channel two', 'music', 2, 'verified', $5, '2026-10-01T09:00:00Z')
     returning id, youtube_id`,
    [site.id, ONE, `R1-${site.id}`, TWO, `R2-${site.id}`],
  );
  const one = rows.find((row) => row.youtube_id === ONE)!;
  await t.database.pool.query(
    `insert into channel_assignments (site_id, channel_id, account_id, assigned_from)
     values ($1, $2, $3, $4::date + time '15:30')`,
    [site.id, one.id, memberA.id, ASSIGNED_FROM],
  );
  for (const fee of FEE_FROM) {
    await t.database.pool.query(
      `insert into fee_rates (site_id, account_id, fee_rate_bp, effective_from) values ($1, $2, $3, $4)`,
      [site.id, memberA.id, fee.bp, fee.day],
    );
  }
  for (const [file, text] of Object.entries(FILES)) {
    await importFile(t.database.pool, {
      siteId: site.id,
      file,
      stream: Readable.from([Buffer.from(text)]),
      importedBy: 'test',
    });
  }
  const login = (account: { email: string; password: string }) =>
    t.login(site.domain, account.email, account.password);
  return {
    site,
    memberA,
    memberB,
    managerToken: await login(manager),
    memberAToken: await login(memberA),
    memberBToken: await login(memberB),
  };
}

const RANGE = 'period=custom&from=2026-10-01&to=2026-10-03';

/**
 * The raw per-country tables: tens of rows per Short and day, which no report may add
 * up (issue 12). Reports read the rollups; only one Short's country breakdown reads these,
 * by the Short's key.
 */
const RAW_TABLES = ['views_by_country', 'revenue_by_country'];

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};

type RawTableRead = { table: string; node: string; byVideo: boolean };

/**
 * Every node of the plan of `sql`, with sequential scans priced out as they are on a
 * large table (a small test table would otherwise be scanned whatever its indexes).
 */
async function planNodes(
  pool: pg.Pool,
  sql: string,
  params: unknown[],
  turnedOff: string[] = ['seqscan'],
): Promise<PlanNode[]> {
  const db = await pool.connect();
  await db.query('begin');
  try {
    for (const plan of turnedOff) await db.query(`set local enable_${plan} = off`);
    const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${sql}`,
      params,
    );
    const nodes: PlanNode[] = [];
    const visit = (node: PlanNode) => {
      nodes.push(node);
      node.Plans?.forEach(visit);
    };
    visit(rows[0]!['QUERY PLAN'][0].Plan);
    return nodes;
  } finally {
    await db.query('rollback');
    db.release();
  }
}

/**
 * Where the plan of `sql` reads a raw table: each read's node and whether its index
 * condition picks one Short (`video_id`).
 */
async function rawTableReads(
  pool: pg.Pool,
  sql: string,
  params: unknown[],
): Promise<RawTableRead[]> {
  return (await planNodes(pool, sql, params))
    .filter((node) => RAW_TABLES.includes(node['Relation Name'] ?? ''))
    .map((node) => ({
      table: node['Relation Name']!,
      node: node['Node Type'],
      // A bitmap heap scan names its key in the recheck, its index scan below it in the cond.
      byVideo: /\bvideo_id\b/.test(`${node['Index Cond'] ?? ''} ${node['Recheck Cond'] ?? ''}`),
    }));
}

type Statement = { sql: string; params: unknown[] };

/** A pool that shows each statement to `seen` as it sends it. */
function recordingPool(pool: pg.Pool, seen: (statement: Statement) => void): pg.Pool {
  return new Proxy(pool, {
    get: (target, property) =>
      property === 'query'
        ? (sql: string, params: unknown[] = []) => {
            seen({ sql, params });
            return target.query(sql, params);
          }
        : (Reflect.get(target, property, target) as unknown),
  });
}

describe('reports', () => {
  const t = useTestContext();
  let net: Awaited<ReturnType<typeof setUp>>;
  const get = async (path: string, token: string, headers: Record<string, string> = {}) => {
    const response = await t.call('GET', path, { domain: net.site.domain, token, headers });
    return response;
  };

  beforeAll(async () => {
    net = await setUp(t, 'USD');
  });

  /**
   * Channel ONE on `site`, approved on `approvedOn`, and its Shorts' views on the days of
   * `rows` through the import (all in Korea, $0.001 a view).
   */
  async function importChannelDays(
    site: { id: number | string },
    approvedOn: string,
    rows: { video: string; day: string; views: number }[],
  ) {
    await t.database.pool.query(
      `insert into channels (site_id, youtube_id, title, category, status, verification, verification_code, approved_at)
       values ($1, $2, 'Channel one', 'music', 2, 'verified', $3, $4)`,
      [site.id, ONE, `CH-${site.id}`, `${approvedOn}T09:00:00Z`],
    );
    const files = {
      'content_owner_basic_a4.csv': [
        'date,channel_id,video_id,country_code,views,engaged_views,red_views,watch_time_minutes,red_watch_time_minutes,average_view_duration_percentage',
        ...rows.map((r) => `${compact(r.day)},${ONE},${r.video},KR,${r.views},${r.views},0,1,0,50`),
      ],
      'content_owner_estimated_revenue_a1.csv': [
        'date,channel_id,video_id,country_code,estimated_partner_revenue,estimated_partner_red_revenue',
        ...rows.map(
          (r) => `${compact(r.day)},${ONE},${r.video},KR,${dollars(BigInt(r.views) * 1000n)},0`,
        ),
      ],
    };
    for (const [file, lines] of Object.entries(files)) {
      await importFile(t.database.pool, {
        siteId: Number(site.id),
        file,
        stream: Readable.from([Buffer.from(lines.join('\n'))]),
        importedBy: 'test',
      });
    }
  }

  it('gives a manager the site gross and the members’ net, exact to the micro', async () => {
    const response = await get(`report/summary?${RANGE}`, net.managerToken);
    expect(response.statusCode).toBe(200);
    const summary = zReportSummaryReply.parse(response.json());
    const all = videoDays(CELLS);
    expect(summary).toMatchObject({
      currency: 'USD',
      complete_up_to: '2026-10-03',
      shows_gross: true,
      period: { from: '2026-10-01', to: '2026-10-03' },
      previous_period: { from: '2026-09-28', to: '2026-09-30' },
    });
    expect(summary.totals).toMatchObject({
      views: CELLS.reduce((a, c) => a + c.views, 0),
      premium_views: CELLS.reduce((a, c) => a + c.premiumViews, 0),
      revenue: sum(CELLS.map((c) => c.revenue)).toString(),
      net_revenue: sum(all.map(netOf)).toString(),
      premium_revenue: sum(CELLS.map((c) => c.premiumRevenue)).toString(),
    });
    expect(summary.previous_totals).toMatchObject({ views: 0, revenue: '0' });
    expect(summary.daily.map((d) => [d.day, d.revenue])).toEqual(
      DAYS.map((day) => [
        day,
        sum(CELLS.filter((c) => c.day === day).map((c) => c.revenue)).toString(),
      ]),
    );
    const totalViews = summary.totals.views;
    expect(summary.totals.rpm).toBeCloseTo((Number(summary.totals.revenue) / totalViews) * 1000, 6);
  });

  it('gives a member only their channel from the day it was assigned, net of each day’s fee', async () => {
    const response = await get(
      `report/summary?${RANGE}&member=${net.memberB.email}`,
      net.memberAToken,
    );
    const summary = zReportSummaryReply.parse(response.json());
    const mine = videoDays(CELLS.filter(seenByA));
    expect(summary.shows_gross).toBe(false);
    expect(summary.totals).toMatchObject({
      views: mine.reduce((a, v) => a + v.views, 0),
      revenue: sum(mine.map((v) => share(v.revenue, v.day))).toString(),
      premium_revenue: sum(mine.map((v) => share(v.premiumRevenue, v.day))).toString(),
      net_revenue: null,
    });
    expect(summary.daily[0]).toMatchObject({ day: '2026-10-01', views: 0, revenue: '0' });

    const channels = zChannelReportReply.parse(
      (await get(`report/channels?${RANGE}`, net.memberAToken)).json(),
    );
    expect(channels.channels.map((c) => c.channel_id)).toEqual([ONE]);

    // Their own Short on a day before it was theirs: there, with nothing in the period.
    const quiet = zVideoDetailReply.parse(
      (
        await get(
          'report/video?period=custom&from=2026-10-01&to=2026-10-01&video_id=reportVid01',
          net.memberAToken,
        )
      ).json(),
    );
    expect(quiet.video).toMatchObject({ title: 'Rainy “city” walk', views: 0, revenue: '0' });
    expect(quiet.countries).toEqual([]);

    const other = await get(`report/video?${RANGE}&video_id=reportVid03`, net.memberAToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'video_not_found' });

    const nobody = zReportSummaryReply.parse(
      (await get(`report/summary?${RANGE}`, net.memberBToken)).json(),
    );
    expect(nobody.totals).toMatchObject({ views: 0, revenue: '0' });
  });

  it('shows a manager one member’s view, gross and net', async () => {
    const summary = zReportSummaryReply.parse(
      (await get(`report/summary?${RANGE}&member=${net.memberA.email}`, net.managerToken)).json(),
    );
    const mine = videoDays(CELLS.filter(seenByA));
    expect(summary.totals).toMatchObject({
      revenue: sum(mine.map((v) => v.revenue)).toString(),
      net_revenue: sum(mine.map((v) => share(v.revenue, v.day))).toString(),
    });
    const unknown = await get(`report/summary?member=nobody@example.com`, net.managerToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'member_not_found' });
  });

  it('adds up the same in the summary, the channel report, the video report and the CSV', async () => {
    for (const token of [net.managerToken, net.memberAToken]) {
      const summary = zReportSummaryReply.parse(
        (await get(`report/summary?${RANGE}`, token)).json(),
      );
      const channels = zChannelReportReply.parse(
        (await get(`report/channels?${RANGE}&sort=title&order=asc`, token)).json(),
      );
      const pages: ReportFigures[] = [];
      for (let page = 0; ; page += 1) {
        const reply = zVideoReportReply.parse(
          (await get(`report/videos?${RANGE}&size=1&page=${page}&sort=views`, token)).json(),
        );
        pages.push(...reply.videos);
        if (pages.length >= reply.total) break;
      }
      for (const rows of [channels.channels, pages]) {
        expect(rows.reduce((a, r) => a + r.views, 0)).toBe(summary.totals.views);
        expect(sum(rows.map((r) => BigInt(r.revenue))).toString()).toBe(summary.totals.revenue);
        expect(sum(rows.map((r) => BigInt(r.net_revenue ?? '0'))).toString()).toBe(
          summary.totals.net_revenue ?? '0',
        );
      }
      expect(channels.totals).toEqual(summary.totals);

      const csv = await get(`report/export?report=videos&${RANGE}`, token);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const [header, ...lines] = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const columns = header!.split(',');
      const revenueAt = columns.indexOf('Estimated revenue (USD)');
      expect(lines).toHaveLength(pages.length);
      const csvMicros = sum(
        lines.map((line) => {
          const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
          const [whole, fraction = ''] = cells[revenueAt]!.split('.');
          return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
        }),
      );
      expect(csvMicros.toString()).toBe(summary.totals.revenue);
    }
  });

  it('shows engaged views and the RPM per engaged view beside views and RPM, and sorts by them', async () => {
    const engagedOf = (cells: Cell[]) => cells.reduce((a, c) => a + c.engagedViews, 0);
    const summary = zReportSummaryReply.parse(
      (await get(`report/summary?${RANGE}`, net.managerToken)).json(),
    );
    expect(summary.totals.engaged_views).toBe(engagedOf(CELLS));
    expect(summary.totals.engaged_rpm).toBeCloseTo(
      (Number(summary.totals.revenue) / engagedOf(CELLS)) * 1000,
      6,
    );
    expect(summary.daily.map((d) => [d.day, d.engaged_views])).toEqual(
      DAYS.map((day) => [day, engagedOf(CELLS.filter((c) => c.day === day))]),
    );
    const lastDay = summary.daily.at(-1)!;
    expect(lastDay.engaged_rpm).toBeCloseTo(
      (Number(lastDay.revenue) / lastDay.engaged_views) * 1000,
      6,
    );

    // Most engaged views first is not most views first here.
    const videos = async (query: string) =>
      zVideoReportReply.parse(
        (await get(`report/videos?${RANGE}&${query}`, net.managerToken)).json(),
      );
    const byEngaged = await videos('sort=engaged_views');
    expect(byEngaged.videos.map((v) => v.video_id)).toEqual([
      'reportVid02',
      'reportVid03',
      'reportVid01',
    ]);
    expect(byEngaged.videos.map((v) => v.engaged_views)).toEqual(
      byEngaged.videos.map((v) => engagedOf(CELLS.filter((c) => c.video.id === v.video_id))),
    );
    const byEngagedRpm = await videos('sort=engaged_rpm&order=asc');
    expect(byEngagedRpm.videos.map((v) => v.video_id)).toEqual([
      'reportVid01',
      'reportVid02',
      'reportVid03',
    ]);
    const trend = byEngagedRpm.rpm_trend.at(-1)!;
    expect(trend.engaged_rpm).toBeCloseTo(lastDay.engaged_rpm, 6);

    const channels = zChannelReportReply.parse(
      (await get(`report/channels?${RANGE}&sort=engaged_rpm`, net.managerToken)).json(),
    );
    expect(channels.channels.map((c) => c.channel_id)).toEqual([TWO, ONE]);
    expect(channels.channels.map((c) => c.engaged_views)).toEqual([
      engagedOf(CELLS.filter((c) => c.video.channel === TWO)),
      engagedOf(CELLS.filter((c) => c.video.channel === ONE)),
    ]);

    const detail = zVideoDetailReply.parse(
      (await get(`report/video?${RANGE}&video_id=reportVid02`, net.managerToken)).json(),
    );
    expect(detail.video.engaged_views).toBe(
      engagedOf(CELLS.filter((c) => c.video.id === 'reportVid02')),
    );
  });

  it('sorts, searches, filters and pages the video report, with the RPM trend over all matches', async () => {
    // The catalogue names the track of the second Short (shown on no site: the catalogue
    // is shared, and other files' music lists must not see it).
    await t.database.pool.query(
      `insert into music_tracks (isrc, title, artist, category, duration_seconds, cover_url, all_sites)
       values ('KRA401054631', 'Report test track', 'Report tester', 'bgm', 60, 'https://example.com/c.png', false)
       on conflict (isrc) do nothing`,
    );
    const byViews = zVideoReportReply.parse(
      (await get(`report/videos?${RANGE}&sort=views&order=asc`, net.managerToken)).json(),
    );
    expect(byViews.videos.map((v) => v.video_id)).toEqual([
      'reportVid01',
      'reportVid02',
      'reportVid03',
    ]);
    expect(byViews.videos[0]).toMatchObject({
      title: 'Rainy “city” walk',
      channel_title: 'Channel one',
      link: 'https://www.youtube.com/shorts/reportVid01',
      music: { isrc: 'KRA401054630', title: null },
      average_view_percentage: 75,
      average_view_duration_seconds: 30,
    });
    expect(byViews.videos[1]!.music).toEqual({
      isrc: 'KRA401054631',
      title: 'Report test track',
      artist: 'Report tester',
    });
    const searched = zVideoReportReply.parse(
      (
        await get(`report/videos?${RANGE}&search=${encodeURIComponent('dance,')}`, net.managerToken)
      ).json(),
    );
    expect(searched.videos.map((v) => v.video_id)).toEqual(['reportVid02']);
    expect(searched.totals.views).toBe(searched.videos[0]!.views);
    // Any case matches; % and _ are text to find, not wildcards; a Short's id finds it.
    const found = async (search: string) =>
      zVideoReportReply
        .parse(
          (
            await get(
              `report/videos?${RANGE}&search=${encodeURIComponent(search)}`,
              net.managerToken,
            )
          ).json(),
        )
        .videos.map((v) => v.video_id);
    expect(await found('CAT PIANO')).toEqual(['reportVid03']);
    expect(await found('“CITY”')).toEqual(['reportVid01']);
    expect(await found('%')).toEqual([]);
    expect(await found('c_t')).toEqual([]);
    expect(await found('reportVid02')).toEqual(['reportVid02']);
    const filtered = zVideoReportReply.parse(
      (await get(`report/videos?${RANGE}&channel=${TWO}`, net.managerToken)).json(),
    );
    expect(filtered.total).toBe(1);
    const day2 = videoDays(
      CELLS.filter((c) => c.day === '2026-10-03' && c.video.channel === TWO),
    )[0]!;
    expect(filtered.rpm_trend.at(-1)!.rpm).toBeCloseTo(
      (Number(day2.revenue) / day2.views) * 1000,
      6,
    );
  });

  it('breaks one Short down by country and day', async () => {
    const detail = zVideoDetailReply.parse(
      (await get(`report/video?${RANGE}&video_id=reportVid02`, net.managerToken)).json(),
    );
    const cells = CELLS.filter((c) => c.video.id === 'reportVid02');
    expect(detail.countries.map((c) => [c.country_code, c.views])).toEqual(
      ['US', 'KR'].map((country) => [
        country,
        cells.filter((c) => c.country === country).reduce((a, c) => a + c.views, 0),
      ]),
    );
    expect(detail.countries.reduce((a, c) => a + c.views, 0)).toBe(detail.video.views);
    expect(sum(detail.countries.map((c) => BigInt(c.revenue))).toString()).toBe(
      detail.video.revenue,
    );
    expect(detail.daily).toHaveLength(3);
  });

  it('converts each day at that day’s rate into KRW, adding up exactly', async () => {
    const krw = await setUp(t, 'KRW');
    const summary = zReportSummaryReply.parse(
      (
        await t.call('GET', `report/summary?${RANGE}`, {
          domain: krw.site.domain,
          token: krw.managerToken,
        })
      ).json(),
    );
    expect(summary.currency).toBe('KRW');
    const expected = sum(
      DAYS.map(
        (day) =>
          sum(CELLS.filter((c) => c.day === day).map((c) => c.revenue)) *
          tenThousandths(rateOn(day)),
      ),
    );
    expect(tenThousandths(summary.totals.revenue)).toBe(expected);
    expect(sumDecimals(summary.daily.map((d) => d.revenue))).toBe(expected);
    // The client may ask for dollars instead.
    const usd = zReportSummaryReply.parse(
      (
        await t.call('GET', `report/summary?${RANGE}`, {
          domain: krw.site.domain,
          token: krw.managerToken,
          headers: { 'x-currency': 'USD' },
        })
      ).json(),
    );
    expect(usd.totals.revenue).toBe(sum(CELLS.map((c) => c.revenue)).toString());
  });

  it('answers the same from the precomputed windows as from the days, and not from stale ones', async () => {
    const paths = [
      'report/channels?period=lifetime&sort=rpm',
      'report/videos?period=lifetime&sort=premium_ratio&order=asc',
      'report/videos?period=7d&search=cat',
      `report/videos?period=lifetime&channel=${ONE}&sort=title`,
      // Custom ranges: edge days from the days, whole blocks of days from video_blocks.
      'report/videos?period=custom&from=2026-10-01&to=2026-10-03&sort=rpm',
      'report/videos?period=custom&from=2026-10-02&to=2026-10-03&sort=views&order=asc',
      'report/videos?period=custom&from=2026-09-01&to=2026-12-31&search=cat',
      'report/channels?period=custom&from=2026-10-02&to=2026-10-03',
      // The top of a custom range by revenue or views, from the Shorts the lifetime bounds
      // let on the page: one page at a time, the first look not always enough.
      ...[0, 1, 2, 3].map(
        (page) => `report/videos?period=custom&from=2026-10-02&to=2026-10-03&size=1&page=${page}`,
      ),
      'report/videos?period=custom&from=2026-10-01&to=2026-10-01&sort=views&size=1',
      'report/videos?period=custom&from=2026-10-03&to=2026-10-03&sort=views&size=2&page=1',
      `report/videos?period=custom&from=2026-10-02&to=2026-10-03&channel=${ONE}&size=1&page=1`,
      // By title: a window's rows in title order, a custom range's Shorts with rows in it.
      'report/videos?period=lifetime&sort=title&order=desc&size=2&page=1',
      'report/videos?period=custom&from=2026-10-02&to=2026-10-03&sort=title&size=1&page=1',
      'report/videos?period=custom&from=2026-10-01&to=2026-10-03&sort=title&order=desc&search=a',
    ];
    const tokens = [net.managerToken, net.memberAToken];
    const currencies = [{ 'x-currency': 'USD' }, { 'x-currency': 'KRW' }];
    const answers = async () => {
      const replies = [];
      for (const token of tokens)
        for (const path of paths)
          for (const headers of currencies) replies.push((await get(path, token, headers)).json());
      return replies;
    };
    const fromDays = await answers();
    expect(new Set(fromDays.map((reply) => reply.currency))).toEqual(new Set(['USD', 'KRW']));
    expect(
      await currentWindow(t.database.pool, net.site.id, 'lifetime', {
        from: '2026-10-01',
        to: '2026-10-03',
      }),
    ).toBeUndefined();

    await recomputeReportWindows(t.database.pool, net.site.id, '2026-10-05');
    expect(
      await currentWindow(t.database.pool, net.site.id, 'lifetime', {
        from: '2026-10-01',
        to: '2026-10-03',
      }),
    ).toBe('lifetime');
    expect(
      await currentWindow(t.database.pool, net.site.id, 'custom', {
        from: '2026-09-01',
        to: '2026-12-31',
      }),
    ).toBe('custom');
    expect(await answers()).toEqual(fromDays);

    // A re-issued day makes the windows stale: the reports add up the days again.
    const reissued = FILES['content_owner_basic_a4.csv']!.split('\n')
      .filter((line, index) => index === 0 || line.startsWith('20261003'))
      .map((line, index) =>
        index === 0
          ? line
          : line.replace(/,(\d+),(\d+),/, (_m, v) => `,${Number(v) + 1},${Number(v) + 1},`),
      )
      .join('\n');
    await importFile(t.database.pool, {
      siteId: net.site.id,
      file: 'content_owner_basic_a4_20261003.csv',
      stream: Readable.from([Buffer.from(reissued)]),
      importedBy: 'test',
    });
    expect(
      await currentWindow(t.database.pool, net.site.id, 'lifetime', {
        from: '2026-10-01',
        to: '2026-10-03',
      }),
    ).toBeUndefined();
    const after = zVideoReportReply.parse(
      (await get('report/videos?period=lifetime', net.managerToken)).json(),
    );
    const before = zVideoReportReply.parse(fromDays[2]);
    // One more view per country row of the third day: 3 Shorts × 2 countries.
    expect(after.totals.views).toBe(before.totals.views + 6);
  });

  it('refuses bad filters with a clear message and strangers with 401', async () => {
    const missing = await t.call('GET', 'report/summary?period=custom&from=2026-10-01', {
      domain: net.site.domain,
      token: net.managerToken,
      lang: 'ko',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('직접 설정한 기간에는 시작일과 종료일이 모두 필요합니다.');
    for (const query of [
      'period=yesterday',
      'period=custom&from=2026-02-30&to=2026-03-01',
      'period=custom&from=2026-03-02&to=2026-03-01',
      'sort=bogus',
    ]) {
      const response = await get(`report/videos?${query}`, net.managerToken);
      expect(response.statusCode, query).toBe(400);
    }
    const badVideo = await get('report/video?video_id=short', net.managerToken);
    expect(badVideo.statusCode).toBe(400);
    const badExport = await get('report/export?report=channels&sort=published', net.managerToken);
    expect(badExport.statusCode).toBe(400);
    expect((await t.call('GET', 'report/summary', { domain: net.site.domain })).statusCode).toBe(
      401,
    );
  });

  it('ranks a custom range by what each Short made in it, not over its lifetime', async () => {
    // Three Shorts that made most on the first day and little since, one steady, one new.
    const views: Record<string, number[]> = {
      rankOld0001: [9000, 10, 10],
      rankOld0005: [9000, 11, 11],
      rankOld0006: [9000, 12, 12],
      rankMid0002: [3000, 3000, 3000],
      rankNew0003: [0, 0, 5000],
      rankSmall04: [100, 100, 100],
    };
    const site = await t.createSite({ currency: 'USD' });
    const manager = await t.createAccount(site, { role: 'manager' });
    const rows = Object.entries(views).flatMap(([video, perDay]) =>
      DAYS.flatMap((day, d) => (perDay[d] ? [{ video, day, views: perDay[d] }] : [])),
    );
    await importChannelDays(site, '2026-10-01', rows);
    await recomputeReportWindows(t.database.pool, site.id, '2026-10-05');
    const range = { from: '2026-10-02', to: '2026-10-03' };
    expect(await currentWindow(t.database.pool, site.id, 'custom', range)).toBe('custom');
    const token = await t.login(site.domain, manager.email, manager.password);
    const expected = [
      'rankMid0002',
      'rankNew0003',
      'rankSmall04',
      'rankOld0006',
      'rankOld0005',
      'rankOld0001',
    ];
    // By title, Shorts without a listed title go by their id.
    const byTitle = [...expected].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    for (const [sort, order] of [
      ['revenue', expected],
      ['views', expected],
      ['title', byTitle],
    ] as const) {
      const pages = [];
      for (let page = 0; page < expected.length; page += 1) {
        const reply = zVideoReportReply.parse(
          (
            await t.call(
              'GET',
              `report/videos?period=custom&from=${range.from}&to=${range.to}&sort=${sort}&order=${sort === 'title' ? 'asc' : 'desc'}&size=1&page=${page}`,
              { domain: site.domain, token },
            )
          ).json(),
        );
        expect(reply.total).toBe(expected.length);
        pages.push(...reply.videos.map((video) => video.video_id));
      }
      expect(pages, sort).toEqual(order);
    }
  });

  it('counts the Shorts of any custom range exactly, however their days come and go', async () => {
    // Days with views, as day numbers from 2026-06-01: steady, gone and back, sparse.
    const active: Record<string, number[]> = {
      spanEvery01: Array.from({ length: 100 }, (_, day) => day),
      spanEnds002: [0, 99],
      spanTwice03: [...numbersFrom(10, 20), ...numbersFrom(60, 70)],
      spanOnce004: [50],
      spanThree05: [...numbersFrom(0, 30), 40, ...numbersFrom(80, 90)],
      spanMonth06: [0, 30, 60, 90],
      spanLate007: numbersFrom(95, 99),
    };
    const dayOf = (n: number) => addDays('2026-06-01', n);
    const site = await t.createSite({ currency: 'USD' });
    const member = await t.createAccount(site, { role: 'member' });
    const rows = Object.entries(active).flatMap(([video, days]) =>
      days.map((n) => ({ video, day: dayOf(n), views: 10 + n })),
    );
    await importChannelDays(site, '2026-05-01', rows);
    // The member sees the channel's days from day 45 on (as an assignment from then would).
    await t.database.pool.query(
      `update video_daily set member_account_id = $2 where site_id = $1 and day >= $3`,
      [site.id, member.id, dayOf(45)],
    );
    await recomputeReportWindows(t.database.pool, site.id, dayOf(101));
    const repo = createReportsRepo(t.database.pool);
    const checked: string[] = [];
    for (const memberAccountId of [null, Number(member.id)]) {
      const scope: ReportScope = {
        siteId: Number(site.id),
        memberAccountId,
        showsGross: memberAccountId === null,
        currency: 'USD',
      };
      // Short and long ranges, some reaching past the data at either end.
      for (const length of [1, 5, 27, 28, 29, 31, 40, 61, 99, 100, 130])
        for (let start = -10; start + length <= 115; start += 9) {
          const days = { from: dayOf(start), to: dayOf(start + length - 1) };
          const { rows: truth } = await t.database.pool.query<{ n: string }>(
            `select count(distinct video_id) as n from video_daily
             where site_id = $1 and day between $2 and $3 and ($4::bigint is null or member_account_id = $4)`,
            [site.id, days.from, days.to, memberAccountId],
          );
          for (const sort of ['revenue', 'title'] as const) {
            const page = await repo.videos(
              scope,
              days,
              {},
              { sort, order: 'desc', page: 0, size: 2 },
              { kind: 'blocks' },
            );
            const label = `${memberAccountId ? 'member' : 'site'} ${days.from}–${days.to} by ${sort}`;
            expect(`${label}: ${page.total}`).toBe(`${label}: ${truth[0]!.n}`);
            checked.push(label);
          }
        }
    }
    expect(checked.length).toBeGreaterThan(200);
  });

  /**
   * Every statement the reports repo sends, by call: both scopes and currencies, a
   * standard period, a custom range and summed days, with no filter, a search and a
   * channel, sorted by revenue and by title. Recorded once for the tests that plan them.
   */
  let reportStatements: Promise<(Statement & { call: string })[]> | undefined;
  const everyReportStatement = () => (reportStatements ??= recordEveryReportStatement());
  async function recordEveryReportStatement(): Promise<(Statement & { call: string })[]> {
    await recomputeReportWindows(t.database.pool, net.site.id, '2026-10-05');
    const statements: (Statement & { call: string })[] = [];
    let call = '';
    const repo = createReportsRepo(
      recordingPool(t.database.pool, (statement) => statements.push({ ...statement, call })),
    );
    const range = { from: '2026-10-01', to: '2026-10-03' };
    const paging = { page: 0, size: 20 };
    for (const memberAccountId of [null, Number(net.memberA.id)])
      for (const currency of ['USD', 'KRW'] as const)
        for (const source of [
          { kind: 'window', period: 'lifetime' },
          { kind: 'blocks' },
          { kind: 'days' },
        ] satisfies ReportSource[]) {
          const scope: ReportScope = {
            siteId: Number(net.site.id),
            memberAccountId,
            showsGross: memberAccountId === null,
            currency,
          };
          call = 'summary';
          await repo.summary(scope, range);
          call = 'channels';
          await repo.channels(scope, range, { sort: 'revenue', order: 'desc', ...paging }, source);
          for (const filter of [{}, { search: 'cat' }, { channel: ONE }]) {
            call = 'videos';
            for (const sorting of [
              { sort: 'revenue', order: 'desc' },
              { sort: 'title', order: 'asc' },
            ] as const) {
              await repo.videos(scope, range, filter, { ...sorting, ...paging }, source);
            }
            call = 'videoTotals';
            await repo.videoTotals(scope, range, filter);
          }
          call = 'videoCountries';
          await repo.videoCountries(scope, range, VIDEOS[0].id);
        }
    return statements;
  }

  it('never reads the per-country tables for a report, but one Short’s countries by its key', async () => {
    const reads = [];
    for (const statement of await everyReportStatement()) {
      for (const read of await rawTableReads(t.database.pool, statement.sql, statement.params)) {
        reads.push({ call: statement.call, ...read });
      }
    }
    // Only the country breakdown reads them, one Short's rows through their index.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((read) => read.call !== 'videoCountries' || !read.byVideo)).toEqual([]);
  });

  it('never narrows one read by two lists of Shorts', async () => {
    // A custom range's search took the searched Shorts and the page's (or the first
    // look's) as two `video_id = any(…)` on the same index: on PostgreSQL 15 that cost
    // 1.3 s at 10 M and 10 s at 100 M, where the page's list alone (a subset) takes 0.17
    // and 1.5 s. Whatever the plan (a small table's may not use the index), the read's
    // conditions hold at most one list.
    const twice = [];
    for (const statement of await everyReportStatement()) {
      for (const node of await planNodes(t.database.pool, statement.sql, statement.params, [])) {
        const conditions = [node['Index Cond'], node['Recheck Cond'], node.Filter].join(' ');
        const lists = conditions.match(/video_id = ANY/g)?.length ?? 0;
        if (lists > 1) twice.push({ call: statement.call, node: node['Node Type'], conditions });
      }
    }
    expect(twice).toEqual([]);
  });

  it('reads the first page by revenue of a standard period in order, not every Short sorted', async () => {
    await recomputeReportWindows(t.database.pool, net.site.id, '2026-10-05');
    const statements: Statement[] = [];
    const pool = t.database.pool;
    const repo = createReportsRepo(recordingPool(pool, (statement) => statements.push(statement)));
    const range = { from: '2026-10-01', to: '2026-10-03' };
    const sorting = { sort: 'revenue', order: 'desc', page: 0, size: 20 } as const;
    const reads: string[] = [];
    for (const memberAccountId of [null, Number(net.memberA.id)])
      for (const currency of ['USD', 'KRW'] as const) {
        const scope: ReportScope = {
          siteId: Number(net.site.id),
          memberAccountId,
          showsGross: memberAccountId === null,
          currency,
        };
        statements.length = 0;
        await repo.videos(scope, range, {}, sorting, { kind: 'window', period: 'lifetime' });
        const page = statements.find((statement) => /\blimit\b/.test(statement.sql));
        expect(page).toBeDefined();
        // The test's windows hold a few rows, which the planner may rather sort than read in
        // order (it does once they are analyzed); at scale it reads them in order. Sorting
        // off asks the same question of a small table: the planner still sorts when no
        // index holds the report's order.
        const nodes = await planNodes(pool, page!.sql, page!.params, [
          'seqscan',
          'bitmapscan',
          'sort',
        ]);
        const limit = nodes.find((node) => node['Node Type'] === 'Limit');
        // What the page reads below its Limit (its count is a sub-plan of its own).
        const below: PlanNode[] = [];
        const visit = (node: PlanNode) => {
          below.push(node);
          node.Plans?.filter((child) => child['Parent Relationship'] !== 'InitPlan').forEach(visit);
        };
        if (limit) visit(limit);
        const windowReads = below.filter((node) => node['Relation Name'] === 'video_windows');
        const sorts = below.filter((node) => node['Node Type'].endsWith('Sort')).length;
        reads.push(
          `${memberAccountId ? 'member' : 'manager'} ${currency}: ${windowReads
            .map((node) => node['Index Name'] ?? node['Node Type'])
            .join(', ')}; sorts ${sorts}`,
        );
      }
    // The window's rows come through an index in the report's order: 20 read, none sorted.
    expect(reads).toEqual([
      'manager USD: video_windows_top_revenue_usd_idx; sorts 0',
      'manager KRW: video_windows_top_revenue_krw_idx; sorts 0',
      'member USD: video_windows_top_member_revenue_usd_idx; sorts 0',
      'member KRW: video_windows_top_member_revenue_krw_idx; sorts 0',
    ]);
  });

  it('gives the planner the rebuilt windows’ statistics before a report reads them', async () => {
    // A search probes a window's key with its Shorts' ids (videoConditions). On a window
    // rebuilt without statistics the planner instead tested each row against every id (50 s
    // a page at 100 M), and autovacuum may take a minute to analyze it. So the refresher
    // analyzes what it rebuilds, in the transaction that makes it current.
    const stats = async () => {
      const { rows } = await t.database.pool.query<{
        table: string;
        analyzed: number;
        estimated: number;
      }>(
        `select s.relname as table, s.analyze_count::int as analyzed, c.reltuples::int as estimated
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.relname = any($1) order by s.relname`,
        [REBUILT_TABLES],
      );
      const counted = async (table: string) =>
        Number((await t.database.pool.query(`select count(*) from ${table}`)).rows[0].count);
      return Promise.all(rows.map(async (row) => ({ ...row, rows: await counted(row.table) })));
    };
    const before = await stats();
    const site = await t.createSite({ currency: 'USD' });
    await importChannelDays(site, '2026-09-01', [
      { video: 'statsVid001', day: '2026-10-04', views: 40 },
      { video: 'statsVid002', day: '2026-10-05', views: 50 },
    ]);
    await recomputeReportWindows(t.database.pool, site.id, '2026-10-05');
    const after = await stats();
    expect(after.map((table) => table.table)).toEqual([...REBUILT_TABLES].sort());
    for (const table of after) {
      const was = before.find((old) => old.table === table.table)!;
      // Analyzed by the refresher itself (autovacuum counts in autoanalyze_count), and the
      // planner's row count is the tables' new one.
      expect({ table: table.table, analyzed: table.analyzed - was.analyzed }).toEqual({
        table: table.table,
        analyzed: 1,
      });
      expect({ table: table.table, estimated: table.estimated }).toEqual({
        table: table.table,
        estimated: table.rows,
      });
    }
  });

  it('names the export’s columns in the reader’s language', async () => {
    const csv = await t.call('GET', `report/export?report=channels&${RANGE}`, {
      domain: net.site.domain,
      token: net.memberAToken,
      lang: 'ko',
    });
    const [header, line] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      '채널 ID,채널,Shorts 수,조회수,참여 조회수,프리미엄 조회수,프리미엄 비율(%),예상 수익(USD),RPM(USD),참여 RPM(USD)',
    );
    expect(line!.startsWith(`${ONE},Channel one,2,`)).toBe(true);
  });
});
