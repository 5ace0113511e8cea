import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { acrossSites, inSite, type SiteScopedPool } from '../../db/site-scope.ts';
import { useTestContext } from '../../test/test-context.ts';
import { ReportSql, type ReportScope } from './plans/report-sql.ts';

/**
 * The report's title search (decision 029): the Shorts whose lowered title holds the
 * text, found through `video_title_suffixes` under row-level security.
 */

type Short = { id: string; title: string };

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/** A plan's nodes, each before those below it. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Titles that put the text at a title's start, middle and end, past the kept length, in
 * other scripts and cases, and with LIKE's wildcards as text. */
const SHORTS: Short[] = [
  { id: 'searchVid01', title: 'Dance cover #shorts' },
  { id: 'searchVid02', title: 'Street dance' },
  { id: 'searchVid03', title: 'DANCE' },
  { id: 'searchVid04', title: '주말 브이로그 #댄스 #shorts' },
  { id: 'searchVid05', title: '100% real_dance' },
  { id: 'searchVid06', title: 'Study with me (full ver.)' },
  { id: 'searchVid07', title: 'dancedancedance' },
  { id: 'searchVid08', title: 'Ünïcödé ÇAFÉ crème brûlée' },
  { id: 'searchVid09', title: '' },
  { id: 'searchVid10', title: 'a' },
];

const SEARCHES = [
  'dance',
  'DANCE',
  'dance cover',
  'dance cover #shorts',
  'Dance cover #shorts!',
  'e dance',
  'ce',
  'e',
  'a',
  '#',
  ' ',
  '%',
  '_',
  '100%',
  'real_',
  '% real_d',
  '브이로그',
  '#댄스 #shorts',
  'café',
  'CRÈME BRÛLÉE',
  'dancedance',
  'cedanc',
  'searchVid06',
  'ver.)',
  'nothing like it',
];

const RANGE = { from: '2026-10-01', to: '2026-10-03' };

const scopeOf = (siteId: number): ReportScope => ({
  siteId,
  memberAccountId: null,
  showsGross: true,
  currency: 'USD',
});

/** A statement of the site's report that gives the ids its search finds. */
function searchStatement(siteId: number, search: string): { text: string; params: unknown[] } {
  const sql = new ReportSql(scopeOf(siteId), RANGE);
  const ids = sql.searchedShorts(search);
  // The common table expressions end with a comma: the body starts with one of its own.
  return {
    text: sql.withCtes(`found as (select ${ids} as ids) select ids from found`),
    params: sql.params,
  };
}

/** The ids a report statement's search finds, as the statement finds them. */
async function searched(pool: pg.Pool, siteId: number, search: string): Promise<string[]> {
  const { text, params } = searchStatement(siteId, search);
  const { rows } = await pool.query<{ ids: string[] }>(text, params);
  return [...(rows[0]?.ids ?? [])].sort();
}

/** What the search means, read the slow way: every title of the site tested. */
async function truth(pool: pg.Pool, siteId: number, search: string): Promise<string[]> {
  const { rows } = await pool.query<{ video_id: string }>(
    `select video_id from videos where site_id = $1
       and (strpos(title_key, lower($2)) > 0 or video_id = $2) order by video_id`,
    [siteId, search],
  );
  return rows.map((row) => row.video_id);
}

async function addShorts(pool: pg.Pool, siteId: number, shorts: Short[]): Promise<void> {
  await pool.query(
    `insert into videos (site_id, video_id, channel_id, title, published_at, duration_seconds)
     select $1, s.id, 'UCsearch00000000000000001', s.title, '2026-09-01T00:00:00Z', 30
     from jsonb_to_recordset($2::jsonb) as s(id text, title text)`,
    [siteId, JSON.stringify(shorts)],
  );
}

describe('title search', () => {
  const t = useTestContext();
  /** The server's own view: no scope, no tenant rows. */
  const serverPool = () => (t.database.pool as SiteScopedPool).withFallback({ none: true });

  it('finds exactly the Shorts whose title holds the text, in any case, or whose id it is', async () => {
    const site = await t.createSite();
    await addShorts(t.database.pool, site.id, SHORTS);
    const results = [];
    for (const search of SEARCHES) {
      results.push({
        search,
        found: await inSite(site.id, () => searched(serverPool(), site.id, search)),
        expected: await truth(t.database.pool, site.id, search),
      });
    }
    for (const { search, found, expected } of results) {
      expect({ search, found }).toEqual({ search, found: expected });
    }
    // The cases above find something, and not everything.
    expect(results.filter((r) => r.found.length > 0).length).toBeGreaterThan(15);
    expect(results.find((r) => r.search === 'dance')?.found).toEqual([
      'searchVid01',
      'searchVid02',
      'searchVid03',
      'searchVid05',
      'searchVid07',
    ]);
  });

  it('follows a Short whose title changes, and forgets one deleted', async () => {
    const site = await t.createSite();
    await addShorts(t.database.pool, site.id, [
      { id: 'changeVid01', title: 'Morning run' },
      { id: 'changeVid02', title: 'Morning swim' },
    ]);
    const find = (search: string) => inSite(site.id, () => searched(serverPool(), site.id, search));
    expect(await find('morning')).toEqual(['changeVid01', 'changeVid02']);

    // As an import sets them: the same title again, and a new one.
    await t.database.pool.query(
      `update videos set title = case video_id when 'changeVid01' then 'Evening run' else title end
       where site_id = $1`,
      [site.id],
    );
    expect(await find('morning')).toEqual(['changeVid02']);
    expect(await find('evening r')).toEqual(['changeVid01']);
    await t.database.pool.query(`delete from videos where site_id = $1 and video_id = $2`, [
      site.id,
      'changeVid02',
    ]);
    expect(await find('morning')).toEqual([]);
    const { rows } = await t.database.pool.query(
      `select distinct video_id from video_title_suffixes where site_id = $1`,
      [site.id],
    );
    expect(rows).toEqual([{ video_id: 'changeVid01' }]);
  });

  it("never finds another site's Shorts, whichever site the statement names", async () => {
    const siteA = await t.createSite();
    const siteB = await t.createSite();
    await addShorts(t.database.pool, siteA.id, [{ id: 'isolateA001', title: 'Dance of A' }]);
    await addShorts(t.database.pool, siteB.id, [
      { id: 'isolateB001', title: 'Dance of B' },
      { id: 'isolateB002', title: 'Another dance of B' },
    ]);
    const server = serverPool();
    expect(await inSite(siteA.id, () => searched(server, siteA.id, 'dance'))).toEqual([
      'isolateA001',
    ]);
    // A's transaction naming B's site, or B's Short by its id, finds nothing of B's.
    expect(await inSite(siteA.id, () => searched(server, siteB.id, 'dance'))).toEqual([]);
    expect(await inSite(siteA.id, () => searched(server, siteB.id, 'isolateB001'))).toEqual([]);
    expect(await inSite(siteA.id, () => searched(server, siteA.id, 'isolateB001'))).toEqual([]);
    // Outside any site nothing at all.
    expect(await searched(server, siteA.id, 'dance')).toEqual([]);
    expect(await searched(server, siteB.id, 'dance')).toEqual([]);
    // The suffixes themselves: a site's own only, none outside a site, all across sites.
    const suffixSites = async () =>
      (
        await server.query<{ site_id: string }>(
          `select distinct site_id from video_title_suffixes where suffix ^@ 'dance'`,
        )
      ).rows.map((row) => Number(row.site_id));
    expect(await inSite(siteB.id, suffixSites)).toEqual([siteB.id]);
    expect(await suffixSites()).toEqual([]);
    expect(await acrossSites('test', suffixSites)).toEqual(
      expect.arrayContaining([siteA.id, siteB.id]),
    );
    // Nor can a site's transaction write suffixes for another site.
    const error = await inSite(siteA.id, () =>
      server.query(
        `insert into video_title_suffixes (site_id, suffix, video_id) values ($1, 'dance', 'isolateA001')`,
        [siteB.id],
      ),
    ).catch((failure: Error) => failure);
    expect(String(error)).toMatch(/row-level security/);
  });

  it('reads the suffixes that start with the text through their index, never every title', async () => {
    const site = await t.createSite();
    await addShorts(t.database.pool, site.id, SHORTS);
    // As on a site of many Shorts, whatever else the database holds: with a handful, the
    // planner may as well read every title of the site as look one up by its key.
    await addShorts(
      t.database.pool,
      site.id,
      Array.from({ length: 2_000 }, (_, i) => ({
        id: `fillerVid${String(i).padStart(4, '0')}`,
        title: `Morning vlog ${i}`,
      })),
    );
    await t.database.pool.query('analyze videos');
    await t.database.pool.query('analyze video_title_suffixes');
    for (const search of ['dance', 'dance cover #shorts']) {
      const { text, params } = searchStatement(site.id, search);
      const nodes = await inSite(site.id, async () => {
        const client = await serverPool().connect();
        try {
          await client.query('begin');
          // As on a large table: a small one would be read whole whatever its indexes.
          await client.query('set local enable_seqscan = off');
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            `explain (format json) ${text}`,
            params,
          );
          await client.query('rollback');
          return nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
        } finally {
          client.release();
        }
      });
      // The range of suffixes that start with the text (its first kept characters) is the
      // condition of the index, under the row policy; no other read of them.
      const prefix = search.slice(0, 8);
      const suffixReads = nodes.filter(
        (node) =>
          node['Relation Name'] === 'video_title_suffixes' ||
          node['Index Name'] === 'video_title_suffixes_site_id_suffix_video_id_pk',
      );
      expect(suffixReads.map((node) => ({ search, node: node['Node Type'] }))).toContainEqual({
        search,
        node: expect.stringMatching(/^(Index Only Scan|Index Scan|Bitmap Index Scan)$/),
      });
      for (const node of suffixReads.filter((read) => read['Node Type'] !== 'Bitmap Heap Scan'))
        expect({ search, cond: node['Index Cond'] }).toEqual({
          search,
          cond: expect.stringContaining(`(suffix >= '${prefix}'::text COLLATE "C") AND (suffix <`),
        });
      // A title is read only by its Short's key: a Short the suffixes found, when the text
      // is longer than they are, or the Short whose id the text is.
      const titleReads = nodes.filter((node) => node['Relation Name'] === 'videos');
      expect(titleReads.map((node) => ({ search, cond: node['Index Cond'] }))).toEqual(
        [...(search.length > 8 ? ['t.video_id'] : []), `'${search}'::text`].map((key) => ({
          search,
          cond: expect.stringContaining(`(video_id = ${key})`),
        })),
      );
    }
  });
});
