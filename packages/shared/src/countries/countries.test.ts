import { describe, expect, test } from 'vitest';
import { CHART_COLORS, chartColor } from './chart-palette.ts';
import {
  COUNTRY_CODES,
  countryCoordinates,
  countryList,
  countryName,
  isCountryCode,
} from './countries.ts';

describe('countries', () => {
  test('the ISO 3166-1 alpha-2 list, with Kosovo as YouTube reports it', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    for (const code of ['KR', 'US', 'SS', 'CW', 'AX', 'XK']) expect(isCountryCode(code)).toBe(true);
    // Deleted or never assigned.
    for (const code of ['AN', 'YU', 'UK', 'EU', 'kr']) expect(isCountryCode(code)).toBe(false);
  });

  test.each([
    ['ko', ['대한민국', '미국', '대만', '베트남']],
    ['en', ['South Korea', 'United States', 'Taiwan', 'Vietnam']],
    ['zh-CN', ['韩国', '美国', '台湾', '越南']],
    ['zh-TW', ['南韓', '美國', '台灣', '越南']],
  ] as const)('%s names', (locale, expected) => {
    expect(['KR', 'US', 'TW', 'vn'].map((code) => countryName(code, locale))).toEqual(expected);
  });

  test('every code has a name in every language, and an unknown code shows as itself', () => {
    for (const locale of ['ko', 'en', 'zh-CN', 'zh-TW'] as const) {
      const list = countryList(locale);
      expect(list).toHaveLength(COUNTRY_CODES.length);
      expect(list.filter((country) => country.name === country.code)).toEqual([]);
    }
    expect(countryName('QQ', 'en')).toBe('QQ');
    expect(countryName('unknown', 'en')).toBe('unknown');
  });

  test('the list is sorted as the language sorts, and built once', () => {
    const korean = countryList('ko');
    expect(korean[0]?.name).toBe('가나');
    expect(countryList('ko')).toBe(korean);
    const english = countryList('en').map((country) => country.name);
    expect(english.indexOf('Åland Islands')).toBe(english.indexOf('Albania') - 1);
  });

  test('coordinates: a rough centre for each code', () => {
    expect(countryCoordinates('KR')).toEqual({ latitude: 35.91, longitude: 127.77 });
    expect(countryCoordinates('br')).toEqual({ latitude: -14.24, longitude: -51.93 });
    expect(countryCoordinates('ZZ')).toBeUndefined();
    for (const code of COUNTRY_CODES) {
      const point = countryCoordinates(code);
      expect(point, code).toBeDefined();
      expect(Math.abs(point!.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(point!.longitude)).toBeLessThanOrEqual(180);
    }
  });
});

describe('chart palette', () => {
  test('30 distinct RGB colours', () => {
    expect(CHART_COLORS).toHaveLength(30);
    expect(new Set(CHART_COLORS.map((rgb) => rgb.join())).size).toBe(30);
    for (const rgb of CHART_COLORS) {
      expect(
        rgb.every((channel) => Number.isInteger(channel) && channel >= 0 && channel <= 255),
      ).toBe(true);
    }
  });

  test('series take colours in order and wrap after 30', () => {
    expect(chartColor(0)).toBe('rgb(99 102 241)');
    expect(chartColor(30)).toBe(chartColor(0));
    expect(chartColor(-1)).toBe(chartColor(29));
    expect(chartColor(1, 0.2)).toBe('rgb(16 185 129 / 0.2)');
  });
});
