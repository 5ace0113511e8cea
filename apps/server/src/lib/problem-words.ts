import type { Locale } from '@portal/shared';

/**
 * `template` with each `{name}` replaced by its parameter (left as written when there
 * is none), each value put in words by `word` where a parameter needs more than String.
 */
export function fillIn(
  template: string,
  params: Record<string, string | number> | undefined,
  word: (name: string, value: string | number) => string = (_name, value) => String(value),
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : word(name, value);
  });
}

const LINE: Record<Locale, string> = {
  en: 'line {line}',
  ko: '{line}번째 줄',
  'zh-CN': '第 {line} 行',
  'zh-TW': '第 {line} 行',
};

/** A line of a file, in `locale`: the words a refusal names its place with. */
export function lineText(line: number, locale: Locale): string {
  return fillIn(LINE[locale], { line });
}
