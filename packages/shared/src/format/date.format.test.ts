import { describe, expect, test } from 'vitest';
import { formatDate, formatDateRange } from './date.format.ts';

// The exact strings of Node 24's ICU (78), which Chromium shows too. Report days are
// `YYYY-MM-DD` and read the same in every time zone.
const DAY = '2026-01-15';

describe('formatDate', () => {
  test.each([
    ['ko', ['2026. 1. 15.', '2026년 1월 15일', '2026. 1. 15.', '1. 15.', '2026년 1월']],
    ['en', ['Jan 15, 2026', 'January 15, 2026', '1/15/2026', '1/15', 'January 2026']],
    ['zh-CN', ['2026年1月15日', '2026年1月15日', '2026/1/15', '1/15', '2026年1月']],
    ['zh-TW', ['2026年1月15日', '2026年1月15日', '2026/1/15', '1/15', '2026年1月']],
  ] as const)('%s', (locale, expected) => {
    expect([
      formatDate(DAY, locale),
      formatDate(DAY, locale, { style: 'long' }),
      formatDate(DAY, locale, { style: 'short' }),
      formatDate(DAY, locale, { style: 'monthDay' }),
      formatDate(DAY, locale, { style: 'yearMonth' }),
    ]).toEqual(expected);
  });

  test('timestamps follow the given time zone; non-dates give empty text', () => {
    expect(formatDate('2026-01-15T23:30:00Z', 'en', { timeZone: 'Asia/Seoul' })).toBe(
      'Jan 16, 2026',
    );
    expect(formatDate(new Date(Date.UTC(2026, 0, 15, 12)), 'ko', { timeZone: 'UTC' })).toBe(
      '2026. 1. 15.',
    );
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate('2026-13-45', 'en')).toBe('');
    expect(formatDate('2026-02-30', 'en')).toBe('');
    expect(formatDate('2024-02-29', 'en')).toBe('Feb 29, 2024');
  });
});

describe('formatDateRange', () => {
  test.each([
    [
      'ko',
      ['2026. 1. 1. ~ 2026. 1. 15.', '2026년 1월 15일~2월 3일', '2025. 12. 25. ~ 2026. 1. 3.'],
    ],
    // English puts thin spaces (U+2009) around the en dash.
    [
      'en',
      [
        'Jan 1\u2009–\u200915, 2026',
        'January 15\u2009–\u2009February 3, 2026',
        'Dec 25, 2025\u2009–\u2009Jan 3, 2026',
      ],
    ],
    ['zh-CN', ['2026/1/1 – 2026/1/15', '2026/1/15 – 2026/2/3', '2025/12/25 – 2026/1/3']],
    ['zh-TW', ['2026/1/1至2026/1/15', '2026/1/15至2026/2/3', '2025/12/25至2026/1/3']],
  ] as const)('%s', (locale, expected) => {
    expect([
      formatDateRange('2026-01-01', DAY, locale),
      formatDateRange(DAY, '2026-02-03', locale, { style: 'long' }),
      formatDateRange('2025-12-25', '2026-01-03', locale),
    ]).toEqual(expected);
  });

  test('one day is one date; a bad end gives empty text', () => {
    expect(formatDateRange(DAY, DAY, 'en')).toBe('Jan 15, 2026');
    expect(formatDateRange(DAY, 'later', 'en')).toBe('');
  });
});
