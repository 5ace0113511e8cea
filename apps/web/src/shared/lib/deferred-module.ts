import { importWithReload } from './chunk-reload.ts';

/**
 * A module the page can paint without (say, a form's zod rules, about 24 KB gzipped):
 * `preload()` after the first paint fetches it while the visitor types, and `get()`
 * waits for it when it is needed before then. A failed download is tried again at the
 * next `get()`, after the chunk-reload rule had its say (docs/decisions/017).
 */
export function deferredModule<T>(load: () => Promise<T>): {
  get: () => Promise<T>;
  preload: () => void;
} {
  const loadOnce = importWithReload(load);
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= loadOnce().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { get, preload: () => void get().catch(() => {}) };
}
