import {
  figuresOf,
  REPORT_COLUMNS,
  REPORT_FIGURES,
  type ChannelReportRow,
  type Currency,
  type DailyFigures,
  type FigureCsv,
  type FigurePart,
  type Locale,
  type ReportColumnKey,
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

type Cell = string | number | null;
/** How each kind of figure column is written (report-figures.ts names it per figure). */
const FORMATS: Record<FigureCsv['format'], (value: Cell) => Cell> = {
  whole: (value) => value,
  // A member's export has no net column; a manager's net is never null.
  amount: (value) => microsAsAmount((value as string | null) ?? '0'),
  percent: (value) => percent(value as number),
  perMille: (value) => perMille(value as number),
  decimals2: (value) => (value as number).toFixed(2),
  decimals1: (value) => (value as number).toFixed(1),
};

/**
 * The figure columns of rows showing `part` of the report figures, in registry order:
 * those the registry gives a CSV column (for `exported`, when only one export has it).
 */
function figureColumns<T>(part: FigurePart, exported?: FigureCsv['only']): Column<T>[] {
  return figuresOf(part).flatMap((name) => {
    const spec: { kind: string; csv?: FigureCsv } = REPORT_FIGURES[name];
    const csv = spec.csv;
    if (!csv || (csv.only && csv.only !== exported)) return [];
    const value = (row: T) => FORMATS[csv.format]((row as Record<string, Cell>)[name] ?? null);
    return [spec.kind === 'net' ? { key: csv.key, value, gross: true } : { key: csv.key, value }];
  });
}

const DAILY: Column<DailyFigures>[] = [
  { key: 'day', value: (row) => row.day },
  ...figureColumns<DailyFigures>('daily'),
];

const CHANNELS: Column<ChannelReportRow>[] = [
  { key: 'channelId', value: (row) => row.channel_id },
  { key: 'channel', value: (row) => row.title },
  { key: 'shorts', value: (row) => row.shorts },
  ...figureColumns<ChannelReportRow>('figures'),
];

const VIDEOS: Column<VideoReportRow>[] = [
  { key: 'videoId', value: (row) => row.video_id },
  { key: 'title', value: (row) => row.title },
  { key: 'channel', value: (row) => row.channel_title },
  { key: 'published', value: (row) => row.published_at?.slice(0, 10) ?? null },
  ...figureColumns<VideoReportRow>('figures', 'videos'),
  ...figureColumns<VideoReportRow>('video'),
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
