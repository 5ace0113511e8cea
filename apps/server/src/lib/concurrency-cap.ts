import { AppError } from '../http/errors.ts';

/**
 * At most `max` pieces of work running at once per key (an account's report calls), in
 * this process: past it a call is refused with 429 rather than queued, so one account's
 * searches cannot hold every pooled connection while other networks wait.
 */
export function createConcurrencyCap(max: number) {
  const running = new Map<string, number>();
  return {
    /** Takes a slot for `key`, or refuses with 429; the returned function gives it back (once). */
    acquire(key: string): () => void {
      const count = running.get(key) ?? 0;
      if (count >= max) throw new AppError('too_many_requests', undefined, 1);
      running.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      };
    },
    /** How many slots of `key` are taken (for tests and metrics). */
    running: (key: string) => running.get(key) ?? 0,
  };
}

export type ConcurrencyCap = ReturnType<typeof createConcurrencyCap>;
