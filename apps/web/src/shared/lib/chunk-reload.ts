/**
 * What to do when a lazily loaded part of the app (a page, a chart) fails to download.
 * After a deploy the old build's chunk files are gone, so the page reloads to pick up the
 * new build (docs/product.md §3.12) — at most once per 10 seconds, so a chunk that is
 * truly missing cannot put the tab in a reload loop. The last reload time lives in
 * sessionStorage because it has to survive the reload itself.
 */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'portal.chunkReloadAt';

/**
 * Whether `error` is a failed download of a module, as opposed to a bug in one. Browsers
 * word it differently; Vite adds its own for a stylesheet a chunk needs.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    message.startsWith('Failed to fetch dynamically imported module') || // Chromium
    message.startsWith('error loading dynamically imported module') || // Firefox
    message.startsWith('Importing a module script failed') || // Safari
    message.startsWith('Unable to preload CSS') // Vite's preload helper
  );
}

export interface ChunkReloadEnvironment {
  now: () => number;
  storage: () => Storage | undefined;
  reload: () => void;
}

const browser: ChunkReloadEnvironment = {
  now: () => Date.now(),
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  },
  reload: () => window.location.reload(),
};

/**
 * The reload policy over `env`. `reloadAfterChunkError()` reloads the page after a chunk
 * failed to load, unless the last such reload was less than 10 s ago. It answers true
 * when a reload is under way (the caller should wait for it rather than show an error)
 * and false when the caller should show its error instead.
 */
export function createChunkReloader(env: ChunkReloadEnvironment): () => boolean {
  // Once a reload is asked for, every later failure in this document waits for it too.
  let reloading = false;
  return () => {
    if (reloading) return true;
    const storage = env.storage();
    // Without storage a reload could not be counted, and might repeat forever.
    if (!storage) return false;
    const now = env.now();
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const elapsed = now - last;
    if (last > 0 && elapsed >= 0 && elapsed < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
    try {
      storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    } catch {
      return false;
    }
    reloading = true;
    env.reload();
    return true;
  };
}

/** The policy for this page (see createChunkReloader). */
export const reloadAfterChunkError = createChunkReloader(browser);

/**
 * Wraps a dynamic import for code that loads it on demand (`React.lazy`, a chart
 * library): a download failure reloads the page as above and the returned promise
 * then never settles; any other failure, or a second one within 10 s, is rethrown.
 */
export function importWithReload<T>(importer: () => Promise<T>): () => Promise<T> {
  return () =>
    importer().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadAfterChunkError()) return new Promise<T>(() => {});
      throw error;
    });
}
