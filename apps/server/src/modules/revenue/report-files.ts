import { compactIsrc, normaliseIsrc, type IMPORT_FILE_KINDS } from '@portal/shared';
import { ProblemError, type ImportProblem } from './import-problems.ts';
import type { LineCells } from './line-cells.ts';

/**
 * The four files the portal imports (docs/data-formats.md): which columns each needs,
 * how a file's kind is told from its header, and how one line becomes a typed row.
 * Every refusal names the column; the reader adds the file and the line.
 */

export type FileKind = (typeof IMPORT_FILE_KINDS)[number];

export class RowError extends ProblemError {
  readonly column: string | undefined;
  /** Set when the problem is found after reading, from the line the row came from. */
  readonly line: number | undefined;
  constructor(problem: ImportProblem, column?: string, line?: number) {
    super(problem);
    this.column = column;
    this.line = line;
  }
}

export const REQUIRED_COLUMNS: Record<FileKind, readonly string[]> = {
  views: ['date', 'channel_id', 'video_id', 'country_code', 'views'],
  revenue: ['date', 'channel_id', 'video_id', 'country_code', 'estimated_partner_revenue'],
  videos: ['video_id', 'channel_id', 'title', 'published_at', 'duration_seconds'],
  exchange_rates: ['date', 'krw_per_usd'],
  claims: ['claim_id', 'video_id', 'channel_id', 'claim_status'],
};

/**
 * The columns naming a row's Short. YouTube leaves them empty on rows that belong to no
 * Short (a deleted video, a channel-level event): such rows are counted, not imported,
 * and are no reason to refuse the file (docs/product.md §14.1).
 */
export const SHORT_COLUMNS: Partial<Record<FileKind, readonly string[]>> = {
  views: ['video_id', 'channel_id'],
  revenue: ['video_id', 'channel_id'],
  claims: ['video_id', 'channel_id'],
};

/** The column that gives a file away: each kind has one no other kind has. */
const SIGNATURE: [string, FileKind][] = [
  ['views', 'views'],
  ['estimated_partner_revenue', 'revenue'],
  ['duration_seconds', 'videos'],
  ['krw_per_usd', 'exchange_rates'],
];

export function detectKind(header: readonly string[]): FileKind | undefined {
  const names = new Set(header);
  // The claims report also counts each claimed Short's views: its claim id decides.
  if (names.has('claim_id')) return 'claims';
  const kinds = SIGNATURE.filter(([column]) => names.has(column)).map(([, kind]) => kind);
  return kinds.length === 1 ? kinds[0] : undefined;
}

const CHANNEL_ID = /^UC[0-9A-Za-z_-]{22}$/;
const VIDEO_ID = /^[0-9A-Za-z_-]{11}$/;

/** `YYYYMMDD` (and, where allowed, `YYYY-MM-DD`) as `YYYY-MM-DD`, if it is a real day. */
export function parseDay(text: string, column: string, allowDashes = false): string {
  const match = (allowDashes ? /^(\d{4})-?(\d{2})-?(\d{2})$/ : /^(\d{4})(\d{2})(\d{2})$/).exec(
    text,
  );
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!match || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw new RowError(
      { key: allowDashes ? 'notDayOrDashed' : 'notDay', params: { value: text } },
      column,
    );
  }
  return day;
}

/**
 * A whole number of units, exact: a number while it is a safe integer, else a bigint
 * (a row's metrics rarely need one; making every one a bigint cost a third of the import).
 */
export type Whole = number | bigint;

/** Decimal digits (at most 18) as a whole number. */
function whole(digits: string): Whole {
  return digits.length <= 15 ? Number(digits) : BigInt(digits);
}

const BIGINT_MAX = 2n ** 63n - 1n;

/** a × b, exact; refused (naming `column`) past what the database's bigint holds. */
export function times(a: Whole, b: Whole, column: string): Whole {
  if (typeof a === 'number' && typeof b === 'number') {
    const product = a * b;
    if (product <= Number.MAX_SAFE_INTEGER) return product;
  }
  const product = BigInt(a) * BigInt(b);
  if (product > BIGINT_MAX) throw new RowError({ key: 'valueTooLarge' }, column);
  return product;
}

/** Whether `text` is 1 to `max` decimal digits and nothing else. */
function isDigits(text: string, max: number): boolean {
  if (text.length === 0 || text.length > max) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** A whole number ≥ 0 (empty reads as 0 where the column is optional). */
export function parseCount(text: string, column: string, optional = false): Whole {
  if (text === '' && optional) return 0;
  if (!isDigits(text, 18)) {
    throw new RowError(
      { key: text.startsWith('-') ? 'negative' : 'notWhole', params: { value: text } },
      column,
    );
  }
  return whole(text);
}

/**
 * A decimal ≥ 0 as a whole number of 10^-scale units, rounded half up, without floats:
 * `parseScaled('1.2345675', 6)` is 1234568 (micro-units).
 */
export function parseScaled(text: string, scale: number, column: string, optional = false): Whole {
  if (text === '' && optional) return 0;
  const point = text.indexOf('.');
  const integer = point === -1 ? text : text.slice(0, point);
  const fraction = point === -1 ? '' : text.slice(point + 1);
  if (!isDigits(integer, 15) || (point !== -1 && !isDigits(fraction, Infinity))) {
    throw new RowError(
      { key: text.startsWith('-') ? 'negative' : 'notNumber', params: { value: text } },
      column,
    );
  }
  if (fraction.length <= scale) return whole(integer + fraction.padEnd(scale, '0'));
  const units = whole(integer + fraction.slice(0, scale));
  // Half up: the first digit dropped decides.
  if (fraction.charCodeAt(scale) < 53) return units;
  return typeof units === 'number' && units < Number.MAX_SAFE_INTEGER
    ? units + 1
    : BigInt(units) + 1n;
}

function parseChannelId(text: string): string {
  if (!CHANNEL_ID.test(text))
    throw new RowError({ key: 'notChannelId', params: { value: text } }, 'channel_id');
  return text;
}

function parseVideoId(text: string): string {
  if (!VIDEO_ID.test(text))
    throw new RowError({ key: 'notVideoId', params: { value: text } }, 'video_id');
  return text;
}

/** Two letters; YouTube writes `ZZ` (or nothing) for an unknown country. */
function parseCountry(text: string): string {
  const code = text.toUpperCase();
  if (code === '') return 'ZZ';
  if (!/^[A-Z]{2}$/.test(code))
    throw new RowError({ key: 'notCountry', params: { value: text } }, 'country_code');
  return code;
}

/**
 * The video list's ISRC in its stored form (the shared rule of docs/product.md §14.6);
 * empty: none.
 */
function readIsrc(text: string): string | null {
  if (compactIsrc(text) === '') return null;
  const isrc = normaliseIsrc(text);
  if (!isrc) throw new RowError({ key: 'notIsrc', params: { value: text } }, 'isrc');
  return isrc;
}

/**
 * A cell's `parse`, done again only when the cell differs from the line before's: a
 * report's lines mostly repeat their day and channel, and a Short's lines its video.
 */
function remembered<T>(parse: (text: string) => T): (cells: LineCells, place: number) => T {
  let lastText: string | undefined;
  let last!: T;
  return (cells, place) => {
    if (lastText === undefined || !cells.is(place, lastText)) {
      const text = cells.text(place);
      last = parse(text);
      lastText = text;
    }
    return last;
  };
}

/** A value of a staging row (see ROW_COLUMNS); free text is marked so on its column. */
export type StageValue = string | Whole | null;

/** A staging column: its name, SQL type, whether it holds free text (a title) or may be null. */
export type RowColumn = { name: string; type: string; freeText?: boolean; nullable?: boolean };

/** A report's row: its key (summed over), then its channel; its metrics follow. */
export const REPORT_KEYS: readonly RowColumn[] = [
  { name: 'day', type: 'date' },
  { name: 'video_id', type: 'text' },
  { name: 'country_code', type: 'text' },
  { name: 'channel_id', type: 'text' },
];

/** What a file's line becomes: the values of its staging row, in ROW_COLUMNS order. */
export const ROW_COLUMNS: Record<FileKind, readonly RowColumn[]> = {
  views: [
    ...REPORT_KEYS,
    { name: 'views', type: 'bigint' },
    { name: 'engaged_views', type: 'bigint' },
    { name: 'premium_views', type: 'bigint' },
    { name: 'watch_time_ms', type: 'bigint' },
    { name: 'premium_watch_time_ms', type: 'bigint' },
    { name: 'view_percentage_weighted', type: 'bigint' },
  ],
  revenue: [
    ...REPORT_KEYS,
    { name: 'revenue_micros', type: 'bigint' },
    { name: 'premium_revenue_micros', type: 'bigint' },
  ],
  videos: [
    { name: 'video_id', type: 'text' },
    { name: 'channel_id', type: 'text' },
    { name: 'title', type: 'text', freeText: true },
    { name: 'published_at', type: 'timestamptz' },
    { name: 'duration_seconds', type: 'int' },
    { name: 'isrc', type: 'text', nullable: true },
  ],
  exchange_rates: [
    { name: 'day', type: 'date' },
    { name: 'krw_per_usd', type: 'numeric(12, 4)' },
  ],
  claims: [
    { name: 'claim_id', type: 'text' },
    { name: 'video_id', type: 'text' },
    { name: 'channel_id', type: 'text' },
    { name: 'title', type: 'text', freeText: true, nullable: true },
    { name: 'published_at', type: 'timestamptz', nullable: true },
    { name: 'duration_seconds', type: 'int', nullable: true },
    { name: 'isrc', type: 'text', nullable: true },
    { name: 'asset_title', type: 'text', freeText: true, nullable: true },
    { name: 'artist', type: 'text', freeText: true, nullable: true },
    { name: 'status', type: 'text' },
  ],
};

/**
 * Where each column a reader takes sits in the header (-1: the file has no such column),
 * looked up once per file, not once per line (a report has millions of lines).
 */
function placesOf<C extends string>(
  header: readonly string[],
  columns: readonly C[],
): Record<C, number> {
  const places = {} as Record<C, number>;
  for (const column of columns) places[column] = header.indexOf(column);
  return places;
}

/** `parseCount` of a cell, read from its characters where it is plain digits. */
function countAt(cells: LineCells, place: number, column: string, optional = false): Whole {
  const quick = cells.units(place, 0);
  return quick !== -1 ? quick : parseCount(cells.text(place), column, optional);
}

/** `parseScaled` of a cell, read from its characters where it is plain. */
function scaledAt(
  cells: LineCells,
  place: number,
  scale: number,
  column: string,
  optional = false,
): Whole {
  const quick = cells.units(place, scale);
  return quick !== -1 ? quick : parseScaled(cells.text(place), scale, column, optional);
}

/** Reads one line of a file into the values of its staging row; a bad cell throws RowError. */
export type LineReader = (cells: LineCells) => StageValue[];

function viewsReader(header: readonly string[]): LineReader {
  const at = placesOf(header, [
    'date',
    'video_id',
    'country_code',
    'channel_id',
    'views',
    'engaged_views',
    'red_views',
    'watch_time_minutes',
    'red_watch_time_minutes',
    'average_view_duration_seconds',
    'average_view_duration_percentage',
  ]);
  const day = remembered((text) => parseDay(text, 'date'));
  const channel = remembered(parseChannelId);
  const video = remembered(parseVideoId);
  return (cells) => {
    const views = countAt(cells, at.views, 'views');
    // Watch time in minutes (to the thousandth) as milliseconds; without it, from the average.
    const watchTimeMs = !cells.blank(at.watch_time_minutes)
      ? times(
          scaledAt(cells, at.watch_time_minutes, 3, 'watch_time_minutes'),
          60,
          'watch_time_minutes',
        )
      : times(
          scaledAt(
            cells,
            at.average_view_duration_seconds,
            3,
            'average_view_duration_seconds',
            true,
          ),
          views,
          'average_view_duration_seconds',
        );
    return [
      day(cells, at.date),
      video(cells, at.video_id),
      parseCountry(cells.text(at.country_code)),
      channel(cells, at.channel_id),
      views,
      countAt(cells, at.engaged_views, 'engaged_views', true),
      countAt(cells, at.red_views, 'red_views', true),
      watchTimeMs,
      times(
        scaledAt(cells, at.red_watch_time_minutes, 3, 'red_watch_time_minutes', true),
        60,
        'red_watch_time_minutes',
      ),
      times(
        scaledAt(
          cells,
          at.average_view_duration_percentage,
          2,
          'average_view_duration_percentage',
          true,
        ),
        views,
        'average_view_duration_percentage',
      ),
    ];
  };
}

function revenueReader(header: readonly string[]): LineReader {
  const at = placesOf(header, [
    'date',
    'video_id',
    'country_code',
    'channel_id',
    'estimated_partner_revenue',
    'estimated_partner_red_revenue',
  ]);
  const day = remembered((text) => parseDay(text, 'date'));
  const channel = remembered(parseChannelId);
  const video = remembered(parseVideoId);
  return (cells) => [
    day(cells, at.date),
    video(cells, at.video_id),
    parseCountry(cells.text(at.country_code)),
    channel(cells, at.channel_id),
    scaledAt(cells, at.estimated_partner_revenue, 6, 'estimated_partner_revenue'),
    scaledAt(cells, at.estimated_partner_red_revenue, 6, 'estimated_partner_red_revenue', true),
  ];
}

function videosReader(header: readonly string[]): LineReader {
  const at = placesOf(header, [
    'title',
    'published_at',
    'duration_seconds',
    'video_id',
    'channel_id',
    'isrc',
  ]);
  return (cells) => {
    const title = cells.text(at.title);
    if (!title) throw new RowError({ key: 'titleEmpty' }, 'title');
    const published = cells.text(at.published_at);
    const publishedAt = /^\d{4}-\d{2}-\d{2}$/.test(published)
      ? `${parseDay(published, 'published_at', true)}T00:00:00Z`
      : published;
    if (Number.isNaN(Date.parse(publishedAt)) || !/^\d{4}-\d{2}-\d{2}T/.test(publishedAt)) {
      throw new RowError({ key: 'notDateTime', params: { value: published } }, 'published_at');
    }
    const duration = Number(countAt(cells, at.duration_seconds, 'duration_seconds'));
    if (duration < 1 || duration > 24 * 3600) {
      throw new RowError(
        { key: 'notVideoLength', params: { value: duration } },
        'duration_seconds',
      );
    }
    return [
      parseVideoId(cells.text(at.video_id)),
      parseChannelId(cells.text(at.channel_id)),
      title.slice(0, 500),
      new Date(publishedAt).toISOString(),
      duration,
      readIsrc(cells.text(at.isrc)),
    ];
  };
}

function ratesReader(header: readonly string[]): LineReader {
  const at = placesOf(header, ['krw_per_usd', 'date']);
  return (cells) => {
    const rate = BigInt(scaledAt(cells, at.krw_per_usd, 4, 'krw_per_usd'));
    if (rate === 0n) throw new RowError({ key: 'rateNotPositive' }, 'krw_per_usd');
    const text = rate.toString().padStart(5, '0');
    return [parseDay(cells.text(at.date), 'date', true), `${text.slice(0, -4)}.${text.slice(-4)}`];
  };
}

/** A claim id as the claims report writes it: letters, digits, `_` and `-`. */
const CLAIM_ID = /^[0-9A-Za-z_-]{1,64}$/;

/** `YYYYMMDD`, `YYYY-MM-DD` or an ISO 8601 date-time as an instant; empty: unknown. */
function parseUploadDate(text: string, column: string): string | null {
  if (text === '') return null;
  if (/^\d{4}-?\d{2}-?\d{2}$/.test(text)) return `${parseDay(text, column, true)}T00:00:00.000Z`;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(Date.parse(text)))
    throw new RowError({ key: 'notDateTime', params: { value: text } }, column);
  return new Date(text).toISOString();
}

/**
 * The daily claims report (`content_owner_active_claims_a3`): each claim ties a Short to
 * its channel and the recording it uses, with the Short's title, upload date and length.
 */
function claimsReader(header: readonly string[]): LineReader {
  const at = placesOf(header, [
    'claim_id',
    'claim_status',
    'video_duration_sec',
    'video_id',
    'channel_id',
    'video_upload_date',
    'isrc',
    'video_title',
    'asset_title',
    'artist',
  ]);
  return (cells) => {
    const claimId = cells.text(at.claim_id);
    if (!CLAIM_ID.test(claimId))
      throw new RowError({ key: 'notClaimId', params: { value: claimId } }, 'claim_id');
    const status = cells.text(at.claim_status).toLowerCase();
    if (!/^[a-z_]{1,32}$/.test(status))
      throw new RowError({ key: 'notClaimStatus', params: { value: status } }, 'claim_status');
    const duration = cells.text(at.video_duration_sec);
    const seconds = duration === '' ? null : Number(parseCount(duration, 'video_duration_sec'));
    if (seconds !== null && (seconds < 1 || seconds > 24 * 3600))
      throw new RowError(
        { key: 'notVideoLength', params: { value: seconds } },
        'video_duration_sec',
      );
    const text = (column: 'video_title' | 'asset_title' | 'artist') =>
      cells.text(at[column]).slice(0, 500) || null;
    return [
      claimId,
      parseVideoId(cells.text(at.video_id)),
      parseChannelId(cells.text(at.channel_id)),
      text('video_title'),
      parseUploadDate(cells.text(at.video_upload_date), 'video_upload_date'),
      seconds,
      readIsrc(cells.text(at.isrc)),
      text('asset_title'),
      text('artist'),
      status,
    ];
  };
}

/** How the lines of each kind of file are read, given the file's header. */
export const LINE_READERS: Record<FileKind, (header: readonly string[]) => LineReader> = {
  views: viewsReader,
  revenue: revenueReader,
  videos: videosReader,
  exchange_rates: ratesReader,
  claims: claimsReader,
};
