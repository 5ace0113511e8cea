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
  const entries = new Map<K, { value: V; until: number; refreshAt: number }>();
  // Requests missing the same key at once share one lookup (made since the last forget).
  const loading = new Map<K, { promise: Promise<V>; generation: number }>();
  let generation = 0;

  const store = (key: K, value: V) => {
    entries.delete(key);
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as K);
    const at = now();
    entries.set(key, { value, until: at + options.ttlMs, refreshAt: at + options.ttlMs / 2 });
  };

  const lookUp = (key: K, load: () => Promise<V>, keep: (value: V) => boolean) => {
    const pending = loading.get(key);
    if (pending && pending.generation === generation) return pending.promise;
    const started = generation;
    const promise = load()
      .then((value) => {
        if (started !== generation) return value;
        if (keep(value)) store(key, value);
        else entries.delete(key);
        return value;
      })
      .finally(() => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      });
    loading.set(key, { promise, generation: started });
    return promise;
  };

  return {
    /**
     * The remembered value of `key`, or `load()`'s, remembered when `keep` says so. Past
     * half its time an entry is looked up again in the background while it still
     * answers, so a busy key never waits for the database; what that lookup finds
     * (the session ended, say) replaces or removes it.
     */
    get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      const entry = entries.get(key);
      const at = now();
      if (entry && entry.until > at) {
        if (entry.refreshAt <= at) lookUp(key, load, keep).catch(() => {});
        return Promise.resolve(entry.value);
      }
      return lookUp(key, load, keep);
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
