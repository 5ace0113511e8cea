import { describe, expect, test } from 'vitest';
import { compactIsrc, isrcParts, normaliseIsrc } from './isrc.ts';

describe('ISRC', () => {
  test.each([
    ['KRA122600001', 'KRA122600001'],
    ['kr-a12-26-00001', 'KRA122600001'],
    ['ISRC KR-A12-26-00001', 'KRA122600001'],
    ['isrc:USRC12600002', 'USRC12600002'],
    [' GB 7TP 26 00412 ', 'GB7TP2600412'],
  ])('%s normalises to %s', (typed, stored) => {
    expect(normaliseIsrc(typed)).toBe(stored);
  });

  test.each([
    '',
    'KRA12260000',
    'KRA1226000012',
    '1RA122600001',
    'KRA12A600001',
    'KR_A12_26_00001',
  ])('%s is not an ISRC', (typed) => {
    expect(normaliseIsrc(typed)).toBeUndefined();
  });

  test('a part of one is compacted the same way, for searching', () => {
    expect(compactIsrc('kr-a12-26')).toBe('KRA1226');
  });

  test('splits into the fixed prefix and the rest for display', () => {
    expect(isrcParts('KRA122600001')).toEqual({
      prefix: 'KR-A12',
      rest: '26-00001',
      display: 'KR-A12-26-00001',
    });
    expect(isrcParts('odd')).toEqual({ prefix: '', rest: 'odd', display: 'odd' });
  });
});
