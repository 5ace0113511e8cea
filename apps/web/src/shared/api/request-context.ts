import type { Currency } from '@portal/shared';

/**
 * What every call must tell the server about the visit (design §4 headers): which site,
 * whether it is a playlist site and its currency. Set once the host is resolved and
 * again when the site metadata arrives; the locale and token are read at call time.
 */
interface SiteRequestContext {
  host: string;
  playlist: boolean;
}

const context: SiteRequestContext = { host: '', playlist: false };

export function setRequestSiteHost(host: string): void {
  context.host = host;
}

export function setRequestPlaylist(playlist: boolean): void {
  context.playlist = playlist;
}

export function requestSiteHost(): string {
  return context.host;
}

export function requestPlaylist(): boolean {
  return context.playlist;
}

/** Spec §4: USD on playlist sites, otherwise KRW. */
export function currencyFor(playlist: boolean): Currency {
  return playlist ? 'USD' : 'KRW';
}
