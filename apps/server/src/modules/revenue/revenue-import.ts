import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type pg from 'pg';
import { CsvProblem, CsvRecords } from './csv-records.ts';
import { problemText, refusalText, type ImportProblem } from './import-problems.ts';
import {
  detectKind,
  LINE_READERS,
  REQUIRED_COLUMNS,
  ROW_COLUMNS,
  RowError,
  SHORT_COLUMNS,
  type FileKind,
  type LineReader,
} from './report-files.ts';
import {
  MERGES,
  openStage,
  refuseOtherSitesChannels,
  registeredChannels,
  type Aside,
  type FileFacts,
  type MergeContext,
  type StageWriter,
} from './staging.ts';
import { inOwnTransaction, inTransaction } from '../../db/own-transaction.ts';
import { refreshRollups } from './rollups.ts';
import { isReport } from './country-figures.ts';
import { ShortDayGroups } from './short-days.ts';

/**
 * Why a file was refused, naming the file, the line and the column where it applies;
 * `problem` keeps the reason for putting it in other languages than English.
 */
export class ImportError extends Error {
  readonly file: string;
  readonly line: number | undefined;
  readonly column: string | undefined;
  readonly problem: ImportProblem | undefined;
  /** The reason alone, in English. */
  readonly reason: string;
  constructor(
    file: string,
    reason: string | ImportProblem,
    where: { line?: number | undefined; column?: string | undefined } = {},
  ) {
    const problem = typeof reason === 'string' ? undefined : reason;
    const english = problem ? problemText(problem, 'en') : (reason as string);
    super(refusalText('en', { file, ...where, reason: english }));
    this.reason = english;
    this.file = file;
    this.line = where.line;
    this.column = where.column;
    this.problem = problem;
  }
}

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

/** Progress is told every this many rows. */
const PROGRESS_ROWS = 100_000;

/**
 * One file's lines, read as they arrive: the header decides the kind and the columns,
 * each line is checked and either staged (registered channels, every rate) or counted
 * aside per channel, and the days the file holds are noted for the merge.
 */
class FileReading {
  kind: FileKind | undefined;
  writer: StageWriter | undefined;
  /** A report's rows, summed per day and Short until they are staged. */
  private groups: ShortDayGroups | undefined;
  /** Set when the writer asked for a flush, or the groups to be staged, before more rows. */
  full = false;
  rowsRead = 0;
  rowsLoaded = 0;
  rowsWithoutShort = 0;
  private width = 0;
  /** Where the columns naming a row's Short are, for kinds whose rows may name none. */
  private shortAt: number[] = [];
  private read: LineReader | undefined;
  private dayAt = -1;
  private channelAt = -1;
  private lastDay: string | undefined;
  private readonly days = new Set<string>();
  private readonly aside = new Map<string, Aside>();
  private readonly file: string;
  private readonly open: (kind: FileKind) => StageWriter;
  private readonly registered: Set<string>;
  private readonly onProgress: ((rowsRead: number) => void) | undefined;
  private readonly onFirstDay: ((day: string) => void) | undefined;

  constructor(input: {
    file: string;
    registered: Set<string>;
    open: (kind: FileKind) => StageWriter;
    onProgress: ((rowsRead: number) => void) | undefined;
    onFirstDay: ((day: string) => void) | undefined;
  }) {
    this.file = input.file;
    this.registered = input.registered;
    this.open = input.open;
    this.onProgress = input.onProgress;
    this.onFirstDay = input.onFirstDay;
  }

  record(fields: string[], line: number): void {
    if (!this.read) return this.header(fields, line);
    if (fields.length !== this.width) {
      throw new ImportError(this.file, { key: 'columnCount' }, { line });
    }
    if (this.shortAt.some((at) => fields[at]!.trim() === '')) {
      this.rowsRead += 1;
      this.rowsWithoutShort += 1;
      return;
    }
    let values;
    try {
      values = this.read(fields);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      throw new ImportError(this.file, error.problem, { line, column: error.column });
    }
    this.rowsRead += 1;
    if (this.rowsRead % PROGRESS_ROWS === 0) this.onProgress?.(this.rowsRead);
    const day = this.dayAt === -1 ? null : (values[this.dayAt] as string);
    if (day !== null && day !== this.lastDay) {
      if (this.days.size === 0) this.onFirstDay?.(day);
      this.days.add(day);
      this.lastDay = day;
    }
    const channelId = this.channelAt === -1 ? null : (values[this.channelAt] as string);
    if (channelId === null || this.registered.has(channelId)) {
      this.rowsLoaded += 1;
      if (this.groups) {
        this.groups.add(values);
        if (this.groups.full) this.full = true;
      } else {
        values.push(line);
        if (this.writer!.add(values)) this.full = true;
      }
      return;
    }
    const aside = this.aside.get(channelId);
    if (!aside) {
      this.aside.set(channelId, {
        channelId,
        rows: 1,
        firstLine: line,
        firstDay: day,
        lastDay: day,
      });
    } else {
      aside.rows += 1;
      if (day !== null && day < aside.firstDay!) aside.firstDay = day;
      if (day !== null && day > aside.lastDay!) aside.lastDay = day;
    }
  }

  private header(fields: string[], line: number): void {
    const names = fields.map((name) => name.trim().toLowerCase());
    const duplicate = names.find((name, index) => name && names.indexOf(name) !== index);
    if (duplicate) {
      throw new ImportError(
        this.file,
        { key: 'duplicateColumn', params: { column: duplicate } },
        { line },
      );
    }
    const kind = detectKind(names);
    if (!kind) {
      throw new ImportError(this.file, { key: 'unknownKind' }, { line });
    }
    const missing = REQUIRED_COLUMNS[kind].filter((column) => !names.includes(column));
    if (missing.length > 0) {
      throw new ImportError(
        this.file,
        { key: 'missingColumns', params: { columns: missing.join(', ') } },
        { line },
      );
    }
    const columns = ROW_COLUMNS[kind].map((c) => c.name);
    this.kind = kind;
    this.width = names.length;
    this.read = LINE_READERS[kind](names);
    this.shortAt = (SHORT_COLUMNS[kind] ?? []).map((column) => names.indexOf(column));
    this.dayAt = columns.indexOf('day');
    this.channelAt = columns.indexOf('channel_id');
    this.writer = this.open(kind);
    if (isReport(kind)) this.groups = new ShortDayGroups(kind);
  }

  /** Makes room for more rows: stages the groups held so far, or waits for the writer. */
  async flush(): Promise<void> {
    if (this.groups) await this.stageGroups(false);
    else await this.writer!.flush();
  }

  /** Once every line is read: stages what is left and waits until the stage holds it all. */
  async finish(): Promise<void> {
    if (this.groups) await this.stageGroups(true);
    await this.writer!.finish();
  }

  private async stageGroups(last: boolean): Promise<void> {
    for (const row of this.groups!.take(last)) {
      if (this.writer!.add(row)) await this.writer!.flush();
    }
  }

  facts(): FileFacts {
    const days = [...this.days].sort();
    return {
      rowsRead: this.rowsRead,
      rowsLoaded: this.rowsLoaded,
      rowsWithoutShort: this.rowsWithoutShort,
      days,
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
      aside: [...this.aside.values()].sort((a, b) => (a.channelId < b.channelId ? -1 : 1)),
      shortDays: this.groups?.stage ?? 'whole',
      totalTooLarge: this.groups?.totalTooLarge ?? false,
    };
  }
}

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
  /** Settles once the file is read into its stage or refused: the next file's reading may start. */
  read: Promise<void>;
  /** The day of the file's first row, once read; undefined for a file read or refused without one. */
  firstDay: Promise<string | undefined>;
};

/**
 * How many files `importEach` reads ahead of the one merging, each on a connection of its
 * own (where the pool has them). One was not enough: a report's merge waits for the next
 * file to be read (is it the same days' other report?), and meanwhile nothing else was
 * read, so reading and merging took turns instead of overlapping (decision 031).
 */
export const READ_AHEAD = 2;

/** The connections `importEach` uses at most: one merging and `READ_AHEAD` reading. */
export const IMPORT_CONNECTIONS = READ_AHEAD + 1;

/** The caller stopped before a file's turn to be read came: it was never opened. */
class NotRead extends Error {}

/** The rollups a committed file left over could not be refreshed after the next was refused. */
class LeftOverNotRefreshed extends Error {
  constructor(cause: unknown) {
    super('the rollups left over could not be refreshed', { cause });
  }
}

/**
 * Imports files in order, each on its own and all or nothing like `importFile`. The
 * files are read one after the other into their stages, up to `READ_AHEAD` files ahead
 * of the one merging, while merges replace the site's data: reading and merging
 * overlap. Merges stay one at a time and in order, so a later file still wins over an
 * earlier one. `open` is called when a file's turn to be read comes.
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
  let stopped = false;
  /**
   * File `index`'s reading: it starts once the file before is read. Readings are asked
   * for `READ_AHEAD` files ahead of the merge, which bounds how far ahead they go.
   */
  const reading = (index: number): Reading | undefined => {
    if (index >= files.length) return undefined;
    const known = readings[index];
    if (known) return known;
    const before = index > 0 ? reading(index - 1)!.read : Promise.resolve();
    const { open, ...input } = files[index]!;
    let toldFirstDay!: (day: string | undefined) => void;
    const firstDay = new Promise<string | undefined>((resolve) => (toldFirstDay = resolve));
    const started: Reading = {
      staged: before.then(() => {
        if (stopped) throw new NotRead();
        return stageFile(
          pool,
          { ...input, stream: open() },
          {
            onConnected: () => (started.connected = true),
            onFirstDay: toldFirstDay,
          },
        );
      }),
      connected: false,
      read: Promise.resolve(),
      firstDay,
    };
    // Also what keeps a refusal read ahead handled until its turn comes.
    started.read = started.staged.then(
      () => undefined,
      () => undefined,
    );
    void started.read.then(() => toldFirstDay(undefined));
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
    // Stopped early: files read ahead are rolled back, those not yet opened never are.
    stopped = true;
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
  let reading: FileReading | undefined;
  let kind: FileKind;
  let facts: FileFacts;
  let sha256: string;
  let bytesRead = 0;
  try {
    await client.query('begin');
    const copies = await takesCopy(pool, client);
    reading = new FileReading({
      file,
      registered: await registeredChannels(client, input.siteId),
      open: (fileKind) => openStage(client, copies, fileKind),
      onProgress: input.onProgress,
      onFirstDay: told.onFirstDay,
    });
    const records = new CsvRecords((fields, line) => reading!.record(fields, line));
    const hash = createHash('sha256');
    const decoder = new StringDecoder('utf8');
    try {
      for await (const chunk of input.stream as AsyncIterable<Buffer | string>) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        hash.update(bytes);
        bytesRead += bytes.length;
        records.push(decoder.write(bytes));
        if (reading.full) {
          reading.full = false;
          await reading.flush();
        }
      }
      records.push(decoder.end());
      records.end();
    } catch (error) {
      if (error instanceof CsvProblem) {
        throw new ImportError(file, error.problem, { line: error.line });
      }
      throw error;
    }
    if (!reading.kind || !reading.writer) throw new ImportError(file, { key: 'empty' });
    kind = reading.kind;
    await reading.finish();
    facts = reading.facts();
    sha256 = hash.digest('hex');
  } catch (error) {
    input.stream.destroy();
    await reading?.writer?.abort();
    await client.query('rollback').catch(() => {});
    client.release();
    throw error;
  }
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
