import type pg from 'pg';
import {
  RowError,
  type FileKind,
  type RateRow,
  type RevenueRow,
  type VideoRow,
  type ViewsRow,
} from './report-files.ts';
import { refreshRollups } from './rollups.ts';

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

/** A staging column: its name, SQL type and where a parsed row keeps its value. */
type StageColumn<T> = { column: string; type: string; pick: (row: T) => unknown };

/**
 * The staging table of one kind of file: created in the transaction (dropped at commit),
 * filled one batch per statement through `unnest` of column arrays. Bigints travel as
 * text, so no precision is lost.
 */
function stageTable<T>(columns: StageColumn<T>[]): Pick<Stage, 'create' | 'insert'> {
  // Every row keeps the line it came from, for problems found only when merging.
  const all = [
    ...columns,
    { column: 'line', type: 'int', pick: (row: T) => (row as { line?: number }).line ?? null },
  ];
  return {
    async create(client) {
      await client.query(
        `create temporary table stage (${all.map((c) => `${c.column} ${c.type}`).join(', ')}) on commit drop`,
      );
    },
    async insert(client, rows) {
      const arrays = all.map((c) =>
        (rows as T[]).map((row) => {
          const value = c.pick(row);
          return typeof value === 'bigint' ? value.toString() : value;
        }),
      );
      await client.query(
        `insert into stage select * from unnest(${all.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`,
        arrays,
      );
    },
  };
}

async function recordFile(
  client: pg.PoolClient,
  context: MergeContext,
  loaded: { rowsLoaded: number; firstDay: string | null; lastDay: string | null },
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
      context.rowsRead - loaded.rowsLoaded,
      loaded.firstDay,
      loaded.lastDay,
      context.importedBy,
    ],
  );
  return Number(rows[0]!.id);
}

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
 * A channel another network on this server has registered is not one to keep aside:
 * the file was meant for that network. Refused, naming the first line of it.
 */
async function refuseOtherSitesChannels(
  client: pg.PoolClient,
  siteId: number,
  unregistered: string[],
) {
  if (unregistered.length === 0) return;
  const { rows } = await client.query<{ channel_id: string; line: number | null }>(
    `select s.channel_id, min(s.line) as line from stage s
     where s.channel_id = any($2::text[])
       and exists (select 1 from channels c where c.youtube_id = s.channel_id and c.site_id <> $1)
     group by s.channel_id order by 2 limit 1`,
    [siteId, unregistered],
  );
  const other = rows[0];
  if (!other) return;
  throw new RowError(
    `the channel ${other.channel_id} belongs to another network on this server: import this file into that network`,
    'channel_id',
    other.line ?? undefined,
  );
}

/**
 * Loads the rows of channels the site has registered and keeps the others aside, in one
 * pass over the stage grouped by channel: `load` gets the registered channel ids (the
 * `$2` of its statement), the file is recorded, and the rest is counted per channel in
 * `import_unmatched` so the operator can register the channel and import again.
 */
async function loadRegisteredChannels(
  client: pg.PoolClient,
  context: MergeContext,
  range: { firstDay: string | null; lastDay: string | null; hasDays: boolean },
  load: (registered: string[]) => Promise<void>,
): Promise<Merged> {
  const days = range.hasDays ? 'min(s.day)::text, max(s.day)::text' : 'null, null';
  const { rows: perChannel } = await client.query<{
    channel_id: string;
    rows: string;
    first_day: string | null;
    last_day: string | null;
    registered: boolean;
  }>(
    `select s.channel_id, count(*) as rows, ${days},
       exists (select 1 from channels c where c.site_id = $1 and c.youtube_id = s.channel_id) as registered
     from stage s group by s.channel_id order by s.channel_id`,
    [context.siteId],
  );
  const registered = perChannel.filter((c) => c.registered);
  const aside = perChannel.filter((c) => !c.registered);
  await refuseOtherSitesChannels(
    client,
    context.siteId,
    aside.map((c) => c.channel_id),
  );
  await load(registered.map((c) => c.channel_id));
  const rowsLoaded = registered.reduce((sum, c) => sum + Number(c.rows), 0);
  const fileId = await recordFile(client, context, { ...range, rowsLoaded });
  if (aside.length > 0) {
    await client.query(
      `insert into import_unmatched (site_id, import_file_id, channel_id, rows, first_day, last_day)
       select $1, $2, a.channel_id, a.rows, coalesce(a.first_day, current_date), coalesce(a.last_day, current_date)
       from unnest($3::text[], $4::bigint[], $5::date[], $6::date[]) as a(channel_id, rows, first_day, last_day)`,
      [
        context.siteId,
        fileId,
        aside.map((c) => c.channel_id),
        aside.map((c) => c.rows),
        aside.map((c) => c.first_day),
        aside.map((c) => c.last_day),
      ],
    );
  }
  return {
    rowsLoaded,
    unmatched: aside.map((c) => ({ channelId: c.channel_id, rows: Number(c.rows) })),
    firstDay: range.firstDay,
    lastDay: range.lastDay,
  };
}

/** A report file (views or revenue): it replaces each day it contains, then the rollups follow. */
function reportStage<
  T extends { day: string; videoId: string; country: string; channelId: string },
>(spec: { table: 'views_by_country' | 'revenue_by_country'; metrics: StageColumn<T>[] }): Stage {
  const keys: StageColumn<T>[] = [
    { column: 'day', type: 'date', pick: (row) => row.day },
    { column: 'video_id', type: 'text', pick: (row) => row.videoId },
    { column: 'country_code', type: 'text', pick: (row) => row.country },
    { column: 'channel_id', type: 'text', pick: (row) => row.channelId },
  ];
  const metricNames = spec.metrics.map((m) => m.column);
  return {
    ...stageTable([...keys, ...spec.metrics]),
    async merge(client, context) {
      const { firstDay, lastDay, days } = await dayRange(client);
      const merged = await loadRegisteredChannels(
        client,
        context,
        { firstDay, lastDay, hasDays: true },
        async (registered) => {
          await client.query(
            `delete from ${spec.table} where site_id = $1 and day = any($2::date[])`,
            [context.siteId, days],
          );
          // Several rows of one video, day and country (by claimed status, uploader type…) are summed.
          await client.query(
            `insert into ${spec.table} (site_id, day, video_id, country_code, channel_id, ${metricNames.join(', ')})
             select $1, s.day, s.video_id, s.country_code, max(s.channel_id), ${metricNames.map((m) => `sum(s.${m})`).join(', ')}
             from stage s where s.channel_id = any($2::text[])
             group by s.day, s.video_id, s.country_code`,
            [context.siteId, registered],
          );
        },
      );
      await refreshRollups(client, context.siteId, days);
      return merged;
    },
  };
}

export const STAGES: Record<FileKind, Stage> = {
  views: reportStage<ViewsRow>({
    table: 'views_by_country',
    metrics: [
      { column: 'views', type: 'bigint', pick: (row) => row.views },
      { column: 'engaged_views', type: 'bigint', pick: (row) => row.engagedViews },
      { column: 'premium_views', type: 'bigint', pick: (row) => row.premiumViews },
      { column: 'watch_time_ms', type: 'bigint', pick: (row) => row.watchTimeMs },
      { column: 'premium_watch_time_ms', type: 'bigint', pick: (row) => row.premiumWatchTimeMs },
      {
        column: 'view_percentage_weighted',
        type: 'bigint',
        pick: (row) => row.viewPercentageWeighted,
      },
    ],
  }),
  revenue: reportStage<RevenueRow>({
    table: 'revenue_by_country',
    metrics: [
      { column: 'revenue_micros', type: 'bigint', pick: (row) => row.revenueMicros },
      { column: 'premium_revenue_micros', type: 'bigint', pick: (row) => row.premiumRevenueMicros },
    ],
  }),
  videos: {
    ...stageTable<VideoRow>([
      { column: 'video_id', type: 'text', pick: (r) => r.videoId },
      { column: 'channel_id', type: 'text', pick: (r) => r.channelId },
      { column: 'title', type: 'text', pick: (r) => r.title },
      { column: 'published_at', type: 'timestamptz', pick: (r) => r.publishedAt },
      { column: 'duration_seconds', type: 'int', pick: (r) => r.durationSeconds },
      { column: 'isrc', type: 'text', pick: (r) => r.isrc },
    ]),
    merge: (client, context) =>
      loadRegisteredChannels(
        client,
        context,
        { firstDay: null, lastDay: null, hasDays: false },
        async (registered) => {
          // A video listed twice: the later line wins (the stage keeps the file's order).
          await client.query(
            `insert into videos (site_id, video_id, channel_id, title, published_at, duration_seconds, isrc, updated_at)
             select distinct on (s.video_id) $1, s.video_id, s.channel_id, s.title, s.published_at, s.duration_seconds, s.isrc, now()
             from (select *, row_number() over () as n from stage) s where s.channel_id = any($2::text[])
             order by s.video_id, s.n desc
             on conflict (site_id, video_id) do update set channel_id = excluded.channel_id, title = excluded.title,
               published_at = excluded.published_at, duration_seconds = excluded.duration_seconds,
               isrc = excluded.isrc, updated_at = now()`,
            [context.siteId, registered],
          );
        },
      ),
  },
  exchange_rates: {
    ...stageTable<RateRow>([
      { column: 'day', type: 'date', pick: (r) => r.day },
      { column: 'krw_per_usd', type: 'numeric(12, 4)', pick: (r) => r.krwPerUsd },
    ]),
    async merge(client, context) {
      // Rates are not a tenant's data: every line is loaded, a day given twice takes the later.
      await client.query(
        `insert into exchange_rates (day, krw_per_usd)
         select distinct on (day) day, krw_per_usd from (select *, row_number() over () as n from stage) s
         order by day, n desc
         on conflict (day) do update set krw_per_usd = excluded.krw_per_usd`,
      );
      const { firstDay, lastDay } = await dayRange(client);
      const loaded = { rowsLoaded: context.rowsRead, firstDay, lastDay };
      await recordFile(client, context, loaded);
      return { ...loaded, unmatched: [] };
    },
  },
};
