import { countryFigures, type CountryReport } from './country-figures.ts';
import { REPORT_KEYS, type RowColumn, type StageValue, type Whole } from './report-files.ts';

/**
 * The stage of a report file: its rows already summed per day, Short and country and
 * folded into the per-country table's shape (decision 030), one row per day and Short
 * when the file's Shorts fit in the reading's window (decision 031), with each figure
 * summed over the countries too (decision 033).
 */
export function shortDayStage(report: CountryReport): readonly RowColumn[] {
  return [
    { name: 'day', type: 'date' },
    { name: 'video_id', type: 'text' },
    { name: 'channel_id', type: 'text' },
    { name: 'countries', type: 'text' },
    { name: 'figures', type: 'bigint[]' },
    ...countryFigures(report).map((name) => ({ name, type: 'bigint' })),
  ];
}

/**
 * What the stage of a report file holds: each day and Short in one row, ready to go into
 * its table as it is, or parts of them (the file outgrew the window, or named one Short
 * under two channels that day) that the merge sums again per day, Short and country.
 */
export type ShortDayStage = 'whole' | 'parts';

/**
 * Days and Shorts held open while a file is read. A day's report of a large network fits
 * (tens of thousands of Shorts); a file past it is staged in parts, so memory stays
 * bounded for any file.
 */
export const SHORT_DAY_WINDOW = 100_000;

const BIGINT_MAX = 2n ** 63n - 1n;

/** a + b, exact: a number while it is a safe integer, else a BigInt. */
function add(a: Whole, b: Whole): Whole {
  const sum = typeof a === 'number' && typeof b === 'number' ? a + b : Number.NaN;
  return sum <= Number.MAX_SAFE_INTEGER ? sum : BigInt(a) + BigInt(b);
}

/** Where the keys sit in a report's staging values (ROW_COLUMNS order). */
const DAY = REPORT_KEYS.findIndex((c) => c.name === 'day');
const VIDEO = REPORT_KEYS.findIndex((c) => c.name === 'video_id');
const COUNTRY = REPORT_KEYS.findIndex((c) => c.name === 'country_code');
const CHANNEL = REPORT_KEYS.findIndex((c) => c.name === 'channel_id');

type ShortDay = {
  day: string;
  videoId: string;
  channelId: string;
  countries: string[];
  /** The figures of `countries[i]` from `i * width`, summed over the file's rows. */
  sums: Whole[];
};

/**
 * A report file's rows summed per day, Short and country while they are read, as the
 * merge used to do from a stage of every row: the stage then holds one row per day and
 * Short, which is most of what the import saves. Sums stay exact (numbers while they
 * are safe integers, then BigInts); one past what a bigint holds is noted, and the file
 * is refused at its merge like any other total too large.
 */
export class ShortDayGroups {
  /** Some day and Short may span several stage rows: the merge sums them again. */
  stage: ShortDayStage = 'whole';
  totalTooLarge = false;
  private readonly width: number;
  private readonly window: number;
  private open = new Map<string, ShortDay>();

  constructor(report: CountryReport, window = SHORT_DAY_WINDOW) {
    this.width = countryFigures(report).length;
    this.window = window;
  }

  /** Figure `k` of a Short's day summed over its countries, exact. */
  private overCountries(sums: Whole[], k: number): Whole {
    let total: Whole = 0;
    for (let i = k; i < sums.length; i += this.width) total = add(total, sums[i]!);
    if (typeof total === 'bigint' && total > BIGINT_MAX) this.totalTooLarge = true;
    return total;
  }

  /** Whether the window is full: `take` the rows so far before adding more. */
  get full(): boolean {
    return this.open.size >= this.window;
  }

  /** Adds one staging row (ROW_COLUMNS order) of a registered channel. */
  add(values: StageValue[]): void {
    const day = values[DAY] as string;
    const videoId = values[VIDEO] as string;
    const channelId = values[CHANNEL] as string;
    let key = day + videoId;
    let group = this.open.get(key);
    if (group && group.channelId !== channelId) {
      // Which channel the day is kept under is the database's choice (`max`, in its
      // collation): both go to the stage and the merge decides.
      this.stage = 'parts';
      key += channelId;
      group = this.open.get(key);
    }
    if (!group) {
      group = { day, videoId, channelId, countries: [], sums: [] };
      this.open.set(key, group);
    }
    const country = values[COUNTRY] as string;
    const at = group.countries.indexOf(country);
    const width = this.width;
    const first = REPORT_KEYS.length;
    if (at === -1) {
      group.countries.push(country);
      for (let k = 0; k < width; k++) group.sums.push(values[first + k] as Whole);
      return;
    }
    const sums = group.sums;
    for (let k = 0, i = at * width; k < width; k++, i++) {
      const sum = add(sums[i]!, values[first + k] as Whole);
      if (typeof sum === 'bigint' && sum > BIGINT_MAX) this.totalTooLarge = true;
      sums[i] = sum;
    }
  }

  /**
   * The days and Shorts so far as stage rows (`shortDayStage`), their countries in
   * alphabetical order, then each figure over all of them; `last` when the file has no
   * more lines, else the rows to come may add to days and Shorts taken now.
   */
  take(last: boolean): StageValue[][] {
    if (!last && this.open.size > 0) this.stage = 'parts';
    const rows: StageValue[][] = [];
    // The file will be refused: its lines are still checked, but nothing needs staging.
    if (this.totalTooLarge) {
      this.open = new Map();
      return rows;
    }
    const width = this.width;
    for (const group of this.open.values()) {
      const { countries, sums } = group;
      // Two capital letters each (report-files.ts): their order is the same in any collation.
      const order = countries
        .map((_, i) => i)
        .sort((a, b) => (countries[a]! < countries[b]! ? -1 : 1));
      let codes = '';
      let figures = '{';
      for (let n = 0; n < order.length; n++) {
        const at = order[n]! * width;
        codes += countries[order[n]!];
        figures += n === 0 ? '{' : ',{';
        for (let k = 0; k < width; k++) figures += k === 0 ? `${sums[at]}` : `,${sums[at + k]}`;
        figures += '}';
      }
      const row: StageValue[] = [group.day, group.videoId, group.channelId, codes, `${figures}}`];
      for (let k = 0; k < width; k++) row.push(this.overCountries(sums, k));
      rows.push(row);
    }
    this.open = new Map();
    // A Short's day over all its countries may pass what a bigint holds where no
    // country's did: refused like any other total too large.
    return this.totalTooLarge ? [] : rows;
  }
}
