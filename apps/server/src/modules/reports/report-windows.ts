import type { DayRange, ReportPeriod } from '@portal/shared';
import type pg from 'pg';
import { inOwnTransaction } from '../../db/own-transaction.ts';
import type { Queryable } from '../revenue/rollups.ts';
import { ratesCte } from './plans/report-sql.ts';
import { siteDataBounds } from './plans/summary.ts';
import { countsAt, MONEY_COLUMNS, WINDOW_COLUMNS } from './report-figures.ts';
import { MAX_BLOCK_LEVEL, resolvePeriod } from './report-period.ts';

/** The periods kept precomputed; a custom range is added up from the days. */
export const WINDOW_PERIODS = [
  '7d',
  '28d',
  '90d',
  'this_month',
  'last_month',
  'lifetime',
] as const satisfies readonly ReportPeriod[];
export type WindowPeriod = (typeof WINDOW_PERIODS)[number];
/** What `report_windows` keeps current: a standard period's windows, or `custom`: the blocks. */
export type WindowName = WindowPeriod | 'custom';

/**
 * The state of a site's data: the newest import that touched it (its own files, or
 * exchange rates, which every site's KRW figures use), and when that was.
 */
export async function dataVersion(
  pool: Queryable,
  siteId: number,
): Promise<{ version: number; importedAt: Date | null }> {
  const { rows } = await pool.query<{ version: string | null; imported_at: Date | null }>(
    `select max(id) as version, max(imported_at) as imported_at from import_files
     where site_id = $1 or kind = 'exchange_rates'`,
    [siteId],
  );
  return { version: Number(rows[0]?.version ?? 0), importedAt: rows[0]?.imported_at ?? null };
}

/**
 * Each site with data: whether its windows are current (computed on `today` from its
 * newest data), and when that data came in. What the refresher works from
 * (jobs/report-windows.job.ts), and what the bench waits for before it measures.
 */
export async function windowsOfSites(
  pool: Queryable,
  today: string,
): Promise<{ siteId: number; current: boolean; importedAt: Date | null }[]> {
  const { rows } = await pool.query<{
    site_id: string;
    windows: string | null;
    computed_on: string | null;
  }>(
    `select s.site_id, min(w.data_version) as windows, (min(w.computed_at) at time zone 'UTC')::date::text as computed_on
     from (select distinct site_id from site_daily) s
     left join report_windows w on w.site_id = s.site_id group by s.site_id`,
  );
  const sites = [];
  for (const row of rows) {
    const siteId = Number(row.site_id);
    const { version, importedAt } = await dataVersion(pool, siteId);
    const current =
      row.windows !== null && Number(row.windows) === version && row.computed_on === today;
    sites.push({ siteId, current, importedAt });
  }
  return sites;
}

/** The counts of a window row, and those its channel rows can take from `channel_daily`. */
const COUNTS = countsAt('video');
const CHANNEL_COUNTS: readonly string[] = countsAt('channel');
const FIGURE_COLUMNS = WINDOW_COLUMNS.join(', ');
/** The money of the rollup rows `d` (joined to `rates r`), in the order of FIGURE_COLUMNS. */
const MONEY_SUMS = MONEY_COLUMNS.map((m) => `sum(d.${m}_micros), sum(d.${m}_micros * r.krw)`).join(
  ', ',
);

/**
 * Each window's sums from `source` (a rollup), per `key` for the site and per member;
 * a Short's row also keeps what the title sort orders by.
 */
function windowInsert(table: 'video_windows' | 'channel_windows', key: string[]): string {
  const perVideo = table === 'video_windows';
  const source = perVideo ? 'video_daily' : 'channel_daily';
  const sums = `select $1::bigint as site_id, $4::text as period, coalesce(d.member_account_id, 0) as member_key,
      ${key.map((k) => (k === 'channel_id' && perVideo ? 'max(d.channel_id) as channel_id' : `d.${k}`)).join(', ')},
      -- A count channel_daily does not keep is 0 in a channel's row: channel rows never show it.
      ${COUNTS.map((c) => (perVideo || CHANNEL_COUNTS.includes(c) ? `sum(d.${c})` : '0')).join(', ')},
      ${MONEY_SUMS}
    from ${source} d left join rates r on r.day = d.day
    where d.site_id = $1 and d.day between $2::date and $3::date
    group by grouping sets ((d.${key[0]}), (d.member_account_id, d.${key[0]}))
    having grouping(d.member_account_id) = 1 or d.member_account_id is not null`;
  const columns = `site_id, period, member_key, ${key.join(', ')}, ${FIGURE_COLUMNS}`;
  return perVideo
    ? `with ${ratesCte('$2', '$3')}
      insert into ${table} (${columns}, title_key)
      select s.*, lower(coalesce(v.title, s.video_id)) from (${sums}) s
      left join videos v on v.site_id = $1 and v.video_id = s.video_id`
    : `with ${ratesCte('$2', '$3')} insert into ${table} (${columns}) ${sums}`;
}

/** The day a block of 2^level days holding `day` (a date expression) starts on. */
function blockStart(day: string, level: number): string {
  return `${day} - ((${day} - date '1970-01-01') % ${2 ** level})`;
}

/**
 * Fills a site's `video_blocks` (emptied by the recompute): level 1 from the days (KRW
 * at each day's rate, over the days `$2` to `$3`), each level above from the two halves
 * below it.
 */
async function rebuildVideoBlocks(client: pg.PoolClient, siteId: number, data: DayRange) {
  await client.query(
    `with ${ratesCte('$2', '$3')}
     insert into video_blocks (site_id, level, start_day, member_account_id, video_id, channel_id,
       ${FIGURE_COLUMNS})
     select $1, 1, ${blockStart('d.day', 1)}, coalesce(d.member_account_id, 0), d.video_id,
       max(d.channel_id), ${COUNTS.map((c) => `sum(d.${c})`).join(', ')}, ${MONEY_SUMS}
     from video_daily d left join rates r on r.day = d.day
     where d.site_id = $1
     group by 3, 4, 5
     -- Each block's rows side by side on disk: a range reads a few pages per block.
     order by 3, 5`,
    [siteId, data.from, data.to],
  );
  for (let level = 2; level <= MAX_BLOCK_LEVEL; level++) {
    await client.query(
      `insert into video_blocks (site_id, level, start_day, member_account_id, video_id, channel_id,
         ${FIGURE_COLUMNS})
       select $1, $2::smallint, ${blockStart('b.start_day', level)}, b.member_account_id, b.video_id,
         max(b.channel_id), ${FIGURE_COLUMNS.split(', ')
           .map((c) => `sum(b.${c})`)
           .join(', ')}
       from video_blocks b where b.site_id = $1 and b.level = $2::smallint - 1
       group by 3, 4, 5
       order by 3, 5`,
      [siteId, level],
    );
  }
}

/**
 * Every (scope, Short, day) with data: the site's (member key 0) and each member's,
 * from `video_daily` (one row per Short and day, owned by at most one member).
 */
const SCOPED_DAYS = `select 0::bigint as member_key, d.video_id, d.day from video_daily d
    where d.site_id = $1
  union all
  select d.member_account_id, d.video_id, d.day from video_daily d
    where d.site_id = $1 and d.member_account_id is not null`;

/**
 * Fills a site's `video_span_counts` and `video_gaps` (schema.ts; emptied by the
 * recompute), which count the Shorts of a long custom range without reading them, over
 * the days `$2` to `$3`.
 */
async function rebuildSpanCounts(client: pg.PoolClient, siteId: number, data: DayRange) {
  await client.query(
    `with spans as (
       select s.member_key, min(s.day) as first_day, max(s.day) as last_day
       from (${SCOPED_DAYS}) s group by s.member_key, s.video_id),
     firsts as (select member_key, first_day as day, count(*) as n from spans group by 1, 2),
     -- ended(d) counts the Shorts whose last day is before d.
     lasts as (select member_key, last_day + 1 as day, count(*) as n from spans group by 1, 2),
     grid as (
       select k.member_key, x.day::date as day
       from (select distinct member_key from spans) k
       cross join generate_series($2::date - 1, $3::date + 1, interval '1 day') x(day))
     insert into video_span_counts (site_id, member_key, day, started, ended)
     select $1, g.member_key, g.day,
       sum(coalesce(f.n, 0)) over w, sum(coalesce(l.n, 0)) over w
     from grid g
     left join firsts f on f.member_key = g.member_key and f.day = g.day
     left join lasts l on l.member_key = g.member_key and l.day = g.day
     window w as (partition by g.member_key order by g.day)`,
    [siteId, data.from, data.to],
  );
  await client.query(
    `insert into video_gaps (site_id, member_key, video_id, from_day, to_day, days)
     select $1, g.member_key, g.video_id, g.before + 1, g.day - 1, g.day - g.before - 1
     from (
       select s.member_key, s.video_id, s.day,
         lag(s.day) over (partition by s.member_key, s.video_id order by s.day) as before
       from (${SCOPED_DAYS}) s) g
     where g.day - g.before > 1`,
    [siteId],
  );
}

/** What a recompute rewrites whole: emptied first, analyzed before the commit. */
export const REBUILT_TABLES = [
  'video_windows',
  'video_window_counts',
  'channel_windows',
  'video_blocks',
  'video_span_counts',
  'video_gaps',
];

/**
 * Recomputes a site's windows in one transaction: the video and channel report of a
 * standard period then read one row per Short or channel instead of adding up days.
 * Another process doing the same for the site makes this one step aside.
 */
export async function recomputeReportWindows(
  pool: pg.Pool,
  siteId: number,
  today: string,
): Promise<{ computed: boolean; version: number }> {
  return inOwnTransaction(pool, async (client) => {
    const { rows: lock } = await client.query<{ locked: boolean }>(
      `select pg_try_advisory_xact_lock(hashtext('report_windows'), $1::int) as locked`,
      [siteId],
    );
    // Nothing is written before the lock: stepping aside commits an empty transaction.
    if (!lock[0]?.locked) return { computed: false, version: 0 };
    const { version } = await dataVersion(client, siteId);
    const data = await siteDataBounds(client, siteId);
    for (const table of [...REBUILT_TABLES, 'report_windows']) {
      await client.query(`delete from ${table} where site_id = $1`, [siteId]);
    }
    if (data.firstDay && data.lastDay) {
      // Custom ranges: blocks of the days with data, marked current like the windows.
      const days = { from: data.firstDay, to: data.lastDay };
      await rebuildVideoBlocks(client, siteId, days);
      await rebuildSpanCounts(client, siteId, days);
      await client.query(
        `insert into report_windows (site_id, period, from_day, to_day, data_version)
         values ($1, 'custom', $2, $3, $4)`,
        [siteId, days.from, days.to, version],
      );
    }
    for (const period of WINDOW_PERIODS) {
      const range = resolvePeriod({ period }, data, today);
      const params = [siteId, range.from, range.to, period];
      await client.query(windowInsert('video_windows', ['video_id', 'channel_id']), params);
      await client.query(
        `insert into video_window_counts (site_id, period, member_key, shorts)
         select site_id, period, member_key, count(*) from video_windows
         where site_id = $1 and period = $2 group by site_id, period, member_key`,
        [siteId, period],
      );
      await client.query(windowInsert('channel_windows', ['channel_id']), params);
      await client.query(
        `insert into report_windows (site_id, period, from_day, to_day, data_version)
         values ($1, $4, $2, $3, $5)`,
        [...params, version],
      );
    }
    // Rebuilt whole, the tables' statistics describe what was there before (or nothing):
    // read in the same transaction, the new rows are what the planner sees from the start.
    for (const table of REBUILT_TABLES) await client.query(`analyze ${table}`);
    return { computed: true, version };
  });
}

/**
 * The window to read for a period, when one is current: computed for exactly these
 * days from the data as it is now; for a custom range, `custom` when the blocks are
 * current. Otherwise the report adds up the days itself.
 */
export async function currentWindow(
  pool: pg.Pool,
  siteId: number,
  period: ReportPeriod,
  range: DayRange,
): Promise<WindowName | undefined> {
  const custom = period === 'custom';
  if (!custom && !(WINDOW_PERIODS as readonly string[]).includes(period)) return undefined;
  const [{ rows }, { version }] = await Promise.all([
    pool.query<{ from_day: string; to_day: string; data_version: string }>(
      `select from_day::text, to_day::text, data_version from report_windows
       where site_id = $1 and period = $2`,
      [siteId, period],
    ),
    dataVersion(pool, siteId),
  ]);
  const window = rows[0];
  if (!window || Number(window.data_version) !== version) return undefined;
  // Blocks hold every day with data; days outside them have none to add.
  if (custom) return period;
  return window.from_day === range.from && window.to_day === range.to
    ? (period as WindowPeriod)
    : undefined;
}
