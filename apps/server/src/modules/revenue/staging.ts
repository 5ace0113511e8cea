import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { RowError, type FileKind, type RowColumn } from './report-files.ts';
import { COUNTRY_TABLES, insertFromStage, type CountryReport } from './country-figures.ts';
import type { ShortDayStage } from './short-days.ts';
import { stageColumns, type StageBatch } from './stage-rows.ts';

/** Rows of channels the site has not registered, kept aside, per channel. */
export type Aside = {
  channelId: string;
  rows: number;
  /** The first line of the channel in the file (to name it when the file is refused). */
  firstLine: number;
  firstDay: string | null;
  lastDay: string | null;
};

/** What the reading learnt about a file, for the merge and the summary. */
export type FileFacts = {
  rowsRead: number;
  /** Rows that went into the stage: those of registered channels (every rate). */
  rowsLoaded: number;
  /** Rows naming no Short (empty video or channel id), neither loaded nor kept aside. */
  rowsWithoutShort: number;
  /** Every day the file holds (also on rows kept aside): the days it replaces. */
  days: string[];
  firstDay: string | null;
  lastDay: string | null;
  aside: Aside[];
  /** A report file's stage: whole days and Shorts, or parts of them (short-days.ts). */
  shortDays: ShortDayStage;
  /** A report's figure summed past what a bigint holds: the file is refused at its merge. */
  totalTooLarge: boolean;
};

export type MergeContext = FileFacts & {
  siteId: number;
  file: string;
  sha256: string;
  importedBy: string;
  kind: FileKind;
  /**
   * Brings the rollups of a report file's days up to date in its transaction, or leaves
   * them to the next file of the same import (revenue-import.ts `importEach`).
   */
  rollups: (client: pg.PoolClient, days: string[]) => Promise<void>;
};

/**
 * Sends a file's batches of rows (stage-rows.ts) into a temporary staging table (dropped
 * at commit): `send` queues a batch and says when `flush` must be awaited before more (so
 * memory stays at a batch or two for any file size), `finish` waits until every batch is
 * in, `abort` drops what is still on its way when the file is refused.
 */
export type StageSender = {
  send(batch: StageBatch): boolean;
  flush(): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
};

/** Queues the staging table's creation (the client runs its queries in order). */
function createStage(client: pg.PoolClient, columns: readonly RowColumn[]): Promise<unknown> {
  const created = client.query(
    `create temporary table stage (${columns.map((c) => `${c.name} ${c.type}`).join(', ')}) on commit drop`,
  );
  // Awaited by finish(); this only keeps a rejection handled meanwhile.
  created.catch(() => {});
  return created;
}

/** Room for a few batches of COPY text on their way: the reading goes on while the database takes them. */
const COPY_HIGH_WATER_MARK = 1 << 20;

/** PostgreSQL: one `COPY stage FROM STDIN` for the whole file, its text sent batch by batch. */
function copySender(client: pg.PoolClient, columns: readonly RowColumn[]): StageSender {
  const created = createStage(client, columns);
  const copy = copyFrom('copy stage from stdin', { highWaterMark: COPY_HIGH_WATER_MARK });
  // The stream is ours: what query() gives back differs between pg's client and a wrapper.
  void client.query(copy);
  let failed: Error | undefined;
  copy.on('error', (error: Error) => (failed = error));
  const done = new Promise<void>((resolve, reject) => {
    copy.on('finish', resolve);
    copy.on('error', reject);
    copy.on('close', () => (failed ? reject(failed) : resolve()));
  });
  // Settled through finish() or abort(); this only keeps an early rejection handled meanwhile.
  done.catch(() => {});
  return {
    send: (batch) => !copy.write(batch as Uint8Array),
    flush() {
      if (failed) return Promise.reject(failed);
      return new Promise<void>((resolve, reject) => {
        const settle = () => {
          copy.off('drain', settle);
          copy.off('error', settle);
          return failed ? reject(failed) : resolve();
        };
        copy.on('drain', settle);
        copy.on('error', settle);
      });
    },
    async finish() {
      copy.end();
      await created;
      await done;
    },
    async abort() {
      // A COPY that failed or ended has nothing to stop (and no connection to stop it on).
      if (!failed && !copy.writableFinished) copy.destroy(new Error('the file was refused'));
      await done.catch(() => {});
    },
  };
}

/**
 * The embedded database (PGlite over its socket) cannot take `COPY FROM STDIN`: each
 * batch goes in through `unnest` of one array per column, one statement per batch, and
 * travels while the next is read.
 */
function insertSender(client: pg.PoolClient, columns: readonly RowColumn[]): StageSender {
  // An array column travels as the text of each array: `unnest` would flatten arrays of arrays.
  const travels = (c: RowColumn) => (c.type.endsWith('[]') ? 'text' : c.type);
  const statement = `insert into stage select ${columns
    .map((c, i) => (travels(c) === c.type ? `c${i}` : `c${i}::${c.type}`))
    .join(', ')} from unnest(${columns
    .map((c, i) => `$${i + 1}::${travels(c)}[]`)
    .join(', ')}) as u(${columns.map((_, i) => `c${i}`).join(', ')})`;
  let inFlight: Promise<unknown> = createStage(client, columns);
  /** The batch before the last one sent: the next waits for it. */
  let before: Promise<unknown> = inFlight;
  return {
    send(batch) {
      before = inFlight;
      inFlight = before.then(() => client.query(statement, batch as unknown[][]));
      // Awaited by flush() or finish(); this only keeps a rejection handled meanwhile.
      inFlight.catch(() => {});
      return true;
    },
    flush: () => before.then(() => undefined),
    async finish() {
      await inFlight;
    },
    async abort() {
      await inFlight.catch(() => {});
    },
  };
}

/** Creates the staging table of a kind of file and a sender into it (COPY where it can). */
export function openStage(client: pg.PoolClient, copy: boolean, kind: FileKind): StageSender {
  const columns = stageColumns(kind);
  return copy ? copySender(client, columns) : insertSender(client, columns);
}

/** The YouTube ids of the channels the site has registered (whatever their state). */
export async function registeredChannels(
  client: pg.PoolClient,
  siteId: number,
): Promise<Set<string>> {
  const { rows } = await client.query<{ youtube_id: string }>(
    'select youtube_id from channels where site_id = $1',
    [siteId],
  );
  return new Set(rows.map((row) => row.youtube_id));
}

/**
 * A channel another network on this server has registered is not one to keep aside:
 * the file was meant for that network. Refused, naming the first line of it.
 */
export async function refuseOtherSitesChannels(
  client: pg.PoolClient,
  siteId: number,
  aside: Aside[],
): Promise<void> {
  if (aside.length === 0) return;
  const { rows } = await client.query<{ youtube_id: string }>(
    'select distinct youtube_id from channels where youtube_id = any($1::text[]) and site_id <> $2',
    [aside.map((a) => a.channelId), siteId],
  );
  const theirs = new Set(rows.map((row) => row.youtube_id));
  const first = aside
    .filter((a) => theirs.has(a.channelId))
    .sort((a, b) => a.firstLine - b.firstLine)[0];
  if (!first) return;
  throw new RowError(
    { key: 'otherNetworksChannel', params: { channel: first.channelId } },
    'channel_id',
    first.firstLine,
  );
}

/** Records the file and, counted per channel, the rows kept aside (`import_unmatched`). */
async function recordFile(client: pg.PoolClient, context: MergeContext): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    `insert into import_files (site_id, file_name, kind, sha256, rows_read, rows_loaded, rows_skipped, first_day, last_day, imported_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      context.siteId,
      context.file,
      context.kind,
      context.sha256,
      context.rowsRead,
      context.rowsLoaded,
      context.rowsRead - context.rowsLoaded,
      context.firstDay,
      context.lastDay,
      context.importedBy,
    ],
  );
  const { aside } = context;
  if (aside.length === 0) return;
  await client.query(
    `insert into import_unmatched (site_id, import_file_id, channel_id, rows, first_day, last_day)
     select $1, $2, a.channel_id, a.rows, coalesce(a.first_day, current_date), coalesce(a.last_day, current_date)
     from unnest($3::text[], $4::bigint[], $5::date[], $6::date[]) as a(channel_id, rows, first_day, last_day)`,
    [
      context.siteId,
      rows[0]!.id,
      aside.map((a) => a.channelId),
      aside.map((a) => a.rows),
      aside.map((a) => a.firstDay),
      aside.map((a) => a.lastDay),
    ],
  );
}

/** A report file (views or revenue): it replaces each day it contains; the rollups follow. */
function reportMerge(report: CountryReport) {
  const table = COUNTRY_TABLES[report];
  return async (client: pg.PoolClient, context: MergeContext) => {
    await client.query(`delete from ${table} where site_id = $1 and day = any($2::date[])`, [
      context.siteId,
      context.days,
    ]);
    // Only registered channels' rows were staged, already summed: no filter here.
    await client.query(insertFromStage(report, context.shortDays), [context.siteId]);
    await recordFile(client, context);
    await context.rollups(client, context.days);
  };
}

/** Claim statuses that no longer tie a Short to the claimed recording. */
export const INACTIVE_CLAIM_STATUSES = ['inactive', 'released'] as const;

/** How the stage of each kind of file replaces the site's data. */
export const MERGES: Record<
  FileKind,
  (client: pg.PoolClient, context: MergeContext) => Promise<void>
> = {
  views: reportMerge('views'),
  revenue: reportMerge('revenue'),
  async videos(client, context) {
    // A video listed twice: the later line wins.
    await client.query(
      `insert into videos (site_id, video_id, channel_id, title, published_at, duration_seconds, isrc, updated_at)
       select distinct on (video_id) $1, video_id, channel_id, title, published_at, duration_seconds, isrc, now()
       from stage order by video_id, line desc
       on conflict (site_id, video_id) do update set channel_id = excluded.channel_id, title = excluded.title,
         published_at = excluded.published_at, duration_seconds = excluded.duration_seconds,
         isrc = excluded.isrc, updated_at = now()`,
      [context.siteId],
    );
    await recordFile(client, context);
  },
  async claims(client, context) {
    const ended = INACTIVE_CLAIM_STATUSES.map((status) => `'${status}'`).join(', ');
    // The claim keeps its status and since when; a claim listed twice: the later line wins.
    // It stops tying its Short from the day it ends (UTC, the day of this import); one in
    // force again ties it again.
    await client.query(
      `insert into video_claims (site_id, claim_id, video_id, channel_id, isrc, asset_title, artist, status, tied_until)
       select distinct on (claim_id) $1, claim_id, video_id, channel_id, isrc, asset_title, artist, status,
         case when status in (${ended}) then current_date end
       from stage order by claim_id, line desc
       on conflict (site_id, claim_id) do update set video_id = excluded.video_id,
         channel_id = excluded.channel_id, isrc = excluded.isrc, asset_title = excluded.asset_title,
         artist = excluded.artist, status = excluded.status, last_seen_at = now(),
         status_since = case when video_claims.status = excluded.status
           then video_claims.status_since else now() end,
         tied_until = case when excluded.status in (${ended})
           then coalesce(video_claims.tied_until, current_date) end`,
      [context.siteId],
    );
    // The report lists every claim in force: one no longer in it has ended. The statement
    // above saw each of them (now() is the transaction's start), so no join with the
    // stage is needed, whose plan went wrong on claims just written without statistics.
    await client.query(
      `update video_claims c set status = 'inactive', status_since = now(),
         tied_until = coalesce(c.tied_until, current_date)
       where c.site_id = $1 and c.status not in (${ended}) and c.last_seen_at < now()`,
      [context.siteId],
    );
    // The claimed Shorts' details, where the report gives all of them.
    await client.query(
      `insert into videos (site_id, video_id, channel_id, title, published_at, duration_seconds, updated_at)
       select distinct on (video_id) $1, video_id, channel_id, title, published_at, duration_seconds, now()
       from stage
       where title is not null and published_at is not null and duration_seconds is not null
       order by video_id, line desc
       on conflict (site_id, video_id) do update set channel_id = excluded.channel_id,
         title = excluded.title, published_at = excluded.published_at,
         duration_seconds = excluded.duration_seconds, updated_at = now()`,
      [context.siteId],
    );
    // Each Short uses the recording of its newest claim still in force; a claim released
    // or inactive unties it (its row in video_claims stays, with since when).
    await client.query(
      `update videos v set isrc = tied.isrc, updated_at = now()
       from (
         select s.video_id, (
           select c.isrc from video_claims c
           where c.site_id = $1 and c.video_id = s.video_id and c.isrc is not null
             and c.tied_until is null
           order by c.status_since desc, c.claim_id limit 1
         ) as isrc
         -- now() is the transaction's start: the claims this report just ended.
         from (select video_id from stage union
               select video_id from video_claims where site_id = $1 and status_since = now()) s
       ) tied
       where v.site_id = $1 and v.video_id = tied.video_id and v.isrc is distinct from tied.isrc`,
      [context.siteId],
    );
    await recordFile(client, context);
  },
  async exchange_rates(client, context) {
    // Rates are not a tenant's data: every line is loaded, a day given twice takes the later.
    await client.query(
      `insert into exchange_rates (day, krw_per_usd)
       select distinct on (day) day, krw_per_usd from stage order by day, line desc
       on conflict (day) do update set krw_per_usd = excluded.krw_per_usd`,
    );
    await recordFile(client, context);
  },
};
