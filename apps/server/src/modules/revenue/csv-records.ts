import { ProblemError, type ImportProblem } from './import-problems.ts';
import { FieldCells, TextCells, type LineCells } from './line-cells.ts';

/**
 * The records of a CSV file as YouTube writes them (RFC 4180: comma-separated, `"`
 * quotes with `""` inside, `\n` or `\r\n` line ends, an optional byte-order mark), read
 * chunk by chunk. Most lines hold no quote at all: their cells are read where they lie in
 * the text (line-cells.ts), and only a line with a quote goes through the
 * character-by-character reader, which also lets a quoted value run over several lines.
 * Empty lines are skipped.
 */

/** A file that is not well-formed CSV, at the line where the record starts. */
export class CsvProblem extends ProblemError {
  readonly line: number;
  constructor(problem: ImportProblem, line: number) {
    super(problem);
    this.line = line;
  }
}

/**
 * Receives each record's cells with the line it starts on; the first record is the
 * header. The cells are good until it returns (line-cells.ts).
 */
export type OnRecord = (cells: LineCells, line: number) => void;

/**
 * The longest record read, in characters: far beyond any line of YouTube's reports, and
 * what a quote never closed may keep in memory before the file is refused (it would
 * otherwise hold everything up to the upload limit).
 */
export const MAX_RECORD_CHARS = 1 << 20;

const QUOTE = 34; // "
const COMMA = 44; // ,

export class CsvRecords {
  private readonly onRecord: OnRecord;
  /** Text after the last complete record, waiting for the next chunk. */
  private rest = '';
  /** The line number of the first line of `rest`. */
  private line = 1;
  private started = false;
  private readonly plain = new TextCells();
  private readonly quoted = new FieldCells();

  private readonly maxRecordChars: number;

  constructor(onRecord: OnRecord, maxRecordChars = MAX_RECORD_CHARS) {
    this.onRecord = onRecord;
    this.maxRecordChars = maxRecordChars;
  }

  /** Reads the complete records of `chunk` (with what was left of the one before). */
  push(chunk: string): void {
    let text = this.rest + chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    this.rest = text.slice(this.read(text, false));
    // What is left is the start of one record still waiting for its end.
    if (this.rest.length > this.maxRecordChars)
      throw new CsvProblem(
        { key: 'recordTooLong', params: { max: this.maxRecordChars } },
        this.line,
      );
  }

  /** Reads what is left once the file has ended (a last line without a line end). */
  end(): void {
    const text = this.rest;
    this.rest = '';
    this.read(text, true);
  }

  /** Reads whole records from `text`; gives back where the unread part starts. */
  private read(text: string, atEnd: boolean): number {
    let start = 0;
    // The next quote, looked for again only once it is behind us (one scan per chunk).
    let quote = text.indexOf('"');
    for (;;) {
      let stop = text.indexOf('\n', start);
      if (stop === -1) {
        if (!atEnd || start >= text.length) return start;
        stop = text.length;
      }
      if (quote !== -1 && quote < start) quote = text.indexOf('"', start);
      if (quote !== -1 && quote < stop) {
        const next = this.readQuoted(text, start, atEnd);
        if (next === -1) return start;
        start = next;
        continue;
      }
      const lineEnd = stop > start && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop;
      if (lineEnd > start) this.onRecord(this.plain.set(text, start, lineEnd), this.line);
      this.line += 1;
      start = stop + 1;
    }
  }

  /**
   * Reads one record that has a quote, from `start`; gives back where the next record
   * starts, or -1 when the record goes on past the end of `text` (more is to come).
   */
  private readQuoted(text: string, start: number, atEnd: boolean): number {
    const fields: string[] = [];
    let lines = 0;
    let at = start;
    for (;;) {
      if (text.charCodeAt(at) === QUOTE) {
        let value = '';
        let from = at + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1) {
            if (!atEnd) return -1;
            throw new CsvProblem({ key: 'quoteNeverClosed' }, this.line);
          }
          value += text.slice(from, close);
          lines += countLineEnds(text, from, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += '"';
            from = close + 2;
            continue;
          }
          at = close + 1;
          break;
        }
        fields.push(value);
        const after = text.charCodeAt(at);
        if (after === COMMA) {
          at += 1;
          continue;
        }
        const end = recordEnd(text, at);
        if (end === -1) {
          throw new CsvProblem({ key: 'quoteClosedMidValue' }, this.line);
        }
        if (end === text.length && !atEnd) return -1;
        return this.emit(fields, lines, end);
      }
      // An unquoted value: up to the next comma or the end of the line.
      let stop = at;
      while (stop < text.length) {
        const code = text.charCodeAt(stop);
        if (code === COMMA || code === 10) break;
        if (code === QUOTE) {
          throw new CsvProblem({ key: 'quoteInsideValue' }, this.line);
        }
        stop += 1;
      }
      const crlf = text.charCodeAt(stop) === 10 && text.charCodeAt(stop - 1) === 13;
      fields.push(text.slice(at, crlf ? stop - 1 : stop));
      if (text.charCodeAt(stop) === COMMA) {
        at = stop + 1;
        continue;
      }
      if (stop === text.length && !atEnd) return -1;
      return this.emit(fields, lines, Math.min(stop + 1, text.length));
    }
  }

  private emit(fields: string[], linesInside: number, end: number): number {
    this.onRecord(this.quoted.set(fields), this.line);
    this.line += linesInside + 1;
    return end;
  }
}

/** Where the record ending at `at` (a line end or the end of the text) is over, else -1. */
function recordEnd(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const code = text.charCodeAt(at);
  if (code === 10) return at + 1;
  if (code === 13) {
    if (at + 1 >= text.length) return text.length;
    if (text.charCodeAt(at + 1) === 10) return at + 2;
  }
  return -1;
}

function countLineEnds(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) {
    count += 1;
  }
  return count;
}
