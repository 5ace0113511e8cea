import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { recomputeReportWindows, windowsOfSites } from '../modules/reports/report-windows.ts';
import { repeat, type Repeating } from './repeat.ts';

/** How the refresher paces itself. */
export type WindowsRefresh = {
  intervalMs: number;
  /** Imports still arriving: wait until none came for this long… */
  settleMs: number;
  /** …but never leave windows stale longer than this while they keep coming. */
  maxStaleMs: number;
};

export const DEFAULT_WINDOWS_REFRESH: WindowsRefresh = {
  intervalMs: 30_000,
  settleMs: 20_000,
  maxStaleMs: 5 * 60_000,
};

/**
 * Keeps every site's windows current in the background: after imports (from the
 * server, the command line or the demo loader alike, seen through `import_files`) and
 * when the date moves on. `onRefreshed` hears of each site recomputed (the music
 * ranking follows the same data).
 */
export function startReportWindowsRefresher(deps: {
  pool: pg.Pool;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now: () => Date;
  refresh?: WindowsRefresh;
  onRefreshed?: (siteId: number) => Promise<void>;
}): Repeating & { runOnce(): Promise<void> } {
  const pace = deps.refresh ?? DEFAULT_WINDOWS_REFRESH;
  const staleSince = new Map<number, number>();
  let stopped = false;

  async function runOnce(): Promise<void> {
    const now = deps.now();
    const today = now.toISOString().slice(0, 10);
    for (const { siteId, current, importedAt } of await windowsOfSites(deps.pool, today)) {
      if (stopped) return;
      if (current) {
        staleSince.delete(siteId);
        continue;
      }
      const since = staleSince.get(siteId) ?? now.getTime();
      staleSince.set(siteId, since);
      const settled = !importedAt || now.getTime() - importedAt.getTime() >= pace.settleMs;
      if (!settled && now.getTime() - since < pace.maxStaleMs) continue;
      const started = performance.now();
      const result = await recomputeReportWindows(deps.pool, siteId, today);
      if (!result.computed) continue;
      staleSince.delete(siteId);
      deps.log.info(
        { siteId, version: result.version, ms: Math.round(performance.now() - started) },
        'report windows recomputed',
      );
      await deps.onRefreshed?.(siteId);
    }
  }

  const timer = repeat(
    pace.intervalMs,
    runOnce,
    (error) => deps.log.error({ err: error }, 'report windows refresh failed'),
    { immediately: true },
  );
  return {
    runOnce,
    async stop() {
      stopped = true;
      await timer.stop();
    },
  };
}
