import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The product is described in the repository (docs/product.md), and code and docs cite it
 * there: a reader of a clone can follow every reference. Citations of the documents the
 * product started from, which are not in the repository, must not come back, and every
 * section of product.md that a file cites must exist.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCT = 'docs/product.md';
const SELF = path.relative(ROOT, import.meta.filename);

/** Folders that hold no source or documentation of ours (installed, built or local data). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.git']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|sql|md|json|ya?ml|sh|tsv|txt)$|^Dockerfile$|^run$/;

/**
 * A migration, once committed, has run on databases as it is: its text is history and
 * stays as it was written, old citations included.
 */
const APPLIED_MIGRATION = /^apps\/server\/drizzle\/\d{4}_[\w-]+\.sql$/;

/** Every source and documentation file of the repository, as paths from its root. */
function repoFiles(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      const localData = dir === '' && entry.name === 'data';
      return SKIPPED_DIRS.has(entry.name) || localData ? [] : repoFiles(file);
    }
    return TEXT_FILE.test(entry.name) ? [file] : [];
  });
}

const files = repoFiles().filter((file) => file !== SELF);
const texts = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

/** The documents outside the repository, as they used to be cited. */
const OUTSIDE_DOCUMENTS: readonly [string, RegExp][] = [
  ['spec §N / design §N', /\b(?:spec|design)(?:\.md)?\s*§/i],
  ['portal-spec', /portal-spec/i],
  ['design.md', /\bdesign\.md\b/i],
  ['reference/youtube.md', /reference\/youtube\.md/i],
  // `../shared/` is also how the web app imports its own shared folder; a path to the
  // documents' folder names one of them, or a Markdown file.
  [
    '../shared/ documents',
    /\.\.\/shared\/(?:spec|design|conventions|reference)\b|\.\.\/shared\/[\w./-]*\.md\b/i,
  ],
];

/** Each line of `text` that `pattern` matches, as `file:line: text`. */
function matchingLines(file: string, text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** The anchors of product.md's sections (`<a id="6.14"></a>`). */
const anchors = new Set(
  [...texts.get(PRODUCT)!.matchAll(/<a id="([\d.]+)"><\/a>/g)].map((match) => match[1]!),
);

/**
 * Every section a file cites: `docs/product.md §6.14` (also `§3.3, §4.5`, `§5.8–§5.12`,
 * `§10.1 and §10.2`) and Markdown links `product.md#6.14`; in product.md itself `(#6.14)`.
 */
function citedSections(file: string, text: string): { file: string; section: string }[] {
  const sections: string[] = [];
  for (const [, list] of text.matchAll(/product\.md((?:(?:,|\s+and|–)?\s*§\d+(?:\.\d+)*)+)/g)) {
    sections.push(...[...list!.matchAll(/§(\d+(?:\.\d+)*)/g)].map((match) => match[1]!));
  }
  for (const [, section] of text.matchAll(/product\.md#([\d.]+)/g)) sections.push(section!);
  if (file === PRODUCT) {
    for (const [, section] of text.matchAll(/\]\(#([\d.]+)\)/g)) sections.push(section!);
  }
  return sections.map((section) => ({ file, section }));
}

describe('the product is cited in the repository', () => {
  test('the walk reads the code and the docs', () => {
    expect(files).toEqual(
      expect.arrayContaining([PRODUCT, 'README.md', 'packages/shared/src/api/paths.ts']),
    );
  });

  test.each(OUTSIDE_DOCUMENTS)('no file cites %s', (_name, pattern) => {
    const found = [...texts]
      .filter(([file]) => !APPLIED_MIGRATION.test(file))
      .flatMap(([file, text]) => matchingLines(file, text, pattern));
    expect(found).toEqual([]);
  });

  test('every cited section of product.md exists', () => {
    const cited = [...texts].flatMap(([file, text]) => citedSections(file, text));
    // Comments across the code cite product.md; far fewer would mean the patterns broke.
    expect(cited.length).toBeGreaterThan(200);
    expect(cited.filter(({ section }) => !anchors.has(section))).toEqual([]);
  });

  test('a citation of product.md names its section', () => {
    const bare = [...texts].flatMap(([file, text]) =>
      matchingLines(file, text, /docs\/product\.md(?!\s*§|#|\))(?=[\s).,;:]|$)/),
    );
    expect(bare).toEqual([]);
  });
});
