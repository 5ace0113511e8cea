import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { siteDomains, sites } from '../../db/schema.ts';

export type Site = typeof sites.$inferSelect;
export type NewSite = typeof sites.$inferInsert;

export function createSitesRepo(db: Executor) {
  return {
    async findByDomain(domain: string, trx: Executor = db): Promise<Site | undefined> {
      const rows = await trx
        .select({ site: sites })
        .from(siteDomains)
        .innerJoin(sites, eq(sites.id, siteDomains.siteId))
        .where(eq(siteDomains.domain, domain))
        .limit(1);
      return rows[0]?.site;
    },

    /** Inserts a site and its domains (stored without `www.`). */
    async insert(site: NewSite, domains: string[], trx: Executor = db): Promise<Site> {
      const [created] = await trx.insert(sites).values(site).returning();
      if (!created) throw new Error('site insert returned no row');
      if (domains.length > 0) {
        await trx
          .insert(siteDomains)
          .values(domains.map((domain) => ({ domain, siteId: created.id })));
      }
      return created;
    },
  };
}

export type SitesRepo = ReturnType<typeof createSitesRepo>;
