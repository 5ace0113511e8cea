import { dateFormat, formatDate, type Locale } from '@portal/shared';

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
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** m:ss (h:mm:ss from an hour), as video players show lengths in every language. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
