import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startYouTubeStandIn, type YouTubeStandIn } from '../../dev/youtube-stand-in.ts';
import { createYouTubeClient, durationSeconds, YouTubeError } from './youtube-client.ts';

const KEY = 'stand-in-key';
const ID = 'UCaaaaaaaaaaaaaaaaaaaaaa';

describe('YouTube client against the stand-in', () => {
  let standIn: YouTubeStandIn;
  beforeAll(async () => {
    standIn = await startYouTubeStandIn({
      apiKey: KEY,
      channels: [
        {
          id: ID,
          title: '뮤직 쇼츠',
          handle: '@MusicShorts',
          username: 'musicshorts',
          description: 'hello',
        },
      ],
    });
  });
  afterAll(() => standIn.close());

  it('finds a channel by id, handle and legacy username, with its title, handle and thumbnail', async () => {
    const client = createYouTubeClient({ baseUrl: standIn.baseUrl, apiKey: KEY });
    const expected = {
      id: ID,
      title: '뮤직 쇼츠',
      description: 'hello',
      handle: '@musicshorts',
      thumbnailUrl: `${standIn.baseUrl}/_stand-in/thumbnails/${ID}.svg`,
    };
    expect(await client.findChannel({ kind: 'id', id: ID })).toEqual(expected);
    expect(await client.findChannel({ kind: 'handle', handle: '@musicshorts' })).toEqual(expected);
    expect(await client.findChannel({ kind: 'username', username: 'MusicShorts' })).toEqual(
      expected,
    );
  });

  it('answers undefined for a channel YouTube does not have', async () => {
    const client = createYouTubeClient({ baseUrl: standIn.baseUrl, apiKey: KEY });
    expect(
      await client.findChannel({ kind: 'id', id: 'UCbbbbbbbbbbbbbbbbbbbbbb' }),
    ).toBeUndefined();
  });

  it('reads a spent quota and a refused key as such', async () => {
    const refused = createYouTubeClient({ baseUrl: standIn.baseUrl, apiKey: 'wrong' });
    await expect(refused.findChannel({ kind: 'id', id: ID })).rejects.toMatchObject({
      problem: 'key',
    });
    standIn.setQuotaExceeded(true);
    try {
      const client = createYouTubeClient({ baseUrl: standIn.baseUrl, apiKey: KEY });
      await expect(client.findChannel({ kind: 'id', id: ID })).rejects.toMatchObject({
        problem: 'quota',
      });
    } finally {
      standIn.setQuotaExceeded(false);
    }
  });

  it('reports an unreachable YouTube as unavailable, not a crash', async () => {
    const client = createYouTubeClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: KEY,
      timeoutMs: 2000,
    });
    const error = await client.findChannel({ kind: 'id', id: ID }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeError);
    expect((error as YouTubeError).problem).toBe('unavailable');
  });

  it('lists 120 Shorts in three calls, with their details, and names the ones YouTube lost', async () => {
    const known = Array.from({ length: 100 }, (_, n) => ({
      id: `vid${String(n).padStart(8, '0')}`,
      channelId: ID,
      title: `쇼츠 ${n}`,
      publishedAt: '2026-09-01T10:00:00Z',
      durationSeconds: 30 + n,
    }));
    standIn.setVideos(known);
    const gone = Array.from({ length: 20 }, (_, n) => `gone${String(n).padStart(7, '0')}`);
    const units: number[] = [];
    const client = createYouTubeClient({
      baseUrl: standIn.baseUrl,
      apiKey: KEY,
      onCall: (call) => units.push(call.quotaUnits),
    });
    const before = standIn.quotaUnits();
    const { found, missing } = await client.listVideos([...known.map((v) => v.id), ...gone]);
    expect(standIn.quotaUnits() - before).toBe(3);
    expect(client.callsMade()).toBe(3);
    expect(units).toEqual([1, 1, 1]);
    expect(missing).toEqual(gone);
    expect(found).toHaveLength(100);
    expect(found[75]).toEqual({
      id: 'vid00000075',
      channelId: ID,
      title: '쇼츠 75',
      publishedAt: '2026-09-01T10:00:00Z',
      durationSeconds: 105,
      thumbnailUrl: `${standIn.baseUrl}/_stand-in/video-thumbnails/vid00000075.svg`,
    });
    expect(
      standIn
        .protocolCalls()
        .slice(-3)
        .map((c) => c.path),
    ).toEqual(['/youtube/v3/videos', '/youtube/v3/videos', '/youtube/v3/videos']);
    // Nothing to ask, nothing spent.
    expect(await client.listVideos([])).toEqual({ found: [], missing: [] });
    expect(client.callsMade()).toBe(3);
  });

  it("reads videos.list failures as findChannel does, with Google's retry-after", async () => {
    const refused = createYouTubeClient({ baseUrl: standIn.baseUrl, apiKey: 'wrong' });
    await expect(refused.listVideos(['vid1'])).rejects.toMatchObject({ problem: 'key' });
    const client = createYouTubeClient({ baseUrl: standIn.baseUrl, apiKey: KEY });
    standIn.setQuotaExceeded(true);
    try {
      await expect(client.listVideos(['vid1'])).rejects.toMatchObject({ problem: 'quota' });
    } finally {
      standIn.setQuotaExceeded(false);
    }
    // A rate limit reads as quota, as for channels.list: both mean "later".
    standIn.failNext({ count: 1, status: 429, path: '/youtube/v3/videos' });
    await expect(client.listVideos(['vid1'])).rejects.toMatchObject({
      problem: 'quota',
      status: 429,
      retryAfterMs: 1000,
    });
    standIn.failNext({ count: 1, status: 503, path: '/youtube/v3/videos' });
    await expect(client.listVideos(['vid1'])).rejects.toMatchObject({
      problem: 'unavailable',
      status: 503,
    });
  });

  it('reads video lengths as YouTube writes them', () => {
    expect(durationSeconds('PT45S')).toBe(45);
    expect(durationSeconds('PT1M5S')).toBe(65);
    expect(durationSeconds('PT3M')).toBe(180);
    expect(durationSeconds('PT1H2M3S')).toBe(3723);
    expect(durationSeconds('P1DT1S')).toBe(86_401);
    expect(durationSeconds('P0D')).toBe(0);
    expect(durationSeconds('PT')).toBeUndefined();
    expect(durationSeconds('45')).toBeUndefined();
  });
});
