import type { Locale } from '../locales.ts';
import { dateFormat } from './intl-cache.ts';

/**
 * A date as the API sends it: a calendar day `YYYY-MM-DD` (report days), an ISO
 * timestamp (registration date), epoch milliseconds or a Date.
 */
export type DateInput = string | number | Date;

/**
 * - `long`: 2026년 1월 15일 · January 15, 2026 · 2026年1月15日
 * - `medium`: 2026. 1. 15. · Jan 15, 2026 · 2026年1月15日
 * - `short`: 2026. 1. 15. · 1/15/2026 · 2026/1/15
 * - `monthDay` (chart axes): 1. 15. · 1/15
 * - `yearMonth` (monthly reports): 2026년 1월 · January 2026 · 2026年1月
 */
export type DateStyle = 'long' | 'medium' | 'short' | 'monthDay' | 'yearMonth';

const STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  medium: { dateStyle: 'medium' },
  short: { year: 'numeric', month: 'numeric', day: 'numeric' },
  monthDay: { month: 'numeric', day: 'numeric' },
  yearMonth: { year: 'numeric', month: 'long' },
};

export interface DateFormatOptions {
  style?: DateStyle;
  /**
   * Time zone for timestamps (default: the runtime's). Calendar days ignore it unless
   * given: a report day is the same day wherever it is read.
   */
  timeZone?: string;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface ParsedDate {
  date: Date;
  calendarDay: boolean;
}

function parseDate(value: DateInput): ParsedDate | undefined {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) {
      const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
      // Date.UTC rolls 2026-02-30 over into March; such a day does not exist.
      const exists =
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === dayOfMonth;
      return exists ? { date, calendarDay: true } : undefined;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : { date, calendarDay: false };
}

function formatterFor(
  locale: Locale,
  options: DateFormatOptions,
  calendarDay: boolean,
): Intl.DateTimeFormat {
  // A calendar day was built at UTC midnight, so it is read back in UTC.
  const timeZone = options.timeZone ?? (calendarDay ? 'UTC' : undefined);
  return dateFormat(locale, {
    ...STYLES[options.style ?? 'medium'],
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A date in the language's own form; empty for a value that is not a date. */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  const parsed = parseDate(value);
  if (!parsed) return '';
  return formatterFor(locale, options, parsed.calendarDay).format(parsed.date);
}

/**
 * A period, with what both ends share written once where the language does so
 * (Jan 1 – 15, 2026; 2026년 1월 1일~15일). Empty when either end is not a date.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  const from = parseDate(start);
  const to = parseDate(end);
  if (!from || !to) return '';
  const format = formatterFor(locale, options, from.calendarDay && to.calendarDay);
  return format.formatRange(from.date, to.date);
}
