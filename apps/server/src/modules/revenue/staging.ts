import type pg from 'pg';
import type { FileKind, RateRow, RevenueRow, VideoRow, ViewsRow } from './report-files.ts';

export type MergeContext = {
  siteId: number;
  file: string;
  sha256: string;
  rowsRead: number;
  importedBy: string;
  kind: FileKind;
};

export type Merged = {
  rowsLoaded: number;
  unmatched: { channelId: string; rows: number }[];
  firstDay: string | null;
  lastDay: string | null;
};

/**
 * How one kind of file goes in: a temporary staging table (dropped at commit), batched
 * inserts into it through `unnest` (one statement per batch, on PGlite and PostgreSQL
 * alike), and the merge that replaces the site's data from it.
 */
export type Stage = {
  create(client: pg.PoolClient): Promise<void>;
  insert(client: pg.PoolClient, rows: unknown[]): Promise<void>;
  merge(client: pg.PoolClient, context: MergeContext): Promise<Merged>;
};

/** Column arrays for `unnest`: bigints travel as text, so no precision is lost. */
function columns<T>(rows: T[], pick: ((row: T) => unknown)[]): unknown[][] {
  return pick.map((get) =>
    rows.map((row) => {
      const value = get(row);
      return typeof value === 'bigint' ? value.toString() : value;
    }),
  );
}

async function recordFile(
  client: pg.PoolClient,
  context: MergeContext,
  loaded: {
    rowsLoaded: number;
    rowsSkipped: number;
    firstDay: string | null;
    lastDay: string | null;
  },
): Promise<number> {
  const { rows } = await client.query<{ id: string }>(
    `insert into import_files (site_id, file_name, kind, sha256, rows_read, rows_loaded, rows_skipped, first_day, last_day, imported_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      context.siteId,
      context.file,
      context.kind,
      context.sha256,
      context.rowsRead,
      loaded.rowsLoaded,
      loaded.rowsSkipped,
      loaded.firstDay,
      loaded.lastDay,
      context.importedBy,
    ],
  );
  return Number(rows[0]!.id);
}

/** Rows whose channel the site has not registered: counted per channel and kept on record. */
async function setAside(
  client: pg.PoolClient,
  context: MergeContext,
  fileId: number,
  dayColumn: string | null,
): Promise<{ channelId: string; rows: number }[]> {
  const days = dayColumn
    ? `min(s.${dayColumn}), max(s.${dayColumn})`
    : 'current_date, current_date';
  const { rows } = await client.query<{ channel_id: string; rows: string }>(
    `insert into import_unmatched (site_id, import_file_id, channel_id, rows, first_day, last_day)
     select $1, $2, s.channel_id, count(*), ${days} from stage s
     where not exists (select 1 from channels c where c.site_id = $1 and c.youtube_id = s.channel_id)
     group by s.channel_id
     returning channel_id, rows`,
    [context.siteId, fileId],
  );
  return rows
    .map((row) => ({ channelId: row.channel_id, rows: Number(row.rows) }))
    .sort((a, b) => a.channelId.localeCompare(b.channelId));
}

const MATCHED = `exists (select 1 from channels c where c.site_id = $1 and c.youtube_id = s.channel_id)`;

async function dayRange(client: pg.PoolClient) {
  const { rows } = await client.query<{
    first: string | null;
    last: string | null;
    days: string[] | null;
  }>(
    `select min(day)::text as first, max(day)::text as last, array_agg(distinct day::text) as days from stage`,
  );
  return {
    firstDay: rows[0]?.first ?? null,
    lastDay: rows[0]?.last ?? null,
    days: rows[0]?.days ?? [],
  };
}

/**
 * Recomputes the rollups of the given days from the per-country tables: per video per
 * day (both reports joined), then per channel per day.
 */
export async function refreshRollups(
  client: pg.PoolClient,
  siteId: number,
  days: string[],
): Promise<void> {
  if (days.length === 0) return;
  await client.query(`delete from video_daily where site_id = $1 and day = any($2::date[])`, [
    siteId,
    days,
  ]);
  await client.query(
    `insert into video_daily (site_id, video_id, day, channel_id, views, engaged_views, premium_views,
        watch_time_ms, view_percentage_weighted, revenue_micros, premium_revenue_micros)
     select $1, coalesce(v.video_id, r.video_id), coalesce(v.day, r.day), coalesce(v.channel_id, r.channel_id),
        coalesce(v.views, 0), coalesce(v.engaged_views, 0), coalesce(v.premium_views, 0),
        coalesce(v.watch_time_ms, 0), coalesce(v.view_percentage_weighted, 0),
        coalesce(r.revenue_micros, 0), coalesce(r.premium_revenue_micros, 0)
     from (select video_id, day, max(channel_id) as channel_id, sum(views) as views,
             sum(engaged_views) as engaged_views, sum(premium_views) as premium_views,
             sum(watch_time_ms) as watch_time_ms, sum(view_percentage_weighted) as view_percentage_weighted
           from views_by_country where site_id = $1 and day = any($2::date[]) group by video_id, day) v
     full join (select video_id, day, max(channel_id) as channel_id, sum(revenue_micros) as revenue_micros,
             sum(premium_revenue_micros) as premium_revenue_micros
           from revenue_by_country where site_id = $1 and day = any($2::date[]) group by video_id, day) r
       on r.video_id = v.video_id and r.day = v.day`,
    [siteId, days],
  );
  await client.query(`delete from channel_daily where site_id = $1 and day = any($2::date[])`, [
    siteId,
    days,
  ]);
  await client.query(
    `insert into channel_daily (site_id, channel_id, day, views, engaged_views, premium_views, watch_time_ms,
        revenue_micros, premium_revenue_micros, videos)
     select $1, channel_id, day, sum(views), sum(engaged_views), sum(premium_views), sum(watch_time_ms),
        sum(revenue_micros), sum(premium_revenue_micros), count(*)
     from video_daily where site_id = $1 and day = any($2::date[]) group by channel_id, day`,
    [siteId, days],
  );
}

/** A report file (views or revenue): it replaces each day it contains, then the rollups follow. */
function reportStage(spec: {
  table: 'views_by_country' | 'revenue_by_country';
  metrics: { column: string; type: string; pick: (row: never) => unknown }[];
}): Stage {
  const keys = [
    { column: 'day', type: 'date', pick: (row: { day: string }) => row.day },
    { column: 'video_id', type: 'text', pick: (row: { videoId: string }) => row.videoId },
    { column: 'country_code', type: 'text', pick: (row: { country: string }) => row.country },
    { column: 'channel_id', type: 'text', pick: (row: { channelId: string }) => row.channelId },
  ];
  const all = [...keys, ...spec.metrics];
  const metricNames = spec.metrics.map((m) => m.column);
  return {
    async create(client) {
      await client.query(
        `create temporary table stage (${all.map((c) => `${c.column} ${c.type}`).join(', ')}) on commit drop`,
      );
    },
    async insert(client, rows) {
      const arrays = columns(
        rows,
        all.map((c) => c.pick as (row: unknown) => unknown),
      );
      await client.query(
        `insert into stage select * from unnest(${all.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`,
        arrays,
      );
    },
    async merge(client, context) {
      const { firstDay, lastDay, days } = await dayRange(client);
      await client.query(`delete from ${spec.table} where site_id = $1 and day = any($2::date[])`, [
        context.siteId,
        days,
      ]);
      // Several rows of one video, day and country (by claimed status, uploader type…) are summed.
      await client.query(
        `insert into ${spec.table} (site_id, day, video_id, country_code, channel_id, ${metricNames.join(', ')})
         select $1, s.day, s.video_id, s.country_code, max(s.channel_id), ${metricNames.map((m) => `sum(s.${m})`).join(', ')}
         from stage s where ${MATCHED}
         group by s.day, s.video_id, s.country_code`,
        [context.siteId],
      );
      const { rows } = await client.query<{ matched: string }>(
        `select count(*) as matched from stage s where ${MATCHED}`,
        [context.siteId],
      );
      const rowsLoaded = Number(rows[0]!.matched);
      const fileId = await recordFile(client, context, {
        rowsLoaded,
        rowsSkipped: context.rowsRead - rowsLoaded,
        firstDay,
        lastDay,
      });
      const unmatched = await setAside(client, context, fileId, 'day');
      await refreshRollups(client, context.siteId, days);
      return { rowsLoaded, unmatched, firstDay, lastDay };
    },
  };
}

export const STAGES: Record<FileKind, Stage> = {
  views: reportStage({
    table: 'views_by_country',
    metrics: [
      { column: 'views', type: 'bigint', pick: (row: ViewsRow) => row.views },
      { column: 'engaged_views', type: 'bigint', pick: (row: ViewsRow) => row.engagedViews },
      { column: 'premium_views', type: 'bigint', pick: (row: ViewsRow) => row.premiumViews },
      { column: 'watch_time_ms', type: 'bigint', pick: (row: ViewsRow) => row.watchTimeMs },
      {
        column: 'premium_watch_time_ms',
        type: 'bigint',
        pick: (row: ViewsRow) => row.premiumWatchTimeMs,
      },
      {
        column: 'view_percentage_weighted',
        type: 'bigint',
        pick: (row: ViewsRow) => row.viewPercentageWeighted,
      },
    ] as never,
  }),
  revenue: reportStage({
    table: 'revenue_by_country',
    metrics: [
      { column: 'revenue_micros', type: 'bigint', pick: (row: RevenueRow) => row.revenueMicros },
      {
        column: 'premium_revenue_micros',
        type: 'bigint',
        pick: (row: RevenueRow) => row.premiumRevenueMicros,
      },
    ] as never,
  }),
  videos: {
    async create(client) {
      await client.query(
        `create temporary table stage (video_id text, channel_id text, title text,
           published_at timestamptz, duration_seconds int, isrc text) on commit drop`,
      );
    },
    async insert(client, rows) {
      const list = rows as VideoRow[];
      await client.query(
        `insert into stage select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::int[], $6::text[])`,
        [
          ...columns(list, [
            (r) => r.videoId,
            (r) => r.channelId,
            (r) => r.title,
            (r) => r.publishedAt,
            (r) => r.durationSeconds,
            (r) => r.isrc,
          ]),
        ],
      );
    },
    async merge(client, context) {
      // A video listed twice: the later line wins (the stage keeps the file's order).
      await client.query(
        `insert into videos (site_id, video_id, channel_id, title, published_at, duration_seconds, isrc, updated_at)
         select distinct on (s.video_id) $1, s.video_id, s.channel_id, s.title, s.published_at, s.duration_seconds, s.isrc, now()
         from (select *, row_number() over () as n from stage) s where ${MATCHED}
         order by s.video_id, s.n desc
         on conflict (site_id, video_id) do update set channel_id = excluded.channel_id, title = excluded.title,
           published_at = excluded.published_at, duration_seconds = excluded.duration_seconds,
           isrc = excluded.isrc, updated_at = now()`,
        [context.siteId],
      );
      const { rows } = await client.query<{ matched: string }>(
        `select count(*) as matched from stage s where ${MATCHED}`,
        [context.siteId],
      );
      const rowsLoaded = Number(rows[0]!.matched);
      const fileId = await recordFile(client, context, {
        rowsLoaded,
        rowsSkipped: context.rowsRead - rowsLoaded,
        firstDay: null,
        lastDay: null,
      });
      const unmatched = await setAside(client, context, fileId, null);
      return { rowsLoaded, unmatched, firstDay: null, lastDay: null };
    },
  },
  exchange_rates: {
    async create(client) {
      await client.query(
        `create temporary table stage (day date, krw_per_usd numeric(12, 4)) on commit drop`,
      );
    },
    async insert(client, rows) {
      await client.query(
        `insert into stage select * from unnest($1::date[], $2::numeric[])`,
        columns(rows as RateRow[], [(r) => r.day, (r) => r.krwPerUsd]),
      );
    },
    async merge(client, context) {
      const { rowCount } = await client.query(
        `insert into exchange_rates (day, krw_per_usd)
         select distinct on (day) day, krw_per_usd from (select *, row_number() over () as n from stage) s
         order by day, n desc
         on conflict (day) do update set krw_per_usd = excluded.krw_per_usd`,
      );
      const { firstDay, lastDay } = await dayRange(client);
      await recordFile(client, context, {
        rowsLoaded: rowCount ?? 0,
        rowsSkipped: 0,
        firstDay,
        lastDay,
      });
      return { rowsLoaded: context.rowsRead, unmatched: [], firstDay, lastDay };
    },
  },
};
