import { describe, expect, it } from 'vitest';
import type { StageValue } from './report-files.ts';
import { ShortDayGroups } from './short-days.ts';

const A = 'UCaaaaaaaaaaaaaaaaaaaaaa';
const B = 'UCbbbbbbbbbbbbbbbbbbbbbb';

/** A revenue row in ROW_COLUMNS order: day, video, country, channel, revenue, premium revenue. */
const row = (
  day: string,
  video: string,
  country: string,
  revenue: number | bigint,
  channel = A,
): StageValue[] => [day, video, country, channel, revenue, 1];

describe('a report file’s rows summed per day and Short while read', () => {
  it('gives one row per day and Short, its countries in order and each summed', () => {
    const groups = new ShortDayGroups('revenue');
    groups.add(row('2026-11-01', 'video000001', 'US', 5));
    groups.add(row('2026-11-01', 'video000001', 'KR', 7));
    groups.add(row('2026-11-01', 'video000002', 'ZZ', 1));
    groups.add(row('2026-11-01', 'video000001', 'US', 10));
    groups.add(row('2026-11-02', 'video000001', 'KR', 2));
    expect(groups.take(true)).toEqual([
      ['2026-11-01', 'video000001', A, 'KRUS', '{{7,1},{15,2}}', 22, 3],
      ['2026-11-01', 'video000002', A, 'ZZ', '{{1,1}}', 1, 1],
      ['2026-11-02', 'video000001', A, 'KR', '{{2,1}}', 2, 1],
    ]);
    expect(groups.stage).toBe('whole');
    expect(groups.totalTooLarge).toBe(false);
  });

  it('stays exact past 2^53 and notes a total past what a bigint holds', () => {
    const groups = new ShortDayGroups('revenue');
    groups.add(row('2026-11-01', 'video000001', 'KR', Number.MAX_SAFE_INTEGER));
    groups.add(row('2026-11-01', 'video000001', 'KR', 2));
    expect(groups.take(true)).toEqual([
      ['2026-11-01', 'video000001', A, 'KR', '{{9007199254740993,2}}', 9007199254740993n, 2],
    ]);
    groups.add(row('2026-11-01', 'video000001', 'KR', 2n ** 62n));
    groups.add(row('2026-11-01', 'video000001', 'KR', 2n ** 62n));
    expect(groups.totalTooLarge).toBe(true);
    // The file is refused at its merge: nothing of it needs staging.
    expect(groups.take(true)).toEqual([]);
  });

  it('notes a Short’s day past what a bigint holds over its countries, where no country is', () => {
    const groups = new ShortDayGroups('revenue');
    groups.add(row('2026-11-01', 'video000001', 'KR', 2n ** 62n));
    groups.add(row('2026-11-01', 'video000001', 'US', 2n ** 62n));
    expect(groups.totalTooLarge).toBe(false);
    expect(groups.take(true)).toEqual([]);
    expect(groups.totalTooLarge).toBe(true);
  });

  it('leaves the summing to the merge where a Short spans stage rows', () => {
    const twoChannels = new ShortDayGroups('revenue');
    twoChannels.add(row('2026-11-01', 'video000001', 'KR', 1, A));
    twoChannels.add(row('2026-11-01', 'video000001', 'KR', 2, B));
    expect(twoChannels.take(true)).toEqual([
      ['2026-11-01', 'video000001', A, 'KR', '{{1,1}}', 1, 1],
      ['2026-11-01', 'video000001', B, 'KR', '{{2,1}}', 2, 1],
    ]);
    expect(twoChannels.stage).toBe('parts');

    const window = new ShortDayGroups('revenue', 2);
    window.add(row('2026-11-01', 'video000001', 'KR', 1));
    expect(window.full).toBe(false);
    window.add(row('2026-11-01', 'video000002', 'KR', 1));
    expect(window.full).toBe(true);
    expect(window.take(false)).toHaveLength(2);
    window.add(row('2026-11-01', 'video000001', 'US', 1));
    expect(window.take(true)).toEqual([['2026-11-01', 'video000001', A, 'US', '{{1,1}}', 1, 1]]);
    expect(window.stage).toBe('parts');
  });
});
