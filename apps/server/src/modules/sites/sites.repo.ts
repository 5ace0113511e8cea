import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { siteDomains, siteImages, sites } from '../../db/schema.ts';

export type Site = typeof sites.$inferSelect;
export type NewSite = typeof sites.$inferInsert;
export type SiteChanges = Partial<Omit<NewSite, 'id' | 'createdAt'>>;
export type SiteImage = typeof siteImages.$inferSelect;

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

    async update(siteId: number, changes: SiteChanges, trx: Executor = db): Promise<Site> {
      const [updated] = await trx
        .update(sites)
        .set(changes)
        .where(eq(sites.id, siteId))
        .returning();
      if (!updated) throw new Error('site update found no row');
      return updated;
    },

    async list(trx: Executor = db): Promise<Site[]> {
      return trx.select().from(sites).orderBy(asc(sites.id));
    },

    /** The domains of some sites, each site's in alphabetical order. */
    async domainsOf(siteIds: number[], trx: Executor = db): Promise<Map<number, string[]>> {
      const byId = new Map<number, string[]>(siteIds.map((id) => [id, []]));
      if (siteIds.length === 0) return byId;
      const rows = await trx
        .select()
        .from(siteDomains)
        .where(inArray(siteDomains.siteId, siteIds))
        .orderBy(asc(siteDomains.domain));
      for (const row of rows) byId.get(row.siteId)?.push(row.domain);
      return byId;
    },

    /** Which of these domains some site already answers on. */
    async takenDomains(domains: string[], trx: Executor = db): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await trx
        .select({ domain: siteDomains.domain })
        .from(siteDomains)
        .where(inArray(siteDomains.domain, domains));
      return rows.map((row) => row.domain);
    },

    async addDomains(siteId: number, domains: string[], trx: Executor = db): Promise<void> {
      if (domains.length === 0) return;
      await trx.insert(siteDomains).values(domains.map((domain) => ({ domain, siteId })));
    },

    async removeDomains(siteId: number, domains: string[], trx: Executor = db): Promise<void> {
      if (domains.length === 0) return;
      await trx
        .delete(siteDomains)
        .where(and(eq(siteDomains.siteId, siteId), inArray(siteDomains.domain, domains)));
    },

    /** Stores an image once per content; the same file again changes nothing. */
    async saveImage(image: Omit<SiteImage, 'createdAt'>, trx: Executor = db): Promise<void> {
      await trx.insert(siteImages).values(image).onConflictDoNothing();
    },

    async image(sha256: string, trx: Executor = db): Promise<SiteImage | undefined> {
      const rows = await trx.select().from(siteImages).where(eq(siteImages.sha256, sha256));
      return rows[0];
    },
  };
}

export type SitesRepo = ReturnType<typeof createSitesRepo>;
