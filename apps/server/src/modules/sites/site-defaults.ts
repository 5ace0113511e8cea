import {
  DEFAULT_LOCALE,
  PLAYLIST_DEFAULT_LOCALE,
  type Currency,
  type DesignId,
  type Locale,
} from '@portal/shared';

/** Colours of a new site until the operator picks its own. */
export const DEFAULT_SITE_COLOURS = { primary: '4f46e5', primaryDim: 'eef2ff' };

export const DEFAULT_DESIGN: DesignId = 'mcn-1';

/** A site's currency and language until the operator picks them: spec §4's for playlist sites. */
export function defaultsFor(playlist: boolean): { currency: Currency; language: Locale } {
  return playlist
    ? { currency: 'USD', language: PLAYLIST_DEFAULT_LOCALE }
    : { currency: 'KRW', language: DEFAULT_LOCALE };
}
