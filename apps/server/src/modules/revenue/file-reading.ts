import { createHash, type Hash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { CsvProblem, CsvRecords } from './csv-records.ts';
import { ImportError } from './import-problems.ts';
import type { LineCells } from './line-cells.ts';
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
import { isReport } from './country-figures.ts';
import { ShortDayGroups } from './short-days.ts';
import { stageBatcher, type StageBatch, type StageBatcher } from './stage-rows.ts';
import type { Aside, FileFacts } from './staging.ts';

/**
 * A file read from its bytes to its stage's batches, with no database: what runs in a
 * reading worker (reading-worker.ts), one file after another.
 */

/** What a reading tells as it goes. */
export type ReadingEvents = {
  /** The header named the file's kind: its stage can be made. */
  kind(kind: FileKind): void;
  /** Rows for the stage, in the order they go in. */
  batch(batch: StageBatch): void;
  /** The day of the file's first row, as soon as it is read. */
  firstDay(day: string): void;
  /** Every `PROGRESS_ROWS` rows. */
  progress(rowsRead: number): void;
};

/** A file read to its end: what the merge and the summary need. */
export type FileRead = {
  kind: FileKind;
  facts: FileFacts;
  sha256: string;
  bytes: number;
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
  private batcher: StageBatcher | undefined;
  /** A report's rows, summed per day and Short until they are staged. */
  private groups: ShortDayGroups | undefined;
  private rowsRead = 0;
  private rowsLoaded = 0;
  private rowsWithoutShort = 0;
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
  private readonly registered: Set<string>;
  private readonly copy: boolean;
  private readonly told: ReadingEvents;

  constructor(file: string, registered: Set<string>, copy: boolean, told: ReadingEvents) {
    this.file = file;
    this.registered = registered;
    this.copy = copy;
    this.told = told;
  }

  record(cells: LineCells, line: number): void {
    if (!this.read) return this.header(cells.all(), line);
    if (cells.length !== this.width) {
      throw new ImportError(this.file, { key: 'columnCount' }, { line });
    }
    for (const at of this.shortAt) {
      if (!cells.blank(at)) continue;
      this.rowsRead += 1;
      this.rowsWithoutShort += 1;
      return;
    }
    let values;
    try {
      values = this.read(cells);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      throw new ImportError(this.file, error.problem, { line, column: error.column });
    }
    this.rowsRead += 1;
    if (this.rowsRead % PROGRESS_ROWS === 0) this.told.progress(this.rowsRead);
    const day = this.dayAt === -1 ? null : (values[this.dayAt] as string);
    if (day !== null && day !== this.lastDay) {
      if (this.days.size === 0) this.told.firstDay(day);
      this.days.add(day);
      this.lastDay = day;
    }
    const channelId = this.channelAt === -1 ? null : (values[this.channelAt] as string);
    if (channelId === null || this.registered.has(channelId)) {
      this.rowsLoaded += 1;
      if (this.groups) {
        this.groups.add(values);
        if (this.groups.full) this.stageGroups(false);
      } else {
        values.push(line);
        this.stage(this.batcher!.add(values));
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
    this.batcher = stageBatcher(kind, this.copy);
    if (isReport(kind)) this.groups = new ShortDayGroups(kind);
    this.told.kind(kind);
  }

  private stage(batch: StageBatch | undefined): void {
    if (batch) this.told.batch(batch);
  }

  /** Stages the groups held so far (all of them once `last`). */
  private stageGroups(last: boolean): void {
    for (const row of this.groups!.take(last)) this.stage(this.batcher!.add(row));
  }

  /** Once every line is read: stages what is left; gives what the merge needs. */
  finish(): FileFacts {
    if (this.groups) this.stageGroups(true);
    this.stage(this.batcher!.end());
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

/**
 * Reads one file from its bytes, chunk by chunk as they arrive: its hash and size, its
 * records (csv-records.ts) and their rows (`FileReading`). A file that cannot be
 * imported throws an `ImportError` naming the line.
 */
export class FileReader {
  private readonly file: string;
  private readonly reading: FileReading;
  private readonly records: CsvRecords;
  private readonly hash: Hash = createHash('sha256');
  private readonly decoder = new StringDecoder('utf8');
  private bytes = 0;

  constructor(
    input: { file: string; registered: Set<string>; copy: boolean },
    told: ReadingEvents,
  ) {
    this.file = input.file;
    this.reading = new FileReading(input.file, input.registered, input.copy, told);
    this.records = new CsvRecords((cells, line) => this.reading.record(cells, line));
  }

  push(bytes: Uint8Array): void {
    this.hash.update(bytes);
    this.bytes += bytes.length;
    this.csv(() => this.records.push(this.decoder.write(bytes)));
  }

  end(): FileRead {
    this.csv(() => {
      this.records.push(this.decoder.end());
      this.records.end();
    });
    const kind = this.reading.kind;
    if (!kind) throw new ImportError(this.file, { key: 'empty' });
    const facts = this.reading.finish();
    return { kind, facts, sha256: this.hash.digest('hex'), bytes: this.bytes };
  }

  private csv(read: () => void): void {
    try {
      read();
    } catch (error) {
      if (error instanceof CsvProblem) {
        throw new ImportError(this.file, error.problem, { line: error.line });
      }
      throw error;
    }
  }
}
