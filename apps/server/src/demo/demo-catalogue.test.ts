import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MusicListReply, MusicTagsReply } from '@portal/shared';
import { useTestContext } from '../test/test-context.ts';
import { DEMO_CATALOGUE_SIZE, demoCatalogue, ensureDemoCatalogue } from './demo-catalogue.ts';
import { buildCatalogue } from './generate/network.ts';

describe('demo catalogue', () => {
  it('holds every ISRC the demo Shorts use, a few hundred tracks, tags in every language', () => {
    const document = demoCatalogue(['demo.example']);
    const isrcs = document.tracks.map((track) => track.isrc);
    expect(isrcs).toHaveLength(DEMO_CATALOGUE_SIZE);
    expect(new Set(isrcs).size).toBe(DEMO_CATALOGUE_SIZE);
    expect(isrcs).toEqual(expect.arrayContaining(buildCatalogue()));
    for (const tag of document.tags) {
      expect(Object.values(tag.names).every((name) => name.length > 0)).toBe(true);
    }
    expect(new Set(document.tracks.map((track) => track.category))).toEqual(
      new Set(['bgm', 'song', 'ost']),
    );
    expect(document.tracks.filter((track) => track.shopping).length).toBeGreaterThan(20);
    // The same every time, like a label's real catalogue.
    expect(demoCatalogue(['demo.example'])).toEqual(document);
  });

  const t = useTestContext();

  it('loads once for the demo site, which then browses it; other sites do not see it', async () => {
    const site = await t.createSite();
    const elsewhere = await t.createSite();
    const first = await ensureDemoCatalogue(t.database, site.id, new Date('2026-11-21T00:00:00Z'));
    expect(first?.tracks).toEqual({ added: DEMO_CATALOGUE_SIZE, changed: 0, unchanged: 0 });
    expect(await ensureDemoCatalogue(t.database, site.id)).toBeUndefined();
    const ranking = await t.database.db.execute(
      sql`select week_start from music_rankings where site_id = ${site.id}`,
    );
    expect(ranking.rows).toEqual([{ week_start: null }]);

    const browse = async (target: { id: number; domain: string }, path: string, lang = 'en') => {
      const member = await t.createAccount(target);
      const token = await t.login(target.domain, member.email, member.password);
      return t.call('GET', path, { domain: target.domain, token, lang });
    };
    const list = (await browse(site, 'music/list?size=1')).json<MusicListReply>();
    expect(list.total).toBe(DEMO_CATALOGUE_SIZE);
    const cover = await t.app.inject({ method: 'GET', url: list.tracks[0]!.cover_url });
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    const tags = (await browse(site, 'music/tags', 'zh-TW')).json<MusicTagsReply>().datas;
    expect(tags.map((tag) => tag.id)).toContain('calm');
    expect(tags.find((tag) => tag.id === 'calm')?.name).toBe('平靜');
    const other = (await browse(elsewhere, 'music/list?search=Haneul')).json<MusicListReply>();
    expect(other.total).toBe(0);
  });
});
