import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/test-context.ts';
import { accounts, channels } from './schema.ts';
import * as schema from './schema.ts';
import { acrossSites, inSite, type SiteScopedPool } from './site-scope.ts';

/** Tables with a `site_id` that are not tenant data, and why. */
const NOT_TENANT_TABLES: Record<string, string> = {
  // How a request finds its site, before any site is known; domains are public anyway.
  site_domains: 'routing table',
};

describe('tenant isolation in the database', () => {
  const t = useTestContext();
  /** The server's own view: no scope, no tenant rows. */
  const serverPool = () => (t.database.pool as SiteScopedPool).withFallback({ none: true });
  const server = () => drizzle(serverPool(), { schema });

  it('forces row-level security on every table that holds a site_id', async () => {
    const { rows } = await t.database.db.execute<{
      table: string;
      rls: boolean;
      forced: boolean;
      policies: number;
    }>(sql`
      select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'site_id' and not a.attisdropped)
      order by 1`);
    const tenant = rows.filter((row) => !(row.table in NOT_TENANT_TABLES));
    expect(tenant.length).toBeGreaterThan(20);
    for (const row of tenant) {
      expect({
        table: row.table,
        rls: row.rls,
        forced: row.forced,
        policies: row.policies,
      }).toEqual({
        table: row.table,
        rls: true,
        forced: true,
        policies: 1,
      });
    }
  });

  it('runs as a role that cannot bypass row-level security, on either engine', async () => {
    const { rows } = await t.database.db.execute<{ super: boolean; bypass: boolean }>(sql`
      select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = current_user`);
    expect(rows).toEqual([{ super: false, bypass: false }]);
  });

  it("shows a site's transaction only that site's rows, even with no site_id filter", async () => {
    const siteA = await t.createSite();
    const siteB = await t.createSite();
    const a = await t.createAccount(siteA, { email: 'a@isolation.example' });
    const b = await t.createAccount(siteB, { email: 'b@isolation.example' });
    const db = server();
    // A query that forgets `where site_id = …`, as a bug would write it. (Drizzle runs a
    // query when it is awaited: inside the scope, so the function awaits it.)
    const everyone = async () =>
      await db.select({ id: accounts.id, siteId: accounts.siteId }).from(accounts);

    const seenByA = await inSite(siteA.id, everyone);
    expect(seenByA.map((row) => row.siteId)).toEqual(seenByA.map(() => siteA.id));
    expect(seenByA.map((row) => row.id)).toContain(a.id);
    expect(seenByA.map((row) => row.id)).not.toContain(b.id);

    // The same inside an explicit transaction, and through the raw pool.
    const inTransaction = await inSite(siteB.id, () =>
      db.transaction(async (trx) => trx.select({ siteId: accounts.siteId }).from(accounts)),
    );
    expect(new Set(inTransaction.map((row) => row.siteId))).toEqual(new Set([siteB.id]));
    const raw = await inSite(siteB.id, () =>
      serverPool().query('select distinct site_id from accounts'),
    );
    expect(raw.rows.map((row: { site_id: string }) => Number(row.site_id))).toEqual([siteB.id]);

    // Outside any site nothing at all; across sites (the operator's path) both.
    expect(await everyone()).toEqual([]);
    const across = await acrossSites('test', everyone);
    expect(across.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it("refuses to write a row into another site from a site's transaction", async () => {
    const siteA = await t.createSite();
    const siteB = await t.createSite();
    const db = server();
    const error = await inSite(siteA.id, async () => {
      await db.insert(channels).values({
        siteId: siteB.id,
        youtubeId: 'UCisolation000000000000',
        title: 'Not yours',
        category: 'music',
        verificationCode: 'isolation-code',
      });
    }).catch((failure: Error) => failure.cause);
    expect(String(error)).toMatch(/row-level security/);
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from channels where site_id = ${siteB.id}`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('keeps the site to its transaction: the next query on the connection sees nothing', async () => {
    const site = await t.createSite();
    await t.createAccount(site);
    const db = server();
    const seen = await inSite(site.id, async () => await db.select().from(accounts));
    expect(seen.length).toBeGreaterThan(0);
    const { rows } = await serverPool().query(
      "select current_setting('portal.site_id', true) as site, current_setting('portal.all_sites', true) as all_sites",
    );
    expect([rows[0]?.site || '', rows[0]?.all_sites || '']).toEqual(['', '']);
  });
});
