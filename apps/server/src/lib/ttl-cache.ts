/**
 * What this process remembers of a lookup for a short while (docs/decisions/018): the
 * site of a domain, the account of a session, whether an account has channels to verify.
 * Every request reads them and they change rarely; on the embedded database each lookup
 * costs a turn of its single connection.
 *
 * A change made in this process forgets the entries it touches; another process's change
 * shows here within `ttlMs` at most. A lookup that started before something was
 * forgotten is not stored, so it cannot put back what the change just removed.
 */
export function createTtlCache<K, V>(options: {
  ttlMs: number;
  /** The oldest entries go first beyond this many. */
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<K, { value: V; until: number }>();
  // Requests missing the same key at once share one lookup (made since the last forget).
  const loading = new Map<K, { promise: Promise<V>; generation: number }>();
  let generation = 0;

  const store = (key: K, value: V) => {
    entries.delete(key);
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as K);
    entries.set(key, { value, until: now() + options.ttlMs });
  };

  return {
    /** The remembered value of `key`, or `load()`'s, remembered when `keep` says so. */
    get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return Promise.resolve(entry.value);
      const pending = loading.get(key);
      if (pending && pending.generation === generation) return pending.promise;
      const started = generation;
      const promise = load()
        .then((value) => {
          if (keep(value) && started === generation) store(key, value);
          return value;
        })
        .finally(() => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
        });
      loading.set(key, { promise, generation: started });
      return promise;
    },

    /** Forgets the entries `matches` picks (all of them without it). */
    forget(matches: (key: K, value: V) => boolean = () => true): void {
      generation += 1;
      for (const [key, entry] of entries) {
        if (matches(key, entry.value)) entries.delete(key);
      }
    },
  };
}
