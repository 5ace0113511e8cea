import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startYouTubeStandIn, type YouTubeStandIn } from '../../dev/youtube-stand-in.ts';
import { createYouTubeClient, YouTubeError } from './youtube-client.ts';

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
});
