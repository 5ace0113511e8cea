/**
 * Axis arithmetic shared by the charts: round steps (1, 2, 2.5, 5 × 10ⁿ) so the gridlines
 * land on numbers a reader can use, and evenly spread day labels that never crowd.
 */

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest round step ≥ `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  return (NICE_STEPS.find((step) => fraction <= step) ?? 10) * magnitude;
}

/**
 * Gridline values from 0 to a round top at or above `max`, about `count` steps. Whole
 * steps only for counts (no "0.5 views").
 */
export function valueTicks(max: number, count = 4, integer = false): number[] {
  let step = niceStep(max / count);
  if (integer) step = Math.max(1, Math.ceil(step));
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(value);
  return ticks;
}

/** Indexes of up to `count` labels spread over `length` points, first and last included. */
export function labelIndexes(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length === 1 || count <= 1) return [0];
  const shown = Math.min(length, count);
  const indexes = new Set<number>();
  for (let k = 0; k < shown; k += 1) indexes.add(Math.round((k * (length - 1)) / (shown - 1)));
  return [...indexes];
}

/**
 * About how wide `text` is in the charts' 11 px labels: CJK and Hangul characters are
 * roughly square, Latin digits about half that. Enough to leave room for the y labels.
 */
export function labelWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 11 : 6.6;
  return width;
}
