import { formatPercent, type Locale } from '@portal/shared';

/** A revenue share in percent as the API sends it (12.5) → "12.5%". */
export function formatShare(percent: number, locale: Locale): string {
  return formatPercent(percent / 100, locale, { maximumFractionDigits: 2 });
}
