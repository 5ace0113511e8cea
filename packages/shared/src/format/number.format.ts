import type { Locale } from '../locales.ts';
import { numberFormat } from './intl-cache.ts';

/**
 * Where compact notation starts, per language: at the first unit the language counts in.
 * English counts in thousands (K, M, B); Korean and Chinese in ten thousands (만/万/萬, then
 * 억/亿/億), so below 10 000 they read the whole number, grouped, rather than ICU's
 * "1천" or an ungrouped "1000".
 */
export const COMPACT_FROM: Readonly<Record<Locale, number>> = {
  ko: 10_000,
  en: 1_000,
  'zh-CN': 10_000,
  'zh-TW': 10_000,
};

export interface CountFormatOptions {
  /** Short form for cards and chart axes: 1.2K, 1.2만, 1.2万, 1.2萬. */
  compact?: boolean;
}

/** Whether `value` is large enough for the compact form in `locale`. */
export function reachesCompact(value: number | bigint, locale: Locale): boolean {
  const threshold = COMPACT_FROM[locale];
  return typeof value === 'bigint'
    ? value >= BigInt(threshold) || value <= -BigInt(threshold)
    : Math.abs(value) >= threshold;
}

/** A count (views, Shorts, members): 12,345 or, compact, 1.2만. */
export function formatCount(
  value: number | bigint,
  locale: Locale,
  options: CountFormatOptions = {},
): string {
  if (options.compact && reachesCompact(value, locale)) {
    return numberFormat(locale, { notation: 'compact' }).format(value);
  }
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

export interface PercentFormatOptions {
  /** Default 1: 12.3 %. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

/** A ratio as a percentage: 0.1234 → 12.3%. */
export function formatPercent(
  ratio: number,
  locale: Locale,
  options: PercentFormatOptions = {},
): string {
  const maximumFractionDigits = options.maximumFractionDigits ?? 1;
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits);
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits,
    minimumFractionDigits,
    // A share that rounds to zero reads "0%", not "-0%".
    signDisplay: 'negative',
  }).format(ratio);
}

/** A rate kept in basis points (the fee rate, docs/product.md §6.5): 1250 → 12.5%. */
export function formatBasisPoints(basisPoints: number, locale: Locale): string {
  return formatPercent(basisPoints / 10_000, locale, { maximumFractionDigits: 2 });
}
