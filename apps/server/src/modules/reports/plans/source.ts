import type { WindowName, WindowPeriod } from '../report-windows.ts';

/**
 * Where a report's rows come from, decided once per call from what is precomputed
 * (report-windows.ts): a standard period's window rows, a custom range's blocks, or the
 * days added up when neither is current for the data as it is now.
 */
export type ReportSource =
  { kind: 'window'; period: WindowPeriod } | { kind: 'blocks' } | { kind: 'days' };

/** The source of a report whose current window (`currentWindow`) is `window`. */
export function sourceOf(window: WindowName | undefined): ReportSource {
  if (window === undefined) return { kind: 'days' };
  return window === 'custom' ? { kind: 'blocks' } : { kind: 'window', period: window };
}

export const ADDED_UP_DAYS: ReportSource = { kind: 'days' };
