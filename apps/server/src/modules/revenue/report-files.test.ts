import { describe, expect, it } from 'vitest';
import { TextCells } from './line-cells.ts';
import { LINE_READERS, parseScaled, times } from './report-files.ts';

describe('reading report values', () => {
  it('turns decimals into whole units exactly, rounding half up, also past 2^53', () => {
    expect(parseScaled('1.2345675', 6, 'x')).toBe(1234568);
    expect(parseScaled('0.0000004', 6, 'x')).toBe(0);
    expect(parseScaled('7', 3, 'x')).toBe(7000);
    expect(parseScaled('', 3, 'x', true)).toBe(0);
    expect(parseScaled('999999999999999.9999995', 6, 'x')).toBe(1000000000000000000000n);
    expect(() => parseScaled('1e5', 6, 'x')).toThrow('"1e5" is not a number');
    expect(() => parseScaled('-0.5', 6, 'x')).toThrow('"-0.5" is negative');
    expect(() => parseScaled('1.', 6, 'x')).toThrow('"1." is not a number');
  });

  it('multiplies exactly, and refuses what the database cannot store', () => {
    expect(times(3, 60, 'x')).toBe(180);
    expect(times(2 ** 52, 4, 'x')).toBe(2n ** 54n);
    expect(() => times(2n ** 62n, 2, 'watch_time_minutes')).toThrow('the value is too large');
  });

  it('reads a views line into its staging row, weighting averages by views', () => {
    const header = [
      'date',
      'channel_id',
      'video_id',
      'country_code',
      'views',
      'average_view_duration_seconds',
      'average_view_duration_percentage',
    ];
    const read = LINE_READERS.views(header);
    expect(
      read(
        new TextCells().set(
          '20261101,UCimportFixtureChannel01,aaaaaaaaaa1,kr,12,30.5,80.25',
          0,
          62,
        ),
      ),
    ).toEqual([
      '2026-11-01',
      'aaaaaaaaaa1',
      'KR',
      'UCimportFixtureChannel01',
      12,
      0,
      0,
      366000,
      0,
      96300,
    ]);
  });
});
