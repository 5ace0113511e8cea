import {
  REPORT_COLUMNS,
  type ChannelReportRow,
  type Currency,
  type DailyFigures,
  type Locale,
  type ReportColumnKey,
  type ReportFigures,
  type VideoReportRow,
} from '@portal/shared';

/** Exact micro-units ("1234567.25") as an amount of the currency ("1.23456725"). */
export function microsAsAmount(micros: string): string {
  const negative = micros.startsWith('-');
  const [whole = '0', fraction = ''] = micros.replace('-', '').split('.');
  const padded = whole.padStart(7, '0');
  const units = padded.slice(0, -6).replace(/^0+(?=\d)/, '');
  const decimals = `${padded.slice(-6)}${fraction}`.replace(/0+$/, '');
  return `${negative ? '-' : ''}${units}${decimals ? `.${decimals}` : ''}`;
}

/** A number as the export writes it: figures and amounts ("-12", "0.0042"). */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What makes a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV field: quoted when it holds a delimiter, a quote or a line break. A cell that a
 * spreadsheet would run as a formula gets a leading apostrophe, whatever follows the
 * first character (`-1+HYPERLINK(…)` is a formula too); only a plain number is left as
 * it is, which a spreadsheet reads as a number.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const perMille = (rpmMicros: number) => (rpmMicros / 1_000_000).toFixed(4);
const percent = (ratio: number) => (ratio * 100).toFixed(2);

export type Column<T> = {
  key: ReportColumnKey;
  value: (row: T) => string | number | null;
  gross?: true;
};

const DAILY: Column<DailyFigures>[] = [
  { key: 'day', value: (row) => row.day },
  { key: 'views', value: (row) => row.views },
  { key: 'premiumViews', value: (row) => row.premium_views },
  { key: 'revenue', value: (row) => microsAsAmount(row.revenue) },
  { key: 'netRevenue', value: (row) => microsAsAmount(row.net_revenue ?? '0'), gross: true },
  { key: 'rpm', value: (row) => perMille(row.rpm) },
];

/** The figures a channel row and a Short's row both show, in the same order. */
const FIGURES: Column<ReportFigures>[] = [
  { key: 'views', value: (row) => row.views },
  { key: 'premiumViews', value: (row) => row.premium_views },
  { key: 'premiumRatio', value: (row) => percent(row.premium_ratio) },
  { key: 'revenue', value: (row) => microsAsAmount(row.revenue) },
  { key: 'netRevenue', value: (row) => microsAsAmount(row.net_revenue ?? '0'), gross: true },
  { key: 'rpm', value: (row) => perMille(row.rpm) },
];

const CHANNELS: Column<ChannelReportRow>[] = [
  { key: 'channelId', value: (row) => row.channel_id },
  { key: 'channel', value: (row) => row.title },
  { key: 'shorts', value: (row) => row.shorts },
  ...FIGURES,
];

const VIDEOS: Column<VideoReportRow>[] = [
  { key: 'videoId', value: (row) => row.video_id },
  { key: 'title', value: (row) => row.title },
  { key: 'channel', value: (row) => row.channel_title },
  { key: 'published', value: (row) => row.published_at?.slice(0, 10) ?? null },
  ...FIGURES,
  { key: 'premiumRpm', value: (row) => perMille(row.premium_rpm) },
  { key: 'viewRate', value: (row) => row.average_view_percentage.toFixed(2) },
  { key: 'viewDuration', value: (row) => row.average_view_duration_seconds.toFixed(1) },
  { key: 'isrc', value: (row) => row.music?.isrc ?? null },
];

export const EXPORT_COLUMNS = { daily: DAILY, channels: CHANNELS, videos: VIDEOS };

/**
 * Writes a report as CSV lines: a header in the reader's language, then each row, money
 * as exact amounts of `currency` (every decimal kept, so the rows add up to the totals).
 */
export function csvWriter<T>(
  columns: Column<T>[],
  options: { locale: Locale; currency: Currency; showsGross: boolean },
) {
  const shown = columns.filter((column) => options.showsGross || !column.gross);
  const labels = REPORT_COLUMNS[options.locale];
  return {
    header: `${shown.map((column) => csvField(labels[column.key].replace('{currency}', options.currency))).join(',')}\r\n`,
    line: (row: T) => `${shown.map((column) => csvField(column.value(row))).join(',')}\r\n`,
  };
}
