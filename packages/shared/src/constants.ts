/**
 * Business constants of docs/product.md §10, in one place for the server and the web app.
 */

export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 64;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;
export const EMAIL_MAX = 254;
export const FAVORITES_MAX = 10;
export const ACCOUNTS_PAGE_SIZE = 50;
export const ACCOUNTS_PAGE_SIZE_MAX = 100;
/** A member's revenue share (fee rate) is kept in basis points: 10000 = 100 %. */
export const FEE_RATE_MAX_BP = 10_000;
/** Channel addresses a manager may give when creating a member. */
export const MEMBER_CHANNELS_MAX = 20;

export const MOBILE_BREAKPOINT = 640;
export const DESIGN_IDS = ['mcn-1', 'mcn-2', 'mcn-3', 'mcn-4'] as const;
export type DesignId = (typeof DESIGN_IDS)[number];
export const DESIGN_BREAKPOINTS: Record<DesignId, number> = {
  'mcn-1': 1100,
  'mcn-2': 1280,
  'mcn-3': 1400,
  'mcn-4': 1400,
};
export const DEFAULT_BREAKPOINT = 1100;

export const REDIRECT_DELAY_MS = 200;
export const DEVICE_REDETECT_DELAY_MS = 50;
export const MODAL_BASE_Z_INDEX = 1000;
export const MODAL_Z_INDEX_STEP = 2;
export const SWIPE_CLOSE_RATIO = 0.1;
export const SWIPE_CLOSE_FAST_MS = 300;

export const CURRENCIES = ['KRW', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Query flags that open a modal and are stripped from the URL on first navigation
 * (docs/product.md §3.6).
 */
export const MODAL_QUERY_FLAGS = [
  'menu',
  'delete',
  'logout',
  'videoDetail',
  'addChannel',
  'assign',
  'unassign',
  'password',
  'addMember',
] as const;

/** Request headers the web client sends with every call (docs/product.md §4.1). */
export const HEADERS = {
  siteDomain: 'x-site-domain',
  playlist: 'x-playlist',
  currency: 'x-currency',
} as const;

// Needed by the web app's first load, so kept out of the files of zod schemas: a module
// the first load imports brings its schemas (and zod) with it (docs/decisions/017).

/** A tag id as catalogue files write it: lower-case letters, digits and hyphens. */
export const MUSIC_TAG_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** A host name as sites are named: lower-case labels of letters, digits and inner hyphens. */
export const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The id of the non-executable JSON block the server puts in the first HTML it sends:
 * `{domain, reply}` where `reply` is what `v2/mcn/meta?domain=` would answer (or its
 * unsuccessful reply), so the app paints without a round trip.
 */
export const SITE_BOOTSTRAP_ELEMENT_ID = 'site-bootstrap';
