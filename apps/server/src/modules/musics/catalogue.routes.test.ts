import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  OPERATOR_API_PATHS,
  type CatalogueProblem,
  type CatalogueTrack,
  type OperatorCatalogueImportReply,
} from '@portal/shared';
import { isrcMaker, uniqueTagId } from '../../test/music-catalogue.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';

const HEADER = 'isrc,title,artist,category,tags,duration_seconds,cover,sites,preview_url';
const COVER = 'https://cdn.example.com/cover.png';

function operatorCalls(t: TestContext, token: string, lang = 'en') {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  return {
    importFile: (name: string, content: string, contentType = 'application/octet-stream') =>
      t.app.inject({
        method: 'POST',
        url: `/api/${OPERATOR_API_PATHS.operatorCatalogueImport}?name=${encodeURIComponent(name)}`,
        headers: { ...headers, 'content-type': contentType },
        payload: content,
      }),
    tracks: (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/${OPERATOR_API_PATHS.operatorCatalogueTracks}?${query}`,
        headers,
      }),
  };
}

async function trackCount(t: TestContext): Promise<number> {
  const { rows } = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from music_tracks`,
  );
  return rows[0]!.n;
}

describe('the catalogue from the console', () => {
  const t = useTestContext();
  // The catalogue is shared by every site of the test database: tracks made here for
  // every site leave it again, so other files' lists show only their own.
  afterEach(async () => {
    await t.database.db.execute(
      sql`update music_tracks set withdrawn = true where all_sites and isrc like 'ZZ%'`,
    );
  });

  it('shows every problem of a refused file by line and field, in the operator’s language, and loads nothing', async () => {
    const token = (await t.services.operatorAuth.create(`catalogue-${randomUUID().slice(0, 8)}`))!
      .token;
    const calls = operatorCalls(t, token, 'ko');
    const isrc = isrcMaker();
    const before = await trackCount(t);
    const csv = [
      HEADER,
      `${isrc(1)},Fine,Artist,bgm,,100,${COVER},,`,
      `NOT-AN-ISRC,Bad,Artist,bgm,,100,${COVER},,`,
      `${isrc(2)},Cover file,Artist,song,,100,cover.png,,`,
      `${isrc(1)},Twice,Artist,bgm,,100,${COVER},,`,
      `${isrc(3)},,Artist,ost,,100,${COVER},,`,
    ].join('\n');
    const refused = await calls.importFile('tracks.csv', csv, 'text/csv');
    expect(refused.statusCode).toBe(400);
    const reply = refused.json<{ code: string; message: string; problems: CatalogueProblem[] }>();
    expect(reply.code).toBe('catalogue_refused');
    expect(reply.message).toBe(
      '카탈로그 파일을 가져오지 않았습니다. 아래 행을 고친 뒤 다시 보내 주세요.',
    );
    expect(reply.problems).toEqual([
      {
        line: 3,
        entry: null,
        field: 'isrc',
        message: '"NOT-AN-ISRC"은(는) ISRC가 아닙니다(영문 2자, 영문·숫자 3자, 숫자 7자리)',
      },
      {
        line: 4,
        entry: null,
        field: 'cover',
        message:
          '표지 "cover.png"은(는) 파일입니다. 콘솔에서 보내는 카탈로그에는 파일을 함께 보낼 수 없으니 https 주소를 적어 주세요',
      },
      {
        line: 5,
        entry: null,
        field: null,
        message: `ISRC ${isrc(1)}이(가) 다시 나옵니다(처음: 2번째 줄)`,
      },
      { line: 6, entry: null, field: 'title', message: '값이 없습니다' },
    ]);
    expect(await trackCount(t)).toBe(before);

    const json = await calls.importFile('catalogue.json', '{"tracks": [1]}');
    expect(json.json<{ problems: CatalogueProblem[] }>().problems[0]).toEqual({
      line: null,
      entry: 'tracks[0]',
      field: null,
      message: '객체여야 합니다',
    });
  });

  it('loads a catalogue once (again, nothing changes) and finds its tracks by title or artist, a page at a time', async () => {
    const token = (await t.services.operatorAuth.create(`catalogue-${randomUUID().slice(0, 8)}`))!
      .token;
    const calls = operatorCalls(t, token);
    const isrc = isrcMaker();
    const mood = uniqueTagId('console');
    const artist = `Console Artist ${randomUUID().slice(0, 6)}`;
    // Another site first, so a domain of the wrong site would show.
    await t.createSite();
    const only = await t.createSite();
    const document = {
      tags: [
        { id: mood, names: { ko: '콘솔', en: 'Console', 'zh-CN': '控制台', 'zh-TW': '主控台' } },
      ],
      tracks: [1, 2, 3].map((n) => ({
        isrc: isrc(n),
        title: `Console track ${n}`,
        artist,
        category: 'bgm',
        tags: [mood],
        duration_seconds: 90 + n,
        cover: COVER,
        withdrawn: n === 3,
        ...(n === 2 ? { sites: [only.domain] } : {}),
      })),
    };
    const loaded = await calls.importFile('catalogue.json', JSON.stringify(document));
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json<OperatorCatalogueImportReply>()).toMatchObject({
      file: 'catalogue.json',
      tags: { added: 1, changed: 0, unchanged: 0 },
      tracks: { added: 3, changed: 0, unchanged: 0 },
      covers_stored: 0,
    });
    const again = await calls.importFile('catalogue.json', JSON.stringify(document));
    expect(again.json<OperatorCatalogueImportReply>().tracks).toEqual({
      added: 0,
      changed: 0,
      unchanged: 3,
    });

    const firstPage = (await calls.tracks(`q=${encodeURIComponent(artist)}&size=2`)).json<{
      total: number;
      tracks: CatalogueTrack[];
    }>();
    expect(firstPage.total).toBe(3);
    expect(firstPage.tracks).toMatchObject([
      { isrc: isrc(1), title: 'Console track 1', tags: [mood], sites: null, cover_url: COVER },
      { isrc: isrc(2), title: 'Console track 2', sites: [only.domain] },
    ]);
    const secondPage = (await calls.tracks(`q=${encodeURIComponent(artist)}&size=2&page=1`)).json<{
      tracks: CatalogueTrack[];
    }>();
    // Withdrawn tracks are the operators' to see too.
    expect(secondPage.tracks).toMatchObject([{ isrc: isrc(3), withdrawn: true }]);
    const byTitle = (await calls.tracks('q=Console%20track%202')).json<{
      tracks: CatalogueTrack[];
    }>();
    expect(byTitle.tracks.map((track) => track.isrc)).toContain(isrc(2));
  });
});
