import type { Currency } from '../constants.ts';
import type { Locale } from '../locales.ts';
import { numberFormat } from './intl-cache.ts';
import { reachesCompact } from './number.format.ts';

/**
 * Money arrives as integer micro-units of the currency it is shown in
 * (docs/product.md §6.8: revenue is stored as USD micros; the caller converts to KRW
 * micros with the day's rate before formatting). bigint straight from the database, or
 * number once summed for a chart.
 */
export type Micros = number | bigint;

export const MICROS_PER_UNIT = 1_000_000;

/** Decimals shown for an amount (docs/product.md §3.11): won have none, dollars two. */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = { KRW: 0, USD: 2 };

/** Significant digits an RPM keeps when it is below the currency's smallest shown unit. */
export const RPM_SIGNIFICANT_DIGITS = 2;

/** Micros never need more than six decimals. */
const MAX_DECIMALS = 6;

/** Micro-units as an amount of the currency (1 500 000 → 1.5). */
export function microsToAmount(micros: Micros): number {
  if (typeof micros === 'bigint') {
    // Split first so amounts beyond 2^53 micros keep their cents.
    const units = micros / BigInt(MICROS_PER_UNIT);
    const rest = micros % BigInt(MICROS_PER_UNIT);
    return Number(units) + Number(rest) / MICROS_PER_UNIT;
  }
  return micros / MICROS_PER_UNIT;
}

export interface MoneyFormatOptions {
  /** Short form for cards and chart axes: $1.2K, ₩1.2만, ₩1.2万, ₩1.2萬 (from the language's first unit). */
  compact?: boolean;
}

function currencyOptions(currency: Currency): Intl.NumberFormatOptions {
  // narrowSymbol gives the bare ₩ or $ in front in every language ("US$" otherwise).
  return { style: 'currency', currency, currencyDisplay: 'narrowSymbol', signDisplay: 'negative' };
}

/** An amount of money: ₩12,345 or $12,345.00 (compact: ₩1.2만, $12K). */
export function formatMoney(
  micros: Micros,
  currency: Currency,
  locale: Locale,
  options: MoneyFormatOptions = {},
): string {
  const amount = microsToAmount(micros);
  if (options.compact && reachesCompact(amount, locale)) {
    return numberFormat(locale, { ...currencyOptions(currency), notation: 'compact' }).format(
      amount,
    );
  }
  const decimals = CURRENCY_DECIMALS[currency];
  return numberFormat(locale, {
    ...currencyOptions(currency),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/**
 * RPM in micros of the currency: revenue per 1 000 views over the same set
 * (docs/product.md §6.7). Undefined without views, where an RPM means nothing.
 */
export function rpmMicros(revenueMicros: Micros, views: number | bigint): number | undefined {
  const viewCount = Number(views);
  if (!(viewCount > 0)) return undefined;
  return (microsToAmount(revenueMicros) * MICROS_PER_UNIT * 1000) / viewCount;
}

/**
 * An RPM. Shorts earn fractions of a cent per view, so an RPM under one unit keeps two
 * significant digits ($0.0042, ₩0.56) instead of rounding to $0.00; larger ones show the
 * currency's usual decimals ($4.20, ₩57), with one more digit for a small won figure (₩5.6).
 */
export function formatRpm(micros: Micros, currency: Currency, locale: Locale): string {
  const amount = microsToAmount(micros);
  const decimals = CURRENCY_DECIMALS[currency];
  const magnitude = Math.abs(amount);
  const needed =
    magnitude === 0 ? 0 : RPM_SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(magnitude));
  const maximumFractionDigits = Math.min(Math.max(decimals, needed), MAX_DECIMALS);
  return numberFormat(locale, {
    ...currencyOptions(currency),
    minimumFractionDigits: Math.min(decimals, maximumFractionDigits),
    maximumFractionDigits,
  }).format(amount);
}
