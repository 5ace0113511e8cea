import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { isrcMaker, PNG_1PX, uniqueTagId } from '../../test/music-catalogue.ts';
import { useTestContext } from '../../test/test-context.ts';
import { CatalogueError, readCatalogueFile } from './catalogue-file.ts';
import { importCatalogue } from './catalogue-import.ts';

const CLI = path.resolve(import.meta.dirname, '../operator/cli/cli.ts');
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

describe('catalogue import', () => {
  const t = useTestContext();
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    writeFileSync(path.join(dir, 'cover.png'), PNG_1PX);
    writeFileSync(path.join(dir, 'cover.svg'), SVG);
    writeFileSync(path.join(dir, 'not-an-image.png'), 'hello');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // The catalogue is shared by every site of the test database: tracks made here for
  // every site leave it again, so other files' lists show only their own.
  afterEach(async () => {
    await t.database.db.execute(
      sql`update music_tracks set withdrawn = true where all_sites and isrc like 'ZZ%'`,
    );
  });

  /** Writes a file into the test folder and loads it as the operator command would. */
  const load = async (name: string, content: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return importCatalogue(t.database.db, {
      file: name,
      document: readCatalogueFile(file),
      baseDir: dir,
    });
  };

  /** The tracks of some ISRCs as stored, with their tags and sites, for exact comparison. */
  const stored = async (isrcs: string[]) => {
    const result = await t.database.db.execute(sql`
      select t.isrc, t.title, t.artist, t.category, t.duration_seconds, t.shopping, t.exclusive,
        t.cover_sha256 is not null as stored_cover, t.cover_url, t.preview_url,
        t.released_on::text as released_on, t.all_sites, t.withdrawn, t.updated_at,
        coalesce((select array_agg(tag_id order by position) from music_track_tags where track_id = t.id), '{}') as tags,
        coalesce((select array_agg(site_id order by site_id) from music_track_sites where track_id = t.id), '{}') as sites
      from music_tracks t where t.isrc in (${sql.join(isrcs, sql`, `)}) order by t.isrc`);
    return result.rows;
  };

  it('loads tags and tracks exactly, and loading the same file again changes nothing', async () => {
    const isrc = isrcMaker();
    const [calm, bright] = [uniqueTagId('calm'), uniqueTagId('bright')];
    const site = await t.createSite();
    const document = {
      tags: [
        { id: calm, names: { ko: '잔잔한', en: 'Calm', 'zh-CN': '平静', 'zh-TW': '平靜' } },
        { id: bright, names: { ko: '밝은', en: 'Bright', 'zh-CN': '明亮', 'zh-TW': '明亮' } },
      ],
      tracks: [
        {
          isrc: `isrc ${isrc(1).slice(0, 2)}-${isrc(1).slice(2, 5)}-${isrc(1).slice(5, 7)}-${isrc(1).slice(7)}`,
          title: '  Morning Walk ',
          artist: 'Haneul',
          category: 'BGM',
          tags: [bright, calm],
          duration_seconds: '2:05',
          shopping: true,
          cover: 'cover.png',
          preview_url: 'https://cdn.example.com/previews/1.mp3',
          released_on: '2026-10-01',
        },
        {
          isrc: isrc(2),
          title: '밤의 도시',
          artist: 'Dalbit',
          category: 'ost',
          tags: [calm],
          duration_seconds: 95,
          exclusive: 'yes',
          cover: 'https://cdn.example.com/covers/2.jpg',
          sites: [site.domain],
        },
        {
          isrc: isrc(3),
          title: 'Vector',
          artist: 'Lines',
          category: 'Song',
          duration_seconds: 200,
          cover: 'cover.svg',
        },
      ],
    };
    const first = await load('catalogue.json', JSON.stringify(document));
    expect(first).toEqual({
      tags: { added: 2, changed: 0, unchanged: 0 },
      tracks: { added: 3, changed: 0, unchanged: 0 },
      coversStored: expect.any(Number),
    });
    const rows = await stored([isrc(1), isrc(2), isrc(3)]);
    expect(rows.map(({ updated_at: _ignored, ...row }) => row)).toEqual([
      {
        isrc: isrc(1),
        title: 'Morning Walk',
        artist: 'Haneul',
        category: 'bgm',
        duration_seconds: 125,
        shopping: true,
        exclusive: false,
        stored_cover: true,
        cover_url: null,
        preview_url: 'https://cdn.example.com/previews/1.mp3',
        released_on: '2026-10-01',
        all_sites: true,
        withdrawn: false,
        tags: [bright, calm],
        sites: [],
      },
      {
        isrc: isrc(2),
        title: '밤의 도시',
        artist: 'Dalbit',
        category: 'ost',
        duration_seconds: 95,
        shopping: false,
        exclusive: true,
        stored_cover: false,
        cover_url: 'https://cdn.example.com/covers/2.jpg',
        preview_url: null,
        released_on: null,
        all_sites: false,
        withdrawn: false,
        tags: [calm],
        sites: [String(site.id)],
      },
      {
        isrc: isrc(3),
        title: 'Vector',
        artist: 'Lines',
        category: 'song',
        duration_seconds: 200,
        shopping: false,
        exclusive: false,
        stored_cover: true,
        cover_url: null,
        preview_url: null,
        released_on: null,
        all_sites: true,
        withdrawn: false,
        tags: [],
        sites: [],
      },
    ]);
    const tags = await t.database.db.execute(
      sql`select id, name_ko, name_en, name_zh_cn, name_zh_tw, position from music_tags where id in (${calm}, ${bright}) order by position`,
    );
    expect(tags.rows).toEqual([
      {
        id: calm,
        name_ko: '잔잔한',
        name_en: 'Calm',
        name_zh_cn: '平静',
        name_zh_tw: '平靜',
        position: 0,
      },
      {
        id: bright,
        name_ko: '밝은',
        name_en: 'Bright',
        name_zh_cn: '明亮',
        name_zh_tw: '明亮',
        position: 1,
      },
    ]);

    const again = await load('catalogue.json', JSON.stringify(document));
    expect(again).toEqual({
      tags: { added: 0, changed: 0, unchanged: 2 },
      tracks: { added: 0, changed: 0, unchanged: 3 },
      coversStored: 0,
    });
    expect(await stored([isrc(1), isrc(2), isrc(3)])).toEqual(rows);

    // The same ISRC written another way is the same track; what differs is changed.
    const changed = await load(
      'tracks.csv',
      [
        'isrc,title,artist,category,tags,duration_seconds,cover,withdrawn',
        `${isrc(1)},Morning Walk (remaster),Haneul,bgm,${calm},125,cover.png,no`,
        `${isrc(3)},Vector,Lines,song,,200,cover.svg,yes`,
      ].join('\n'),
    );
    expect(changed.tracks).toEqual({ added: 0, changed: 2, unchanged: 0 });
    const after = await stored([isrc(1), isrc(3)]);
    expect(after.map((row) => [row.title, row.tags, row.shopping, row.withdrawn])).toEqual([
      ['Morning Walk (remaster)', [calm], false, false],
      ['Vector', [], false, true],
    ]);
  });

  it('loads tag files and track files in CSV, reading columns by name', async () => {
    const isrc = isrcMaker();
    const mood = uniqueTagId('dreamy');
    const tagSummary = await load(
      'tags.csv',
      `\uFEFFen,tag_id,ko,zh-CN,zh-TW\nDreamy,${mood},몽환적인,梦幻,夢幻\n`,
    );
    expect(tagSummary.tags).toEqual({ added: 1, changed: 0, unchanged: 0 });
    const trackSummary = await load(
      'tracks.csv',
      [
        'cover,duration_seconds,category,artist,title,isrc,tags,shopping,released_on',
        `cover.png,61,BGM,"Kim, Soo","Rain, again",${isrc(1)},${mood},true,2025-02-28`,
      ].join('\r\n'),
    );
    expect(trackSummary.tracks).toEqual({ added: 1, changed: 0, unchanged: 0 });
    const [row] = await stored([isrc(1)]);
    expect(row).toMatchObject({
      title: 'Rain, again',
      artist: 'Kim, Soo',
      tags: [mood],
      shopping: true,
    });
  });

  it('refuses a file with bad rows, naming each, and imports nothing from it', async () => {
    const isrc = isrcMaker();
    const known = uniqueTagId('known');
    const before = await t.database.db.execute(sql`select count(*)::int as n from music_tracks`);
    const csv = [
      'isrc,title,artist,category,tags,duration_seconds,cover,sites,preview_url',
      `${isrc(1)},Fine,A,bgm,,100,cover.png,,`,
      `NOT-AN-ISRC,Bad isrc,A,bgm,,100,cover.png,,`,
      `${isrc(3)},Twice,A,bgm,,100,cover.png,,`,
      `${isrc(3).toLowerCase()},Twice again,A,bgm,,100,cover.png,,`,
      `${isrc(5)},Unknown tag,A,bgm,nope-${known},100,cover.png,,`,
      `${isrc(6)},No cover file,A,bgm,,100,missing.png,,`,
      `${isrc(7)},No cover,A,bgm,,100,,,`,
      `${isrc(8)},Not an image,A,bgm,,100,not-an-image.png,,`,
      `${isrc(9)},Unknown site,A,bgm,,100,cover.png,nowhere.example,`,
      `${isrc(10)},Odd category,A,jazz,,100,cover.png,,`,
      `${isrc(11)},Plain preview,A,bgm,,100,cover.png,,http://cdn.example.com/a.mp3`,
      `${isrc(12)},,A,bgm,,0,cover.png,,`,
    ].join('\n');
    const error = await load('bad.csv', csv).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as CatalogueError).problems).toEqual([
      'line 3: column "isrc" "NOT-AN-ISRC" is not an ISRC (2 letters, 3 letters or digits, 7 digits)',
      `line 5: ISRC ${isrc(3)} appears again (first at line 4)`,
      `line 6: unknown tag(s) "nope-${known}": define them in "tags" or a tag file first`,
      `line 7: cover "missing.png" is missing (looked for ${path.join(dir, 'missing.png')})`,
      'line 8: column "cover" is missing: give an image file or an https address',
      'line 9: the cover is not a PNG, JPEG, WebP, GIF or SVG image',
      'line 10: no site answers on "nowhere.example"',
      'line 11: column "category" "jazz" is not one of BGM, Song, OST',
      'line 12: column "preview_url" "http://cdn.example.com/a.mp3" is not an https address',
      'line 13: column "title" is missing',
      'line 13: column "duration_seconds" "0" is not a length (seconds, or m:ss, up to an hour)',
    ]);
    expect((error as Error).message).toMatch(
      /^bad\.csv: refused, nothing was imported\.\n {2}line 3: /,
    );
    const after = await t.database.db.execute(sql`select count(*)::int as n from music_tracks`);
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses JSON that is not a catalogue, and tags not named in every language', async () => {
    await expect(load('x.json', '{"tracks": 3')).rejects.toThrow(
      /x\.json: refused[\s\S]*is not JSON/,
    );
    await expect(load('x.json', '{"songs": []}')).rejects.toThrow(
      /has neither "tags" nor "tracks"/,
    );
    const error = (await load(
      'x.json',
      JSON.stringify({ tags: [{ id: 'Bad Id', names: { ko: '하나', en: 'One' } }] }),
    ).catch((caught: unknown) => caught)) as CatalogueError;
    expect(error.problems).toEqual([
      'tags[0]: "id" "Bad Id" is not a tag id (lower-case letters, digits and hyphens, up to 40)',
      'tags[0]: "names.zh-CN" is missing: tags are named in every language',
      'tags[0]: "names.zh-TW" is missing: tags are named in every language',
    ]);
  });

  it('the operator command loads files in order and says what each did', async () => {
    const isrc = isrcMaker();
    const mood = uniqueTagId('cli');
    writeFileSync(path.join(dir, 'cli-tags.csv'), `tag_id,ko,en,zh-CN,zh-TW\n${mood},가,A,甲,甲\n`);
    writeFileSync(
      path.join(dir, 'cli-tracks.csv'),
      `isrc,title,artist,category,tags,duration_seconds,cover\n${isrc(1)},CLI,A,bgm,${mood},90,cover.png\n`,
    );
    const env = { ...process.env, DATABASE_URL: inject('testDatabase').url, LOG_LEVEL: 'silent' };
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [CLI, 'catalogue', ...args], { env, cwd: dir });
    const { stdout, stderr } = await run(
      'import',
      path.join(dir, 'cli-tags.csv'),
      path.join(dir, 'cli-tracks.csv'),
    );
    expect(stdout).toBe(
      [
        'cli-tags.csv\ttags: 1 added, 0 changed, 0 unchanged; tracks: 0 added, 0 changed, 0 unchanged; 0 new cover file(s)',
        `cli-tracks.csv\ttags: 0 added, 0 changed, 0 unchanged; tracks: 1 added, 0 changed, 0 unchanged; 0 new cover file(s)`,
        '',
      ].join('\n'),
    );
    expect(stderr).toMatch(/Weekly rankings recomputed for \d+ site\(s\)\./);
    const refused = await run('import', path.join(dir, 'not-an-image.png')).catch(
      (caught: { code: number; stderr: string }) => caught,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(
      /not-an-image\.png: refused, nothing was imported/,
    );
    await expect(run('list')).rejects.toMatchObject({ code: 2 });
  });
});
