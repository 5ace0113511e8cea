/**
 * The cells of one CSV record as the readers ask for them, by their place in the header
 * (report-files.ts). A line without quotes, as nearly every line of YouTube's reports
 * is, is read where it lies in the text: a cell becomes a string of its own only when a
 * reader asks for its text, and numbers are read from the characters. A report has
 * millions of lines, and most of their cells are numbers or not wanted at all.
 *
 * A record's cells are only good until the next record: nothing may keep them.
 */
export interface LineCells {
  /** How many cells the record has. */
  readonly length: number;
  /** Every cell as it is, untrimmed (the header). */
  all(): string[];
  /** The cell at `place`, trimmed; '' where the header has no such column (place -1). */
  text(place: number): string;
  /** The cell at `place` as `quickUnits` reads it, else -1. */
  units(place: number, scale: number): number;
  /** Whether the cell at `place` is exactly `text`, untrimmed. */
  is(place: number, text: string): boolean;
  /** Whether the cell at `place` is empty once trimmed. */
  blank(place: number): boolean;
}

/**
 * `text[from, to)` as a whole number of 10^-scale units when it is digits with at most
 * `scale` decimals and fits in 15 digits once scaled, which a number holds exactly; else
 * -1 (empty, spaces, a sign, more decimals, larger), and the exact reading decides.
 */
export function quickUnits(text: string, from: number, to: number, scale: number): number {
  const length = to - from;
  if (length <= 0 || length > 16) return -1;
  let units = 0;
  let decimals = -1;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === 46 && decimals === -1 && at > from && at < to - 1) {
      decimals = 0;
      continue;
    }
    if (code < 48 || code > 57) return -1;
    units = units * 10 + (code - 48);
    if (decimals !== -1) decimals += 1;
  }
  if (decimals > scale) return -1;
  const integerDigits = decimals === -1 ? length : length - 1 - decimals;
  if (integerDigits + scale > 15) return -1;
  return units * 10 ** (scale - Math.max(decimals, 0));
}

/** A line without quotes: its cells are the text between commas, found once. */
export class TextCells implements LineCells {
  length = 0;
  private source = '';
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Takes the line `text[start, end)`. */
  set(text: string, start: number, end: number): this {
    this.source = text;
    let count = 0;
    let at = start;
    for (;;) {
      const comma = text.indexOf(',', at);
      const stop = comma === -1 || comma > end ? end : comma;
      this.starts[count] = at;
      this.ends[count] = stop;
      count += 1;
      if (stop === end) break;
      at = stop + 1;
    }
    this.length = count;
    return this;
  }

  all(): string[] {
    const cells: string[] = [];
    for (let i = 0; i < this.length; i++)
      cells.push(this.source.slice(this.starts[i], this.ends[i]));
    return cells;
  }

  text(place: number): string {
    if (place < 0 || place >= this.length) return '';
    return this.source.slice(this.starts[place], this.ends[place]).trim();
  }

  units(place: number, scale: number): number {
    if (place < 0 || place >= this.length) return -1;
    return quickUnits(this.source, this.starts[place]!, this.ends[place]!, scale);
  }

  is(place: number, text: string): boolean {
    if (place < 0 || place >= this.length) return text === '';
    const start = this.starts[place]!;
    return this.ends[place]! - start === text.length && this.source.startsWith(text, start);
  }

  blank(place: number): boolean {
    if (place < 0 || place >= this.length) return true;
    const first = this.source.charCodeAt(this.starts[place]!);
    // A printable ASCII character is never trimmed: no need to copy the cell out.
    if (this.ends[place]! > this.starts[place]! && first > 32 && first < 127) return false;
    return this.text(place) === '';
  }
}

/** A record read character by character (it has quotes): its cells as strings. */
export class FieldCells implements LineCells {
  private fields: string[] = [];

  get length(): number {
    return this.fields.length;
  }

  set(fields: string[]): this {
    this.fields = fields;
    return this;
  }

  all(): string[] {
    return this.fields;
  }

  text(place: number): string {
    return (this.fields[place] ?? '').trim();
  }

  units(place: number, scale: number): number {
    const cell = this.fields[place];
    return cell === undefined ? -1 : quickUnits(cell, 0, cell.length, scale);
  }

  is(place: number, text: string): boolean {
    return (this.fields[place] ?? '') === text;
  }

  blank(place: number): boolean {
    return this.text(place) === '';
  }
}
