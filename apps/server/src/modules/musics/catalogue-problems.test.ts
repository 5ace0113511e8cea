import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';
import { catalogueProblemKeys, catalogueReason } from './catalogue-problems.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogue problems in every language', () => {
  it('names the same values in every language', () => {
    for (const key of catalogueProblemKeys())
      for (const locale of LOCALES)
        expect(placeholders(catalogueReason({ key }, locale)), `${key} ${locale}`).toEqual(
          placeholders(catalogueReason({ key }, 'en')),
        );
  });

  it('puts the place of a first occurrence in words too', () => {
    const issue = {
      key: 'duplicateIsrc',
      params: { value: 'KRA012600001', first: 'line 4' },
    } as const;
    expect(catalogueReason(issue, 'en')).toBe('ISRC KRA012600001 appears again (first at line 4)');
    expect(catalogueReason(issue, 'zh-TW')).toBe(
      'ISRC KRA012600001 重複出現（首次出現於 第 4 行）',
    );
  });
});
