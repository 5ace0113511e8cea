import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

/** A lookup that answers when told to, counting how often it was asked. */
function lookup<V>() {
  let asked = 0;
  let answer: (value: V) => void = () => {};
  return {
    load: () => {
      asked += 1;
      return new Promise<V>((resolve) => (answer = resolve));
    },
    answer: (value: V) => answer(value),
    asked: () => asked,
  };
}

describe('createTtlCache', () => {
  it('asks once for requests missing the same key together, then answers from memory', async () => {
    let clock = 0;
    const cache = createTtlCache<string, string>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const session = lookup<string>();
    const first = cache.get('token', session.load);
    const second = cache.get('token', session.load);
    session.answer('account 1');
    expect(await Promise.all([first, second])).toEqual(['account 1', 'account 1']);
    expect(session.asked()).toBe(1);

    clock = 400;
    expect(await cache.get('token', session.load)).toBe('account 1');
    expect(session.asked()).toBe(1);
  });

  it('past half its time answers at once and looks up again behind, within the time bound', async () => {
    let clock = 0;
    const cache = createTtlCache<string, string | undefined>({
      ttlMs: 1000,
      maxEntries: 10,
      now: () => clock,
    });
    const session = lookup<string | undefined>();
    const first = cache.get('token', session.load, Boolean);
    session.answer('account 1');
    await first;

    clock = 600;
    expect(await cache.get('token', session.load, Boolean)).toBe('account 1');
    expect(session.asked()).toBe(2);
    session.answer('account 1, renamed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('token', session.load, Boolean)).toBe('account 1, renamed');

    // The lookup behind finds the session ended: the next request asks and is refused.
    clock = 1200;
    expect(await cache.get('token', session.load, Boolean)).toBe('account 1, renamed');
    session.answer(undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const after = cache.get('token', session.load, Boolean);
    session.answer(undefined);
    expect(await after).toBeUndefined();

    // Never older than ttlMs: an entry nobody refreshed in time waits for a lookup.
    const again = cache.get('other', session.load, Boolean);
    session.answer('account 2');
    await again;
    clock = 2200;
    const expired = cache.get('other', session.load, Boolean);
    session.answer('account 2, current');
    expect(await expired).toBe('account 2, current');
  });

  it('does not keep what a lookup read before a forget, nor share it with later requests', async () => {
    const cache = createTtlCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    const before = lookup<string>();
    const stale = cache.get('token', before.load);
    cache.forget(); // the session ended while the lookup was under way
    const after = lookup<string>();
    const fresh = cache.get('token', after.load);
    before.answer('live');
    after.answer('ended');
    expect(await stale).toBe('live');
    expect(await fresh).toBe('ended');
    expect(await cache.get('token', lookup<string>().load)).toBe('ended');
  });

  it('keeps only what `keep` accepts, and at most maxEntries, the oldest going first', async () => {
    const cache = createTtlCache<string, string | undefined>({ ttlMs: 60_000, maxEntries: 2 });
    const miss = lookup<string | undefined>();
    const unknown = cache.get('nobody', miss.load, Boolean);
    miss.answer(undefined);
    await unknown;
    const retry = cache.get('nobody', miss.load, Boolean);
    miss.answer(undefined);
    await retry;
    expect(miss.asked()).toBe(2);

    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    let asked = 0;
    await cache.get('a', async () => `${++asked}`);
    await cache.get('c', async () => `${++asked}`);
    expect(asked).toBe(1);
  });
});
