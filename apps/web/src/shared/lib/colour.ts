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

/** WCAG relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * Text colour that stays readable on `background`: sites pick any primary colour, and
 * white text on a pale yellow button would be unreadable.
 */
export function readableTextOn(background: string): '#ffffff' | '#111827' {
  const rgb = hexToRgb(background);
  if (!rgb) return '#ffffff';
  const contrastWithWhite = 1.05 / (luminance(rgb) + 0.05);
  // #111827 has a luminance of about 0.012.
  const contrastWithDark = (luminance(rgb) + 0.05) / 0.062;
  return contrastWithWhite >= contrastWithDark ? '#ffffff' : '#111827';
}
