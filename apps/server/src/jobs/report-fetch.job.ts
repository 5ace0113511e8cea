import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { inSite } from '../db/site-scope.ts';
import type { JobQueue } from './job-queue.ts';
import { FetchLater, type FetchOutcome } from '../modules/youtube-connection/report-fetch.ts';

export const YOUTUBE_FETCH_QUEUE = 'youtube-fetch';

/** Every connection is fetched hourly (at a minute of its own, spreading the load). */
export function fetchCron(siteId: number): string {
  return `${(siteId * 7) % 60} * * * *`;
}

/**
 * How a fetch that YouTube turned away (429, 5xx, a cut download) is tried again:
 * exponential back-off from `baseSeconds`, capped at `maxSeconds`, with jitter so many
 * networks do not come back at once, at most `attempts` times before the hourly
 * schedule takes over. `Retry-After` is honoured when longer.
 */
export type FetchRetry = { baseSeconds: number; maxSeconds: number; attempts: number };

export const DEFAULT_FETCH_RETRY: FetchRetry = { baseSeconds: 30, maxSeconds: 1800, attempts: 6 };

type FetchJob = { siteId: number; attempt: number };

/** Seconds to wait before attempt `attempt` (1 for the first retry). */
export function backoffSeconds(retry: FetchRetry, attempt: number, retryAfterMs?: number): number {
  const exponential = Math.min(retry.maxSeconds, retry.baseSeconds * 2 ** (attempt - 1));
  // Full jitter over the upper half: never sooner than half the step.
  const jittered = exponential / 2 + Math.random() * (exponential / 2);
  return Math.max(Math.ceil(jittered), Math.ceil((retryAfterMs ?? 0) / 1000));
}

/**
 * The fetch queue: `stately` with the site as its key, so a site has at most one fetch
 * waiting and one running whatever asks (the hourly schedule, "fetch now", a retry).
 */
export function createFetchQueue(queue: JobQueue, queuePool: Pick<pg.Pool, 'query'>) {
  const send = (siteId: number, attempt: number, startAfter?: number) =>
    queue.send(YOUTUBE_FETCH_QUEUE, { siteId, attempt } satisfies FetchJob, {
      singletonKey: String(siteId),
      ...(startAfter ? { startAfter } : {}),
      // A fetch still active after this died with its process; the schedule brings it back.
      expireInSeconds: 60 * 60,
    });
  return {
    /** Queues a fetch now; false when one is already waiting. */
    enqueue: async (siteId: number): Promise<boolean> => (await send(siteId, 0)) !== null,
    retry: (siteId: number, attempt: number, delaySeconds: number) =>
      send(siteId, attempt, delaySeconds),
    schedule: {
      add: (siteId: number) =>
        queue.schedule(
          YOUTUBE_FETCH_QUEUE,
          fetchCron(siteId),
          { siteId, attempt: 0 } satisfies FetchJob,
          { key: String(siteId), singletonKey: String(siteId), tz: 'UTC' },
        ),
      remove: (siteId: number) => queue.unschedule(YOUTUBE_FETCH_QUEUE, String(siteId)),
    },
    /** Whether a fetch of the site waits or runs. */
    async fetching(siteId: number): Promise<boolean> {
      // pg-boss has no call for this; its job table is plain (no tenant rows, no scope).
      // A scheduled job waiting for its hour is not a fetch under way.
      const { rows } = await queuePool.query(
        `select 1 from pgboss.job where name = $1 and singleton_key = $2
           and (state = 'active' or (state in ('created', 'retry') and start_after <= now() + interval '5 seconds'))
         limit 1`,
        [YOUTUBE_FETCH_QUEUE, String(siteId)],
      );
      return rows.length > 0;
    },
  };
}

export type FetchQueue = ReturnType<typeof createFetchQueue>;

/** Creates the queue; its worker starts with startFetchWorker. */
export async function createFetchQueueTable(queue: JobQueue): Promise<void> {
  await queue.createQueue(YOUTUBE_FETCH_QUEUE, { policy: 'stately' });
}

/**
 * The worker: fetches a site's reports in the site's scope. A fetch YouTube turned
 * away is queued again after its back-off (not failed: pg-boss's own retry cannot wait
 * for a Retry-After, and keeps the job failed in between); anything else is a bug,
 * logged and failed.
 */
export async function startFetchWorker(
  queue: JobQueue,
  fetches: FetchQueue,
  deps: {
    fetch: (siteId: number) => Promise<FetchOutcome>;
    log: FastifyBaseLogger;
    retry: FetchRetry;
    pollingIntervalSeconds?: number;
  },
): Promise<void> {
  await queue.work<FetchJob>(
    YOUTUBE_FETCH_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      for (const job of jobs) {
        const { siteId, attempt } = job.data;
        try {
          const outcome = await inSite(siteId, () => deps.fetch(siteId));
          deps.log.info({ siteId, ...outcome }, 'YouTube reports fetched');
        } catch (error) {
          if (!(error instanceof FetchLater)) throw error;
          const next = attempt + 1;
          if (next > deps.retry.attempts) {
            deps.log.warn({ siteId, attempt }, 'YouTube fetch gave up until the next hour');
            continue;
          }
          const delay = backoffSeconds(deps.retry, next, error.retryAfterMs);
          deps.log.warn(
            { siteId, attempt: next, delay, err: error.message },
            'YouTube fetch later',
          );
          await fetches.retry(siteId, next, delay);
        }
      }
    },
  );
}
