import type { ChannelLookup } from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import type { YouTubeChannel, YouTubeClient } from '../../youtube/youtube-client.ts';
import type { Account } from '../accounts/accounts.repo.ts';

/**
 * Lookups one account may send to YouTube per UTC day, in this process: adding channels
 * by hand (a member's own, a manager's for the members they create) needs far fewer;
 * the whole project shares one daily YouTube quota, which a script adding links in a
 * loop would otherwise use up for every network.
 */
export const CHANNEL_LOOKUPS_PER_DAY = 100;
/** How long YouTube's answer to a lookup is reused, a channel found or none. */
export const CHANNEL_LOOKUP_TTL_MS = 60 * 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * The channel a pasted link names, asking YouTube as little as possible: an answer is
 * remembered for an hour whoever asked, and an account's own lookups that reach YouTube
 * are counted per day; past the limit it is refused with `channel_lookups_exhausted`.
 */
export function createChannelLookups(deps: {
  youtube: Pick<YouTubeClient, 'findChannel'>;
  now: () => Date;
  perDay?: number;
}) {
  const perDay = deps.perDay ?? CHANNEL_LOOKUPS_PER_DAY;
  const answers = new Map<string, { channel: YouTubeChannel | undefined; until: number }>();
  const used = new Map<string, { day: string; count: number }>();

  /** Counts a lookup of the account's that goes to YouTube, or refuses it. */
  function spend(account: Account): void {
    const day = deps.now().toISOString().slice(0, 10);
    const key = `${account.siteId}:${account.id}`;
    const today = used.get(key);
    const count = today?.day === day ? today.count : 0;
    if (count >= perDay) throw new AppError('channel_lookups_exhausted');
    // Yesterday's counts go as the day turns; one entry per account that asked today.
    if (!today || today.day !== day) {
      for (const [other, entry] of used) if (entry.day !== day) used.delete(other);
    }
    used.set(key, { day, count: count + 1 });
  }

  return {
    async find(account: Account, lookup: ChannelLookup): Promise<YouTubeChannel | undefined> {
      const key = lookupKey(lookup);
      const at = deps.now().getTime();
      const known = answers.get(key);
      if (known && known.until > at) return known.channel;
      spend(account);
      const channel = await deps.youtube.findChannel(lookup);
      answers.delete(key);
      if (answers.size >= MAX_REMEMBERED) answers.delete(answers.keys().next().value!);
      answers.set(key, { channel, until: at + CHANNEL_LOOKUP_TTL_MS });
      return channel;
    },
  };
}

export type ChannelLookups = ReturnType<typeof createChannelLookups>;

/** Handles and user names are not case-sensitive on YouTube; channel ids are. */
function lookupKey(lookup: ChannelLookup): string {
  if (lookup.kind === 'id') return `id:${lookup.id}`;
  if (lookup.kind === 'handle') return `handle:${lookup.handle.toLowerCase()}`;
  return `username:${lookup.username.toLowerCase()}`;
}
