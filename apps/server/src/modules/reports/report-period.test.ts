import { describe, expect, it } from 'vitest';
import { dayNumber, dayText } from '../../lib/days.ts';
import {
  MAX_BLOCK_LEVEL,
  blocksOf,
  eachDay,
  previousPeriod,
  resolvePeriod,
} from './report-period.ts';

const data = { firstDay: '2026-05-24', lastDay: '2026-11-19' };
const today = '2026-11-21';

describe('report periods', () => {
  it('ends the rolling periods on the last day with data', () => {
    expect(resolvePeriod({ period: '7d' }, data, today)).toEqual({
      from: '2026-11-13',
      to: '2026-11-19',
    });
    expect(resolvePeriod({ period: '28d' }, data, today)).toEqual({
      from: '2026-10-23',
      to: '2026-11-19',
    });
    expect(resolvePeriod({ period: '90d' }, data, today).from).toBe('2026-08-22');
  });

  it('ends them today before any data', () => {
    expect(resolvePeriod({ period: '7d' }, { firstDay: null, lastDay: null }, today)).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
  });

  it('takes calendar months from today, across a year boundary too', () => {
    expect(resolvePeriod({ period: 'this_month' }, data, today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-21',
    });
    expect(resolvePeriod({ period: 'last_month' }, data, '2027-01-05')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(resolvePeriod({ period: 'last_month' }, data, '2028-03-01')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('runs lifetime from the first day with data and compares it with nothing', () => {
    const range = resolvePeriod({ period: 'lifetime' }, data, today);
    expect(range).toEqual({ from: '2026-05-24', to: '2026-11-19' });
    expect(previousPeriod('lifetime', range)).toBeNull();
  });

  it('compares a period with the one of equal length just before', () => {
    const range = resolvePeriod(
      { period: 'custom', from: '2026-03-01', to: '2026-03-31' },
      data,
      today,
    );
    expect(previousPeriod('custom', range)).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(eachDay(previousPeriod('custom', range)!)).toHaveLength(31);
  });

  it('cuts any range into days and aligned blocks that cover each day exactly once', () => {
    const ranges = [
      { from: '2026-10-23', to: '2026-11-19' },
      { from: '2026-11-19', to: '2026-11-19' },
      { from: '2016-11-22', to: '2026-11-19' },
    ];
    for (let i = 0; i < 200; i++) {
      const from = dayNumber('2025-01-01') + ((i * 7919) % 600);
      ranges.push({ from: dayText(from), to: dayText(from + ((i * 104729) % 400)) });
    }
    for (const range of ranges) {
      const { days, blocks } = blocksOf(range);
      const covered = [
        ...days,
        ...blocks.flatMap(({ level, start }) => {
          expect(level).toBeGreaterThanOrEqual(1);
          expect(level).toBeLessThanOrEqual(MAX_BLOCK_LEVEL);
          expect(dayNumber(start) % 2 ** level).toBe(0);
          return eachDay({ from: start, to: dayText(dayNumber(start) + 2 ** level - 1) });
        }),
      ].sort();
      expect(covered).toEqual(eachDay(range));
      const length = covered.length;
      expect(days.length + blocks.length).toBeLessThanOrEqual(
        2 * Math.ceil(Math.log2(length + 1)) + Math.floor(length / 2 ** MAX_BLOCK_LEVEL),
      );
    }
    // 28 days: 2 single days and 3 blocks, not 28 rows per Short.
    expect(blocksOf({ from: '2026-10-23', to: '2026-11-19' })).toEqual({
      days: ['2026-10-23', '2026-11-19'],
      blocks: [
        { level: 1, start: '2026-10-24' },
        { level: 4, start: '2026-10-26' },
        { level: 3, start: '2026-11-11' },
      ],
    });
  });
});
