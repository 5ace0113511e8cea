/** Expands a 3/4/6/8-digit hex colour (with or without '#') to its RGB channels, 0–255. */
export function hexToRgb(hex: string): [number, number, number] | undefined {
  const value = hex.replace(/^#/, '');
  if (!/^[0-9a-fA-F]+$/.test(value)) return undefined;
  const full =
    value.length === 3 || value.length === 4
      ? [...value.slice(0, 3)].map((digit) => digit + digit).join('')
      : value.length === 6 || value.length === 8
        ? value.slice(0, 6)
        : undefined;
  if (!full) return undefined;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function rgbToHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` mixed with `b`, `weight` of `a` (0–1), in sRGB as CSS color-mix(in srgb, …) does. */
export function mixHex(a: string, b: string, weight: number): string | undefined {
  const rgbA = hexToRgb(a);
  const rgbB = hexToRgb(b);
  if (!rgbA || !rgbB) return undefined;
  return rgbToHex(rgbB.map((c, i) => c + ((rgbA[i] ?? 0) - c) * weight));
}

/** WCAG relative luminance. */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (c = 0) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two hex colours, 1 to 21 (1 when either is not a colour). */
export function contrastRatio(a: string, b: string): number {
  const rgbA = hexToRgb(a);
  const rgbB = hexToRgb(b);
  if (!rgbA || !rgbB) return 1;
  const [light, dark] = [luminance(rgbA), luminance(rgbB)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const AA_TEXT_CONTRAST = 4.5;

const WHITE = '#ffffff';
const BLACK = '#000000';
const INK = '#111827';

/**
 * Text colour that stays readable on `background`: sites pick any primary colour, and
 * white text on a pale yellow button would be unreadable. White or the app's ink
 * (gray 900) when either reaches AA; on the mid tones where neither does, black or white,
 * whichever is further.
 */
export function readableTextOn(background: string): string {
  if (!hexToRgb(background)) return WHITE;
  const onWhite = contrastRatio(background, WHITE);
  if (onWhite >= AA_TEXT_CONTRAST) return WHITE;
  if (contrastRatio(background, INK) >= AA_TEXT_CONTRAST) return INK;
  return onWhite >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}

/**
 * The site colour as text (links, figures, icons) on `surfaces`, all light or all dark:
 * itself when it reads at AA on every one, else the nearest shade of it that does,
 * mixed towards black on light surfaces and towards white on dark ones.
 */
export function readableAccentOn(colour: string, surfaces: readonly string[]): string {
  const rgb = hexToRgb(colour);
  if (!rgb) return colour;
  const reads = (candidate: string) =>
    surfaces.every((surface) => contrastRatio(candidate, surface) >= AA_TEXT_CONTRAST);
  const hex = rgbToHex(rgb);
  if (reads(hex)) return hex;
  const darkSurfaces = surfaces.every(
    (surface) => contrastRatio(surface, BLACK) < contrastRatio(surface, WHITE),
  );
  const target = darkSurfaces ? WHITE : BLACK;
  for (let step = 1; step < 20; step++) {
    const candidate = mixHex(target, hex, step / 20)!;
    if (reads(candidate)) return candidate;
  }
  return target;
}
