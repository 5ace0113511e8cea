import {
  formatCount,
  formatDate,
  formatDateRange,
  formatMoney,
  formatPercent,
  formatRpm,
  type Currency,
  type Locale,
} from '@portal/shared';
import { useMemo } from 'react';
import { formatDuration } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

/**
 * The figures of one report reply as text, through the shared display helpers
 * (docs/product.md §3.11): money in the reply's currency, counts, ratios and days in the
 * reader's language.
 */
export interface ReportFormat {
  locale: Locale;
  currency: Currency;
  /** A money string of the reply (micros, possibly with decimals): ₩12,345 · $12.34. */
  money: (micros: string, options?: { compact?: boolean }) => string;
  /** Money as a number of micros (chart values): ₩1.2만 · $12K on axes. */
  moneyValue: (micros: number, options?: { compact?: boolean }) => string;
  /** An RPM of the reply (per 1 000 views, in micros of the currency like money). */
  rpm: (rpm: number) => string;
  count: (value: number, options?: { compact?: boolean }) => string;
  /** A ratio 0…1 as a percentage. */
  percent: (ratio: number) => string;
  /** A report day: 2026. 1. 15. · Jan 15, 2026. */
  day: (day: string) => string;
  /** A day on a chart axis: 1. 15. · 1/15. */
  axisDay: (day: string) => string;
  range: (range: { from: string; to: string }) => string;
  /** A length of time watched: 0:23 · 1:05 · 1:02:03. */
  duration: (seconds: number) => string;
}

/** Money strings are micros; Number keeps them exact well past any real figure (2^53). */
export function micros(value: string | null | undefined): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

export function reportFormat(currency: Currency, locale: Locale): ReportFormat {
  return {
    locale,
    currency,
    money: (value, options) => formatMoney(micros(value), currency, locale, options),
    moneyValue: (value, options) => formatMoney(Math.round(value), currency, locale, options),
    rpm: (rpm) => formatRpm(rpm, currency, locale),
    count: (value, options) => formatCount(value, locale, options),
    percent: (ratio) => formatPercent(ratio, locale),
    day: (day) => formatDate(day, locale) || day,
    axisDay: (day) => formatDate(day, locale, { style: 'monthDay' }) || day,
    range: ({ from, to }) => formatDateRange(from, to, locale) || `${from} – ${to}`,
    duration: formatDuration,
  };
}

/** The formatter for a reply in `currency`, in the language shown. */
export function useReportFormat(currency: Currency): ReportFormat {
  const locale = useLocale();
  return useMemo(() => reportFormat(currency, locale), [currency, locale]);
}
