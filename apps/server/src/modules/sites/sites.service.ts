import { createHash, randomBytes } from 'node:crypto';
import {
  API_BASE,
  API_PATHS,
  SITE_IMAGE_RULES,
  type Currency,
  type DesignId,
  type Locale,
  type SiteImageKind,
} from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { normalizeDomain } from '../../http/request-context.ts';
import { readImageInfo, type ImageInfo } from '../../lib/image-size.ts';
import { processLocalSignals, type CacheSignals } from '../../db/cache-signals.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountsRepo } from '../accounts/accounts.repo.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { Site, SiteChanges, SitesRepo } from './sites.repo.ts';
import { DEFAULT_DESIGN, DEFAULT_SITE_COLOURS, defaultsFor } from './site-defaults.ts';

/** How long a process trusts a site it looked up; sites change rarely. */
const SITE_CACHE_MS = 10_000;

export type SiteInput = {
  name?: string | undefined;
  designId?: DesignId | undefined;
  colorPrimary?: string | undefined;
  colorPrimaryDim?: string | undefined;
  isPlaylist?: boolean | undefined;
  currency?: Currency | undefined;
  language?: Locale | undefined;
  /** An IANA zone, already checked (zTimeZone). */
  timeZone?: string | undefined;
};

const IMAGE_COLUMN = {
  favicon: 'logoFavicon',
  logo: 'logo',
  meta: 'logoMeta',
  exclusive: 'exclusiveLogo',
} as const satisfies Record<SiteImageKind, keyof Site>;

const IMAGE_EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
};

/** The message that names each image kind's rules, for a refused file. */
export const SITE_IMAGE_RULE_MESSAGE = {
  favicon: 'validation.siteImageFavicon',
  logo: 'validation.siteImageLogo',
  meta: 'validation.siteImageMeta',
  exclusive: 'validation.siteImageExclusive',
} as const satisfies Record<SiteImageKind, string>;

export function createSitesService(deps: {
  sites: SitesRepo;
  now?: () => number;
  /** For operator work (creating sites with their manager); lookups need only `sites`. */
  db?: Database['db'];
  accounts?: AccountsRepo;
  sessions?: Pick<SessionsService, 'issueLoginCode'>;
  signals?: CacheSignals;
}) {
  const now = deps.now ?? Date.now;
  const signals = deps.signals ?? processLocalSignals;
  // Every site-scoped request names its site; looking it up each time was the largest
  // cost of a simple call. Only known sites are kept, so a new site answers at once.
  const cache = createTtlCache<string, Site | undefined>({
    ttlMs: SITE_CACHE_MS,
    maxEntries: 10_000,
    now,
  });
  /** After the operator changed a site: here and in the other server processes. */
  const forgetSites = signals.shared<null>('sites', () => cache.forget());

  const operatorDeps = () => {
    const { db, accounts, sessions } = deps;
    if (!db || !accounts || !sessions)
      throw new Error('site management needs db, accounts, sessions');
    return { db, accounts, sessions };
  };

  /** The site an operator names by one of its domains; unknown is a 404. */
  const named = async (domain: string): Promise<Site> => {
    const site = await deps.sites.findByDomain(normalizeDomain(domain));
    if (!site) throw new AppError('unknown_site');
    return site;
  };

  const refuseTaken = async (domains: string[]) => {
    if ((await deps.sites.takenDomains(domains)).length > 0) throw new AppError('domain_taken');
  };

  const withDomains = async (site: Site) => ({
    site,
    domains: (await deps.sites.domainsOf([site.id])).get(site.id) ?? [],
  });

  return {
    /** The site for a domain; unknown domains are a 404 `unknown_site`. */
    async resolve(domain: string): Promise<Site> {
      const key = normalizeDomain(domain);
      const site = await cache.get(
        key,
        async () => (key ? deps.sites.findByDomain(key) : undefined),
        Boolean,
      );
      if (!site) throw new AppError('unknown_site');
      return site;
    },

    /** The site an operator names by one of its domains, with all its domains. */
    async get(domain: string): Promise<{ site: Site; domains: string[] }> {
      return withDomains(await named(domain));
    },

    /** Every site with its domains, oldest first. */
    async list(): Promise<{ site: Site; domains: string[] }[]> {
      const all = await deps.sites.list();
      const domains = await deps.sites.domainsOf(all.map((site) => site.id));
      return all.map((site) => ({ site, domains: domains.get(site.id) ?? [] }));
    },

    /**
     * A new site on its domains with its first manager, in one transaction; the manager
     * gets a one-time login code and a random password (shown once) to change later.
     * Playlist sites default to English and USD (docs/product.md §3.9), others to Korean
     * and KRW.
     */
    async create(
      input: SiteInput & {
        name: string;
        domains: string[];
        manager: { email: string; nickname?: string | undefined };
      },
    ) {
      const { db, accounts, sessions } = operatorDeps();
      const domains = [...new Set(input.domains.map(normalizeDomain))].sort();
      await refuseTaken(domains);
      const playlist = input.isPlaylist ?? false;
      const defaults = defaultsFor(playlist);
      const password = randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(password);
      const { site, manager } = await db.transaction(async (trx) => {
        const site = await deps.sites
          .insert(
            {
              name: input.name,
              designId: input.designId ?? DEFAULT_DESIGN,
              colorPrimary: input.colorPrimary ?? DEFAULT_SITE_COLOURS.primary,
              colorPrimaryDim: input.colorPrimaryDim ?? DEFAULT_SITE_COLOURS.primaryDim,
              isPlaylist: playlist,
              currency: input.currency ?? defaults.currency,
              defaultLanguage: input.language ?? defaults.language,
              timeZone: input.timeZone ?? null,
            },
            domains,
            trx,
          )
          .catch(rethrowDomainTaken);
        const manager = await accounts.insert(
          {
            siteId: site.id,
            email: input.manager.email,
            nickname: input.manager.nickname ?? input.manager.email.split('@')[0]!.slice(0, 12),
            role: 'manager',
            passwordHash,
          },
          trx,
        );
        if (!manager) throw new Error('a new site already had an account');
        return { site, manager };
      });
      const login = await sessions.issueLoginCode(site.id, manager.id);
      // The first domain given is where the manager's link points.
      const linkDomain = normalizeDomain(input.domains[0] ?? domains[0]!);
      return { site, domains, linkDomain, manager, password, login };
    },

    /** Changes what is given; `removeImages` clears those images. */
    async update(
      domain: string,
      input: SiteInput & { removeImages?: SiteImageKind[] | undefined },
    ) {
      const site = await named(domain);
      const changes: SiteChanges = {
        name: input.name,
        designId: input.designId,
        colorPrimary: input.colorPrimary,
        colorPrimaryDim: input.colorPrimaryDim,
        isPlaylist: input.isPlaylist,
        currency: input.currency,
        defaultLanguage: input.language,
        timeZone: input.timeZone,
      };
      for (const kind of input.removeImages ?? []) changes[IMAGE_COLUMN[kind]] = null;
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as SiteChanges;
      const updated = await deps.sites.update(site.id, defined);
      await forgetSites(null);
      return withDomains(updated);
    },

    /** Adds and removes domains of a site; it keeps at least one. */
    async changeDomains(domain: string, change: { add?: string[]; remove?: string[] }) {
      const { db } = operatorDeps();
      const site = await named(domain);
      const add = [...new Set((change.add ?? []).map(normalizeDomain))];
      const remove = [...new Set((change.remove ?? []).map(normalizeDomain))].filter(
        (name) => !add.includes(name),
      );
      const current = (await deps.sites.domainsOf([site.id])).get(site.id) ?? [];
      const newDomains = add.filter((name) => !current.includes(name));
      await refuseTaken(newDomains);
      const left = [...current.filter((name) => !remove.includes(name)), ...newDomains];
      if (left.length === 0) throw new AppError('invalid_input', 'validation.siteDomainLast');
      await db.transaction(async (trx) => {
        await deps.sites.addDomains(site.id, newDomains, trx).catch(rethrowDomainTaken);
        await deps.sites.removeDomains(site.id, remove, trx);
      });
      await forgetSites(null);
      return withDomains(site);
    },

    /** Checks an uploaded image (checkSiteImage), stores it by content, points the site at it. */
    async setImage(domain: string, kind: SiteImageKind, bytes: Buffer) {
      const site = await named(domain);
      const info = checkSiteImage(kind, bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await deps.sites.saveImage({ sha256, contentType: info.type, bytes, ...info });
      const address = `${API_BASE}${API_PATHS.siteImage}/${sha256}.${IMAGE_EXTENSION[info.type]}`;
      const updated = await deps.sites.update(site.id, { [IMAGE_COLUMN[kind]]: address });
      await forgetSites(null);
      return withDomains(updated);
    },

    /** A stored image by its file name (`<sha256>.<ext>`); the extension must match its type. */
    async image(file: string) {
      const [sha256, extension] = file.split('.');
      const image = sha256 ? await deps.sites.image(sha256) : undefined;
      if (!image || IMAGE_EXTENSION[image.contentType] !== extension) return undefined;
      return image;
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;

/**
 * Checks an image against its kind's rules (type, bytes, pixels, read from the file's
 * header); a refusal names the rules in the request's language.
 */
export function checkSiteImage(kind: SiteImageKind, bytes: Buffer): ImageInfo {
  const rule = SITE_IMAGE_RULES[kind];
  const refuse = () => new AppError('invalid_input', SITE_IMAGE_RULE_MESSAGE[kind]);
  if (bytes.length > rule.maxBytes) throw refuse();
  const info = readImageInfo(bytes);
  if (!info || !rule.types.includes(info.type)) throw refuse();
  const fits = (value: number, [min, max]: readonly [number, number]) =>
    value >= min && value <= max;
  if (!fits(info.width, rule.width) || !fits(info.height, rule.height)) throw refuse();
  if (rule.square && info.width !== info.height) throw refuse();
  return info;
}

function rethrowDomainTaken(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause;
  if ((error as { code?: string }).code === '23505' || cause?.code === '23505')
    throw new AppError('domain_taken');
  throw error;
}

/** The look fields of a create or update body, as the service takes them. */
export function siteInputOf(body: {
  name?: string | undefined;
  design_id?: DesignId | undefined;
  color_primary?: string | undefined;
  color_primary_dim?: string | undefined;
  is_playist?: boolean | undefined;
  currency?: Currency | undefined;
  language?: Locale | undefined;
  time_zone?: string | undefined;
  remove_images?: SiteImageKind[] | undefined;
}): SiteInput & { removeImages?: SiteImageKind[] | undefined } {
  return {
    name: body.name,
    designId: body.design_id,
    colorPrimary: body.color_primary,
    colorPrimaryDim: body.color_primary_dim,
    isPlaylist: body.is_playist,
    currency: body.currency,
    language: body.language,
    timeZone: body.time_zone,
    removeImages: body.remove_images,
  };
}

/**
 * Where people open a site: with PUBLIC_ORIGIN, its scheme (and port, for the host it
 * names) on the site's domain; without, https, or http on this port for this machine's
 * names (localhost, 127.0.0.1, *.localhost).
 */
export function siteOrigin(
  config: { publicOrigin?: string | undefined; port: number },
  domain: string,
): string {
  if (!config.publicOrigin) {
    return ['localhost', '127.0.0.1'].includes(domain) || domain.endsWith('.localhost')
      ? `http://${domain}:${config.port}`
      : `https://${domain}`;
  }
  const origin = new URL(config.publicOrigin);
  if (origin.hostname !== domain) origin.port = '';
  origin.hostname = domain;
  return origin.origin;
}

/** A one-time login link (through /external/auth) on the site's domain. */
export function loginLinkFor(
  config: { publicOrigin?: string | undefined; port: number },
  domain: string,
  code: string,
): string {
  return `${siteOrigin(config, domain)}/external/auth?code=${code}`;
}
