import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, CsvError } from 'csv-parse';
import type pg from 'pg';
import {
  detectKind,
  REQUIRED_COLUMNS,
  ROW_READERS,
  RowError,
  type FileKind,
} from './report-files.ts';
import { STAGES, type Stage } from './staging.ts';

/** Why a file was refused, naming the file, the line and the column where it applies. */
export class ImportError extends Error {
  constructor(file: string, message: string, where: { line?: number; column?: string } = {}) {
    const place = [
      where.line === undefined ? undefined : `line ${where.line}`,
      where.column === undefined ? undefined : `column "${where.column}"`,
    ]
      .filter(Boolean)
      .join(', ');
    super(`${file}${place ? ` (${place})` : ''}: ${message}`);
  }
}

export type ImportSummary = {
  file: string;
  kind: FileKind;
  rowsRead: number;
  rowsLoaded: number;
  /** Rows kept aside because their channel is not registered on the site, per channel. */
  unmatched: { channelId: string; rows: number }[];
  firstDay: string | null;
  lastDay: string | null;
};

/** Rows sent to the database at once: large enough to be fast, small enough to stay light. */
const BATCH_ROWS = 5_000;

/**
 * Imports one file into a site, all of it or nothing (design §6). The file is read as a
 * stream (constant memory for any size) into a staging table in one transaction; only
 * when every line has been read and checked are the days it covers replaced and the
 * rollups recomputed, then everything commits together.
 */
export async function importFile(
  pool: pg.Pool,
  input: {
    siteId: number;
    file: string;
    stream: Readable;
    importedBy: string;
    onProgress?: (rowsRead: number) => void;
  },
): Promise<ImportSummary> {
  const { file } = input;
  const hash = createHash('sha256');
  const client = await pool.connect();
  let kind: FileKind | undefined;
  let rowsRead = 0;
  let batch: unknown[] = [];
  try {
    await client.query('begin');
    let created = false;
    const ensureStage = async (): Promise<Stage> => {
      const active = STAGES[kind!];
      if (!created) await active.create(client);
      created = true;
      return active;
    };
    // One batch travels to the database while the next is parsed: the two overlap
    // (on two cores, and with PGlite in its own process), and memory stays at two batches.
    let inFlight: Promise<void> = Promise.resolve();
    const send = async () => {
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      await inFlight;
      const stage = await ensureStage();
      inFlight = stage.insert(client, rows);
      // Awaited before the next batch or the merge; this only keeps the rejection handled meanwhile.
      inFlight.catch(() => {});
    };

    const parser = parse({
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim().toLowerCase());
        const duplicate = names.find((name, index) => name && names.indexOf(name) !== index);
        if (duplicate)
          throw new ImportError(file, `the column "${duplicate}" appears twice`, { line: 1 });
        kind = detectKind(names);
        if (!kind) {
          throw new ImportError(
            file,
            'not a file we import: expected content_owner_basic_a4 (views), content_owner_estimated_revenue_a1 (revenue), a video list or exchange rates (docs/data-formats.md)',
            { line: 1 },
          );
        }
        const missing = REQUIRED_COLUMNS[kind].filter((column) => !names.includes(column));
        if (missing.length > 0) {
          throw new ImportError(file, `missing required column(s): ${missing.join(', ')}`, {
            line: 1,
          });
        }
        return names;
      },
      skip_empty_lines: true,
      info: true,
    });

    const read = new Transform({
      objectMode: true,
      transform(
        chunk: { record: Record<string, string>; info: { lines: number } },
        _encoding,
        done,
      ) {
        rowsRead += 1;
        const { record } = chunk;
        const cell = (column: string) => (record[column] ?? '').trim();
        try {
          // The row keeps its line for problems found only when merging (added, not copied:
          // this runs for every row of the file).
          batch.push(Object.assign(ROW_READERS[kind!](cell) as object, { line: chunk.info.lines }));
        } catch (error) {
          if (error instanceof RowError) {
            return done(
              new ImportError(file, error.message, {
                line: chunk.info.lines,
                column: error.column,
              }),
            );
          }
          return done(error as Error);
        }
        if (rowsRead % 100_000 === 0) input.onProgress?.(rowsRead);
        if (batch.length < BATCH_ROWS) return done();
        send().then(() => done(), done);
      },
      flush(done) {
        send()
          .then(() => inFlight)
          .then(() => done(), done);
      },
    });

    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });

    try {
      await pipeline(input.stream, hashing, parser, read);
    } catch (error) {
      if (error instanceof CsvError) {
        const { lines } = error as { lines?: number };
        throw new ImportError(file, csvProblem(error), lines === undefined ? {} : { line: lines });
      }
      throw error;
    }
    if (!kind) throw new ImportError(file, 'the file is empty');
    const merged = await (
      await ensureStage()
    )
      .merge(client, {
        siteId: input.siteId,
        file,
        sha256: hash.digest('hex'),
        rowsRead,
        importedBy: input.importedBy,
        kind,
      })
      .catch((error: unknown) => {
        if (!(error instanceof RowError)) throw error;
        throw new ImportError(file, error.message, { line: error.line, column: error.column });
      });
    await client.query('commit');
    return { file, kind, rowsRead, ...merged };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

function csvProblem(error: CsvError): string {
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return 'the line has a different number of columns than the header (a wrong delimiter or a cut-off file?)';
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted value is never closed (is the file cut off?)';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quote is closed in the middle of a value';
    default:
      return error.message;
  }
}
