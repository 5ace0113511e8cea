import {
  DEFAULT_LOCALE,
  PLAYLIST_DEFAULT_LOCALE,
  type Currency,
  type DesignId,
  type Locale,
} from '@portal/shared';
import type { Site } from './sites.repo.ts';

/** Colours of a new site until the operator picks its own. */
export const DEFAULT_SITE_COLOURS = { primary: '4f46e5', primaryDim: 'eef2ff' };

export const DEFAULT_DESIGN: DesignId = 'mcn-1';

/**
 * A site's currency and language until the operator picks them (docs/product.md §3.9).
 */
export function defaultsFor(playlist: boolean): { currency: Currency; language: Locale } {
  return playlist
    ? { currency: 'USD', language: PLAYLIST_DEFAULT_LOCALE }
    : { currency: 'KRW', language: DEFAULT_LOCALE };
}

/**
 * The site's time zone, for its weekly digest (docs/product.md §16.4): its setting, else
 * Asia/Seoul on a won site and UTC on others.
 */
export function siteTimeZone(site: Pick<Site, 'timeZone' | 'currency'>): string {
  return site.timeZone ?? (site.currency === 'USD' ? 'UTC' : 'Asia/Seoul');
}
