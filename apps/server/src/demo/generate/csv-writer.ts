/** Writing large CSV files in constant memory, and the number formats the files use. */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

/** Lines are encoded into chunks of this size, which go to the stream when full. */
const CHUNK_BYTES = 1 << 20;
/**
 * The stream holds a few chunks before it asks us to wait, so encoding the next
 * chunk overlaps writing the last (fs streams default to 16 KiB).
 */
const STREAM_BUFFER_BYTES = 4 << 20;

/**
 * A CSV file written line by line in constant memory. Lines are encoded straight into
 * a chunk buffer (encoding one long string at the end costs more than making the
 * rows); when the stream's buffer is over its mark, `full` turns true and callers
 * await `flush()`, which waits for the disk (backpressure).
 */
export class CsvWriter {
  rows = 0;
  #stream: WriteStream;
  #chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  #used = 0;
  #drained: Promise<void> | undefined;
  #error: Error | undefined;

  constructor(file: string, header: readonly string[]) {
    this.#stream = createWriteStream(file, { highWaterMark: STREAM_BUFFER_BYTES });
    this.#stream.on('error', (error) => {
      this.#error = error;
    });
    this.#append(header.join(','));
  }

  line(text: string): void {
    this.#append(text);
    this.rows += 1;
  }

  /** True while the stream wants us to wait: await flush() before adding more. */
  get full(): boolean {
    return this.#drained !== undefined;
  }

  async flush(): Promise<void> {
    await this.#drained;
    this.#drained = undefined;
    if (this.#error) throw this.#error;
  }

  async close(): Promise<void> {
    this.#handOver();
    await this.flush();
    this.#stream.end();
    await finished(this.#stream);
  }

  #append(text: string): void {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit, plus the line feed.
    const most = text.length * 3 + 1;
    if (this.#used + most > this.#chunk.length) {
      this.#handOver();
      if (most > this.#chunk.length) this.#chunk = Buffer.allocUnsafe(most);
    }
    this.#used += this.#chunk.write(text, this.#used);
    this.#chunk[this.#used] = 0x0a;
    this.#used += 1;
  }

  #handOver(): void {
    if (this.#used === 0) return;
    const more = this.#stream.write(this.#chunk.subarray(0, this.#used));
    // Listen at once: the drain may come while another writer is being waited for.
    if (!more && !this.#drained)
      this.#drained = once(this.#stream, 'drain').then(
        () => {},
        () => {}, // the 'error' listener keeps the error for flush()
      );
    this.#chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    this.#used = 0;
  }
}

/** A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/**
 * A whole number of 10^-places units as a decimal without trailing zeros:
 * (1234500, 6) → "1.2345", (120, 6) → "0.00012", (7000000, 6) → "7". Non-negative
 * values only. Arithmetic rather than toFixed and a regex: it runs for every figure of
 * every row.
 */
function scaled(units: number, places: number): string {
  const unit = POWERS_OF_TEN[places]!;
  const whole = Math.floor(units / unit);
  let fraction = units - whole * unit;
  if (fraction === 0) return String(whole);
  let digits = places;
  while (fraction % 10 === 0) {
    fraction /= 10;
    digits -= 1;
  }
  return `${whole}.${String(fraction).padStart(digits, '0')}`;
}

/** Integer micro-dollars as decimal USD: 1234567 → "1.234567", 120 → "0.00012". */
export function usd(micros: number): string {
  return scaled(micros, 6);
}

/** A non-negative number with at most `places` (≤ 6) decimal places, no trailing zeros. */
export function decimal(value: number, places: number): string {
  return scaled(Math.round(value * POWERS_OF_TEN[places]!), places);
}
