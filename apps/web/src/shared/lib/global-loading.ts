import { useEffect, useSyncExternalStore } from 'react';

/**
 * Background actions in progress, counted per key (docs/product.md §3.10): the dim
 * overlay spinner shows while any key is active. A key may be started more than once (two
 * saves of the same form); it stays active until each start is stopped.
 */
const active = new Map<string, number>();
const listeners = new Set<() => void>();
let busy = false;

function changed(): void {
  busy = active.size > 0;
  for (const listener of listeners) listener();
}

/**
 * Marks `key` as loading until the returned function is called (calling it twice is
 * harmless). For code outside components: stores, the router.
 */
export function startLoading(key: string): () => void {
  active.set(key, (active.get(key) ?? 0) + 1);
  changed();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const count = (active.get(key) ?? 1) - 1;
    if (count > 0) active.set(key, count);
    else active.delete(key);
    changed();
  };
}

/** Runs `work` with `key` loading; the overlay shows until it settles, however it ends. */
export async function withLoading<T>(
  key: string,
  work: Promise<T> | (() => Promise<T>),
): Promise<T> {
  const stop = startLoading(key);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    stop();
  }
}

/** Whether `key` (or, without a key, anything) is loading. */
export function isLoading(key?: string): boolean {
  return key === undefined ? busy : active.has(key);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps `key` loading while `active` is true and the component is shown. */
export function useGlobalLoading(key: string, isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    return startLoading(key);
  }, [key, isActive]);
}

/** Whether any background action runs (for the overlay). */
export function useIsGlobalLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => busy,
    () => busy,
  );
}

/**
 * How long the overlay lingers after the last key finishes: a quick succession of
 * actions (save, then refetch) reads as one instead of flickering.
 */
export const LOADING_HIDE_DELAY_MS = 200;
