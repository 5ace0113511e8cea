import { describe, expect, it } from 'vitest';
import { eachDay, previousPeriod, resolvePeriod } from './report-period.ts';

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
});
