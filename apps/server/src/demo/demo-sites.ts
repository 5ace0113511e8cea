/**
 * The demo's second site and both sites' images: `playlist.localhost` (browsers resolve
 * every *.localhost name to this machine, so http://playlist.localhost:3000 opens it) is a
 * playlist site — dark, music-first, English and USD — with its own manager under the
 * same email as the main demo's, on a separate account. Both sites get a logo and a
 * favicon through the same checks as an operator's uploads.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { recomputeMusicRanking } from '../modules/musics/music-ranking.ts';
import { createSitesRepo } from '../modules/sites/sites.repo.ts';
import { createSitesService } from '../modules/sites/sites.service.ts';
import { DEMO_DOMAINS, type DemoLogin } from './demo-network.ts';

export const DEMO_PLAYLIST_DOMAIN = 'playlist.localhost';
const PLAYLIST_MANAGER = { email: 'manager@demo.example.com', nickname: 'Playlist Lead' };

/** A rounded square in `colour` with a white mark: the demo favicons. */
function favicon(colour: string, mark: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#${colour}"/>${mark}</svg>`,
  );
}

/** The favicon's mark beside the site's name, in `ink` on a transparent ground. */
function logo(colour: string, mark: string, name: string, ink: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40"><g transform="scale(0.625)"><rect width="64" height="64" rx="16" fill="#${colour}"/>${mark}</g><text x="50" y="27" font-family="Helvetica, Arial, sans-serif" font-size="19" font-weight="700" fill="${ink}">${name}</text></svg>`,
  );
}

const PLAY_MARK = '<path d="M25 18v28l22-14z" fill="#fff"/>';
const DISC_MARK =
  '<circle cx="32" cy="32" r="18" fill="none" stroke="#fff" stroke-width="5"/><circle cx="32" cy="32" r="5" fill="#fff"/>';

/**
 * Gives the main demo site its images (once) and makes the playlist site on first start.
 * Returns the playlist manager's login when it was just made, so it can be printed.
 */
export async function ensureDemoSites(
  database: Database,
  options: { demoSiteId: number; demoPassword: string | undefined },
): Promise<DemoLogin | undefined> {
  const repo = createSitesRepo(database.db);
  const sites = createSitesService({ sites: repo });

  const main = await repo.findByDomain(DEMO_DOMAINS[0]!);
  if (main && !main.logoFavicon && !main.logo) {
    await sites.setImage(DEMO_DOMAINS[0]!, 'favicon', favicon('6d28d9', PLAY_MARK));
    await sites.setImage(
      DEMO_DOMAINS[0]!,
      'logo',
      logo('6d28d9', PLAY_MARK, 'Demo Network', '#1f2937'),
    );
  }

  if (await repo.findByDomain(DEMO_PLAYLIST_DOMAIN)) return undefined;
  const password = options.demoPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const siteId = await database.db.transaction(async (trx) => {
    const site = await repo.insert(
      {
        name: 'Demo Playlist',
        designId: 'mcn-2',
        colorPrimary: 'f43f5e',
        colorPrimaryDim: 'ffe4e6',
        isPlaylist: true,
        currency: 'USD',
        defaultLanguage: 'en',
      },
      [DEMO_PLAYLIST_DOMAIN],
      trx,
    );
    await createAccountsRepo(trx).insert(
      { siteId: site.id, ...PLAYLIST_MANAGER, role: 'manager', passwordHash },
      trx,
    );
    // Music first: the demo catalogue the main site shows, here too.
    await trx.execute(sql`
      insert into music_track_sites (site_id, track_id)
      select ${site.id}, track_id from music_track_sites where site_id = ${options.demoSiteId}
      on conflict do nothing`);
    return site.id;
  });
  await recomputeMusicRanking(database.db, siteId, new Date());
  await sites.setImage(DEMO_PLAYLIST_DOMAIN, 'favicon', favicon('f43f5e', DISC_MARK));
  await sites.setImage(
    DEMO_PLAYLIST_DOMAIN,
    'logo',
    logo('f43f5e', DISC_MARK, 'Demo Playlist', '#f6f6fa'),
  );
  return { role: 'manager', ...PLAYLIST_MANAGER, password };
}
