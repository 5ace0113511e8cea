import { CURRENCIES, DESIGN_IDS, LOCALES, type SiteMetadata } from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { normalizeDomain } from '../../http/request-context.ts';
import type { Site, SitesRepo } from './sites.repo.ts';

export function createSitesService(deps: { sites: SitesRepo }) {
  return {
    /** The site for a domain; unknown domains are a 404 `unknown_site`. */
    async resolve(domain: string): Promise<Site> {
      const site = domain ? await deps.sites.findByDomain(normalizeDomain(domain)) : undefined;
      if (!site) throw new AppError('unknown_site');
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
