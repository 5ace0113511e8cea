import { describe, expect, it } from 'vitest';
import { expectedRevenueByDay, feeRateOn, memberShareMicros } from './fee-rates.ts';

describe('revenue share rules', () => {
  const history = [
    { id: 1, feeRateBp: 2000, effectiveFrom: '2026-03-01' },
    { id: 2, feeRateBp: 3000, effectiveFrom: '2026-03-10' },
    { id: 3, feeRateBp: 2500, effectiveFrom: '2026-03-10' },
  ];

  it('applies the latest change effective on or before each day; 0 before any', () => {
    expect(feeRateOn(history, '2026-02-28')).toBe(0);
    expect(feeRateOn(history, '2026-03-01')).toBe(2000);
    expect(feeRateOn(history, '2026-03-09')).toBe(2000);
    // Two changes for the same day: the one recorded last wins.
    expect(feeRateOn(history, '2026-03-10')).toBe(2500);
    expect(feeRateOn([...history].reverse(), '2026-03-10')).toBe(2500);
  });

  it('splits revenue in integer micros without losing any', () => {
    expect(memberShareMicros(1_000_000n, 2000)).toBe(800_000n);
    expect(memberShareMicros(1n, 3333)).toBe(0n);
    expect(memberShareMicros(12_345_678_901n, 1234)).toBe(10_822_222_124n);
    expect(memberShareMicros(5n, 0)).toBe(5n);
    expect(memberShareMicros(5n, 10_000)).toBe(0n);
  });

  it('gives each day the rate in force that day', () => {
    const days = ['2026-03-09', '2026-03-10'].map((day) => ({ day, revenueMicros: 2_000_000n }));
    expect(expectedRevenueByDay(days, history).map((d) => d.expectedMicros)).toEqual([
      1_600_000n,
      1_500_000n,
    ]);
  });
});
