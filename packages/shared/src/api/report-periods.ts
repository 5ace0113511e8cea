/**
 * The report periods, apart from the schemas (revenue.ts): the web app's first load asks
 * for the dashboard's figures with the default period, and must not bring zod with it.
 */

/** Periods of every report: the last 7/28/90 days of data, calendar months, a range, or all. */
export const REPORT_PERIODS = [
  '7d',
  '28d',
  '90d',
  'this_month',
  'last_month',
  'custom',
  'lifetime',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = '28d';

/**
 * How the video report first lists its Shorts: the most revenue first, 50 to a page. The
 * first HTML's early call asks for that page (early-calls.ts), so the report's screen and
 * the call must take it from here.
 */
export const VIDEO_REPORT_FIRST_VIEW = { sort: 'revenue', order: 'desc', size: 50 } as const;
