import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Site } from '../sites/sites.repo.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type {
  ConnectionHealth,
  YouTubeConnectionService,
} from '../youtube-connection/youtube-connection.service.ts';

/** One site as the operators' overview shows it (before the presenter names the fields). */
export type OverviewRow = {
  site: Site;
  domains: string[];
  members: number;
  channelsWaiting: number;
  lastDay: string | null;
  youtube: { health: ConnectionHealth; fetching: boolean } | null;
};

/**
 * Every site at a glance for operators (docs/product.md §4.12): the counts of all sites in
 * one statement, which of them are connected to YouTube in another, then each connected
 * site's connection through its own service (a few queries a site, however many channels
 * or reports it has).
 */
export function createOperatorOverview(deps: {
  db: Executor;
  sites: Pick<SitesService, 'list'>;
  youtube: Pick<YouTubeConnectionService, 'connectedOf' | 'health' | 'fetching'>;
}) {
  /** Live members, channels waiting for review (status 0) and the last day with figures. */
  async function counts() {
    const { rows } = await deps.db.execute<{
      site_id: string | number;
      members: number;
      channels_waiting: number;
      last_day: string | null;
    }>(sql`
      select s.id as site_id,
        (select count(*)::int from accounts a
          where a.site_id = s.id and a.role = 'member' and a.deleted_at is null) as members,
        (select count(*)::int from channels c
          where c.site_id = s.id and c.status = 0) as channels_waiting,
        (select max(d.day)::text from site_daily d where d.site_id = s.id) as last_day
      from sites s`);
    return new Map(rows.map((row) => [Number(row.site_id), row]));
  }

  return {
    /** Every site, oldest first. */
    async sites(): Promise<OverviewRow[]> {
      const [listed, counted] = await Promise.all([deps.sites.list(), counts()]);
      const connected = await deps.youtube.connectedOf(listed.map(({ site }) => site.id));
      const rows: OverviewRow[] = [];
      // One connected site after another, so a long list never holds many connections at once.
      for (const { site, domains } of listed) {
        const health = connected.has(site.id) ? await deps.youtube.health(site.id) : null;
        const count = counted.get(site.id);
        rows.push({
          site,
          domains,
          members: count?.members ?? 0,
          channelsWaiting: count?.channels_waiting ?? 0,
          lastDay: count?.last_day ?? null,
          youtube: health && { health, fetching: await deps.youtube.fetching(site.id) },
        });
      }
      return rows;
    },
  };
}

export type OperatorOverview = ReturnType<typeof createOperatorOverview>;
