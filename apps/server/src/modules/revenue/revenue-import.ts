import type { Readable } from 'node:stream';
import type pg from 'pg';
import { ImportError } from './import-problems.ts';
import { RowError, type FileKind } from './report-files.ts';
import {
  MERGES,
  refuseOtherSitesChannels,
  registeredChannels,
  type MergeContext,
} from './staging.ts';
import { inOwnTransaction, inTransaction } from '../../db/own-transaction.ts';
import { refreshRollups } from './rollups.ts';
import { isReport } from './country-figures.ts';
import type { FileRead } from './file-reading.ts';
import { readIntoStage } from './reading-workers.ts';

export type ImportSummary = {
  file: string;
  kind: FileKind;
  rowsRead: number;
  rowsLoaded: number;
  /** Rows that name no Short (empty video or channel id): counted, not loaded. */
  rowsWithoutShort: number;
  /** The file's size and SHA-256, as read. */
  bytes: number;
  sha256: string;
  /** Rows kept aside because their channel is not registered on the site, per channel. */
  unmatched: { channelId: string; rows: number }[];
  firstDay: string | null;
  lastDay: string | null;
};

/** What the import needs of a pool: connections (pg's, or the site-scoped one in front of it). */
export type Connections = { connect(): Promise<pg.PoolClient> };

/** Whether each pool's database takes `COPY FROM STDIN`, asked once per pool. */
const copyTaken = new WeakMap<Connections, boolean>();

/**
 * PGlite behind its socket (the embedded database, decision 001) cannot take
 * `COPY FROM STDIN`: it loses the connection. It is told by its version, since the
 * tests and operator commands reach it through a URL like any PostgreSQL.
 */
async function takesCopy(pool: Connections, client: pg.PoolClient): Promise<boolean> {
  let known = copyTaken.get(pool);
  if (known === undefined) {
    const { rows } = await client.query<{ version: string }>('select version()');
    known = !rows[0]!.version.includes('PGlite');
    copyTaken.set(pool, known);
  }
  return known;
}

/** One file to import into a site. */
export type ImportInput = {
  siteId: number;
  file: string;
  stream: Readable;
  importedBy: string;
  onProgress?: (rowsRead: number) => void;
  /**
   * Runs in the import's own transaction once the file's rows are merged, just before
   * the commit: what it writes (a fetched report's record, a cursor) commits with the
   * data or not at all.
   */
  beforeCommit?: (client: pg.PoolClient, summary: ImportSummary) => Promise<void>;
};

/** A file read into its stage, its transaction open, waiting for its turn to merge. */
type StagedFile = {
  siteId: number;
  kind: FileKind;
  /** The days the file holds. */
  days: string[];
  /**
   * Replaces the site's data from the stage and commits; the connection goes back. A
   * report file brings the rollups of its days up to date with `rollups` (by default
   * in its transaction, `refreshRollups`).
   */
  merge(
    rollups?: MergeContext['rollups'],
    /** Runs on the file's connection once a refused merge has rolled back, before it goes back. */
    afterRefusal?: (client: pg.PoolClient) => Promise<void>,
  ): Promise<ImportSummary>;
  /** Rolls back (nothing was written) and gives the connection back. */
  abandon(): Promise<void>;
};

/**
 * Imports one file into a site, all of it or nothing (docs/product.md §8.1,
 * decision 019). The file is read as a stream (constant memory for any size): each line
 * is checked as it comes and its row sent on into a staging table in one transaction
 * (COPY on PostgreSQL) while the next lines are read. Only when every line has been read
 * and checked are the days it covers replaced and the rollups recomputed, then everything
 * commits together.
 */
export async function importFile(pool: Connections, input: ImportInput): Promise<ImportSummary> {
  return (await stageFile(pool, input)).merge();
}

/** What became of one file of `importEach`: its summary, or why it was refused. */
export type ImportOutcome =
  { file: string; summary: ImportSummary } | { file: string; error: unknown };

/** A file of `importEach` on its way into its stage. */
type Reading = {
  staged: Promise<StagedFile>;
  /** Set once it has its own connection: waiting for it cannot hold up the merge before it. */
  connected: boolean;
  /** The day of the file's first row, once read; undefined for a file read or refused without one. */
  firstDay: Promise<string | undefined>;
};

/**
 * How many files `importEach` reads ahead of the one merging, each on a connection and in
 * a reading worker of its own (where the pool has the connections). One was not enough:
 * a report's merge waits for the next file to be read (is it the same days' other
 * report?), and meanwhile nothing else was read, so reading and merging took turns
 * instead of overlapping (decision 031).
 */
export const READ_AHEAD = 2;

/** The connections `importEach` uses at most: one merging and `READ_AHEAD` reading. */
export const IMPORT_CONNECTIONS = READ_AHEAD + 1;

/** The rollups a committed file left over could not be refreshed after the next was refused. */
class LeftOverNotRefreshed extends Error {
  constructor(cause: unknown) {
    super('the rollups left over could not be refreshed', { cause });
  }
}

/**
 * Imports files in order, each on its own and all or nothing like `importFile`. The
 * files are read into their stages up to `READ_AHEAD` files ahead of the one merging,
 * those files at the same time (each in a reading worker), while merges replace the
 * site's data: reading and merging overlap. Merges stay one at a time and in order, so
 * a later file still wins over an earlier one. `open` is called when a file's turn to be
 * read comes.
 *
 * A report file followed by another report file of the same site and days, already
 * read into its stage, leaves the rollups of those days to that file's merge (decision
 * 031): a day's views and revenue files cost one refresh, not two. The next file is
 * waited for only when its first row is of one of those days; else they are refreshed
 * at once, while it is read.
 * Should that file not commit, or the caller stop before it, the days left over are
 * refreshed on their own before anything else.
 */
export async function* importEach(
  pool: Connections,
  files: (Omit<ImportInput, 'stream'> & { open: () => Readable })[],
): AsyncGenerator<ImportOutcome> {
  const readings: Reading[] = [];
  /** The file whose merge is next or under way. */
  let merging = 0;
  /**
   * File `index`'s reading, started when first asked for, after the files before it (so
   * that they take their connections in order). Readings are asked for `READ_AHEAD`
   * files ahead of the merge, which bounds how far ahead they go.
   */
  const reading = (index: number): Reading | undefined => {
    if (index >= files.length) return undefined;
    const known = readings[index];
    if (known) return known;
    if (index > 0) reading(index - 1);
    const { open, ...input } = files[index]!;
    let toldFirstDay!: (day: string | undefined) => void;
    const firstDay = new Promise<string | undefined>((resolve) => (toldFirstDay = resolve));
    const started: Reading = {
      staged: stageFile(
        pool,
        { ...input, stream: open() },
        // Told once the connection comes, after `started` is made.
        { onConnected: () => (started.connected = true), onFirstDay: toldFirstDay },
      ),
      connected: false,
      firstDay,
    };
    // Also what keeps a refusal read ahead handled until its turn comes.
    void started.staged.then(
      () => toldFirstDay(undefined),
      () => toldFirstDay(undefined),
    );
    readings[index] = started;
    return started;
  };
  /** Days whose rollups a committed file left to the next file's merge. */
  let leftOver: { siteId: number; days: string[] } | undefined;
  /**
   * Refreshes the days left over in a transaction of their own, on `client` (a refused
   * merge's, whose connection is the one sure to be free: files read ahead hold theirs
   * until their own merges) or else on one from the pool.
   */
  const refreshLeftOver = async (client?: pg.PoolClient) => {
    if (!leftOver) return;
    const { siteId, days } = leftOver;
    leftOver = undefined;
    const refresh = (into: pg.PoolClient) => refreshRollups(into, siteId, days);
    await (client ? inTransaction(client, refresh) : inOwnTransaction(pool, refresh));
  };
  // A failed refresh stops the import, as it would on a connection of its own.
  const afterRefusal = (client: pg.PoolClient) =>
    refreshLeftOver(client).catch((error: unknown) => {
      throw new LeftOverNotRefreshed(error);
    });
  try {
    for (let index = 0; index < files.length; index++) {
      const { file } = files[index]!;
      merging = index;
      reading(index + READ_AHEAD);
      let staged: StagedFile;
      try {
        staged = await reading(index)!.staged;
      } catch (error) {
        await refreshLeftOver();
        yield { file, error };
        continue;
      }
      const following = reading(index + 1);
      const rollups: MergeContext['rollups'] = async (client, days) => {
        const all = [...new Set([...(leftOver?.days ?? []), ...days])].sort();
        // The next file has a connection of its own, so it can be waited for. It is read
        // to its end only when it starts with a day left to refresh: a file that starts
        // elsewhere (the next day's views after a day's revenue) is seldom the same days'
        // other report, and the refresh runs meanwhile instead of waiting for it.
        const next = following?.connected ? following : undefined;
        const nextFirstDay = next && (await next.firstDay);
        const after =
          nextFirstDay && all.includes(nextFirstDay)
            ? await next.staged.catch(() => undefined)
            : undefined;
        if (
          after &&
          after.siteId === staged.siteId &&
          isReport(after.kind) &&
          all.every((day) => after.days.includes(day))
        ) {
          leftOver = { siteId: staged.siteId, days: all };
          return;
        }
        await refreshRollups(client, staged.siteId, all);
        leftOver = undefined;
      };
      let outcome: ImportOutcome;
      try {
        outcome = { file, summary: await staged.merge(rollups, afterRefusal) };
      } catch (error) {
        if (error instanceof LeftOverNotRefreshed) throw error.cause;
        outcome = { file, error };
      }
      yield outcome;
    }
  } finally {
    // Stopped early: files read ahead are rolled back, those not asked for never opened.
    for (const ahead of readings.slice(merging + 1)) {
      const staged = await ahead?.staged.catch(() => undefined);
      await staged?.abandon();
    }
    await refreshLeftOver();
  }
}

/** Reads a file into its stage in a new transaction (see importFile); a refusal rolls back. */
async function stageFile(
  pool: Connections,
  input: ImportInput,
  told: { onConnected?: () => void; onFirstDay?: (day: string) => void } = {},
): Promise<StagedFile> {
  const { file } = input;
  const client = await pool.connect();
  told.onConnected?.();
  let read: FileRead;
  try {
    await client.query('begin');
    read = await readIntoStage(client, {
      file,
      stream: input.stream,
      registered: await registeredChannels(client, input.siteId),
      copy: await takesCopy(pool, client),
      onProgress: input.onProgress,
      onFirstDay: told.onFirstDay,
    });
  } catch (error) {
    input.stream.destroy();
    await client.query('rollback').catch(() => {});
    client.release();
    throw error;
  }
  const { kind, facts, sha256, bytes: bytesRead } = read;
  const settle = async <T>(
    run: () => Promise<T>,
    afterRefusal?: (client: pg.PoolClient) => Promise<void>,
  ): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      await client.query('rollback').catch(() => {});
      await afterRefusal?.(client);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    siteId: input.siteId,
    kind,
    days: facts.days,
    merge: (rollups = (into, days) => refreshRollups(into, input.siteId, days), afterRefusal) =>
      settle(async () => {
        await refuseOtherSitesChannels(client, input.siteId, facts.aside).catch(
          (error: unknown) => {
            if (!(error instanceof RowError)) throw error;
            throw new ImportError(file, error.problem, {
              line: error.line,
              column: error.column,
            });
          },
        );
        if (facts.totalTooLarge) throw new ImportError(file, { key: 'totalTooLarge' });
        await MERGES[kind](client, {
          ...facts,
          siteId: input.siteId,
          file,
          sha256,
          importedBy: input.importedBy,
          kind,
          rollups,
        }).catch((error: unknown) => {
          // Rows that each fit but whose sum does not: the file's figures cannot be right.
          if ((error as { code?: string }).code !== '22003') throw error;
          throw new ImportError(file, { key: 'totalTooLarge' });
        });
        const summary: ImportSummary = {
          file,
          kind,
          rowsRead: facts.rowsRead,
          rowsLoaded: facts.rowsLoaded,
          rowsWithoutShort: facts.rowsWithoutShort,
          bytes: bytesRead,
          sha256,
          unmatched: facts.aside.map((a) => ({ channelId: a.channelId, rows: a.rows })),
          firstDay: facts.firstDay,
          lastDay: facts.lastDay,
        };
        await input.beforeCommit?.(client, summary);
        await client.query('commit');
        return summary;
      }, afterRefusal),
    abandon: () => settle(async () => client.query('rollback').then(() => undefined)),
  };
}
