import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it, vi } from 'vitest';
import { YOUTUBE_REPORT_TYPES as TYPES, type YouTubeConnectionReply } from '@portal/shared';
import { createServices } from '../../services.ts';
import { inSite } from '../../db/site-scope.ts';
import { createSecretBox } from '../../lib/secrets.ts';
import { OPERATOR_CLI } from '../../test/operations.ts';
import { TEST_CONFIG, useTestContext } from '../../test/test-context.ts';
import { followConsent } from '../../../dev/youtube-stand-in.ts';
import { connectThroughStandIn, type Caller } from '../../test/youtube-connection.ts';
import { CLAIMS_HEADER, revenueReport, viewsReport } from '../../test/youtube-reports.ts';
import { refreshTokenContext } from './access-tokens.ts';
import { FetchLater } from './report-fetch.ts';

const OWNERS = Array.from({ length: 40 }, (_, i) => ({ id: `owner-${i}`, name: `Owner ${i}` }));
let ownersUsed = 0;

const DAY_1 = '2026-11-01';
const DAY_2 = '2026-11-02';
const DAY_3 = '2026-11-03';
const VIDEO_A = 'connVideoA1';
const VIDEO_B = 'connVideoB2';

describe('the YouTube connection', () => {
  const t = useTestContext({}, { contentOwners: OWNERS });

  /** A site with a registered channel, its manager signed in, and a content owner of its own. */
  async function network() {
    const site = await t.createSite();
    const channel = `UCconnection${String(site.id).padStart(12, '0')}`;
    await t.database.pool.query(
      `insert into channels (site_id, youtube_id, title, category, verification_code)
       values ($1, $2, 'Connected channel', 'music', $3)`,
      [site.id, channel, `CODE-${site.id}`],
    );
    const manager = await t.createAccount(site, { role: 'manager' });
    const token = await t.login(site.domain, manager.email, manager.password);
    const call: Caller = (method, path, body) =>
      t.call(method, path, { domain: site.domain, token, ...(body === undefined ? {} : { body }) });
    const owner = OWNERS[ownersUsed++]!.id;
    const publish = (reportTypeId: string, day: string, csv: string, createTime?: string) =>
      t.youtube.publishReport({
        contentOwnerId: owner,
        reportTypeId,
        day,
        csv,
        ...(createTime ? { createTime } : {}),
      });
    /** Views and revenue of one day: video A in KR, B in US. */
    const publishDay = (day: string, views: [number, number], usd: [string, string]) => {
      publish(
        TYPES.views,
        day,
        viewsReport(day, [
          [channel, VIDEO_A, 'KR', views[0]],
          [channel, VIDEO_B, 'US', views[1]],
        ]),
      );
      publish(
        TYPES.revenue,
        day,
        revenueReport(day, [
          [channel, VIDEO_A, 'KR', usd[0]],
          [channel, VIDEO_B, 'US', usd[1]],
        ]),
      );
    };
    const connect = async () => {
      const reply = await connectThroughStandIn(call, owner);
      expect(reply.statusCode, reply.body).toBe(200);
      await settle(call);
      return reply.json() as YouTubeConnectionReply;
    };
    return { site, channel, manager, call, owner, publish, publishDay, connect };
  }

  /** Waits until the fetch the connection queued (or "fetch now") has run. */
  async function settle(call: Caller): Promise<YouTubeConnectionReply> {
    for (let i = 0; i < 100; i++) {
      const reply = (await call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
      if (!reply.connection?.fetching) return reply;
      await sleep(200);
    }
    throw new Error('the fetch did not finish');
  }

  const fetchOnce = (siteId: number) =>
    inSite(siteId, () => t.services.youtubeConnection.fetch(siteId));

  async function dailyTotals(siteId: number) {
    const { rows } = await t.database.pool.query(
      `select day::text, sum(views)::int as views, sum(revenue_micros)::int as revenue_micros
       from video_daily where site_id = $1 group by day order by day`,
      [siteId],
    );
    return rows;
  }

  async function recorded(siteId: number) {
    const { rows } = await t.database.pool.query(
      `select report_type_id, day::text, state, rows::int, error from youtube_reports
       where site_id = $1 order by create_time::timestamptz`,
      [siteId],
    );
    return rows as {
      report_type_id: string;
      day: string;
      state: string;
      rows: number | null;
      error: string | null;
    }[];
  }

  async function sealedRefreshToken(siteId: number): Promise<string> {
    const { rows } = await t.database.pool.query(
      'select refresh_token_sealed from youtube_connections where site_id = $1',
      [siteId],
    );
    return createSecretBox(TEST_CONFIG.secretsKeys).open(
      rows[0].refresh_token_sealed,
      refreshTokenContext(siteId),
    );
  }

  it('connects through the consent page, makes the jobs and imports the historical reports exactly', async () => {
    const n = await network();
    // Published before the jobs exist: YouTube's historical reports, made with the job.
    n.publishDay(DAY_1, [1000, 200], ['0.123456', '0.0000005']);
    n.publishDay(DAY_2, [300, 40], ['0.05', '1.5']);
    const before = await n.call('GET', 'youtube/connection');
    expect(before.json()).toMatchObject({ configured: true, connection: null });

    const connected = await n.connect();
    expect(connected.message).toBe('Connected to YouTube. The first reports are on their way.');
    expect(connected.connection).toMatchObject({
      state: 'connected',
      contentOwnerId: n.owner,
      connectedBy: { email: n.manager.email },
    });
    expect(connected.connection!.jobs).toEqual(
      [
        {
          reportTypeId: TYPES.claims,
          jobId: expect.any(String),
          systemManaged: true,
          state: 'active',
        },
        {
          reportTypeId: TYPES.views,
          jobId: expect.any(String),
          systemManaged: false,
          state: 'active',
        },
        {
          reportTypeId: TYPES.revenue,
          jobId: expect.any(String),
          systemManaged: false,
          state: 'active',
        },
      ].sort((a, b) => (a.reportTypeId < b.reportTypeId ? -1 : 1)),
    );
    // The portal made one job per type it fetches, and none for the claims.
    const made = t.youtube
      .reportingState()
      .jobs.filter((job) => job.contentOwnerId === n.owner && !job.systemManaged);
    expect(made.map((job) => job.reportTypeId).sort()).toEqual([TYPES.views, TYPES.revenue].sort());

    await fetchOnce(n.site.id);
    expect(await dailyTotals(n.site.id)).toEqual([
      { day: DAY_1, views: 1200, revenue_micros: 123457 },
      { day: DAY_2, views: 340, revenue_micros: 1550000 },
    ]);
    expect(
      (await recorded(n.site.id)).map((r) => [r.report_type_id, r.day, r.state, r.rows]),
    ).toEqual(
      expect.arrayContaining([
        [TYPES.views, DAY_1, 'imported', 2],
        [TYPES.revenue, DAY_1, 'imported', 2],
        [TYPES.views, DAY_2, 'imported', 2],
        [TYPES.revenue, DAY_2, 'imported', 2],
      ]),
    );

    // The next day's reports arrive by themselves.
    n.publishDay(DAY_3, [7, 0], ['0.000001', '0']);
    await fetchOnce(n.site.id);
    expect((await dailyTotals(n.site.id)).at(-1)).toEqual({
      day: DAY_3,
      views: 7,
      revenue_micros: 1,
    });
    const status = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    expect(status.connection).toMatchObject({
      completeUpTo: DAY_3,
      lastReport: { day: DAY_3, state: 'imported' },
      lastProblem: null,
      alarms: [],
    });
    expect(status.connection!.lastFetchAt).not.toBeNull();

    // The grant is kept sealed and never sent back.
    const refreshToken = await sealedRefreshToken(n.site.id);
    expect(JSON.stringify(connected)).not.toContain(refreshToken);
    expect(JSON.stringify(status)).not.toContain(refreshToken);
    const { rows } = await t.database.pool.query(
      `select action from audit_log where site_id = $1 and action like 'youtube.%'`,
      [n.site.id],
    );
    expect(rows).toEqual([{ action: 'youtube.connected' }]);
  });

  it('replaces a re-issued day, and never lets an older report fetched later overwrite a newer one', async () => {
    const n = await network();
    await n.connect();
    n.publishDay(DAY_1, [100, 0], ['1', '0']);
    await fetchOnce(n.site.id);
    const reissued = n.publish(
      TYPES.views,
      DAY_1,
      viewsReport(DAY_1, [[n.channel, VIDEO_A, 'KR', 111]]),
    );
    await fetchOnce(n.site.id);
    expect((await dailyTotals(n.site.id))[0]).toMatchObject({ views: 111 });

    // A report of the same day made just before the one imported, listed only now (a
    // retry, a second page): recorded as superseded, and the figures stay.
    const older = new Date(Date.parse(reissued.createTime!) - 500)
      .toISOString()
      .replace('Z', '123Z');
    n.publish(TYPES.views, DAY_1, viewsReport(DAY_1, [[n.channel, VIDEO_A, 'KR', 5]]), older);
    expect(await fetchOnce(n.site.id)).toMatchObject({ superseded: 1, imported: 0 });
    expect((await dailyTotals(n.site.id))[0]).toMatchObject({
      views: 111,
      revenue_micros: 1_000_000,
    });
    const views = (await recorded(n.site.id)).filter((r) => r.report_type_id === TYPES.views);
    expect(views.map((r) => r.state)).toEqual(['superseded', 'superseded', 'imported']);
  });

  it('skips the listed reports it has recorded, asking the database once, and downloads none again', async () => {
    const n = await network();
    await n.connect();
    n.publishDay(DAY_1, [10, 1], ['0.01', '0']);
    n.publishDay(DAY_2, [20, 2], ['0.02', '0']);
    expect(await fetchOnce(n.site.id)).toMatchObject({ imported: 4 });
    const totals = await dailyTotals(n.site.id);

    // As if the cursors were lost: YouTube lists every report again.
    await t.database.pool.query('update youtube_report_jobs set cursor = null where site_id = $1', [
      n.site.id,
    ]);
    const downloads = () =>
      t.youtube.protocolCalls().filter((c) => c.path.includes('/media/')).length;
    const before = downloads();
    const lookups = vi.spyOn(t.services.youtubeConnection.repo, 'recordedOf');
    try {
      expect(await fetchOnce(n.site.id)).toEqual({
        imported: 0,
        superseded: 0,
        missed: 0,
        failed: 0,
      });
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(lookups.mock.calls[0]![1]).toHaveLength(4);
    } finally {
      lookups.mockRestore();
    }
    expect(downloads()).toBe(before);
    expect(await dailyTotals(n.site.id)).toEqual(totals);
  });

  it('refreshes an expired access token, and stops for good when the grant is revoked', async () => {
    const n = await network();
    await n.connect();
    t.youtube.expireAccessTokens();
    n.publishDay(DAY_1, [10, 1], ['0.01', '0']);
    expect(await fetchOnce(n.site.id)).toMatchObject({ imported: 2 });

    t.youtube.revokeAll();
    t.youtube.expireAccessTokens();
    expect(await fetchOnce(n.site.id)).toMatchObject({ stopped: 'needs_reconnect' });
    const status = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    expect(status.connection).toMatchObject({
      state: 'needs_reconnect',
      lastProblem: { problem: 'grant_refused' },
    });
    expect(status.connection!.alarms.map((a) => a.kind)).toContain('needs_reconnect');
    // No retry storm: the next fetches call nobody.
    const calls = t.youtube.protocolCalls().length;
    await fetchOnce(n.site.id);
    await n.call('POST', 'youtube/fetch', {});
    await settle(n.call);
    expect(t.youtube.protocolCalls().length).toBe(calls);

    // Connecting again fixes it, and what was missed arrives.
    n.publishDay(DAY_2, [20, 2], ['0.02', '0']);
    await n.connect();
    await fetchOnce(n.site.id);
    expect((await dailyTotals(n.site.id)).map((d) => d.day)).toEqual([DAY_1, DAY_2]);
  });

  it('backs off from a 429 and carries on; records a 410 report as missed', async () => {
    const n = await network();
    await n.connect();
    n.publishDay(DAY_1, [10, 1], ['0.01', '0']);
    t.youtube.failNext({ count: 1, status: 429, path: '/v1/jobs' });
    await expect(fetchOnce(n.site.id)).rejects.toBeInstanceOf(FetchLater);
    const waiting = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    expect(waiting.connection!.lastProblem).toMatchObject({ problem: 'unavailable' });
    expect(await fetchOnce(n.site.id)).toMatchObject({ imported: 2 });

    const gone = n.publish(TYPES.views, DAY_2, viewsReport(DAY_2, [[n.channel, VIDEO_A, 'KR', 9]]));
    t.youtube.markGone(gone.id, 410);
    expect(await fetchOnce(n.site.id)).toMatchObject({ missed: 1 });
    expect((await recorded(n.site.id)).at(-1)).toMatchObject({ day: DAY_2, state: 'missed' });
    expect((await dailyTotals(n.site.id)).map((d) => d.day)).toEqual([DAY_1]);
  });

  it('makes a job YouTube lost again, and reports a deprecated report type', async () => {
    const n = await network();
    const connected = await n.connect();
    const viewsJob = connected.connection!.jobs.find((job) => job.reportTypeId === TYPES.views)!;
    t.youtube.deleteJob(viewsJob.jobId!);
    await fetchOnce(n.site.id);
    const lost = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    expect(lost.connection!.jobs.find((job) => job.reportTypeId === TYPES.views)).toMatchObject({
      state: 'missing',
    });
    // The next fetch makes it again, and its reports come in.
    n.publishDay(DAY_1, [4, 0], ['0', '0']);
    await fetchOnce(n.site.id);
    const again = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    const remade = again.connection!.jobs.find((job) => job.reportTypeId === TYPES.views)!;
    expect(remade.state).toBe('active');
    expect(remade.jobId).not.toBe(viewsJob.jobId);
    expect((await dailyTotals(n.site.id))[0]).toMatchObject({ day: DAY_1, views: 4 });

    t.youtube.deprecateReportType(TYPES.revenue);
    // The jobs are looked at again daily; as if a day had passed.
    await t.database.pool.query(
      'update youtube_connections set jobs_checked_at = null where site_id = $1',
      [n.site.id],
    );
    await fetchOnce(n.site.id);
    const status = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    expect(status.connection!.alarms).toContainEqual({
      kind: 'deprecated_type',
      reportTypeId: TYPES.revenue,
      day: null,
    });
  });

  it('fetches a download cut in the middle again, and records files it cannot import', async () => {
    const n = await network();
    await n.connect();
    n.publishDay(DAY_1, [10, 1], ['0.01', '0']);
    t.youtube.cutNextDownload();
    await expect(fetchOnce(n.site.id)).rejects.toBeInstanceOf(FetchLater);
    await fetchOnce(n.site.id);
    expect(await dailyTotals(n.site.id)).toEqual([
      { day: DAY_1, views: 11, revenue_micros: 10000 },
    ]);

    // A malformed file, a file of another kind than its job makes, an address off YouTube's host.
    n.publish(TYPES.views, DAY_2, `${viewsReport(DAY_2, [])}\n20261102,${n.channel},${VIDEO_A},x`);
    n.publish(TYPES.revenue, DAY_2, viewsReport(DAY_2, [[n.channel, VIDEO_A, 'KR', 5]]));
    t.youtube.publishReport({
      contentOwnerId: n.owner,
      reportTypeId: TYPES.views,
      day: DAY_3,
      csv: viewsReport(DAY_3, [[n.channel, VIDEO_A, 'KR', 5]]),
      downloadUrl: 'http://127.0.0.1:9/v1/media/elsewhere?alt=media',
    });
    expect(await fetchOnce(n.site.id)).toMatchObject({ failed: 3 });
    const failed = (await recorded(n.site.id)).filter((r) => r.state === 'failed');
    expect(failed.map((r) => r.error)).toEqual([
      expect.stringContaining('different number of columns'),
      expect.stringContaining('not the revenue file its job makes'),
      expect.stringContaining('another host'),
    ]);
    // None of them changed the figures.
    expect(await dailyTotals(n.site.id)).toEqual([
      { day: DAY_1, views: 11, revenue_micros: 10000 },
    ]);
  });

  it('warns a week before YouTube deletes an unfetched historical report, 30 days after making it', async () => {
    const n = await network();
    await n.connect();
    // A report of a day before the job was made, made 25 days ago: a historical one,
    // gone in 5 days (a daily one would be kept another 35).
    const madeAt = new Date(Date.now() - 25 * 86_400_000);
    n.publish(
      TYPES.views,
      DAY_1,
      viewsReport(DAY_1, [[n.channel, VIDEO_A, 'KR', 3]]),
      `${madeAt.toISOString().slice(0, 19)}.000001Z`,
    );
    t.youtube.cutNextDownload();
    await expect(fetchOnce(n.site.id)).rejects.toBeInstanceOf(FetchLater);
    const pending = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    expect(pending.connection!.alarms).toContainEqual({
      kind: 'expiring_unfetched',
      reportTypeId: TYPES.views,
      day: madeAt.toISOString().slice(0, 10),
    });

    await fetchOnce(n.site.id);
    const fetched = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    expect(fetched.connection!.alarms.map((alarm) => alarm.kind)).not.toContain(
      'expiring_unfetched',
    );
  });

  it('ties Shorts to their channel and track from the claims report, and counts rows without a Short', async () => {
    const n = await network();
    await n.connect();
    n.publish(
      TYPES.claims,
      DAY_1,
      [
        CLAIMS_HEADER,
        `claimA1,${n.channel},asset1,${VIDEO_A},ref1,ACTIVE,audio,Shorts with a song,10,9,2026-10-30,41,Song,KRA401234567,Artist,true`,
        `claimB1,${n.channel},asset2,${VIDEO_B},ref2,INACTIVE,audio,Released Short,10,9,20261029,12,Song 2,KRA401234568,Artist,true`,
        `claimX1,,asset3,,ref3,ACTIVE,audio,,0,0,,,Song 3,KRA401234569,Artist,true`,
      ].join('\n'),
    );
    n.publish(
      TYPES.views,
      DAY_1,
      `${viewsReport(DAY_1, [[n.channel, VIDEO_A, 'KR', 5]])}\n20261101,,,claimed,self,on_demand,subscribed,KR,3,3,0,3,0,30,80,0,0,0`,
    );
    await fetchOnce(n.site.id);
    const { rows } = await t.database.pool.query(
      `select video_id, channel_id, title, duration_seconds, isrc from videos where site_id = $1 order by video_id`,
      [n.site.id],
    );
    expect(rows).toEqual([
      {
        video_id: VIDEO_A,
        channel_id: n.channel,
        title: 'Shorts with a song',
        duration_seconds: 41,
        isrc: 'KRA401234567',
      },
      {
        video_id: VIDEO_B,
        channel_id: n.channel,
        title: 'Released Short',
        duration_seconds: 12,
        isrc: null,
      },
    ]);
    const { rows: counted } = await t.database.pool.query(
      `select report_type_id, rows::int, rows_without_short::int from youtube_reports where site_id = $1 order by report_type_id`,
      [n.site.id],
    );
    expect(counted).toEqual([
      { report_type_id: TYPES.claims, rows: 3, rows_without_short: 1 },
      { report_type_id: TYPES.views, rows: 2, rows_without_short: 1 },
    ]);
    expect(await dailyTotals(n.site.id)).toEqual([{ day: DAY_1, views: 5, revenue_micros: 0 }]);

    // The next day's report no longer lists A's claim: it has ended, and A uses no track.
    n.publish(
      TYPES.claims,
      DAY_2,
      [
        CLAIMS_HEADER,
        `claimB1,${n.channel},asset2,${VIDEO_B},ref2,ACTIVE,audio,Released Short,10,9,20261029,12,Song 2,KRA401234568,Artist,true`,
      ].join('\n'),
    );
    await fetchOnce(n.site.id);
    const { rows: tied } = await t.database.pool.query(
      `select v.video_id, v.isrc, c.status from videos v
       join video_claims c on c.site_id = v.site_id and c.video_id = v.video_id
       where v.site_id = $1 order by v.video_id`,
      [n.site.id],
    );
    expect(tied).toEqual([
      { video_id: VIDEO_A, isrc: null, status: 'inactive' },
      { video_id: VIDEO_B, isrc: 'KRA401234568', status: 'active' },
    ]);
  });

  it('looks up Shorts no claim describes with videos.list, once, and marks the ones YouTube no longer has', async () => {
    const n = await network();
    await n.connect();
    t.youtube.setVideos([
      {
        id: VIDEO_A,
        channelId: n.channel,
        title: 'Found by videos.list',
        publishedAt: '2026-10-20T10:00:00Z',
        durationSeconds: 33,
      },
    ]);
    n.publishDay(DAY_1, [5, 6], ['0', '0']);
    const units = t.youtube.quotaUnits();
    await fetchOnce(n.site.id);
    const { rows } = await t.database.pool.query(
      `select video_id, title, duration_seconds, isrc from videos where site_id = $1`,
      [n.site.id],
    );
    expect(rows).toEqual([
      { video_id: VIDEO_A, title: 'Found by videos.list', duration_seconds: 33, isrc: null },
    ]);
    const { rows: lookups } = await t.database.pool.query(
      `select video_id, found from youtube_video_lookups where site_id = $1 order by video_id`,
      [n.site.id],
    );
    expect(lookups).toEqual([
      { video_id: VIDEO_A, found: true },
      { video_id: VIDEO_B, found: false },
    ]);
    // One call for both ids; the next fetch asks nothing again, and the screen shows the units.
    expect(t.youtube.quotaUnits() - units).toBe(1);
    await fetchOnce(n.site.id);
    expect(t.youtube.quotaUnits() - units).toBe(1);
    const status = (await n.call('GET', 'youtube/connection')).json() as YouTubeConnectionReply;
    expect(status.connection!.quotaUsedToday).toBe(1);
  });

  it('refuses a state of another session, a used code, a cancel and a content owner the account cannot act for', async () => {
    const n = await network();
    const start = async () => {
      const reply = await n.call('POST', 'youtube/connect', { contentOwnerId: n.owner });
      return (reply.json() as { authorizationUrl: string }).authorizationUrl;
    };
    const complete = (body: object, call: Caller = n.call) =>
      call('POST', 'youtube/connect/complete', body);
    const authorizationUrl = await start();
    const url = new URL(authorizationUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      access_type: 'offline',
      code_challenge_method: 'S256',
      response_type: 'code',
      redirect_uri: expect.stringMatching(/\/youtube-connection\/callback$/),
    });
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual([
      'https://www.googleapis.com/auth/yt-analytics-monetary.readonly',
      'https://www.googleapis.com/auth/yt-analytics.readonly',
    ]);
    const back = await followConsent(authorizationUrl, 'allow');
    const state = back.searchParams.get('state')!;
    const code = back.searchParams.get('code')!;

    // The same manager signed in elsewhere is another session: not its state.
    const other = await t.login(n.site.domain, n.manager.email, n.manager.password);
    const elsewhere = await complete({ state, code }, (method, path, body) =>
      t.call(method, path, { domain: n.site.domain, token: other, body, lang: 'en' }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'youtube_state_invalid' });
    // The state was taken by that attempt: it does not work twice either.
    expect((await complete({ state, code })).json()).toMatchObject({
      code: 'youtube_state_invalid',
    });
    // A new round trip with the old code: Google refuses it.
    const second = new URL(await start());
    const used = await complete({ state: await stateOf(second), code });
    expect(used.json()).toMatchObject({ code: 'youtube_code_invalid' });

    const cancelled = await followConsent(await start(), 'cancel');
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    const denied = await complete({
      state: cancelled.searchParams.get('state'),
      error: 'access_denied',
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toMatchObject({ code: 'youtube_access_denied' });

    const forbidden = await n.call('POST', 'youtube/connect', { contentOwnerId: 'someoneElse' });
    const stranger = await followConsent(
      (forbidden.json() as { authorizationUrl: string }).authorizationUrl,
      'allow',
    );
    const refused = await complete({
      state: stranger.searchParams.get('state'),
      code: stranger.searchParams.get('code'),
    });
    expect(refused.json()).toMatchObject({ code: 'youtube_owner_forbidden' });

    const bad = await n.call('POST', 'youtube/connect', { contentOwnerId: 'no spaces/allowed' });
    expect(bad.statusCode).toBe(400);
    // Nothing of it was kept.
    expect((await n.call('GET', 'youtube/connection')).json()).toMatchObject({ connection: null });

    /** The state Google will send back for an authorization URL (the consent page keeps it). */
    async function stateOf(authorization: URL): Promise<string> {
      return authorization.searchParams.get('state')!;
    }
  });

  it('answers members 403 and another network only about its own connection; disconnecting revokes the grant', async () => {
    const n = await network();
    await n.connect();
    const refreshToken = await sealedRefreshToken(n.site.id);
    const member = await t.createAccount(n.site, { role: 'member' });
    const memberToken = await t.login(n.site.domain, member.email, member.password);
    for (const [method, path] of [
      ['GET', 'youtube/connection'],
      ['POST', 'youtube/connect'],
      ['POST', 'youtube/connect/complete'],
      ['POST', 'youtube/disconnect'],
      ['POST', 'youtube/fetch'],
    ] as const) {
      const reply = await t.call(method, path, {
        domain: n.site.domain,
        token: memberToken,
        ...(method === 'POST' ? { body: { contentOwnerId: 'x', state: 'y' } } : {}),
      });
      expect(reply.statusCode, path).toBe(403);
    }
    const other = await network();
    expect((await other.call('GET', 'youtube/connection')).json()).toMatchObject({
      connection: null,
    });
    expect((await other.call('POST', 'youtube/disconnect', {})).statusCode).toBe(404);
    expect((await other.call('POST', 'youtube/fetch', {})).statusCode).toBe(404);

    const off = await n.call('POST', 'youtube/disconnect', {});
    expect(off.json()).toMatchObject({ success: true, connection: null });
    // Google no longer honours the grant.
    const refreshed = await fetch(t.youtube.settings.oauth.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: t.youtube.settings.oauth.clientId,
        client_secret: t.youtube.settings.oauth.clientSecret,
      }),
    });
    expect(refreshed.status).toBe(400);
    const { rows } = await t.database.pool.query(
      `select action from audit_log where site_id = $1 and action like 'youtube.%' order by id`,
      [n.site.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['youtube.connected', 'youtube.disconnected']);
  });

  it('resumes after the process is killed mid-download and imports each report exactly once', async () => {
    const n = await network();
    await n.connect();
    n.publishDay(DAY_1, [10, 1], ['0.01', '0']);
    n.publishDay(DAY_2, [20, 2], ['0.02', '0']);
    t.youtube.holdDownloads(true);
    const { url } = inject('testDatabase');
    const child = execFile(
      process.execPath,
      [OPERATOR_CLI, 'youtube', 'fetch', '--site', n.site.domain],
      {
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_URL: url,
          DEMO: 'off',
          LOG_LEVEL: 'silent',
          SECRETS_KEY: `test1:${TEST_CONFIG.secretsKeys.current.key.toString('base64')}`,
          YOUTUBE_API_KEY: 'test-youtube-key',
          YOUTUBE_API_BASE_URL: t.youtube.settings.baseUrl,
          YOUTUBE_REPORTING_BASE_URL: t.youtube.settings.reportingBaseUrl,
          GOOGLE_OAUTH_CLIENT_ID: t.youtube.settings.oauth.clientId,
          GOOGLE_OAUTH_CLIENT_SECRET: t.youtube.settings.oauth.clientSecret,
          GOOGLE_OAUTH_TOKEN_URL: t.youtube.settings.oauth.tokenUrl,
          GOOGLE_OAUTH_REVOKE_URL: t.youtube.settings.oauth.revokeUrl,
        },
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once a download has begun (the stand-in holds it half sent).
    for (
      let i = 0;
      i < 300 && !t.youtube.protocolCalls().some((c) => c.path.includes('/media/'));
      i++
    )
      await sleep(100);
    expect(t.youtube.protocolCalls().some((c) => c.path.includes('/media/'))).toBe(true);
    child.kill('SIGKILL');
    await exited;
    t.youtube.holdDownloads(false);
    expect(await recorded(n.site.id)).toEqual([]);

    await fetchOnce(n.site.id);
    await fetchOnce(n.site.id);
    expect(await dailyTotals(n.site.id)).toEqual([
      { day: DAY_1, views: 11, revenue_micros: 10000 },
      { day: DAY_2, views: 22, revenue_micros: 20000 },
    ]);
    const { rows } = await t.database.pool.query(
      `select count(*)::int as files from import_files where site_id = $1 and imported_by = 'youtube'`,
      [n.site.id],
    );
    expect(rows[0].files).toBe(4);
    expect((await recorded(n.site.id)).map((r) => r.state)).toEqual(Array(4).fill('imported'));
  });

  it('never writes the refresh token or an access token to a log line, a reply or an error', async () => {
    const n = await network();
    const lines: string[] = [];
    const log = {
      warn: (detail: unknown, message?: string) =>
        void lines.push(JSON.stringify([detail, message])),
      error: (detail: unknown, message?: string) =>
        void lines.push(JSON.stringify([detail, message])),
      info: (detail: unknown, message?: string) =>
        void lines.push(JSON.stringify([detail, message])),
    };
    const services = createServices(
      t.database,
      { ...TEST_CONFIG, youtube: { ...TEST_CONFIG.youtube, ...t.youtube.settings } },
      {
        log: log as never,
      },
    );
    const replies: string[] = [];
    const call: Caller = async (method, path, body) => {
      const reply = await n.call(method, path, body);
      replies.push(reply.body);
      return reply;
    };
    await connectThroughStandIn(call, n.owner);
    await settle(call);
    const refreshToken = await sealedRefreshToken(n.site.id);
    const run = () => inSite(n.site.id, () => services.youtubeConnection.fetch(n.site.id));
    n.publishDay(DAY_1, [1, 1], ['0', '0']);
    await run();
    t.youtube.expireAccessTokens();
    t.youtube.failNext({ count: 1, status: 500, path: '/v1/jobs' });
    const failure = await run().catch((error: unknown) => error);
    t.youtube.revokeAll();
    t.youtube.expireAccessTokens();
    await run();
    await call('GET', 'youtube/connection');
    await call('POST', 'youtube/disconnect', {});
    expect(lines.length).toBeGreaterThan(0);
    const everything = [...lines, ...replies, String(failure), JSON.stringify(failure)].join('\n');
    expect(everything).not.toContain(refreshToken);
    expect(everything).not.toMatch(/stand-in-access|ya29\./);
  });
});
