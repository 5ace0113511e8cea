import { describe, expect, test } from 'vitest';
import { formatBasisPoints, formatCount, formatPercent } from './number.format.ts';

// The exact strings of Node 24's ICU (78), which Chromium shows too.
const VALUES = [0, 999, 1_000, 12_345, 1_234_567, 100_000_000];

describe('formatCount', () => {
  test.each([
    ['ko', ['0', '999', '1,000', '12,345', '1,234,567', '100,000,000']],
    ['en', ['0', '999', '1,000', '12,345', '1,234,567', '100,000,000']],
    ['zh-CN', ['0', '999', '1,000', '12,345', '1,234,567', '100,000,000']],
    ['zh-TW', ['0', '999', '1,000', '12,345', '1,234,567', '100,000,000']],
  ] as const)('%s in full', (locale, expected) => {
    expect(VALUES.map((value) => formatCount(value, locale))).toEqual(expected);
  });

  test.each([
    // K, M, B in English; 만 and 억 in Korean; 万/亿 and 萬/億 in Chinese, which count in
    // ten thousands, so 1,000 stays whole there.
    ['ko', ['0', '999', '1,000', '1.2만', '123만', '1억']],
    ['en', ['0', '999', '1K', '12K', '1.2M', '100M']],
    ['zh-CN', ['0', '999', '1,000', '1.2万', '123万', '1亿']],
    ['zh-TW', ['0', '999', '1,000', '1.2萬', '123萬', '1億']],
  ] as const)('%s compact', (locale, expected) => {
    expect(VALUES.map((value) => formatCount(value, locale, { compact: true }))).toEqual(expected);
  });

  test('bigint counts and billions', () => {
    expect(formatCount(1_234_567n, 'en')).toBe('1,234,567');
    expect(formatCount(2_500_000_000n, 'en', { compact: true })).toBe('2.5B');
    expect(formatCount(2_500_000_000n, 'ko', { compact: true })).toBe('25억');
    expect(formatCount(12_345n, 'zh-TW', { compact: true })).toBe('1.2萬');
  });
});

describe('formatPercent', () => {
  test.each([
    ['ko', '12.3%'],
    ['en', '12.3%'],
    ['zh-CN', '12.3%'],
    ['zh-TW', '12.3%'],
  ] as const)('%s', (locale, expected) => {
    expect(formatPercent(0.1234, locale)).toBe(expected);
    expect(formatPercent(0, locale)).toBe('0%');
    expect(formatPercent(1, locale)).toBe('100%');
  });

  test('a tiny negative share is not "-0%"; digits can be asked for', () => {
    expect(formatPercent(-0.0001, 'en')).toBe('0%');
    expect(formatPercent(0.5, 'en', { minimumFractionDigits: 1 })).toBe('50.0%');
    expect(formatPercent(0.123456, 'en', { maximumFractionDigits: 2 })).toBe('12.35%');
  });

  test('basis points (the fee rate)', () => {
    expect(formatBasisPoints(1250, 'ko')).toBe('12.5%');
    expect(formatBasisPoints(3333, 'en')).toBe('33.33%');
    expect(formatBasisPoints(0, 'zh-CN')).toBe('0%');
  });
});
