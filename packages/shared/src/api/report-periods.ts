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
