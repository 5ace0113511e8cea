export type Rgb = readonly [red: number, green: number, blue: number];

/**
 * The 30 chart colours (docs/product.md §3.11), in the order series take them. The first
 * ten differ most in hue, so the usual chart (a few channels, the top countries) never
 * shows two similar colours; the rest alternate darker and lighter shades for long
 * breakdowns.
 */
export const CHART_COLORS: readonly Rgb[] = [
  [99, 102, 241],
  [16, 185, 129],
  [245, 158, 11],
  [244, 63, 94],
  [14, 165, 233],
  [139, 92, 246],
  [132, 204, 22],
  [249, 115, 22],
  [20, 184, 166],
  [217, 70, 239],
  [29, 78, 216],
  [21, 128, 61],
  [250, 204, 21],
  [185, 28, 28],
  [34, 211, 238],
  [126, 34, 206],
  [120, 113, 108],
  [244, 114, 182],
  [6, 95, 70],
  [180, 83, 9],
  [165, 180, 252],
  [17, 94, 89],
  [253, 186, 116],
  [7, 89, 133],
  [77, 124, 15],
  [253, 164, 175],
  [91, 33, 182],
  [148, 163, 184],
  [134, 25, 143],
  [161, 98, 7],
];

/**
 * The colour of series `index` as CSS (`rgb(99 102 241)`, or with `alpha` for fills);
 * past 30 series the palette starts over.
 */
export function chartColor(index: number, alpha?: number): string {
  const count = CHART_COLORS.length;
  const [red, green, blue] = CHART_COLORS[((Math.trunc(index) % count) + count) % count]!;
  return alpha === undefined
    ? `rgb(${red} ${green} ${blue})`
    : `rgb(${red} ${green} ${blue} / ${alpha})`;
}
