import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { YOUTUBE_REPORT_TYPES } from '@portal/shared';
import type { YouTubeStandIn } from '../../dev/youtube-stand-in.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { inSite } from '../db/site-scope.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { DAY_MS, dayText } from '../lib/days.ts';
import type { YouTubeConnectionService } from '../modules/youtube-connection/youtube-connection.service.ts';
import { createGoogleOAuthClient, pkcePair } from '../youtube/google-oauth.ts';
import type { DemoDataPlan } from './demo-data.ts';
import { demoNetwork } from './demo-data.ts';
import { DEMO_MANAGER_EMAIL } from './demo-network.ts';
import { CLAIMS_REPORT, REVENUE_REPORT, VIEWS_REPORT } from './generate/generate.ts';
import { parseIsoDay } from './generate/network.ts';

/** Channels the demo's YouTube stand-in knows, for trying registration and verification. */
export const DEMO_YOUTUBE_CHANNELS = [
  { id: 'UCdemoLofiDailyShorts001', title: 'Lo-fi Daily Shorts', handle: '@lofi-daily-shorts' },
  { id: 'UCdemoCityWalkClips00002', title: '도시 산책 클립', handle: '@citywalkclips' },
  { id: 'UCdemoKitchenBeats000003', title: 'Kitchen Beats', handle: '@kitchenbeats' },
  { id: 'UCdemoPetMoments00000004', title: '반려동물 모먼트', handle: '@petmoments' },
].map((channel) => ({
  ...channel,
  description: 'Short videos with licensed music.',
}));

/** The demo network's YouTube content owner, as its CMS would name it. */
export const DEMO_CONTENT_OWNER = { id: 'demoContentOwner', name: 'Demo Music Network' };

/**
 * The demo without a YouTube key plays YouTube with the local stand-in (never in a
 * real deployment: config allows it only with DEMO on and no key). The stand-in is a
 * development file, loaded only here; it keeps its grants, jobs and reports in the data
 * folder, so the demo network's connection survives a restart.
 */
export async function startDemoYouTube(dataDir: string): Promise<{
  /** The YouTube settings that point the server at the stand-in. */
  youtube: Omit<Config['youtube'], 'useStandIn'>;
  studioUrl: string;
  standIn: YouTubeStandIn;
  close(): Promise<void>;
}> {
  const { startYouTubeStandIn } = await import('../../dev/youtube-stand-in.ts');
  const apiKey = randomBytes(16).toString('hex');
  const standIn = await startYouTubeStandIn({
    apiKey,
    channels: DEMO_YOUTUBE_CHANNELS,
    contentOwners: [DEMO_CONTENT_OWNER],
    stateFile: path.join(dataDir, 'youtube-stand-in.json'),
  });
  return {
    youtube: standIn.settings,
    studioUrl: `${standIn.baseUrl}/_stand-in/`,
    standIn,
    close: () => standIn.close(),
  };
}

/**
 * YouTube making the demo's reports: the generated files are published on the stand-in
 * (the claims report of the last day, then each day's views and revenue, newest day
 * first, so the recent days are fetched first), and the Shorts no claim describes are
 * known to its videos.list. Reports it already has are not published again. Gives back
 * how many were published now.
 */
export function publishDemoReports(standIn: YouTubeStandIn, dir: string, plan: DemoDataPlan) {
  const network = demoNetwork(plan);
  const lastDay = parseIsoDay(plan.lastDay)!;
  const firstDay = lastDay - network.days + 1;
  standIn.setVideos(
    network.videos
      .filter((video) => video.isrc === null)
      .map((video) => ({
        id: video.id,
        channelId: video.channelId,
        title: video.title,
        publishedAt: new Date(
          (firstDay + video.publishDay) * DAY_MS + video.publishSecond * 1000,
        ).toISOString(),
        durationSeconds: video.durationSeconds,
      })),
  );
  const have = new Set(
    standIn
      .reportingState()
      .reports.filter((report) => report.contentOwnerId === DEMO_CONTENT_OWNER.id)
      .map((report) => `${report.reportTypeId} ${report.day}`),
  );
  let published = 0;
  const publish = (reportTypeId: string, day: string, file: string) => {
    if (have.has(`${reportTypeId} ${day}`)) return;
    standIn.publishReport({
      contentOwnerId: DEMO_CONTENT_OWNER.id,
      reportTypeId,
      day,
      file: path.resolve(dir, file),
    });
    published += 1;
  };
  const compact = (day: string) => day.replaceAll('-', '');
  publish(
    YOUTUBE_REPORT_TYPES.claims,
    plan.lastDay,
    `${CLAIMS_REPORT}_${compact(plan.lastDay)}.csv`,
  );
  for (let epochDay = lastDay; epochDay >= firstDay; epochDay -= 1) {
    const day = dayText(epochDay);
    publish(YOUTUBE_REPORT_TYPES.views, day, `${VIEWS_REPORT}_${compact(day)}.csv`);
    publish(YOUTUBE_REPORT_TYPES.revenue, day, `${REVENUE_REPORT}_${compact(day)}.csv`);
  }
  return published;
}

/**
 * Connects the demo network to the stand-in's content owner once, as its manager would
 * on the connection screen: Google's consent page (the stand-in's, followed here), the
 * code exchanged with its PKCE verifier, the grant kept sealed. From then on its reports
 * arrive through the same fetch as any connected network's.
 */
export async function connectDemoNetwork(
  database: Database,
  service: YouTubeConnectionService,
  standIn: YouTubeStandIn,
  siteId: number,
): Promise<boolean> {
  if (await inSite(siteId, () => service.status(siteId))) return false;
  const { followConsent } = await import('../../dev/youtube-stand-in.ts');
  const oauth = createGoogleOAuthClient(standIn.settings.oauth);
  const { verifier, challenge } = pkcePair();
  const redirectUri = `http://localhost/youtube-connection/callback`;
  const back = await followConsent(
    oauth.authorizationUrl({
      redirectUri,
      state: randomBytes(16).toString('hex'),
      codeChallenge: challenge,
    }),
    'allow',
  );
  const grant = await oauth.exchangeCode({
    code: back.searchParams.get('code')!,
    redirectUri,
    codeVerifier: verifier,
  });
  await inSite(siteId, async () => {
    const manager = await createAccountsRepo(database.db).findByEmail(siteId, DEMO_MANAGER_EMAIL);
    await service.connectWithGrant(
      siteId,
      { contentOwnerId: DEMO_CONTENT_OWNER.id, grant },
      manager?.id ?? null,
      { ip: undefined },
    );
  });
  return true;
}

/**
 * Waits until the demo network's connection has taken care of every report the stand-in
 * made for it (imported, or recorded otherwise), for the start-up message that says the
 * demo's data is in. Gives back how many; undefined when stopped first.
 */
export async function demoReportsFetched(
  database: Database,
  standIn: YouTubeStandIn,
  siteId: number,
  signal: AbortSignal,
): Promise<number | undefined> {
  const made = () =>
    standIn
      .reportingState()
      .reports.filter(
        (report) => report.contentOwnerId === DEMO_CONTENT_OWNER.id && report.createTime !== null,
      ).length;
  while (!signal.aborted) {
    const { rows } = await inSite(siteId, () =>
      database.pool.query<{ reports: number }>(
        'select count(*)::int as reports from youtube_reports where site_id = $1',
        [siteId],
      ),
    );
    const taken = rows[0]?.reports ?? 0;
    if (taken >= made()) return taken;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return undefined;
}
