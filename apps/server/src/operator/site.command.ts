/**
 * `npm run operator -- site create <domain> --name <name> [--playlist]`: a new network
 * (white-label site) answering on `domain`, in the default look until its colours and
 * logos are set. Without it a deployment with DEMO=off would have no site at all.
 */
import { parseArgs } from 'node:util';
import type { Database } from '../db/client.ts';
import { normalizeDomain } from '../http/request-context.ts';
import { createSitesRepo } from '../modules/sites/sites.repo.ts';

export const SITE_USAGE = `  site create <domain> --name <name> [--playlist]
                                       Make a site answering on <domain>; a playlist site
                                       shows English and USD by default.`;

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export async function siteCommand(
  { database }: { database: Database },
  args: string[],
  usage: () => number,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { name: { type: 'string' }, playlist: { type: 'boolean' } },
    });
  } catch {
    return usage();
  }
  const [action, rawDomain, ...rest] = parsed.positionals;
  const domain = rawDomain ? normalizeDomain(rawDomain) : '';
  const name = parsed.values.name?.trim();
  if (action !== 'create' || rest.length > 0 || !name) return usage();
  if (!DOMAIN.test(domain) || domain.length > 253) {
    console.error(`"${rawDomain}" is not a domain name.`);
    return 2;
  }
  const sites = createSitesRepo(database.db);
  if (await sites.findByDomain(domain)) {
    console.error(`A site already answers on "${domain}".`);
    return 1;
  }
  const playlist = parsed.values.playlist === true;
  const site = await sites.insert(
    {
      name,
      colorPrimary: '4f46e5',
      colorPrimaryDim: 'eef2ff',
      isPlaylist: playlist,
      currency: playlist ? 'USD' : 'KRW',
      defaultLanguage: playlist ? 'en' : 'ko',
    },
    [domain],
  );
  console.log(site.id);
  console.error(`Site "${name}" (${site.id}) answers on ${domain}.`);
  return 0;
}
