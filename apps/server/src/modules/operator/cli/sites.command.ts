/**
 * `npm run operator -- sites create|update|list|domains ...`: white-label sites (networks)
 * with their domains, look and images, through the same schemas and service as the
 * operator calls. Creating a site creates its first manager and prints a one-time login
 * link for them.
 */
import { readFileSync, statSync } from 'node:fs';
import {
  SITE_IMAGE_BYTES_MAX,
  SITE_IMAGE_KINDS,
  validationMessage,
  zOperatorSiteCreateBody,
  zOperatorSiteDomainsBody,
  zOperatorSiteUpdateBody,
  zSiteDomain,
  type OperatorSite,
  type SiteImageKind,
} from '@portal/shared';
import type { Config } from '../../../config.ts';
import type { Services } from '../../../services.ts';
import {
  checkSiteImage,
  loginLinkFor,
  SITE_IMAGE_RULE_MESSAGE,
  siteInputOf as updateInput,
} from '../../sites/sites.service.ts';
import { presentOperatorSite } from '../../sites/sites.presenter.ts';
import { parseOptions, runCommand, typedPath, UsageError, validated } from './command-kit.ts';

export const SITES_USAGE = `  sites create <domain>... --name <name> --manager <email> [--manager-name <nickname>]
               [--design mcn-1..4] [--primary <hex>] [--primary-dim <hex>] [--playlist]
               [--currency KRW|USD] [--language ko|en|zh-CN|zh-TW] [--time-zone <IANA name>]
               [--favicon <file>] [--logo <file>] [--meta-logo <file>] [--exclusive-logo <file>]
                                       Make a site answering on its domains (www. answers
                                       too) and its first manager; prints the manager's
                                       one-time login link. Playlist sites default to
                                       English and USD. The time zone (Asia/Seoul, UTC…)
                                       is when Monday's digest goes out; unset, Asia/Seoul
                                       on KRW sites and UTC on others.
  sites update <domain> [the options of create but --manager; --no-playlist;
               an image option given "none" removes that image]
  sites list                           Every site with its domains and look.
  sites domains <domain> [--add <domain>]... [--remove <domain>]...
                                       Show, add or remove the domains a site answers on.`;

const LOOK_OPTIONS = {
  name: { type: 'string' },
  design: { type: 'string' },
  primary: { type: 'string' },
  'primary-dim': { type: 'string' },
  playlist: { type: 'boolean' },
  'no-playlist': { type: 'boolean' },
  currency: { type: 'string' },
  language: { type: 'string' },
  'time-zone': { type: 'string' },
  favicon: { type: 'string' },
  logo: { type: 'string' },
  'meta-logo': { type: 'string' },
  'exclusive-logo': { type: 'string' },
} as const;

const IMAGE_OPTION: Record<SiteImageKind, keyof typeof LOOK_OPTIONS> = {
  favicon: 'favicon',
  logo: 'logo',
  meta: 'meta-logo',
  exclusive: 'exclusive-logo',
};

type Context = { config: Config; services: Services };

export function sitesCommand(
  { config, services }: Context,
  args: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(async () => {
    const [action, ...rest] = args;
    if (action === 'create') return create(rest);
    if (action === 'update') return update(rest);
    if (action === 'list' && rest.length === 0) return list();
    if (action === 'domains') return domains(rest);
    throw new UsageError();
  }, usage);

  async function create(args: string[]): Promise<number> {
    const { values, positionals } = parseOptions(args, {
      ...LOOK_OPTIONS,
      manager: { type: 'string' },
      'manager-name': { type: 'string' },
    });
    const body = validated(zOperatorSiteCreateBody, {
      domains: positionals,
      ...look(values),
      manager:
        values.manager === undefined
          ? undefined
          : {
              email: values.manager,
              nickname: values['manager-name'],
            },
    });
    // Every image is checked before anything is made, so a bad file leaves no site behind.
    const images = readImages(values, false);
    const created = await services.sites.create({
      ...updateInput(body),
      name: body.name,
      domains: body.domains,
      manager: body.manager,
    });
    let site = presentOperatorSite(created.site, created.domains);
    for (const [kind, bytes] of images) {
      if (!bytes) continue;
      const saved = await services.sites.setImage(created.domains[0]!, kind, bytes);
      site = presentOperatorSite(saved.site, saved.domains);
    }
    console.log(loginLinkFor(config, created.linkDomain, created.login.code));
    console.error(describe(site));
    console.error(
      `Manager ${created.manager.email}: the link above signs them in once, until ${created.login.expiresAt.toISOString()}.\n` +
        `Their first password is ${created.password} (shown once); they change it under account settings.\n` +
        `Another link later: npm run operator -- login-link ${created.manager.email} --site ${created.linkDomain}`,
    );
    return 0;
  }

  async function update(args: string[]): Promise<number> {
    const { values, positionals } = parseOptions(args, LOOK_OPTIONS);
    if (positionals.length !== 1) throw new UsageError();
    const images = readImages(values, true);
    const remove = SITE_IMAGE_KINDS.filter((kind) => images.get(kind) === null);
    const changes = { ...look(values), ...(remove.length > 0 ? { remove_images: remove } : {}) };
    const domain = validated(zSiteDomain, positionals[0]);
    // New images alone are a change too; otherwise the call's schema asks for one.
    let saved =
      images.size > remove.length && Object.keys(changes).length === 0
        ? undefined
        : await services.sites.update(
            domain,
            updateInput(validated(zOperatorSiteUpdateBody, { site: domain, ...changes })),
          );
    for (const [kind, bytes] of images) {
      if (bytes) saved = await services.sites.setImage(domain, kind, bytes);
    }
    if (saved) console.log(describe(presentOperatorSite(saved.site, saved.domains)));
    return 0;
  }

  async function list(): Promise<number> {
    const sites = await services.sites.list();
    if (sites.length === 0) console.error('No sites yet: npm run operator -- sites create ...');
    for (const { site, domains } of sites) {
      console.log(describe(presentOperatorSite(site, domains)));
    }
    return 0;
  }

  async function domains(args: string[]): Promise<number> {
    const { values, positionals } = parseOptions(args, {
      add: { type: 'string', multiple: true },
      remove: { type: 'string', multiple: true },
    });
    if (positionals.length !== 1) throw new UsageError();
    if (!values.add && !values.remove) {
      for (const domain of (await services.sites.get(positionals[0]!)).domains) console.log(domain);
      return 0;
    }
    const body = validated(zOperatorSiteDomainsBody, {
      site: positionals[0],
      add: values.add,
      remove: values.remove,
    });
    const saved = await services.sites.changeDomains(body.site, body);
    for (const domain of saved.domains) console.log(domain);
    return 0;
  }
}

/** The look options as the call's body spells them; absent ones stay absent. */
function look(values: Record<string, string | boolean | string[] | undefined>) {
  const given: Record<string, unknown> = {
    name: values.name,
    design_id: values.design,
    color_primary: values.primary,
    color_primary_dim: values['primary-dim'],
    is_playist: values.playlist ? true : values['no-playlist'] ? false : undefined,
    currency: typeof values.currency === 'string' ? values.currency.toUpperCase() : undefined,
    language: values.language,
    time_zone: values['time-zone'],
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

/** Image files named by the options, checked; `none` (on update) means remove it. */
function readImages(
  values: Record<string, string | boolean | string[] | undefined>,
  allowNone: boolean,
): Map<SiteImageKind, Buffer | null> {
  const images = new Map<SiteImageKind, Buffer | null>();
  for (const kind of SITE_IMAGE_KINDS) {
    const file = values[IMAGE_OPTION[kind]];
    if (typeof file !== 'string') continue;
    if (allowNone && file === 'none') {
      images.set(kind, null);
      continue;
    }
    const refused = () =>
      new UsageError(`${file}: ${validationMessage('en', SITE_IMAGE_RULE_MESSAGE[kind])}`);
    const where = typedPath(file);
    let bytes: Buffer | undefined;
    try {
      // A file over every kind's limit is refused unread.
      if (statSync(where).size <= SITE_IMAGE_BYTES_MAX) bytes = readFileSync(where);
    } catch {
      throw new UsageError(`Cannot read ${file}.`);
    }
    if (!bytes) throw refused();
    try {
      checkSiteImage(kind, bytes);
    } catch {
      throw refused();
    }
    images.set(kind, bytes);
  }
  return images;
}

function describe(site: OperatorSite): string {
  const images = (['logo_favicon', 'logo', 'logo_meta', 'exclusive_logo'] as const)
    .map((key) => `${key}=${site[key] ?? '-'}`)
    .join(' ');
  return [
    `${site.id}\t${site.name}\t${site.domains.join(',')}`,
    `\tdesign=${site.design_id} primary=${site.color_primary} dim=${site.color_primary_dim} playlist=${site.is_playist} currency=${site.currency} language=${site.language} time_zone=${site.time_zone}`,
    `\t${images}`,
  ].join('\n');
}
