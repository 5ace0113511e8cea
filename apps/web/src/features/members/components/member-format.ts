import { DEFAULT_LOCALE, formatDate, formatPercent, isLocale, type Locale } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The language texts are shown in, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** A revenue share in percent as the API sends it (12.5) → "12.5%". */
export function formatShare(percent: number, locale: Locale): string {
  return formatPercent(percent / 100, locale, { maximumFractionDigits: 2 });
}

/** A calendar day (`YYYY-MM-DD`) or an ISO timestamp as a date. */
export function formatDay(value: string, locale: Locale): string {
  return formatDate(value, locale, { style: 'medium' }) || value;
}

/** A moment (ISO timestamp) with its time of day, in the reader's time zone. */
export function formatMoment(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** How a member is named in dialogs: "nickname (email)". */
export function memberName(member: { user_id: string; nickname: string }): string {
  return `${member.nickname} (${member.user_id})`;
}
