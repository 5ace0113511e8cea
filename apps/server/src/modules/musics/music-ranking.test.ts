import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MusicRankingReply } from '@portal/shared';
import { isrcMaker, track } from '../../test/music-catalogue.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { importCatalogue } from './catalogue-import.ts';
import { lastCompleteWeek, recomputeMusicRanking } from './music-ranking.ts';

const CHANNEL = 'UCrankingFixture00000000';

describe('lastCompleteWeek', () => {
  it('is the last Monday–Sunday week that is over and that the data reaches the end of', () => {
    // 2026-11-18 is a Wednesday.
    const wednesday = new Date('2026-11-18T10:00:00Z');
    expect(lastCompleteWeek('2026-11-17', wednesday)).toEqual({
      start: '2026-11-09',
      end: '2026-11-15',
      previousStart: '2026-11-02',
    });
    // Data up to Sunday the 15th makes that week complete; up to Saturday the 14th does not.
    expect(lastCompleteWeek('2026-11-15', wednesday)?.start).toBe('2026-11-09');
    expect(lastCompleteWeek('2026-11-14', wednesday)?.start).toBe('2026-11-02');
    // On Sunday itself the week is not over yet, whatever the data says.
    expect(lastCompleteWeek('2026-11-22', new Date('2026-11-22T23:00:00Z'))?.start).toBe(
      '2026-11-09',
    );
    expect(lastCompleteWeek('2026-11-22', new Date('2026-11-23T00:00:00Z'))?.start).toBe(
      '2026-11-16',
    );
    expect(lastCompleteWeek(null, wednesday)).toBeUndefined();
  });
});

/** Hand-made usage: Shorts using tracks, and their views by day. */
async function usage(
  t: TestContext,
  siteId: number,
  shorts: { video: string; isrc: string | null; views: Record<string, number> }[],
): Promise<void> {
  for (const short of shorts) {
    await t.database.db.execute(sql`
      insert into videos (site_id, video_id, channel_id, title, published_at, duration_seconds, isrc)
      values (${siteId}, ${short.video}, ${CHANNEL}, ${short.video}, '2026-10-01T00:00:00Z', 30, ${short.isrc})`);
    for (const [day, views] of Object.entries(short.views)) {
      await t.database.db.execute(sql`
        insert into video_daily (site_id, video_id, day, channel_id, views, engaged_views, premium_views,
          watch_time_ms, view_percentage_weighted, revenue_micros, premium_revenue_micros)
        values (${siteId}, ${short.video}, ${day}, ${CHANNEL}, ${views}, ${views}, 0, 0, 0, 0, 0)`);
    }
  }
}

describe('weekly ranking', () => {
  const t = useTestContext();

  it('ranks tracks by the views of the Shorts using them, with the change since the week before', async () => {
    const isrc = isrcMaker();
    const [a, b, c, d, e, hidden, elsewhere] = [1, 2, 3, 4, 5, 6, 7].map(isrc) as string[];
    const site = await t.createSite();
    const other = await t.createSite();
    await importCatalogue(t.database.db, {
      file: 'ranking fixture',
      document: {
        tags: [],
        tracks: [
          track(a!, { title: 'A', sites: [site.domain] }),
          track(b!, { title: 'B', sites: [site.domain] }),
          track(c!, { title: 'C', sites: [site.domain] }),
          track(d!, { title: 'D', sites: [site.domain] }),
          track(e!, { title: 'E', sites: [site.domain] }),
          track(hidden!, { title: 'Withdrawn', withdrawn: true }),
          track(elsewhere!, { title: 'Other site only', sites: [other.domain] }),
        ],
      },
    });
    // Week before (2–8 Nov): A 500, B 300, C 100, E 50.
    // Ranked week (9–15 Nov): C 900, A 400, B 400 (tie: by ISRC), D 50 (new). E none.
    // Outside both weeks: 1 Nov and 16–17 Nov, which the next week will count.
    await usage(t, site.id, [
      {
        video: 'vidA1xxxxxx',
        isrc: a!,
        views: { '2026-11-03': 300, '2026-11-10': 150, '2026-11-16': 10 },
      },
      { video: 'vidA2xxxxxx', isrc: a!, views: { '2026-11-08': 200, '2026-11-15': 250 } },
      {
        video: 'vidB1xxxxxx',
        isrc: b!,
        views: { '2026-11-01': 9999, '2026-11-02': 300, '2026-11-09': 400 },
      },
      {
        video: 'vidC1xxxxxx',
        isrc: c!,
        views: { '2026-11-05': 100, '2026-11-12': 900, '2026-11-17': 5000 },
      },
      { video: 'vidD1xxxxxx', isrc: d!, views: { '2026-11-14': 50, '2026-11-16': 2000 } },
      { video: 'vidE1xxxxxx', isrc: e!, views: { '2026-11-06': 50, '2026-11-17': 1 } },
      { video: 'vidH1xxxxxx', isrc: hidden!, views: { '2026-11-10': 100_000 } },
      { video: 'vidX1xxxxxx', isrc: elsewhere!, views: { '2026-11-10': 100_000 } },
      { video: 'vidN1xxxxxx', isrc: null, views: { '2026-11-10': 100_000 } },
      { video: 'vidU1xxxxxx', isrc: isrc(99), views: { '2026-11-10': 100_000 } },
    ]);
    // Another site's Shorts using the same tracks count for that site only.
    await usage(t, other.id, [{ video: 'vidA1xxxxxx', isrc: a!, views: { '2026-11-10': 77_777 } }]);

    const member = await t.createAccount(site);
    const token = await t.login(site.domain, member.email, member.password);
    const ranking = async () => {
      const response = await t.call('GET', 'music/ranking', { domain: site.domain, token });
      expect(response.statusCode, response.body).toBe(200);
      const reply = response.json<MusicRankingReply>();
      return {
        week: reply.week,
        places: reply.entries.map((entry) => [
          entry.track.title,
          entry.rank,
          entry.previous_rank,
          entry.views,
        ]),
      };
    };

    // Nothing computed yet: an empty ranking, not an error.
    expect(await ranking()).toEqual({ week: null, places: [] });

    const result = await recomputeMusicRanking(
      t.database.db,
      site.id,
      new Date('2026-11-18T09:00:00Z'),
    );
    expect(result).toEqual({
      week: { start: '2026-11-09', end: '2026-11-15', previousStart: '2026-11-02' },
      tracks: 4,
    });
    expect(await ranking()).toEqual({
      week: { start: '2026-11-09', end: '2026-11-15' },
      places: [
        ['C', 1, 3, 900],
        ['A', 2, 1, 400],
        ['B', 3, 2, 400],
        ['D', 4, null, 50],
      ],
    });

    // Across the week boundary: data up to Sunday the 22nd, computed on Monday the 23rd.
    await usage(t, site.id, [
      { video: 'vidE2xxxxxx', isrc: e!, views: { '2026-11-22': 700 } },
      { video: 'vidB2xxxxxx', isrc: b!, views: { '2026-11-23': 1 } },
    ]);
    await recomputeMusicRanking(t.database.db, site.id, new Date('2026-11-23T08:00:00Z'));
    expect(await ranking()).toEqual({
      week: { start: '2026-11-16', end: '2026-11-22' },
      places: [
        ['C', 1, 1, 5000],
        ['D', 2, 4, 2000],
        ['E', 3, null, 701],
        ['A', 4, 2, 10],
      ],
    });

    // The other site ranks its own Shorts' views, of the tracks it shows (none of these).
    await recomputeMusicRanking(t.database.db, other.id, new Date('2026-11-23T08:00:00Z'));
    const otherRanks = await t.database.db.execute(
      sql`select rank, views from music_ranking_entries where site_id = ${other.id}`,
    );
    expect(otherRanks.rows).toEqual([]);
  });

  it("counts a claimed Short's days for its track until the claim ends, not after", async () => {
    const isrc = isrcMaker();
    const [a, b] = [1, 2].map(isrc) as string[];
    const site = await t.createSite();
    await importCatalogue(t.database.db, {
      file: 'claims fixture',
      document: {
        tags: [],
        tracks: [
          track(a!, { title: 'A', sites: [site.domain] }),
          track(b!, { title: 'B', sites: [site.domain] }),
        ],
      },
    });
    // No track of its own (a connected network's Short): its claims say which, and when.
    await usage(t, site.id, [
      {
        video: 'vidClaimed1',
        isrc: null,
        // Through Sunday the 15th: the week of the 9th is complete.
        views: { '2026-11-09': 100, '2026-11-11': 20, '2026-11-13': 3, '2026-11-15': 4 },
      },
    ]);
    const claim = (id: string, track: string, tiedUntil: string | null) =>
      t.database.db.execute(sql`
        insert into video_claims (site_id, claim_id, video_id, channel_id, isrc, status, tied_until)
        values (${site.id}, ${id}, 'vidClaimed1', ${CHANNEL}, ${track},
          ${tiedUntil ? 'released' : 'active'}, ${tiedUntil})`);
    // Claimed for A until it was released on the 11th; claimed for B from then on.
    await claim('claimA', a!, '2026-11-11');
    await claim('claimB', b!, null);
    await t.database.db.execute(
      sql`update videos set isrc = ${b!} where site_id = ${site.id} and video_id = 'vidClaimed1'`,
    );
    await recomputeMusicRanking(t.database.db, site.id, new Date('2026-11-18T09:00:00Z'));
    const { rows } = await t.database.db.execute<{ title: string; views: number }>(sql`
      select m.title, e.views::int as views from music_ranking_entries e
      join music_tracks m on m.id = e.track_id where e.site_id = ${site.id} order by m.title`);
    expect(rows).toEqual([
      { title: 'A', views: 100 },
      { title: 'B', views: 27 },
    ]);
  });

  it('the server computes the ranking of a site with data but none stored yet, in a job', async () => {
    const isrc = isrcMaker();
    const site = await t.createSite();
    await importCatalogue(t.database.db, {
      file: 'job fixture',
      document: { tags: [], tracks: [track(isrc(1), { sites: [site.domain] })] },
    });
    await usage(t, site.id, [
      { video: 'vidJ1xxxxxx', isrc: isrc(1), views: { '2026-11-10': 42, '2026-11-15': 1 } },
    ]);
    await t.restartApp();
    const stored = async () =>
      (
        await t.database.db.execute<{ week_start: string | null; views: string | null }>(sql`
          select r.week_start::text as week_start, e.views::text as views from music_rankings r
          left join music_ranking_entries e on e.site_id = r.site_id
          where r.site_id = ${site.id}`)
      ).rows;
    await expect.poll(stored, { timeout: 15_000, interval: 250 }).toHaveLength(1);
    expect(await stored()).toEqual([{ week_start: '2026-11-09', views: '43' }]);
  });
});
