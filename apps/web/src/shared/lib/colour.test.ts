import { describe, expect, test } from 'vitest';
import { primaryInk } from '../site/site-theme.ts';
import { AA_TEXT_CONTRAST, contrastRatio, readableAccentOn, readableTextOn } from './colour.ts';

/** 216 colours across the RGB cube: whatever primary a site picks is near one of them. */
const CUBE = [0, 51, 102, 153, 204, 255].flatMap((r) =>
  [0, 51, 102, 153, 204, 255].flatMap((g) =>
    [0, 51, 102, 153, 204, 255].map(
      (b) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
    ),
  ),
);

describe('site colours at AA', () => {
  test('contrast ratios as WCAG defines them', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777777')).toBe(1);
    // Tailwind's gray 500 on white, the hint text: just over AA.
    expect(contrastRatio('#6a7282', '#fff')).toBeGreaterThan(AA_TEXT_CONTRAST);
    expect(contrastRatio('not a colour', '#fff')).toBe(1);
  });

  test('text on any site colour (buttons, chips, the bold menu) reads at AA', () => {
    const failing = CUBE.filter(
      (colour) => contrastRatio(readableTextOn(colour), colour) < AA_TEXT_CONTRAST,
    );
    expect(failing).toEqual([]);
    expect(readableTextOn('#6d28d9')).toBe('#ffffff');
    expect(readableTextOn('#ffe066')).toBe('#111827');
  });

  test('mid tones where neither white nor the ink reaches AA get black or white', () => {
    // A mid grey: white 4.4:1, gray 900 4.3:1, black 5.3:1.
    expect(contrastRatio('#787878', '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio('#787878', '#111827')).toBeLessThan(AA_TEXT_CONTRAST);
    expect(readableTextOn('#787878')).toBe('#000000');
  });

  test('a site colour used as text keeps its hue, darkened or lightened only as far as AA needs', () => {
    const light = ['#ffffff', '#f9fafb'];
    const dark = ['#16161d', '#111827'];
    for (const colour of CUBE) {
      expect(contrastRatio(readableAccentOn(colour, light), '#f9fafb')).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
      expect(contrastRatio(readableAccentOn(colour, dark), '#16161d')).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    }
    // Readable already: unchanged.
    expect(readableAccentOn('#6d28d9', light)).toBe('#6d28d9');
    // Pale yellow on white: a darker yellow-brown, not black.
    const yellow = readableAccentOn('#ffe066', light);
    expect(yellow).not.toBe('#000000');
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(yellow.slice(at, at + 2), 16));
    expect(r).toBeGreaterThan(b!);
    expect(g).toBeGreaterThan(b!);
  });

  test("the theme's ink reads on the site's dim colour too, and on the dark menus", () => {
    const ink = primaryInk('#ffe066', '#fff7cc');
    expect(contrastRatio(ink!.light, '#fff7cc')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(ink!.dark, '#111827')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(primaryInk('#1e1b4b', undefined)!.dark, '#16161d')).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
    expect(primaryInk(undefined, '#fff7cc')).toBeUndefined();
  });
});
