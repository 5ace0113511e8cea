import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';
import { ImportError, importProblemKeys, problemText, refusalText } from './import-problems.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('import problems in every language', () => {
  it('names the same values in every language', () => {
    for (const key of importProblemKeys())
      for (const locale of LOCALES)
        expect(placeholders(problemText({ key }, locale)), `${key} ${locale}`).toEqual(
          placeholders(problemText({ key }, 'en')),
        );
  });

  it('tells a refused file, its line and column in the operator’s language', () => {
    const error = new ImportError(
      'views.csv',
      { key: 'notNumber', params: { value: 'abc' } },
      { line: 7, column: 'views' },
    );
    expect(error.message).toBe('views.csv (line 7, column "views"): "abc" is not a number');
    expect(
      refusalText('ko', {
        file: 'views.csv',
        line: 7,
        column: 'views',
        reason: problemText(error.problem!, 'ko'),
      }),
    ).toBe('views.csv (7번째 줄, "views" 열): "abc"은(는) 숫자가 아닙니다');
  });
});
