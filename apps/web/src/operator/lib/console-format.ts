import { formatCount, formatDate, formatMoney, type Currency } from '@portal/shared';
import { useConsoleLocale } from '../i18n/console-texts.ts';

/**
 * Dates, counts and money in the console's language (docs/product.md §3.11): an instant
 * with its time where the operator is, a calendar day or month alone, micro-units in the
 * site's currency.
 */
export function useConsoleFormat() {
  const locale = useConsoleLocale();
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    dateTime: (iso: string) => instant.format(new Date(iso)),
    day: (day: string) => formatDate(day, locale, { style: 'medium' }),
    month: (month: string) => formatDate(`${month}-01`, locale, { style: 'yearMonth' }),
    count: (value: number) => formatCount(value, locale),
    money: (micros: string, currency: Currency) => formatMoney(BigInt(micros), currency, locale),
  };
}
