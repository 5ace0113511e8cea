import { DESIGN_IDS, HOST_NAME, type DesignId } from '@portal/shared';

/**
 * Per-visit overrides of the site's look (docs/product.md §3.6): `?host=` picks the site,
 * `?p=`/`?pd=` the two primary colours (hex without '#') and `?d=N` the design `mcn-N`.
 * They are kept in sessionStorage so in-app navigation, which drops the query, keeps
 * them.
 */
export interface SiteOverrides {
  host?: string;
  primary?: string;
  primaryDim?: string;
  designId?: DesignId;
}

export const SITE_OVERRIDES_STORAGE_KEY = 'portal.siteOverrides';

const HEX_COLOUR = /^[0-9a-fA-F]{3,8}$/;

/** Lower-cases a host and removes a leading `www.`; undefined when it is not a host name. */
export function normalizeHost(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return host && host.length <= 253 && HOST_NAME.test(host) ? host : undefined;
}

/** A colour override as the API spells colours (hex without '#'), or undefined when invalid. */
export function normalizeHex(raw: string | null | undefined): string | undefined {
  return raw && HEX_COLOUR.test(raw) ? raw : undefined;
}

function designIdOf(raw: string | null | undefined): DesignId | undefined {
  if (!raw) return undefined;
  const id = `mcn-${raw.trim()}`;
  return DESIGN_IDS.find((candidate) => candidate === id);
}

/** Reads the overrides a URL query carries; invalid values are ignored. */
export function parseSiteOverrides(search: string): SiteOverrides {
  const params = new URLSearchParams(search);
  return dropUndefined({
    host: normalizeHost(params.get('host')),
    primary: normalizeHex(params.get('p')),
    primaryDim: normalizeHex(params.get('pd')),
    designId: designIdOf(params.get('d')),
  });
}

function readStored(storage: Storage | undefined): SiteOverrides {
  try {
    const raw = storage?.getItem(SITE_OVERRIDES_STORAGE_KEY);
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' ? record[key] : undefined);
    // Stored values went through the same checks as the query, but storage is editable.
    return dropUndefined({
      host: normalizeHost(text('host')),
      primary: normalizeHex(text('primary')),
      primaryDim: normalizeHex(text('primaryDim')),
      designId: designIdOf(text('designId')?.replace(/^mcn-/, '')),
    });
  } catch {
    return {};
  }
}

/**
 * The overrides in force: those of this URL on top of those remembered for the session.
 * The merged result is remembered again, so a later page without a query keeps them.
 */
export function resolveSiteOverrides(search: string, storage: Storage | undefined): SiteOverrides {
  const merged = { ...readStored(storage), ...parseSiteOverrides(search) };
  try {
    if (Object.keys(merged).length > 0) {
      storage?.setItem(SITE_OVERRIDES_STORAGE_KEY, JSON.stringify(merged));
    }
  } catch {
    // Storage can be full or blocked (private mode); the overrides still apply to this page.
  }
  return merged;
}

/** The site host: the override, else the browser's host, without a leading `www.`. */
export function resolveSiteHost(overrides: SiteOverrides, browserHostname: string): string {
  return overrides.host ?? normalizeHost(browserHostname) ?? browserHostname.replace(/^www\./, '');
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
