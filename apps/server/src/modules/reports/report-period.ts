import type { DayRange, ReportPeriod } from '@portal/shared';
import { addDays, dayNumber, dayText } from '../../lib/days.ts';

export function daysIn(range: DayRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** Every day of a range, in order. */
export function eachDay(range: DayRange): string[] {
  const first = dayNumber(range.from);
  return Array.from({ length: daysIn(range) }, (_, index) => dayText(first + index));
}

export type PeriodInput = { period: ReportPeriod; from?: string; to?: string };

/**
 * The days a period covers. The rolling periods end on the last day with data (YouTube's
 * reports arrive two or three days late, so "the last 7 days" means the last 7 days we
 * have); calendar months follow today's date; lifetime runs from the first day with data.
 * Days are UTC calendar days, like fee rates (decision 006).
 */
export function resolvePeriod(
  input: PeriodInput,
  data: { firstDay: string | null; lastDay: string | null },
  today: string,
): DayRange {
  const end = data.lastDay ?? today;
  switch (input.period) {
    case '7d':
    case '28d':
    case '90d': {
      const length = Number.parseInt(input.period, 10);
      return { from: addDays(end, 1 - length), to: end };
    }
    case 'this_month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last_month': {
      const firstOfThisMonth = `${today.slice(0, 7)}-01`;
      const lastOfPrevious = addDays(firstOfThisMonth, -1);
      return { from: `${lastOfPrevious.slice(0, 7)}-01`, to: lastOfPrevious };
    }
    case 'custom':
      // The query schema makes sure both are there and in order.
      return { from: input.from!, to: input.to! };
    case 'lifetime':
      return { from: data.firstDay ?? end, to: end };
  }
}

/** The period of equal length just before, for comparison; none for lifetime. */
export function previousPeriod(period: ReportPeriod, range: DayRange): DayRange | null {
  if (period === 'lifetime') return null;
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The largest block of days kept per video: 2^10 = 1024 days (`video_blocks`). */
export const MAX_BLOCK_LEVEL = 10;

/**
 * A range as single days and aligned blocks of 2^level days (starting on a day number
 * divisible by 2^level), largest first where they fit: any range of n days is at most
 * about 2·log2(n) pieces, plus one block per 1024 days beyond.
 */
export function blocksOf(range: DayRange): {
  days: string[];
  blocks: { level: number; start: string }[];
} {
  const days: string[] = [];
  const blocks: { level: number; start: string }[] = [];
  const last = dayNumber(range.to);
  for (let day = dayNumber(range.from); day <= last;) {
    let level = 0;
    while (
      level < MAX_BLOCK_LEVEL &&
      day % 2 ** (level + 1) === 0 &&
      day + 2 ** (level + 1) - 1 <= last
    ) {
      level += 1;
    }
    if (level === 0) days.push(dayText(day));
    else blocks.push({ level, start: dayText(day) });
    day += 2 ** level;
  }
  return { days, blocks };
}
