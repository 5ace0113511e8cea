import { describe, expect, test } from 'vitest';
import { formatMoney, formatRpm, microsToAmount, rpmMicros } from './money.format.ts';

// The exact strings of Node 24's ICU (78), which Chromium shows too.
const UNITS = [0, 999, 1_000, 12_345, 1_234_567, 100_000_000];
const micros = (units: number) => BigInt(units) * 1_000_000n;

describe('formatMoney', () => {
  const won = ['₩0', '₩999', '₩1,000', '₩12,345', '₩1,234,567', '₩100,000,000'];
  const dollars = [
    '$0.00',
    '$999.00',
    '$1,000.00',
    '$12,345.00',
    '$1,234,567.00',
    '$100,000,000.00',
  ];

  test.each(['ko', 'en', 'zh-CN', 'zh-TW'] as const)(
    '%s: ₩ with no decimals, $ with two, the symbol in front',
    (locale) => {
      expect(UNITS.map((units) => formatMoney(micros(units), 'KRW', locale))).toEqual(won);
      expect(UNITS.map((units) => formatMoney(units * 1_000_000, 'USD', locale))).toEqual(dollars);
    },
  );

  test.each([
    ['ko', ['₩0', '₩999', '₩1,000', '₩1.2만', '₩123만', '₩1억']],
    ['en', ['₩0', '₩999', '₩1K', '₩12K', '₩1.2M', '₩100M']],
    ['zh-CN', ['₩0', '₩999', '₩1,000', '₩1.2万', '₩123万', '₩1亿']],
    ['zh-TW', ['₩0', '₩999', '₩1,000', '₩1.2萬', '₩123萬', '₩1億']],
  ] as const)('%s compact won', (locale, expected) => {
    expect(
      UNITS.map((units) => formatMoney(micros(units), 'KRW', locale, { compact: true })),
    ).toEqual(expected);
  });

  test.each([
    ['ko', ['$0.00', '$999.00', '$1,000.00', '$1.2만', '$123만', '$1억']],
    ['en', ['$0.00', '$999.00', '$1K', '$12K', '$1.2M', '$100M']],
    ['zh-CN', ['$0.00', '$999.00', '$1,000.00', '$1.2万', '$123万', '$1亿']],
    ['zh-TW', ['$0.00', '$999.00', '$1,000.00', '$1.2萬', '$123萬', '$1億']],
  ] as const)('%s compact dollars', (locale, expected) => {
    expect(
      UNITS.map((units) => formatMoney(micros(units), 'USD', locale, { compact: true })),
    ).toEqual(expected);
  });

  test('rounding, negatives and amounts beyond 2^53 micros', () => {
    expect(formatMoney(1_234_567, 'USD', 'en')).toBe('$1.23');
    expect(formatMoney(1_235_000, 'USD', 'en')).toBe('$1.24');
    expect(formatMoney(1_500_000, 'KRW', 'ko')).toBe('₩2');
    expect(formatMoney(-1_234_567, 'USD', 'en')).toBe('-$1.23');
    expect(formatMoney(-1, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(9_007_199_254_740_993_123n, 'USD', 'en')).toBe('$9,007,199,254,740.99');
    expect(microsToAmount(1_500_000n)).toBe(1.5);
  });
});

describe('RPM', () => {
  test('revenue per 1 000 views, none without views', () => {
    expect(rpmMicros(12_600_000n, 3_000)).toBe(4_200_000);
    expect(rpmMicros(12_600_000, 0)).toBeUndefined();
  });

  test.each(['ko', 'en', 'zh-CN', 'zh-TW'] as const)(
    '%s: sub-cent values keep two significant digits',
    (locale) => {
      const values = [4_200, 42_000, 560_000, 4_200_000, 5_600_000, 56_700_000, 0];
      expect(values.map((value) => formatRpm(value, 'USD', locale))).toEqual([
        '$0.0042',
        '$0.042',
        '$0.56',
        '$4.20',
        '$5.60',
        '$56.70',
        '$0.00',
      ]);
      expect(values.map((value) => formatRpm(value, 'KRW', locale))).toEqual([
        '₩0.0042',
        '₩0.042',
        '₩0.56',
        '₩4.2',
        '₩5.6',
        '₩57',
        '₩0',
      ]);
    },
  );

  test('a fractional RPM in micros, as computed', () => {
    const rpm = rpmMicros(1_260n, 300_000);
    expect(rpm).toBeCloseTo(4.2);
    expect(formatRpm(rpmMicros(12_600n, 3_000) ?? 0, 'USD', 'en')).toBe('$0.0042');
  });
});
