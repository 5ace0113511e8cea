import {
  CURRENCIES,
  DESIGN_IDS,
  LOCALES,
  type ConsoleSite,
  type OperatorSite,
  type SiteMetadata,
  type SiteSettings,
} from '@portal/shared';
import type { Site } from './sites.repo.ts';
import { DEFAULT_DESIGN, defaultsFor, siteTimeZone } from './site-defaults.ts';

/** Site metadata of docs/product.md §5.2 as the web app reads it, exactly its fields. */
export function presentSiteMetadata(site: Site, domain: string): SiteMetadata {
  return {
    domain,
    design_id: oneOf(DESIGN_IDS, site.designId, DEFAULT_DESIGN),
    color_primary: site.colorPrimary,
    color_primary_dim: site.colorPrimaryDim,
    logo_favicon: site.logoFavicon,
    logo_meta: site.logoMeta,
    is_playist: site.isPlaylist,
    exclusive_logo: site.exclusiveLogo,
  };
}

/**
 * What `v2/mcn/meta` answers beside `success` and `message`: the metadata of
 * docs/product.md §5.2 and ours.
 */
export function presentSiteMeta(
  site: Site,
  domain: string,
): { metadata: SiteMetadata; site: SiteSettings } {
  return { metadata: presentSiteMetadata(site, domain), site: presentSiteSettings(site) };
}

/** What the app needs of a site beside its metadata (decision 014). */
export function presentSiteSettings(site: Site): SiteSettings {
  const defaults = defaultsFor(site.isPlaylist);
  return {
    name: site.name,
    logo: site.logo ?? site.logoMeta,
    currency: oneOf(CURRENCIES, site.currency, defaults.currency),
    language: oneOf(LOCALES, site.defaultLanguage, defaults.language),
  };
}

/** A site as the console's lists name it: operators call a site by its first domain. */
export function presentConsoleSite({
  site,
  domains,
}: {
  site: Site;
  domains: string[];
}): ConsoleSite {
  return { id: site.id, name: site.name, domain: domains[0] ?? '' };
}

/** A site as operator calls and commands show it. */
export function presentOperatorSite(site: Site, domains: string[]): OperatorSite {
  const settings = presentSiteSettings(site);
  return {
    id: site.id,
    name: site.name,
    domains,
    design_id: oneOf(DESIGN_IDS, site.designId, DEFAULT_DESIGN),
    color_primary: site.colorPrimary,
    color_primary_dim: site.colorPrimaryDim,
    logo_favicon: site.logoFavicon,
    logo: site.logo,
    logo_meta: site.logoMeta,
    exclusive_logo: site.exclusiveLogo,
    is_playist: site.isPlaylist,
    currency: settings.currency,
    language: settings.language,
    time_zone: siteTimeZone(site),
    created_at: site.createdAt.toISOString(),
  };
}

/** A site's own value when it is one the app knows, else the default the app shows instead. */
function oneOf<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * A new site and how its first manager signs in: their address and a one-time link,
 * never the password made for them (the command line shows that once).
 */
export function presentNewSite(
  created: {
    site: Site;
    domains: string[];
    manager: { email: string };
    login: { expiresAt: Date };
  },
  loginLink: string,
): { site: OperatorSite; manager: { email: string; login_link: string; expires_at: string } } {
  return {
    site: presentOperatorSite(created.site, created.domains),
    manager: {
      email: created.manager.email,
      login_link: loginLink,
      expires_at: created.login.expiresAt.toISOString(),
    },
  };
}
