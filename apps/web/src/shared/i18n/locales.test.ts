import { LOCALES, MESSAGES, OPERATOR_MESSAGES } from '@portal/shared';
import { describe, expect, test } from 'vitest';
import { loadLocale } from './i18n.ts';
import { SCREEN_TEXTS, type Screen } from './screen-texts.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [childKey, childValue] of flatten(value, path)) entries.set(childKey, childValue);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

/** i18next plural forms differ by language (Korean has only `_other`); compare the base key. */
function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const resources = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadLocale(locale)] as const)),
);
const screens = Object.keys(SCREEN_TEXTS) as Screen[];
/** The texts screens load for themselves (screen-texts.ts), per locale, by screen. */
const screenTexts = Object.fromEntries(
  await Promise.all(
    LOCALES.map(
      async (locale) =>
        [
          locale,
          Object.fromEntries(
            await Promise.all(
              screens.map(
                async (screen) => [screen, await SCREEN_TEXTS[screen][locale]()] as const,
              ),
            ),
          ),
        ] as const,
    ),
  ),
);
const catalogues = LOCALES.map((locale) => ({
  locale,
  texts: flatten({
    ...(resources[locale]!.translation as unknown as Tree),
    ...(screenTexts[locale] as unknown as Tree),
  }),
}));
const allKeys = new Set(catalogues.flatMap(({ texts }) => [...texts.keys()].map(baseKey)));

describe('translations', () => {
  test.each(catalogues)('$locale has every key, each with text', ({ texts }) => {
    const keys = new Set([...texts.keys()].map(baseKey));
    const missing = [...allKeys].filter((key) => !keys.has(key));
    const empty = [...texts]
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect(missing, 'keys missing').toEqual([]);
    expect(empty, 'keys without text').toEqual([]);
  });

  test.each(catalogues)('$locale uses the same {{placeholders}} as Korean', ({ locale, texts }) => {
    const reference = catalogues[0]!.texts;
    const mismatched = [...texts]
      .filter(([key, text]) => {
        const korean = reference.get(key);
        return (
          typeof korean === 'string' &&
          typeof text === 'string' &&
          placeholders(korean).join() !== placeholders(text).join()
        );
      })
      .map(([key]) => `${locale}:${key}`);
    expect(mismatched).toEqual([]);
  });

  test('a screen’s own texts are no group of the catalogue they are added to', () => {
    for (const locale of LOCALES) {
      const catalogue = resources[locale]!.translation as unknown as Tree;
      expect(screens.filter((screen) => Object.hasOwn(catalogue, screen))).toEqual([]);
    }
  });

  test('the api namespace is the shared server catalogue, complete in every locale', () => {
    // The sites' part: the whole catalogue but the texts only operators meet.
    const operatorOnly = new Set(flatten(OPERATOR_MESSAGES.ko as unknown as Tree).keys());
    const reference = [...flatten(MESSAGES.ko as unknown as Tree).keys()].filter(
      (key) => !operatorOnly.has(key),
    );
    expect(reference.length).toBeGreaterThan(operatorOnly.size);
    for (const locale of LOCALES) {
      const texts = flatten(resources[locale]!.api as unknown as Tree);
      expect([...texts.keys()].sort()).toEqual(reference.sort());
      expect([...texts.values()].every((text) => typeof text === 'string' && text !== '')).toBe(
        true,
      );
      // The operators' part (the console adds it), complete in every locale too.
      const operator = flatten(OPERATOR_MESSAGES[locale] as unknown as Tree);
      expect([...operator.keys()].sort()).toEqual([...operatorOnly].sort());
      expect([...operator.values()].every((text) => typeof text === 'string' && text !== '')).toBe(
        true,
      );
    }
  });
});
