import type { Currency } from '@portal/shared';

/**
 * What every call must tell the server about the visit (the headers of
 * docs/product.md §4.1): which site, whether it is a playlist site and its currency. Set
 * once the host is resolved and again when the site metadata arrives; the locale and
 * token are read at call time.
 */
interface SiteRequestContext {
  host: string;
  playlist: boolean;
  currency: Currency;
}

const context: SiteRequestContext = { host: '', playlist: false, currency: 'KRW' };

export function setRequestSiteHost(host: string): void {
  context.host = host;
}

/** The site's playlist flag and currency, once its metadata is known. */
export function setRequestSite(site: { playlist: boolean; currency: Currency }): void {
  context.playlist = site.playlist;
  context.currency = site.currency;
}

export function requestSiteHost(): string {
  return context.host;
}

export function requestPlaylist(): boolean {
  return context.playlist;
}

/**
 * The site's currency (docs/product.md §3.9: USD on playlist sites, otherwise KRW, unless
 * set).
 */
export function requestCurrency(): Currency {
  return context.currency;
}
