/**
 * Notices a newer deploy while the app is open (docs/decisions/005): the build's own id
 * is compiled in, the id the server now serves is in /build.json (never cached). It is
 * checked every 5 minutes while the tab is shown and whenever the tab is shown again.
 * A failed check is only logged (docs/product.md §3.12): the app keeps working on the
 * build it has.
 */
export const BUILD_ID: string = import.meta.env.BUILD_ID ?? 'dev';
export const BUILD_MANIFEST_URL = '/build.json';
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

export interface BuildWatcher {
  /** Fetches the served build id now (again at most one request at a time). */
  check: () => Promise<void>;
  /** Whether the server serves a build other than this one. */
  isOutdated: () => boolean;
  /** Starts polling; returns the function that stops it. */
  start: () => () => void;
}

export interface BuildWatcherOptions {
  currentBuildId?: string;
  manifestUrl?: string;
  intervalMs?: number;
  /** Called once, when a newer build is first seen. */
  onNewBuild?: (buildId: string) => void;
}

async function fetchServedBuildId(url: string): Promise<string> {
  const response = await fetch(url, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  const buildId =
    typeof body === 'object' && body !== null ? (body as { buildId?: unknown }).buildId : undefined;
  if (typeof buildId !== 'string' || buildId === '') throw new Error(`${url} has no buildId`);
  return buildId;
}

export function createBuildWatcher({
  currentBuildId = BUILD_ID,
  manifestUrl = BUILD_MANIFEST_URL,
  intervalMs = BUILD_POLL_INTERVAL_MS,
  onNewBuild,
}: BuildWatcherOptions = {}): BuildWatcher {
  let outdated = false;
  let inFlight: Promise<void> | undefined;

  const check = (): Promise<void> => {
    // Once newer is known, it stays known: nothing to ask any more.
    if (outdated) return Promise.resolve();
    inFlight ??= fetchServedBuildId(manifestUrl)
      .then((servedId) => {
        if (servedId === currentBuildId || outdated) return;
        outdated = true;
        console.info(
          `A new version of the app is out (${servedId}; this page runs ${currentBuildId}). ` +
            'The next page change loads it.',
        );
        onNewBuild?.(servedId);
      })
      .catch((error: unknown) => {
        console.warn('Could not check for a new version of the app:', error);
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  const start = () => {
    const timer = window.setInterval(() => {
      // A hidden tab is checked when it is shown again instead.
      if (document.visibilityState !== 'hidden') void check();
    }, intervalMs);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  };

  return { check, isOutdated: () => outdated, start };
}
