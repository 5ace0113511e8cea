import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

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

/**
 * The demo without a YouTube key plays YouTube with the local stand-in (never in a
 * real deployment: config allows it only with DEMO on and no key). The stand-in is a
 * development file, loaded only here.
 */
export async function startDemoYouTube(): Promise<{
  /** The YouTube settings that point the server at the stand-in. */
  youtube: Omit<Config['youtube'], 'useStandIn'>;
  studioUrl: string;
  close(): Promise<void>;
}> {
  const { startYouTubeStandIn } = await import('../../dev/youtube-stand-in.ts');
  const apiKey = randomBytes(16).toString('hex');
  const standIn = await startYouTubeStandIn({ apiKey, channels: DEMO_YOUTUBE_CHANNELS });
  return {
    youtube: standIn.settings,
    studioUrl: `${standIn.baseUrl}/_stand-in/`,
    close: () => standIn.close(),
  };
}
