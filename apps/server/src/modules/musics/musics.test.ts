import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  FavoritesReply,
  MusicHomeReply,
  MusicListReply,
  MusicTagsReply,
  MusicTrack,
} from '@portal/shared';
import { isrcMaker, PNG_1PX, tag, track, uniqueTagId } from '../../test/music-catalogue.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import type { CatalogueTrack } from './catalogue-file.ts';
import { importCatalogue } from './catalogue-import.ts';
import { recomputeMusicRanking } from './music-ranking.ts';

/** A site of its own with a member signed in, calling the music API. */
async function memberOn(t: TestContext, site?: { id: number; domain: string }) {
  const own = site ?? (await t.createSite());
  const account = await t.createAccount(own);
  const token = await t.login(own.domain, account.email, account.password);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') =>
    t.call(method, path, { domain: own.domain, token, body, lang });
  return { site: own, account, token, call };
}

/** Loads tracks limited to `site` (so other tests' tracks stay out of its lists). */
async function loadTracks(
  t: TestContext,
  site: { domain: string },
  tracks: CatalogueTrack[],
  tags: ReturnType<typeof tag>[] = [],
) {
  await importCatalogue(t.database.db, {
    file: 'fixture',
    document: {
      tags,
      tracks: tracks.map((item) => ({ ...item, sites: item.sites ?? [site.domain] })),
    },
  });
}

const titles = (tracks: MusicTrack[]) => tracks.map((item) => item.title);

describe('music browsing', () => {
  const t = useTestContext();

  it('lists, searches by title, artist and ISRC, filters and sorts the site’s tracks', async () => {
    const isrc = isrcMaker();
    const [calm, bright] = [uniqueTagId('calm'), uniqueTagId('bright')];
    const me = await memberOn(t);
    await loadTracks(
      t,
      me.site,
      [
        track(isrc(1), {
          title: 'Blue Hour',
          artist: 'Noeul',
          category: 'bgm',
          tags: [calm],
          releasedOn: '2026-01-10',
        }),
        track(isrc(2), {
          title: 'Alley Cat',
          artist: 'Golmok',
          category: 'song',
          tags: [bright, calm],
          releasedOn: '2026-06-01',
          shopping: true,
        }),
        track(isrc(3), {
          title: 'City 100%',
          artist: 'Dosi',
          category: 'ost',
          tags: [bright],
          releasedOn: '2025-12-24',
        }),
        track(isrc(4), { title: 'Gone', artist: 'Noeul', withdrawn: true }),
      ],
      [tag(calm, { en: 'Calm', 'zh-TW': '平靜' }), tag(bright, { en: 'Bright', 'zh-TW': '明亮' })],
    );
    const list = async (query: string) => {
      const response = await me.call('GET', `music/list${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MusicListReply>();
    };

    const all = await list('');
    expect(all).toMatchObject({ success: true, page: 0, size: 30, total: 3 });
    expect(titles(all.tracks)).toEqual(['Alley Cat', 'Blue Hour', 'City 100%']);
    expect(all.tracks[0]).toEqual({
      id: expect.any(Number),
      isrc: isrc(2),
      title: 'Alley Cat',
      artist: 'Golmok',
      category: 'song',
      tags: [
        { id: bright, name: 'Bright' },
        { id: calm, name: 'Calm' },
      ],
      cover_url: expect.stringMatching(/^\/api\/music\/cover\/[0-9a-f]{64}$/),
      preview_url: null,
      duration_seconds: 120,
      shopping: true,
      exclusive: false,
      released_on: '2026-06-01',
      favorite: false,
    });

    expect(titles((await list('?search=noeul')).tracks)).toEqual(['Blue Hour']);
    expect(titles((await list('?search=100%25')).tracks)).toEqual(['City 100%']);
    const display = `${isrc(3).slice(0, 2)}-${isrc(3).slice(2, 5)}-${isrc(3).slice(5, 7)}-${isrc(3).slice(7)}`;
    expect(
      titles((await list(`?search=${encodeURIComponent(display.toLowerCase())}`)).tracks),
    ).toEqual(['City 100%']);
    expect(titles((await list(`?category=ost`)).tracks)).toEqual(['City 100%']);
    expect(titles((await list(`?tag=${calm}`)).tracks)).toEqual(['Alley Cat', 'Blue Hour']);
    expect(titles((await list(`?sort=title`)).tracks)).toEqual([
      'Alley Cat',
      'Blue Hour',
      'City 100%',
    ]);
    const second = await list('?sort=title&size=2&page=1');
    expect([second.total, titles(second.tracks)]).toEqual([3, ['City 100%']]);

    const tags = await me.call('GET', 'music/tags', undefined, 'zh-TW');
    expect(tags.json<MusicTagsReply>().datas).toEqual([
      { id: calm, name: '平靜', count: 2 },
      { id: bright, name: '明亮', count: 2 },
    ]);

    const shopping = await me.call('GET', 'music/shopping');
    expect(titles(shopping.json<MusicListReply>().tracks)).toEqual(['Alley Cat']);

    const refused = await me.call('GET', 'music/list?category=jazz');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_input',
      message: 'The category must be BGM, Song or OST.',
    });
    expect((await t.call('GET', 'music/list', { domain: me.site.domain })).statusCode).toBe(401);
  });

  it('shows a site the tracks for every site and its own, and sorts by last week’s ranking', async () => {
    const isrc = isrcMaker();
    const me = await memberOn(t);
    const neighbour = await memberOn(t);
    await loadTracks(t, me.site, [
      track(isrc(1), { title: 'Mine', releasedOn: '2026-01-01' }),
      track(isrc(2), { title: 'Theirs', sites: [neighbour.site.domain] }),
      track(isrc(3), { title: 'Also mine', releasedOn: '2025-01-01' }),
    ]);
    const seen = async (member: typeof me, query = '') =>
      titles((await member.call('GET', `music/list${query}`)).json<MusicListReply>().tracks).filter(
        (title) => ['Mine', 'Theirs', 'Also mine'].includes(title),
      );
    expect(await seen(me)).toEqual(['Mine', 'Also mine']);
    expect(await seen(neighbour)).toEqual(['Theirs']);

    await t.database.db.execute(sql`
      insert into videos (site_id, video_id, channel_id, title, published_at, duration_seconds, isrc)
      values (${me.site.id}, 'popVideo001', 'UCpopularityFixture00000', 'x', now(), 30, ${isrc(3)})`);
    await t.database.db.execute(sql`
      insert into video_daily (site_id, video_id, day, channel_id, views, engaged_views, premium_views,
        watch_time_ms, view_percentage_weighted, revenue_micros, premium_revenue_micros)
      values (${me.site.id}, 'popVideo001', '2026-11-15', 'UCpopularityFixture00000', 10, 10, 0, 0, 0, 0, 0)`);
    await recomputeMusicRanking(t.database.db, me.site.id, new Date('2026-11-18T00:00:00Z'));
    expect(await seen(me, '?sort=popular')).toEqual(['Also mine', 'Mine']);
  });

  it('the music home gathers the ranking, new tracks, tags, shopping and the favorites count', async () => {
    const isrc = isrcMaker();
    const mood = uniqueTagId('home');
    const me = await memberOn(t);
    await loadTracks(
      t,
      me.site,
      Array.from({ length: 10 }, (_, index) =>
        track(isrc(index + 1), {
          title: `Home ${index + 1}`,
          releasedOn: `2026-01-${String(index + 1).padStart(2, '0')}`,
          shopping: index < 7,
          tags: [mood],
        }),
      ),
      [tag(mood, { ko: '홈' })],
    );
    const response = await me.call('GET', 'music/home', undefined, 'ko');
    expect(response.statusCode, response.body).toBe(200);
    const home = response.json<MusicHomeReply>();
    expect(home.ranking).toEqual({ week: null, entries: [] });
    expect(titles(home.new_tracks)).toEqual([
      'Home 10',
      'Home 9',
      'Home 8',
      'Home 7',
      'Home 6',
      'Home 5',
      'Home 4',
      'Home 3',
    ]);
    expect(home.tags).toEqual([{ id: mood, name: '홈', count: 10 }]);
    expect(home.shopping).toHaveLength(6);
    expect(home.shopping.every((item) => item.shopping)).toBe(true);
    expect(home.favorites_count).toBe(0);
  });

  it('serves stored covers with long caching, and nothing else', async () => {
    const isrc = isrcMaker();
    const me = await memberOn(t);
    await loadTracks(t, me.site, [track(isrc(1))]);
    const [item] = (await me.call('GET', 'music/list')).json<MusicListReply>().tracks;
    const cover = await t.app.inject({ method: 'GET', url: item!.cover_url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cover.rawPayload.equals(PNG_1PX)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: item!.cover_url,
      headers: { 'if-none-match': String(cover.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/music/cover/${'0'.repeat(64)}`,
    });
    expect([missing.statusCode, missing.headers['cache-control']]).toEqual([404, undefined]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/music/cover/..%2Fsecret' })).statusCode,
    ).toBe(400);
  });
});

describe('favorites', () => {
  const t = useTestContext();

  async function withTracks(count: number) {
    const isrc = isrcMaker();
    const me = await memberOn(t);
    await loadTracks(
      t,
      me.site,
      Array.from({ length: count }, (_, index) =>
        track(isrc(index + 1), { title: `Fav ${index + 1}` }),
      ),
    );
    const list = (await me.call('GET', 'music/list?size=100&sort=title')).json<MusicListReply>();
    const ids = new Map(list.tracks.map((item) => [item.title, item.id]));
    return { me, id: (n: number) => ids.get(`Fav ${n}`)! };
  }

  const favoriteTitles = async (member: { call: Awaited<ReturnType<typeof memberOn>>['call'] }) =>
    titles((await member.call('GET', 'music/favorites')).json<FavoritesReply>().tracks);

  it('keeps the order they were added in, and marks them in every list', async () => {
    const { me, id } = await withTracks(4);
    for (const n of [3, 1, 4]) {
      const added = await me.call('POST', 'music/favorites/add', { track_id: id(n) });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({
        success: true,
        message: 'Added to your favorites.',
        max: 10,
      });
    }
    expect(await favoriteTitles(me)).toEqual(['Fav 3', 'Fav 1', 'Fav 4']);
    // Adding one already there changes nothing.
    await me.call('POST', 'music/favorites/add', { track_id: id(3) });
    expect(await favoriteTitles(me)).toEqual(['Fav 3', 'Fav 1', 'Fav 4']);

    const removed = await me.call('POST', 'music/favorites/remove', { track_id: id(1) });
    expect(removed.json()).toMatchObject({ message: 'Removed from your favorites.' });
    expect(titles(removed.json<FavoritesReply>().tracks)).toEqual(['Fav 3', 'Fav 4']);
    await me.call('POST', 'music/favorites/add', { track_id: id(1) });
    expect(await favoriteTitles(me)).toEqual(['Fav 3', 'Fav 4', 'Fav 1']);

    const list = (await me.call('GET', 'music/list?sort=title')).json<MusicListReply>();
    expect(list.tracks.map((item) => [item.title, item.favorite])).toEqual([
      ['Fav 1', true],
      ['Fav 2', false],
      ['Fav 3', true],
      ['Fav 4', true],
    ]);
    const home = (await me.call('GET', 'music/home')).json<MusicHomeReply>();
    expect(home.favorites_count).toBe(3);
  });

  it('refuses the 11th with a clear message', async () => {
    const { me, id } = await withTracks(11);
    for (let n = 1; n <= 10; n += 1) {
      expect((await me.call('POST', 'music/favorites/add', { track_id: id(n) })).statusCode).toBe(
        200,
      );
    }
    const eleventh = await me.call('POST', 'music/favorites/add', { track_id: id(11) }, 'ko');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      success: false,
      code: 'favorites_full',
      message: '즐겨찾기는 최대 10곡까지 추가할 수 있습니다. 다른 곡을 삭제한 뒤 추가해 주세요.',
    });
    expect(await favoriteTitles(me)).toHaveLength(10);
  });

  it('holds the limit of 10 under 20 concurrent adds', async () => {
    const { me, id } = await withTracks(20);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        me.call('POST', 'music/favorites/add', { track_id: id(index + 1) }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(
      replies
        .filter((reply) => reply.statusCode === 409)
        .every((reply) => reply.json().code === 'favorites_full'),
    ).toBe(true);
    const kept = (await me.call('GET', 'music/favorites')).json<FavoritesReply>().tracks;
    const accepted = replies.flatMap((reply, index) =>
      reply.statusCode === 200 ? [id(index + 1)] : [],
    );
    expect(kept.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      accepted.sort((a, b) => a - b),
    );
  });

  it('answers 404 for a track that does not exist or is not shown here, and for another’s favorite', async () => {
    const { me, id } = await withTracks(2);
    const other = await memberOn(t, me.site);
    const elsewhere = await memberOn(t);

    const unknown = await me.call('POST', 'music/favorites/add', { track_id: 999_999_999 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'track_not_found']);
    const notShown = await elsewhere.call('POST', 'music/favorites/add', { track_id: id(1) });
    expect([notShown.statusCode, notShown.json().code]).toEqual([404, 'track_not_found']);

    await other.call('POST', 'music/favorites/add', { track_id: id(2) });
    const notMine = await me.call('POST', 'music/favorites/remove', { track_id: id(2) });
    expect([notMine.statusCode, notMine.json().code]).toEqual([404, 'favorite_not_found']);
    expect(await favoriteTitles(other)).toEqual(['Fav 2']);
    expect(await favoriteTitles(me)).toEqual([]);

    const bad = await me.call('POST', 'music/favorites/add', { track_id: 'x' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'The track number is not valid.']);
  });

  it('a track withdrawn from the catalogue leaves the favorites', async () => {
    const isrc = isrcMaker();
    const me = await memberOn(t);
    await loadTracks(t, me.site, [
      track(isrc(1), { title: 'Leaving' }),
      track(isrc(2), { title: 'Staying' }),
    ]);
    const ids = (await me.call('GET', 'music/list'))
      .json<MusicListReply>()
      .tracks.map((item) => item.id);
    for (const trackId of ids) await me.call('POST', 'music/favorites/add', { track_id: trackId });
    await loadTracks(t, me.site, [track(isrc(1), { title: 'Leaving', withdrawn: true })]);
    expect(await favoriteTitles(me)).toEqual(['Staying']);
  });
});
