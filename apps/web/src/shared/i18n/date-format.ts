import { formatDate, type Locale } from '@portal/shared';

/**
 * A calendar day (`YYYY-MM-DD`) or an ISO timestamp as a date in the reader's language,
 * such as "Jan 15, 2026"; the value as it came when it is not a date.
 */
export function formatDay(value: string, locale: Locale): string {
  return formatDate(value, locale, { style: 'medium' }) || value;
}

/** A moment (ISO timestamp) with its time of day, in the reader's language and time zone. */
export function formatDateTime(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
