import { ROW_COLUMNS, type FileKind, type RowColumn, type StageValue } from './report-files.ts';
import { isReport } from './country-figures.ts';
import { shortDayStage } from './short-days.ts';

/**
 * A file's stage rows on their way from the reading (a worker thread, file-reading.ts) to
 * the connection that holds its stage (staging.ts): batches in the form the database
 * takes them, made where the rows are read so that the connection's thread only sends
 * them.
 */

/**
 * The staging columns of a kind of file. A report's rows are staged summed per day and
 * Short (short-days.ts); every other row keeps its line last, since the later line wins
 * where a file repeats a key.
 */
export function stageColumns(kind: FileKind): readonly RowColumn[] {
  if (isReport(kind)) return shortDayStage(kind);
  return [...ROW_COLUMNS[kind], { name: 'line', type: 'int' }];
}

/**
 * A batch of stage rows: COPY's text format where the database takes `COPY FROM STDIN`,
 * else one array per column for an `unnest` insert (the embedded database).
 */
export type StageBatch = Uint8Array | unknown[][];

/** Gathers rows (their values in `stageColumns` order) into batches. */
export type StageBatcher = {
  /** Adds a row; gives back a batch once one is full. */
  add(values: StageValue[]): StageBatch | undefined;
  /** What is left once the file's rows are all added. */
  end(): StageBatch | undefined;
};

/** Text sent to COPY at once: large enough to be cheap per row, small enough to stay light. */
const COPY_CHUNK_CHARS = 256 * 1024;

/** Rows per statement where COPY is not available: one statement per batch. */
const INSERT_BATCH_ROWS = 5_000;

const utf8 = new TextEncoder();

/** A free-text value in COPY's text format (backslash, tab and line ends escaped). */
function copyText(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/**
 * Rows in COPY's text format. Values other than titles are checked ids, days and
 * numbers, which need no escaping.
 */
function copyBatcher(columns: readonly RowColumn[]): StageBatcher {
  const plain = columns.every((c) => !c.freeText && !c.nullable);
  let text = '';
  const take = (): StageBatch | undefined => {
    if (text === '') return undefined;
    // A buffer of its own (not a slice of Node's pool), so it can be moved to another thread.
    const batch = utf8.encode(text);
    text = '';
    return batch;
  };
  return {
    add(values) {
      if (plain) {
        text += `${values.join('\t')}\n`;
      } else {
        for (let i = 0; i < values.length; i++) {
          const value = values[i];
          if (i > 0) text += '\t';
          text +=
            value === null
              ? '\\N'
              : columns[i]!.freeText
                ? copyText(value as string)
                : String(value);
        }
        text += '\n';
      }
      return text.length >= COPY_CHUNK_CHARS ? take() : undefined;
    },
    end: take,
  };
}

/** Rows as one array per column, `INSERT_BATCH_ROWS` at a time (bigints as their digits). */
function columnBatcher(columns: readonly RowColumn[]): StageBatcher {
  const empty = () => columns.map((): unknown[] => []);
  let batch = empty();
  let rows = 0;
  const take = (): StageBatch | undefined => {
    if (rows === 0) return undefined;
    const full = batch;
    batch = empty();
    rows = 0;
    return full;
  };
  return {
    add(values) {
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        batch[i]!.push(typeof value === 'bigint' ? value.toString() : value);
      }
      rows += 1;
      return rows >= INSERT_BATCH_ROWS ? take() : undefined;
    },
    end: take,
  };
}

/** The batcher of a kind of file's stage: COPY text, or column arrays. */
export function stageBatcher(kind: FileKind, copy: boolean): StageBatcher {
  const columns = stageColumns(kind);
  return copy ? copyBatcher(columns) : columnBatcher(columns);
}
