import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChannelLookup } from '@portal/shared';
import { useTestContext } from '../../test/test-context.ts';
import type { Account } from '../accounts/accounts.repo.ts';
import {
  CHANNEL_LOOKUP_TTL_MS,
  CHANNEL_LOOKUPS_PER_DAY,
  createChannelLookups,
} from './channel-lookups.ts';

describe('channel lookups', () => {
  const account = (id: number) => ({ id, siteId: 1 }) as Account;
  function lookupsWithClock(perDay = 3) {
    let now = new Date('2026-11-26T10:00:00Z');
    const asked: ChannelLookup[] = [];
    const lookups = createChannelLookups({
      youtube: {
        findChannel: async (lookup) => {
          asked.push(lookup);
          return lookup.kind === 'handle' && lookup.handle === 'known'
            ? { id: 'UC1', title: 'Known', description: '', handle: '@known', thumbnailUrl: null }
            : undefined;
        },
      },
      now: () => now,
      perDay,
    });
    return { lookups, asked, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
  }
  const handle = (name: string): ChannelLookup => ({ kind: 'handle', handle: name });

  it('asks YouTube once per link an hour, a channel found or none, whoever asks', async () => {
    const { lookups, asked, later } = lookupsWithClock();
    expect((await lookups.find(account(1), handle('known')))?.id).toBe('UC1');
    expect((await lookups.find(account(2), handle('KNOWN')))?.id).toBe('UC1');
    expect(await lookups.find(account(1), handle('nobody'))).toBeUndefined();
    expect(await lookups.find(account(1), handle('nobody'))).toBeUndefined();
    expect(asked).toHaveLength(2);
    later(CHANNEL_LOOKUP_TTL_MS);
    await lookups.find(account(1), handle('known'));
    expect(asked).toHaveLength(3);
  });

  it('refuses an account past its lookups of the day, until the next day', async () => {
    const { lookups, later } = lookupsWithClock(3);
    for (const name of ['a', 'b', 'c']) await lookups.find(account(1), handle(name));
    await expect(lookups.find(account(1), handle('d'))).rejects.toMatchObject({
      code: 'channel_lookups_exhausted',
    });
    // What is remembered costs nothing; another account has its own.
    await lookups.find(account(1), handle('a'));
    await lookups.find(account(2), handle('d'));
    later(14 * 3_600_000);
    await lookups.find(account(1), handle('e'));
  });
});

describe('adding channels by link', () => {
  const t = useTestContext();

  it('stops an account that looks up too many links in a day, in its language', async () => {
    const site = await t.createSite();
    const member = await t.createAccount(site);
    const token = await t.login(site.domain, member.email, member.password);
    const add = (name: string) =>
      t.call('POST', 'channel/add', {
        domain: site.domain,
        token,
        lang: 'ko',
        body: { link: `https://www.youtube.com/@${name}`, category: 'music' },
      });
    const before = t.youtube.calls();
    const prefix = `nobody${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < CHANNEL_LOOKUPS_PER_DAY; i++)
      expect((await add(`${prefix}${i}`)).statusCode).toBe(400);
    // The same link again is answered from what YouTube said.
    expect((await add(`${prefix}0`)).statusCode).toBe(400);
    expect(t.youtube.calls() - before).toBe(CHANNEL_LOOKUPS_PER_DAY);
    const refused = await add(`${prefix}-one-more`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'channel_lookups_exhausted',
      message: '오늘 조회할 수 있는 YouTube 채널 수를 모두 사용했습니다. 내일 다시 시도해 주세요.',
    });
    expect(t.youtube.calls() - before).toBe(CHANNEL_LOOKUPS_PER_DAY);
  });
});
