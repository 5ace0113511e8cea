import { dateFormat, formatMoney, type Currency } from '@portal/shared';
import { useLocale } from '../i18n/use-locale.ts';

/** Formats the books' amounts (decimal strings of micro-units) in the page's language. */
export function useMoney(currency: Currency | undefined) {
  const locale = useLocale();
  return (micros: string) => formatMoney(BigInt(micros), currency ?? 'KRW', locale);
}

/** `YYYY-MM` as the language writes a month (2024년 3월, March 2024). */
export function useMonthName() {
  const locale = useLocale();
  return (month: string) =>
    dateFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
}

/** A day (`YYYY-MM-DD` or an ISO time) as the language writes a date. */
export function useDayName() {
  const locale = useLocale();
  return (value: string) =>
    dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
    );
}
