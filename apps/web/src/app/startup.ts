import { takeModalFlags } from '../shared/lib/query-flags.ts';
import {
  resolveSiteHost,
  resolveSiteOverrides,
  type SiteOverrides,
} from '../shared/lib/site-overrides.ts';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The site host and look overrides of this visit (kept for the session). */
export function readSiteFromUrl(): { host: string; overrides: SiteOverrides } {
  const overrides = resolveSiteOverrides(window.location.search, sessionStore());
  return { host: resolveSiteHost(overrides, window.location.hostname), overrides };
}

/**
 * The modal flags of the first URL (`?menu`, `?logout`, ...) are remembered for
 * that page and stripped (docs/product.md §3.6). Returns the href without them.
 */
export function takeStartupModalFlags(href: string): string {
  return takeModalFlags(href);
}
