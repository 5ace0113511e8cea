import { compactIsrc, normaliseIsrc, type IMPORT_FILE_KINDS } from '@portal/shared';

/**
 * The four files the portal imports (docs/data-formats.md): which columns each needs,
 * how a file's kind is told from its header, and how one line becomes a typed row.
 * Every refusal names the column; the reader adds the file and the line.
 */

export type FileKind = (typeof IMPORT_FILE_KINDS)[number];

export class RowError extends Error {
  readonly column: string | undefined;
  /** Set when the problem is found after reading, from the line the row came from. */
  readonly line: number | undefined;
  constructor(message: string, column?: string, line?: number) {
    super(message);
    this.column = column;
    this.line = line;
  }
}

export const REQUIRED_COLUMNS: Record<FileKind, readonly string[]> = {
  views: ['date', 'channel_id', 'video_id', 'country_code', 'views'],
  revenue: ['date', 'channel_id', 'video_id', 'country_code', 'estimated_partner_revenue'],
  videos: ['video_id', 'channel_id', 'title', 'published_at', 'duration_seconds'],
  exchange_rates: ['date', 'krw_per_usd'],
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
      `"${text}" is not a date (${allowDashes ? 'YYYYMMDD or YYYY-MM-DD' : 'YYYYMMDD'})`,
      column,
    );
  }
  return day;
}

/** A whole number ≥ 0 (empty reads as 0 where the column is optional). */
export function parseCount(text: string, column: string, optional = false): bigint {
  if (text === '' && optional) return 0n;
  if (!/^\d{1,18}$/.test(text)) {
    throw new RowError(
      text.startsWith('-') ? `"${text}" is negative` : `"${text}" is not a whole number`,
      column,
    );
  }
  return BigInt(text);
}

/**
 * A decimal ≥ 0 as a whole number of 10^-scale units, rounded half up, without floats:
 * `parseScaled('1.2345675', 6)` is 1234568n (micro-units).
 */
export function parseScaled(text: string, scale: number, column: string, optional = false): bigint {
  if (text === '' && optional) return 0n;
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) {
    throw new RowError(
      text.startsWith('-') ? `"${text}" is negative` : `"${text}" is not a number`,
      column,
    );
  }
  const fraction = match[2] ?? '';
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  const roundUp = (fraction[scale] ?? '0') >= '5' ? 1n : 0n;
  return BigInt(`${match[1]}${kept}`) + roundUp;
}

function parseChannelId(text: string): string {
  if (!CHANNEL_ID.test(text))
    throw new RowError(`"${text}" is not a channel id (UC…)`, 'channel_id');
  return text;
}

function parseVideoId(text: string): string {
  if (!VIDEO_ID.test(text)) throw new RowError(`"${text}" is not a video id`, 'video_id');
  return text;
}

/** Two letters; YouTube writes `ZZ` (or nothing) for an unknown country. */
function parseCountry(text: string): string {
  const code = text.toUpperCase();
  if (code === '') return 'ZZ';
  if (!/^[A-Z]{2}$/.test(code))
    throw new RowError(`"${text}" is not a country code`, 'country_code');
  return code;
}

/** The video list's ISRC in its stored form (shared rule of reference/youtube.md); empty: none. */
function readIsrc(text: string): string | null {
  if (compactIsrc(text) === '') return null;
  const isrc = normaliseIsrc(text);
  if (!isrc) throw new RowError(`"${text}" is not an ISRC`, 'isrc');
  return isrc;
}

export type ViewsRow = {
  day: string;
  channelId: string;
  videoId: string;
  country: string;
  views: bigint;
  engagedViews: bigint;
  premiumViews: bigint;
  watchTimeMs: bigint;
  premiumWatchTimeMs: bigint;
  viewPercentageWeighted: bigint;
};

export type RevenueRow = {
  day: string;
  channelId: string;
  videoId: string;
  country: string;
  revenueMicros: bigint;
  premiumRevenueMicros: bigint;
};

export type VideoRow = {
  videoId: string;
  channelId: string;
  title: string;
  publishedAt: string;
  durationSeconds: number;
  isrc: string | null;
};

export type RateRow = { day: string; krwPerUsd: string };

type Cells = (column: string) => string;

export function readViewsRow(cell: Cells): ViewsRow {
  const views = parseCount(cell('views'), 'views');
  const watchMinutes = cell('watch_time_minutes');
  // Watch time in minutes (to the thousandth) as milliseconds; without it, from the average.
  const watchTimeMs =
    watchMinutes !== ''
      ? parseScaled(watchMinutes, 3, 'watch_time_minutes') * 60n
      : parseScaled(
          cell('average_view_duration_seconds'),
          3,
          'average_view_duration_seconds',
          true,
        ) * views;
  return {
    day: parseDay(cell('date'), 'date'),
    channelId: parseChannelId(cell('channel_id')),
    videoId: parseVideoId(cell('video_id')),
    country: parseCountry(cell('country_code')),
    views,
    engagedViews: parseCount(cell('engaged_views'), 'engaged_views', true),
    premiumViews: parseCount(cell('red_views'), 'red_views', true),
    watchTimeMs,
    premiumWatchTimeMs:
      parseScaled(cell('red_watch_time_minutes'), 3, 'red_watch_time_minutes', true) * 60n,
    viewPercentageWeighted:
      parseScaled(
        cell('average_view_duration_percentage'),
        2,
        'average_view_duration_percentage',
        true,
      ) * views,
  };
}

export function readRevenueRow(cell: Cells): RevenueRow {
  return {
    day: parseDay(cell('date'), 'date'),
    channelId: parseChannelId(cell('channel_id')),
    videoId: parseVideoId(cell('video_id')),
    country: parseCountry(cell('country_code')),
    revenueMicros: parseScaled(cell('estimated_partner_revenue'), 6, 'estimated_partner_revenue'),
    premiumRevenueMicros: parseScaled(
      cell('estimated_partner_red_revenue'),
      6,
      'estimated_partner_red_revenue',
      true,
    ),
  };
}

export function readVideoRow(cell: Cells): VideoRow {
  const title = cell('title').trim();
  if (!title) throw new RowError('the title is empty', 'title');
  const published = cell('published_at');
  const publishedAt = /^\d{4}-\d{2}-\d{2}$/.test(published)
    ? `${parseDay(published, 'published_at', true)}T00:00:00Z`
    : published;
  if (Number.isNaN(Date.parse(publishedAt)) || !/^\d{4}-\d{2}-\d{2}T/.test(publishedAt)) {
    throw new RowError(`"${published}" is not a date or ISO 8601 date-time`, 'published_at');
  }
  const duration = Number(parseCount(cell('duration_seconds'), 'duration_seconds'));
  if (duration < 1 || duration > 24 * 3600) {
    throw new RowError(`${duration} is not a video length in seconds`, 'duration_seconds');
  }
  return {
    videoId: parseVideoId(cell('video_id')),
    channelId: parseChannelId(cell('channel_id')),
    title: title.slice(0, 500),
    publishedAt: new Date(publishedAt).toISOString(),
    durationSeconds: duration,
    isrc: readIsrc(cell('isrc')),
  };
}

export function readRateRow(cell: Cells): RateRow {
  const rate = parseScaled(cell('krw_per_usd'), 4, 'krw_per_usd');
  if (rate === 0n) throw new RowError('the rate must be above 0', 'krw_per_usd');
  const text = rate.toString().padStart(5, '0');
  return {
    day: parseDay(cell('date'), 'date', true),
    krwPerUsd: `${text.slice(0, -4)}.${text.slice(-4)}`,
  };
}

/** How a line of each kind of file becomes a row. */
export const ROW_READERS: Record<FileKind, (cell: Cells) => unknown> = {
  views: readViewsRow,
  revenue: readRevenueRow,
  videos: readVideoRow,
  exchange_rates: readRateRow,
};
