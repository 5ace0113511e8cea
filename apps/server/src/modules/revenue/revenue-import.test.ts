import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { acrossSitesView, openDatabase } from '../../db/client.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { perCountryRows } from './country-figures.ts';
import { importEach, importFile, type ImportSummary } from './revenue-import.ts';

const CHANNEL = 'UCimportFixtureChannel01';
const STRANGER = 'UCnotRegisteredChannel01';
const VIDEO_A = 'aaaaaaaaaa1';
const VIDEO_B = 'bbbbbbbbbb2';
const VIDEO_X = 'xxxxxxxxxx3';

const VIEWS_HEADER =
  'date,channel_id,video_id,claimed_status,uploader_type,live_or_on_demand,subscribed_status,country_code,views,engaged_views,red_views,watch_time_minutes,red_watch_time_minutes,average_view_duration_seconds,average_view_duration_percentage,likes,shares,comments';
const REVENUE_HEADER =
  'date,channel_id,video_id,claimed_status,uploader_type,country_code,estimated_partner_revenue,estimated_partner_ad_revenue,estimated_partner_ad_auction_revenue,estimated_partner_ad_reserved_revenue,estimated_youtube_ad_revenue,estimated_monetized_playbacks,estimated_playback_based_cpm,ad_impressions,estimated_cpm,estimated_partner_red_revenue,estimated_partner_transaction_revenue';

/** Views on two days: video A in KR twice (subscribed and not: summed), US once; B in KR. */
const VIEWS_DAY_1_2 = [
  VIEWS_HEADER,
  `20261101,${CHANNEL},${VIDEO_A},claimed,self,on_demand,subscribed,KR,1000,900,50,500.5,25,30,80.5,1,2,3`,
  `20261101,${CHANNEL},${VIDEO_A},claimed,self,on_demand,not_subscribed,KR,500,450,10,250.25,5,30,80,0,0,0`,
  `20261101,${CHANNEL},${VIDEO_A},claimed,self,on_demand,subscribed,US,200,190,20,100,10,30,75,0,0,0`,
  `20261101,${CHANNEL},${VIDEO_B},claimed,self,on_demand,subscribed,KR,300,280,0,90,0,18,60,0,0,0`,
  `20261101,${STRANGER},${VIDEO_X},claimed,self,on_demand,subscribed,KR,999,999,9,99,9,9,9,0,0,0`,
  `20261102,${CHANNEL},${VIDEO_A},claimed,self,on_demand,subscribed,KR,400,380,8,200,4,30,79,0,0,0`,
].join('\n');

const REVENUE_DAY_1_2 = [
  REVENUE_HEADER,
  `20261101,${CHANNEL},${VIDEO_A},claimed,self,KR,0.123456,0,0,0,0,0,0,0,0,0.02,0`,
  `20261101,${CHANNEL},${VIDEO_A},claimed,partner,KR,0.0000005,0,0,0,0,0,0,0,0,0,0`,
  `20261101,${CHANNEL},${VIDEO_A},claimed,self,US,0.2,0,0,0,0,0,0,0,0,0.05,0`,
  `20261101,${CHANNEL},${VIDEO_B},claimed,self,KR,0.01,0,0,0,0,0,0,0,0,,0`,
  `20261101,${STRANGER},${VIDEO_X},claimed,self,KR,5,0,0,0,0,0,0,0,0,0,0`,
  `20261102,${CHANNEL},${VIDEO_A},claimed,self,KR,0.05,0,0,0,0,0,0,0,0,0.001,0`,
].join('\n');

/** Day 1's views issued again: only video B, in JP. */
const VIEWS_DAY_1_REISSUED = [
  VIEWS_HEADER,
  `20261101,${CHANNEL},${VIDEO_B},claimed,self,on_demand,subscribed,JP,7,7,0,1,0,9,50,0,0,0`,
].join('\n');

/** Each video's day once both reports and the re-issued day 1 are in. */
const AFTER_REISSUE = [
  // Day 1's views are now only the re-issued file's; its revenue stays.
  { video_id: VIDEO_A, day: '2026-11-01', views: 0, revenue_micros: 323457 },
  { video_id: VIDEO_B, day: '2026-11-01', views: 7, revenue_micros: 10000 },
  { video_id: VIDEO_A, day: '2026-11-02', views: 400, revenue_micros: 50000 },
];

async function videoDays(t: TestContext, siteId: number) {
  const { rows } = await t.database.pool.query(
    `select video_id, day::text, views::int, revenue_micros::int from video_daily where site_id = $1 order by day, video_id`,
    [siteId],
  );
  return rows;
}

type Snapshot = Record<string, unknown[]>;

async function snapshot(t: TestContext, siteId: number): Promise<Snapshot> {
  const tables = [
    'views_by_country',
    'revenue_by_country',
    'video_daily',
    'channel_daily',
    'videos',
  ];
  const result: Snapshot = {};
  for (const table of tables) {
    const { rows } = await t.database.pool.query(
      `select * from ${table} where site_id = $1 order by 1, 2, 3, 4`,
      [siteId],
    );
    result[table] = rows.map((row: Record<string, unknown>) => ({ ...row, updated_at: undefined }));
  }
  return result;
}

/** A file for `importEach`, read from `text`. */
function inputFile(siteId: number, name: string, text: string) {
  return {
    siteId,
    file: name,
    open: () => Readable.from([Buffer.from(text)]),
    importedBy: 'test',
  };
}

/**
 * Day 3's views (video A, 70 views), held after the header and first line until
 * `release`; `rest` follows then.
 */
function heldDay3Views(rest: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  async function* heldViews() {
    yield Buffer.from(
      `${VIEWS_HEADER}\n20261103,${CHANNEL},${VIDEO_A},claimed,self,on_demand,subscribed,KR,70,70,0,1,0,9,50,0,0,0\n`,
    );
    await released;
    if (rest) yield Buffer.from(rest);
  }
  return { heldViews, release, released };
}

async function siteWithChannel(t: TestContext) {
  const site = await t.createSite();
  await t.database.pool.query(
    `insert into channels (site_id, youtube_id, title, category, verification_code)
     values ($1, $2, 'Fixture channel', 'music', $3)`,
    [site.id, CHANNEL, `CODE-${site.id}`],
  );
  const load = (file: string, text: string): Promise<ImportSummary> =>
    importFile(t.database.pool, {
      siteId: site.id,
      file,
      stream: Readable.from([Buffer.from(text)]),
      importedBy: 'test',
    });
  return { site, load };
}

describe('importing YouTube reports', () => {
  const t = useTestContext();

  it('sums the rows of each video, day and country and keeps exact totals per video, channel and day', async () => {
    const { site, load } = await siteWithChannel(t);
    const views = await load('content_owner_basic_a4_20261102.csv', VIEWS_DAY_1_2);
    expect(views).toMatchObject({
      kind: 'views',
      rowsRead: 6,
      rowsLoaded: 5,
      unmatched: [{ channelId: STRANGER, rows: 1 }],
      firstDay: '2026-11-01',
      lastDay: '2026-11-02',
    });
    const revenue = await load('content_owner_estimated_revenue_a1_20261102.csv', REVENUE_DAY_1_2);
    expect(revenue).toMatchObject({ kind: 'revenue', rowsRead: 6, rowsLoaded: 5 });

    const { rows: byCountry } = await t.database.pool.query(
      `select country_code, views::int, watch_time_ms::text, view_percentage_weighted::text
       from (${perCountryRows(
         'views',
         ['views', 'watch_time_ms', 'view_percentage_weighted'],
         `r.site_id = $1 and r.video_id = $2 and r.day = '2026-11-01'`,
       )}) c order by 1`,
      [site.id, VIDEO_A],
    );
    expect(byCountry).toEqual([
      // 500.5 + 250.25 minutes; 80.5 % × 1000 + 80 % × 500 (in hundredths of a percent)
      {
        country_code: 'KR',
        views: 1500,
        watch_time_ms: '45045000',
        view_percentage_weighted: '12050000',
      },
      {
        country_code: 'US',
        views: 200,
        watch_time_ms: '6000000',
        view_percentage_weighted: '1500000',
      },
    ]);

    const { rows: daily } = await t.database.pool.query(
      `select video_id, day::text, views::int, premium_views::int, revenue_micros::int, premium_revenue_micros::int
       from video_daily where site_id = $1 order by video_id, day`,
      [site.id],
    );
    expect(daily).toEqual([
      // 0.123456 + 0.0000005 (rounds to 1 micro) + 0.2
      {
        video_id: VIDEO_A,
        day: '2026-11-01',
        views: 1700,
        premium_views: 80,
        revenue_micros: 323457,
        premium_revenue_micros: 70000,
      },
      {
        video_id: VIDEO_A,
        day: '2026-11-02',
        views: 400,
        premium_views: 8,
        revenue_micros: 50000,
        premium_revenue_micros: 1000,
      },
      {
        video_id: VIDEO_B,
        day: '2026-11-01',
        views: 300,
        premium_views: 0,
        revenue_micros: 10000,
        premium_revenue_micros: 0,
      },
    ]);
    const { rows: channel } = await t.database.pool.query(
      `select channel_id, day::text, views::int, revenue_micros::int, videos from channel_daily where site_id = $1 order by day`,
      [site.id],
    );
    expect(channel).toEqual([
      { channel_id: CHANNEL, day: '2026-11-01', views: 2000, revenue_micros: 333457, videos: 2 },
      { channel_id: CHANNEL, day: '2026-11-02', views: 400, revenue_micros: 50000, videos: 1 },
    ]);
    const { rows: aside } = await t.database.pool.query(
      `select u.channel_id, u.rows::int, f.kind from import_unmatched u
       join import_files f on f.site_id = u.site_id and f.id = u.import_file_id
       where u.site_id = $1 order by f.id`,
      [site.id],
    );
    expect(aside).toEqual([
      { channel_id: STRANGER, rows: 1, kind: 'views' },
      { channel_id: STRANGER, rows: 1, kind: 'revenue' },
    ]);
  });

  it('changes nothing when the same files are imported again; a re-issued day replaces only that day', async () => {
    const { site, load } = await siteWithChannel(t);
    await load('views.csv', VIEWS_DAY_1_2);
    await load('revenue.csv', REVENUE_DAY_1_2);
    const before = await snapshot(t, site.id);
    await load('views.csv', VIEWS_DAY_1_2);
    await load('revenue.csv', REVENUE_DAY_1_2);
    expect(await snapshot(t, site.id)).toEqual(before);

    await load('content_owner_basic_a4_20261101_v2.csv', VIEWS_DAY_1_REISSUED);
    expect(await videoDays(t, site.id)).toEqual(AFTER_REISSUE);
  });

  it('imports files in order, reading each while the one before merges; a refused one leaves the rest', async () => {
    const { site } = await siteWithChannel(t);
    const file = (name: string, text: string) => inputFile(site.id, name, text);
    const outcomes = [];
    for await (const outcome of importEach(t.database.pool, [
      file('views.csv', VIEWS_DAY_1_2),
      file(
        'broken.csv',
        `${VIEWS_HEADER}\n20261101,${CHANNEL},${VIDEO_A},c,s,o,s,KR,x,1,1,1,1,1,1,0,0,0`,
      ),
      file('revenue.csv', REVENUE_DAY_1_2),
      file('views_v2.csv', VIEWS_DAY_1_REISSUED),
    ])) {
      outcomes.push(
        'summary' in outcome
          ? [outcome.file, outcome.summary.rowsLoaded]
          : [outcome.file, String(outcome.error)],
      );
    }
    expect(outcomes).toEqual([
      ['views.csv', 5],
      ['broken.csv', expect.stringContaining('broken.csv (line 2, column "views")')],
      ['revenue.csv', 5],
      ['views_v2.csv', 1],
    ]);
    // The later file's day 1 replaced the first one's; revenue arrived in between.
    expect(await videoDays(t, site.id)).toEqual(AFTER_REISSUE);
  });

  it('reads two files ahead of the merge; stopping rolls back those read and never opens the rest', async () => {
    const { site } = await siteWithChannel(t);
    const opened: string[] = [];
    const file = (name: string, text: string) => ({
      siteId: site.id,
      file: name,
      open: () => {
        opened.push(name);
        return Readable.from([Buffer.from(text)]);
      },
      importedBy: 'test',
    });
    const files = [
      file('views.csv', VIEWS_DAY_1_2),
      file('revenue.csv', REVENUE_DAY_1_2),
      file('views_v2.csv', VIEWS_DAY_1_REISSUED),
      file('revenue_again.csv', REVENUE_DAY_1_2),
    ];
    for await (const outcome of importEach(t.database.pool, files)) {
      expect(outcome).toHaveProperty('summary');
      // On PostgreSQL both files after the first are read while it merges; PGlite has one
      // connection, so the second waits for the merge to end before it can be read.
      if (t.database.engine === 'postgres')
        expect(opened).toEqual(files.slice(0, 3).map((f) => f.file));
      break;
    }
    expect(opened).not.toContain('revenue_again.csv');
    const { rows } = await t.database.pool.query<{ file_name: string }>(
      'select file_name from import_files where site_id = $1',
      [site.id],
    );
    expect(rows.map((row) => row.file_name)).toEqual(['views.csv']);
  });

  it('keeps the rollups exact when a day’s second file is refused or the import stops after the first', async () => {
    const file = inputFile;
    const viewsOnly = await siteWithChannel(t);
    await viewsOnly.load('views.csv', VIEWS_DAY_1_2);

    // The revenue file is read, then refused at its merge: the views file's rollups stand.
    const refused = await siteWithChannel(t);
    const other = await t.createSite();
    await t.database.pool.query(
      `insert into channels (site_id, youtube_id, title, category, verification_code)
       values ($1, $2, 'Their channel', 'music', $3)`,
      [other.id, STRANGER, `CODE-${other.id}`],
    );
    const outcomes = [];
    for await (const outcome of importEach(t.database.pool, [
      file(refused.site.id, 'views.csv', VIEWS_DAY_1_2.replaceAll(STRANGER, CHANNEL)),
      file(refused.site.id, 'revenue.csv', REVENUE_DAY_1_2),
    ])) {
      outcomes.push('summary' in outcome ? outcome.file : String(outcome.error));
    }
    await t.database.pool.query('delete from channels where site_id = $1', [other.id]);
    expect(outcomes).toEqual([
      'views.csv',
      expect.stringContaining(`the channel ${STRANGER} belongs to another network`),
    ]);
    const rollups = async (siteId: number) =>
      (
        await t.database.pool.query(
          `select video_id, day::text, views::int, revenue_micros::int, member_account_id
           from video_daily where site_id = $1 order by day, video_id`,
          [siteId],
        )
      ).rows;
    const { rows: views } = await t.database.pool.query(
      `select day::text, sum(views)::int as views from video_daily where site_id = $1 group by day order by day`,
      [refused.site.id],
    );
    // The stranger's rows counted too: that file named the fixture channel instead.
    expect(views).toEqual([
      { day: '2026-11-01', views: 2999 },
      { day: '2026-11-02', views: 400 },
    ]);

    // Stopped after the views file: its rollups are there before the caller goes on.
    const stopped = await siteWithChannel(t);
    for await (const outcome of importEach(t.database.pool, [
      file(stopped.site.id, 'views.csv', VIEWS_DAY_1_2),
      file(stopped.site.id, 'revenue.csv', REVENUE_DAY_1_2),
    ])) {
      expect(outcome).toHaveProperty('summary');
      break;
    }
    expect(await rollups(stopped.site.id)).toEqual(await rollups(viewsOnly.site.id));

    // Both files in: the same as each imported on its own.
    const both = await siteWithChannel(t);
    for await (const outcome of importEach(t.database.pool, [
      file(both.site.id, 'views.csv', VIEWS_DAY_1_2),
      file(both.site.id, 'revenue.csv', REVENUE_DAY_1_2),
    ])) {
      expect(outcome).toHaveProperty('summary');
    }
    await viewsOnly.load('revenue.csv', REVENUE_DAY_1_2);
    expect(await rollups(both.site.id)).toEqual(await rollups(viewsOnly.site.id));
  });

  // PGlite has one connection: nothing is read ahead there, and nothing left over.
  it.skipIf(inject('testDatabase').engine !== 'postgres')(
    'commits a report with its rollups while the next file, which starts on another day, is still read',
    async () => {
      const { site } = await siteWithChannel(t);
      const { heldViews, release } = heldDay3Views(
        `20261103,${CHANNEL},${VIDEO_B},claimed,self,on_demand,subscribed,KR,30,30,0,1,0,9,50,0,0,0\n`,
      );
      // Released anyway after a while, so a merge that waits for the whole file fails
      // the test below rather than never ending.
      let waitedFor = false;
      const timer = setTimeout(() => {
        waitedFor = true;
        release();
      }, 10_000);
      const outcomes = [];
      try {
        for await (const outcome of importEach(t.database.pool, [
          inputFile(site.id, 'revenue.csv', REVENUE_DAY_1_2),
          { ...inputFile(site.id, 'views.csv', ''), open: () => Readable.from(heldViews()) },
        ])) {
          if (outcomes.length === 0) {
            expect(waitedFor).toBe(false);
            // Days 1 and 2 are in the reports already: their refresh did not wait for day 3.
            expect(await videoDays(t, site.id)).toEqual([
              { video_id: VIDEO_A, day: '2026-11-01', views: 0, revenue_micros: 323457 },
              { video_id: VIDEO_B, day: '2026-11-01', views: 0, revenue_micros: 10000 },
              { video_id: VIDEO_A, day: '2026-11-02', views: 0, revenue_micros: 50000 },
            ]);
            release();
          }
          outcomes.push('summary' in outcome ? outcome.file : String(outcome.error));
        }
      } finally {
        clearTimeout(timer);
      }
      expect(outcomes).toEqual(['revenue.csv', 'views.csv']);
      expect((await videoDays(t, site.id)).filter((row) => row.day === '2026-11-03')).toEqual([
        { video_id: VIDEO_A, day: '2026-11-03', views: 70, revenue_micros: 0 },
        { video_id: VIDEO_B, day: '2026-11-03', views: 30, revenue_micros: 0 },
      ]);
    },
  );

  // PGlite has one connection: a file waits for the merge before it to end.
  it.skipIf(inject('testDatabase').engine !== 'postgres')(
    'reads the files ahead of the merge at the same time, not one after the other',
    async () => {
      const { site } = await siteWithChannel(t);
      const { heldViews, release, released } = heldDay3Views('');
      let reissueRead = () => {};
      const reissueWasRead = new Promise<'read'>(
        (resolve) => (reissueRead = () => resolve('read')),
      );
      async function* trackedReissue() {
        yield Buffer.from(VIEWS_DAY_1_REISSUED);
        reissueRead();
      }
      const outcomes = [];
      for await (const outcome of importEach(t.database.pool, [
        inputFile(site.id, 'revenue.csv', REVENUE_DAY_1_2),
        { ...inputFile(site.id, 'views.csv', ''), open: () => Readable.from(heldViews()) },
        { ...inputFile(site.id, 'views_v2.csv', ''), open: () => Readable.from(trackedReissue()) },
      ])) {
        if (outcomes.length === 0) {
          // The third file is read to its end while the second is held half-way.
          const waited = setTimeout(release, 10_000);
          expect(await Promise.race([reissueWasRead, released.then(() => 'released')])).toBe(
            'read',
          );
          clearTimeout(waited);
          release();
        }
        outcomes.push('summary' in outcome ? outcome.file : String(outcome.error));
      }
      expect(outcomes).toEqual(['revenue.csv', 'views.csv', 'views_v2.csv']);
      expect(await videoDays(t, site.id)).toEqual([
        { video_id: VIDEO_A, day: '2026-11-01', views: 0, revenue_micros: 323457 },
        { video_id: VIDEO_B, day: '2026-11-01', views: 7, revenue_micros: 10000 },
        { video_id: VIDEO_A, day: '2026-11-02', views: 0, revenue_micros: 50000 },
        { video_id: VIDEO_A, day: '2026-11-03', views: 70, revenue_micros: 0 },
      ]);
    },
  );

  it.skipIf(inject('testDatabase').engine !== 'postgres')(
    'refreshes the rollups left over on the refused file’s own connection, with a pool of two',
    async () => {
      const opened = await openDatabase({
        url: inject('testDatabase').url,
        poolSize: 2,
        embeddedDataDir: undefined,
      });
      const pool = acrossSitesView(opened, 'tests').pool;
      try {
        const { site } = await siteWithChannel(t);
        const file = (name: string, text: string) => inputFile(site.id, name, text);
        const outcomes = [];
        // Each of the first two files leaves its rollups to the next, the same days' report.
        // The second is refused just before its commit, once the files read ahead hold the
        // pool's other connection or wait for one.
        for await (const outcome of importEach(pool, [
          file('views.csv', VIEWS_DAY_1_2),
          {
            ...file('revenue.csv', REVENUE_DAY_1_2),
            beforeCommit: () => Promise.reject(new Error('refused before its commit')),
          },
          file('revenue_again.csv', REVENUE_DAY_1_2),
          file('views_v2.csv', VIEWS_DAY_1_REISSUED),
        ])) {
          outcomes.push('summary' in outcome ? outcome.file : String(outcome.error));
        }
        expect(outcomes).toEqual([
          'views.csv',
          'Error: refused before its commit',
          'revenue_again.csv',
          'views_v2.csv',
        ]);
        // The same files, each imported on its own.
        const alone = await siteWithChannel(t);
        await alone.load('views.csv', VIEWS_DAY_1_2);
        await alone.load('revenue_again.csv', REVENUE_DAY_1_2);
        await alone.load('views_v2.csv', VIEWS_DAY_1_REISSUED);
        expect(await videoDays(t, site.id)).toEqual(await videoDays(t, alone.site.id));
      } finally {
        await opened.close();
      }
    },
  );

  it('keeps a Short listed under two channels on one day under one, its figures summed', async () => {
    const { site, load } = await siteWithChannel(t);
    const second = 'UCimportFixtureChannel02';
    await t.database.pool.query(
      `insert into channels (site_id, youtube_id, title, category, verification_code)
       values ($1, $2, 'Second channel', 'music', $3)`,
      [site.id, second, `CODE2-${site.id}`],
    );
    await load(
      'views.csv',
      VIEWS_DAY_1_2.replace(
        `20261101,${CHANNEL},${VIDEO_A},claimed,self,on_demand,not_subscribed`,
        `20261101,${second},${VIDEO_A},claimed,self,on_demand,not_subscribed`,
      ),
    );
    const { rows } = await t.database.pool.query(
      `select day::text, video_id, channel_id, countries, figures::text from views_by_country
       where site_id = $1 order by day, video_id`,
      [site.id],
    );
    expect(rows).toEqual([
      {
        day: '2026-11-01',
        video_id: VIDEO_A,
        channel_id: second,
        countries: 'KRUS',
        figures: '{{1500,1350,60,45045000,1800000,12050000},{200,190,20,6000000,600000,1500000}}',
      },
      {
        day: '2026-11-01',
        video_id: VIDEO_B,
        channel_id: CHANNEL,
        countries: 'KR',
        figures: '{{300,280,0,5400000,0,1800000}}',
      },
      {
        day: '2026-11-02',
        video_id: VIDEO_A,
        channel_id: CHANNEL,
        countries: 'KR',
        figures: '{{400,380,8,12000000,240000,3160000}}',
      },
    ]);
  });

  it('leaves the database unchanged when the last line is wrong, and says where', async () => {
    const { site, load } = await siteWithChannel(t);
    await load('views.csv', VIEWS_DAY_1_2);
    const before = await snapshot(t, site.id);
    const { rows: filesBefore } = await t.database.pool.query(
      'select count(*)::int as n from import_files where site_id = $1',
      [site.id],
    );
    const broken = `${VIEWS_DAY_1_2.replace(/400,380/, '1,1')}\n20261103,${CHANNEL},${VIDEO_A},claimed,self,on_demand,subscribed,KR,-5,1,1,1,1,1,1,0,0,0`;
    await expect(load('broken.csv', broken)).rejects.toThrow(
      'broken.csv (line 8, column "views"): "-5" is negative',
    );
    expect(await snapshot(t, site.id)).toEqual(before);
    const { rows: filesAfter } = await t.database.pool.query(
      'select count(*)::int as n from import_files where site_id = $1',
      [site.id],
    );
    expect(filesAfter).toEqual(filesBefore);
  });

  it('gives up a file whose stream fails part-way, writes nothing, and imports the next', async () => {
    const { site, load } = await siteWithChannel(t);
    // Cut off after its first line, as an upload whose connection drops.
    async function* cutOff() {
      yield Buffer.from(`${VIEWS_DAY_1_2.split('\n').slice(0, 2).join('\n')}\n`);
      throw new Error('the connection was reset');
    }
    await expect(
      importFile(t.database.pool, {
        siteId: site.id,
        file: 'cut.csv',
        stream: Readable.from(cutOff()),
        importedBy: 'test',
      }),
    ).rejects.toThrow('the connection was reset');
    await load('views.csv', VIEWS_DAY_1_2);
    const { rows } = await t.database.pool.query<{ file_name: string }>(
      'select file_name from import_files where site_id = $1',
      [site.id],
    );
    expect(rows.map((row) => row.file_name)).toEqual(['views.csv']);
    expect(await videoDays(t, site.id)).toEqual([
      { video_id: VIDEO_A, day: '2026-11-01', views: 1700, revenue_micros: 0 },
      { video_id: VIDEO_B, day: '2026-11-01', views: 300, revenue_micros: 0 },
      { video_id: VIDEO_A, day: '2026-11-02', views: 400, revenue_micros: 0 },
    ]);
  });

  it('takes a large file arriving in pieces, and writes nothing when only its last line is wrong', async () => {
    const { site } = await siteWithChannel(t);
    // 30,000 lines (2.6 MB): many pieces of the stream and several of the staging COPY.
    const lines = [VIEWS_HEADER];
    for (let i = 0; i < 30_000; i++) {
      const country = String.fromCharCode(65 + (i % 26), 65 + (Math.floor(i / 26) % 26));
      const video = i % 2 === 0 ? VIDEO_A : VIDEO_B;
      lines.push(
        `20261105,${CHANNEL},${video},claimed,self,on_demand,subscribed,${country},${1 + (i % 3)},1,0,1.5,0,30,80,0,0,0`,
      );
    }
    const inPieces = (name: string, text: string) => {
      const bytes = Buffer.from(text);
      const pieces = [];
      for (let at = 0; at < bytes.length; at += 10_000)
        pieces.push(bytes.subarray(at, at + 10_000));
      return importFile(t.database.pool, {
        siteId: site.id,
        file: name,
        stream: Readable.from(pieces),
        importedBy: 'test',
      });
    };
    const broken = [...lines, lines[1]!.replace(',1,1,0,', ',-1,1,0,')].join('\n');
    await expect(inPieces('large.csv', broken)).rejects.toThrow(
      'large.csv (line 30002, column "views"): "-1" is negative',
    );
    expect(await snapshot(t, site.id)).toEqual(await snapshot(t, -1));

    const summary = await inPieces('large.csv', lines.join('\n'));
    expect(summary).toMatchObject({ rowsRead: 30_000, rowsLoaded: 30_000, unmatched: [] });
    const { rows } = await t.database.pool.query(
      `select video_id, views::int, watch_time_ms::int from video_daily where site_id = $1 order by video_id`,
      [site.id],
    );
    // 1, 2, 3 views in turn: 60,000 views; 1.5 minutes a line.
    expect(rows).toEqual([
      { video_id: VIDEO_A, views: 30_000, watch_time_ms: 15_000 * 90_000 },
      { video_id: VIDEO_B, views: 30_000, watch_time_ms: 15_000 * 90_000 },
    ]);
  });

  it('refuses a file with another network’s channel, naming its first line, and writes nothing', async () => {
    const { site, load } = await siteWithChannel(t);
    await load('views.csv', VIEWS_DAY_1_2);
    const before = await snapshot(t, site.id);
    const other = await t.createSite();
    await t.database.pool.query(
      `insert into channels (site_id, youtube_id, title, category, verification_code)
       values ($1, $2, 'Their channel', 'music', $3)`,
      [other.id, STRANGER, `CODE-${other.id}`],
    );
    await expect(load('theirs.csv', VIEWS_DAY_1_2)).rejects.toThrow(
      `theirs.csv (line 6, column "channel_id"): the channel ${STRANGER} belongs to another network`,
    );
    expect(await snapshot(t, site.id)).toEqual(before);
    await t.database.pool.query('delete from channels where site_id = $1', [other.id]);
  });

  it('refuses bad files with the file, line and column, before or without writing anything', async () => {
    const { site, load } = await siteWithChannel(t);
    const line = `20261101,${CHANNEL},${VIDEO_A},claimed,self,on_demand,subscribed,KR,10,10,0,1,0,6,50,0,0,0`;
    const cases: [string, string | RegExp][] = [
      [
        VIEWS_HEADER.replaceAll(',', ';') + '\n' + line.replaceAll(',', ';'),
        /f\.csv \(line 1\): not a file we import/,
      ],
      [
        'date,channel_id,video_id,views\n20261101,x,y,1',
        'f.csv (line 1): missing required column(s): country_code',
      ],
      [`${VIEWS_HEADER},views\n${line},1`, 'f.csv (line 1): the column "views" appears twice'],
      [
        `${VIEWS_HEADER}\n${line.replace('20261101', '2026-13-01')}`,
        /line 2, column "date"\): "2026-13-01" is not a date/,
      ],
      [
        `${VIEWS_HEADER}\n${line.replace('20261101', '20260230')}`,
        /line 2, column "date"\): "20260230" is not a date/,
      ],
      [
        `${VIEWS_HEADER}\n${line.replace(',KR,10,', ',KR,ten,')}`,
        /line 2, column "views"\): "ten" is not a whole number/,
      ],
      [
        `${VIEWS_HEADER}\n${line}\n${line.slice(0, 40)}`,
        /line 3\): the line has a different number of columns/,
      ],
      [
        `${VIEWS_HEADER}\n${line}\n20261101,"${CHANNEL}`,
        /line 3\): a quoted value is never closed/,
      ],
      [`${REVENUE_HEADER}\n${line}`, /line 2\): the line has a different number of columns/],
      [
        `${REVENUE_HEADER}\n20261101,${CHANNEL},${VIDEO_A},c,s,KR,1e5,0,0,0,0,0,0,0,0,0,0`,
        /column "estimated_partner_revenue"\): "1e5" is not a number/,
      ],
      [
        `${VIEWS_HEADER}\n20261101,UCshort,${VIDEO_A},c,s,o,s,KR,1,1,0,1,0,6,50,0,0,0`,
        /column "channel_id"\): "UCshort" is not a channel id/,
      ],
      ['', 'f.csv: the file is empty'],
      [
        `${VIEWS_HEADER}\n${line.replace(',KR,10,', ',KR,900000000000000000,')}`,
        'f.csv (line 2, column "average_view_duration_percentage"): the value is too large',
      ],
      [
        [
          VIEWS_HEADER,
          ...Array.from({ length: 11 }, () =>
            line.replace(',KR,10,', ',KR,900000000000000000,').replace(',50,0,0,0', ',,0,0,0'),
          ),
        ].join('\n'),
        'f.csv: a total of the file is too large to store',
      ],
    ];
    for (const [text, message] of cases) {
      await expect(load('f.csv', text), text.slice(0, 60)).rejects.toThrow(message);
    }
    const { rows } = await t.database.pool.query(
      'select (select count(*) from import_files where site_id = $1)::int as files, (select count(*) from views_by_country where site_id = $1)::int as views',
      [site.id],
    );
    expect(rows[0]).toEqual({ files: 0, views: 0 });
  });

  it('imports the video list (ISRCs normalised, later lines win) and dated exchange rates', async () => {
    const { site, load } = await siteWithChannel(t);
    const videos = await load(
      'videos.csv',
      [
        'video_id,channel_id,title,published_at,duration_seconds,isrc,extra',
        `${VIDEO_A},${CHANNEL},"Rainy day, lo-fi",2026-10-30,32,kr-a12-26-00001,x`,
        `${VIDEO_B},${CHANNEL},Old title,2026-10-31T09:15:00+09:00,58,,x`,
        `${VIDEO_B},${CHANNEL},New title,2026-10-31T09:15:00+09:00,58,ISRC USRC12600002,x`,
        `${VIDEO_X},${STRANGER},Not ours,2026-10-31,20,,x`,
      ].join('\r\n'),
    );
    expect(videos).toMatchObject({
      kind: 'videos',
      rowsRead: 4,
      rowsLoaded: 3,
      unmatched: [{ channelId: STRANGER, rows: 1 }],
    });
    const { rows } = await t.database.pool.query(
      `select video_id, title, published_at, duration_seconds, isrc from videos where site_id = $1 order by 1`,
      [site.id],
    );
    expect(rows).toEqual([
      {
        video_id: VIDEO_A,
        title: 'Rainy day, lo-fi',
        published_at: new Date('2026-10-30T00:00:00Z'),
        duration_seconds: 32,
        isrc: 'KRA122600001',
      },
      {
        video_id: VIDEO_B,
        title: 'New title',
        published_at: new Date('2026-10-31T00:15:00Z'),
        duration_seconds: 58,
        isrc: 'USRC12600002',
      },
    ]);
    await expect(
      load(
        'videos.csv',
        `video_id,channel_id,title,published_at,duration_seconds,isrc\n${VIDEO_A},${CHANNEL},T,2026-10-30,32,NOT-AN-ISRC`,
      ),
    ).rejects.toThrow(/line 2, column "isrc"\): "NOT-AN-ISRC" is not an ISRC/);

    const rates = await load(
      'exchange_rates.csv',
      'date,krw_per_usd\n20261101,1385.5\n2026-11-02,1390.12345',
    );
    expect(rates).toMatchObject({
      kind: 'exchange_rates',
      rowsRead: 2,
      firstDay: '2026-11-01',
      lastDay: '2026-11-02',
    });
    const { rows: stored } = await t.database.pool.query(
      `select day::text, krw_per_usd::text from exchange_rates where day between '2026-11-01' and '2026-11-02' order by day`,
    );
    expect(stored).toEqual([
      { day: '2026-11-01', krw_per_usd: '1385.5000' },
      { day: '2026-11-02', krw_per_usd: '1390.1235' },
    ]);
  });
});

describe('the import command', () => {
  const t = useTestContext();

  it('loads a folder (rates and videos first), names a refused file and still loads the rest', async () => {
    const { site } = await siteWithChannel(t);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'import-cli-'));
    try {
      writeFileSync(path.join(dir, 'content_owner_basic_a4_20261102.csv'), VIEWS_DAY_1_2);
      writeFileSync(
        path.join(dir, 'content_owner_estimated_revenue_a1_20261102.csv'),
        REVENUE_DAY_1_2,
      );
      writeFileSync(
        path.join(dir, 'videos.csv'),
        `video_id,channel_id,title,published_at,duration_seconds\n${VIDEO_A},${CHANNEL},A,2026-10-30,30`,
      );
      writeFileSync(path.join(dir, 'exchange_rates.csv'), 'date,krw_per_usd\n20261101,1380');
      writeFileSync(
        path.join(dir, 'broken.csv'),
        `${VIEWS_HEADER}\n20261101,${CHANNEL},${VIDEO_A},c,s,o,s,KR,x,1,1,1,1,1,1,0,0,0`,
      );
      const cli = path.resolve(import.meta.dirname, '../operator/cli/cli.ts');
      const result = await promisify(execFile)(
        process.execPath,
        [cli, 'import', '--site', site.domain, dir],
        {
          env: { ...process.env, DATABASE_URL: inject('testDatabase').url, LOG_LEVEL: 'silent' },
        },
      ).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect(result).toMatchObject({ code: 1 });
      const lines = result.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t')[0]);
      expect(lines).toEqual([
        'exchange_rates.csv',
        'videos.csv',
        'content_owner_basic_a4_20261102.csv',
        'content_owner_estimated_revenue_a1_20261102.csv',
      ]);
      expect(result.stdout).toContain(
        `read 6, loaded 5, skipped 1 (kept aside: 1 row(s) of unregistered channel ${STRANGER})`,
      );
      expect(result.stderr).toContain(
        'broken.csv (line 2, column "views"): "x" is not a whole number — nothing from this file was imported.',
      );
      const { rows } = await t.database.pool.query(
        'select sum(views)::int as views, sum(revenue_micros)::int as revenue from channel_daily where site_id = $1',
        [site.id],
      );
      expect(rows[0]).toEqual({ views: 2400, revenue: 383457 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the operator upload call', () => {
  const t = useTestContext();

  it('imports a CSV body like the command, and refuses a bad one with its line', async () => {
    const { site } = await siteWithChannel(t);
    const operator = await t.services.operatorAuth.create(`import-${site.id}`);
    const upload = (body: string, contentType = 'text/csv') =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/revenue/import?site=${site.domain}&name=views.csv`,
        headers: { authorization: `Bearer ${operator!.token}`, 'content-type': contentType },
        payload: body,
      });
    const done = await upload(VIEWS_DAY_1_2);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      kind: 'views',
      rows_read: 6,
      rows_loaded: 5,
      rows_skipped: 1,
      unmatched: [{ channel_id: STRANGER, rows: 1 }],
      first_day: '2026-11-01',
      last_day: '2026-11-02',
    });
    const bad = await upload(
      `${VIEWS_HEADER}\n20261101,${CHANNEL},${VIDEO_A},c,s,o,s,KR,-1,1,1,1,1,1,1,0,0,0`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: 'views.csv (line 2, column "views"): "-1" is negative',
    });
    expect((await upload('{"a":1}', 'application/json')).statusCode).toBe(415);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/operator/revenue/import?site=${site.domain}`,
      headers: { 'content-type': 'text/csv' },
      payload: VIEWS_DAY_1_2,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the operator upload call, past its size limit', () => {
  // A limit a few lines long, so a small file passes it.
  const t = useTestContext({ importUploadMaxBytes: 1024 });

  it('refuses a body over IMPORT_UPLOAD_MAX_BYTES with 413 and keeps nothing of it', async () => {
    const { site } = await siteWithChannel(t);
    const operator = await t.services.operatorAuth.create(`import-limit-${site.id}`);
    const line = `20261101,${CHANNEL},${VIDEO_A},c,s,o,s,KR,1,1,1,1,1,1,1,0,0,0`;
    const big = [VIEWS_HEADER, ...Array.from({ length: 40 }, () => line)].join('\n');
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024);
    const upload = (headers: Record<string, string>, payload: string | Readable) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/revenue/import?site=${site.domain}&name=views.csv`,
        headers: {
          authorization: `Bearer ${operator!.token}`,
          'content-type': 'text/csv',
          ...headers,
        },
        payload,
      });
    const imported = async () =>
      (
        await t.database.pool.query<{ n: string }>(
          'select count(*) as n from import_files where site_id = $1',
          [site.id],
        )
      ).rows[0]!.n;

    // Said by its length: refused before a byte is read.
    const declared = await upload({}, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ success: false, code: 'payload_too_large' });
    // Sent without a length (chunked): refused once the bytes pass the limit.
    const chunked = await upload({ 'transfer-encoding': 'chunked' }, Readable.from([big]));
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json()).toMatchObject({ success: false, code: 'payload_too_large' });
    expect(await imported()).toBe('0');

    // Under the limit, the same call imports.
    const small = [VIEWS_HEADER, line].join('\n');
    expect((await upload({}, small)).statusCode).toBe(200);
    expect(await imported()).toBe('1');
  });
});
