import { CURRENCIES, DESIGN_IDS, LOCALES, type SiteMetadata } from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { normalizeDomain } from '../../http/request-context.ts';
import type { Site, SitesRepo } from './sites.repo.ts';

/** How long a process trusts a site it looked up; sites change rarely. */
const SITE_CACHE_MS = 10_000;

export function createSitesService(deps: { sites: SitesRepo; now?: () => number }) {
  const now = deps.now ?? Date.now;
  // Every site-scoped request names its site; looking it up each time was the largest
  // cost of a simple call. Only known sites are kept, so a new site answers at once.
  const cache = new Map<string, { site: Site; until: number }>();
  return {
    /** The site for a domain; unknown domains are a 404 `unknown_site`. */
    async resolve(domain: string): Promise<Site> {
      const key = normalizeDomain(domain);
      const cached = cache.get(key);
      if (cached && cached.until > now()) return cached.site;
      const site = key ? await deps.sites.findByDomain(key) : undefined;
      if (!site) throw new AppError('unknown_site');
      cache.set(key, { site, until: now() + SITE_CACHE_MS });
      return site;
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;

/** Site metadata of spec §3 as the web app reads it. */
export function presentSiteMetadata(site: Site, domain: string): SiteMetadata {
  return {
    domain,
    site_name: site.name,
    design_id: oneOf(DESIGN_IDS, site.designId, 'mcn-1'),
    color_primary: site.colorPrimary,
    color_primary_dim: site.colorPrimaryDim,
    logo_favicon: site.logoFavicon,
    logo_meta: site.logoMeta,
    is_playist: site.isPlaylist,
    exclusive_logo: site.exclusiveLogo,
    currency: oneOf(CURRENCIES, site.currency, site.isPlaylist ? 'USD' : 'KRW'),
    default_language: oneOf(LOCALES, site.defaultLanguage, site.isPlaylist ? 'en' : 'ko'),
  };
}

function oneOf<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
