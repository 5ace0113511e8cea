import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Texts are whole sentences in the catalogues, with {{placeholders}} and plural forms
 * (i18next's `_one`/`_other` through Intl.PluralRules): word order differs by language,
 * so pieces of translated text glued together in code read wrongly in some of them.
 */

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `t('a') + …`, `… + t('a')`, or two t() calls in one template literal. */
const GLUED = [
  /\bt\([^()]*\)\s*\+/,
  /\+\s*t\(/,
  /`[^`]*\$\{t\([^`]*\$\{t\([^`]*`/,
  /\[[^\]]*\bt\([^\]]*\bt\([^\]]*\]\.join\(/,
];

describe('translated texts', () => {
  test('are never built by gluing translated pieces together', () => {
    const glued = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => GLUED.some((pattern) => pattern.test(line)))
        .map(({ line, index }) => `${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(glued).toEqual([]);
  });

  test('numbers in texts go through Intl, not toString or toFixed', () => {
    const raw = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /\bt\([^)]*\{[^}]*:\s*[\w.]+\.(toFixed|toString)\(/.test(line))
        .map(({ line, index }) => `${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(raw).toEqual([]);
  });
});
