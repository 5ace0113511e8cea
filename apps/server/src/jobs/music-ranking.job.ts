import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobQueue } from './job-queue.ts';
import { recomputeMusicRanking } from '../modules/musics/music-ranking.ts';
import { acrossSites, inSite } from '../db/site-scope.ts';

export const MUSIC_RANKING_QUEUE = 'music-ranking';

/**
 * How long a recomputation waits after it is asked for: an import of many files asks
 * once per file, and the waiting job takes all of them in one go.
 */
export const DEFAULT_RANKING_DELAY_SECONDS = 10;

type RankingJob = { siteId: number };

/**
 * Asks for a site's ranking to be recomputed in the background. The queue is `stately`
 * with the site as its key: at most one job per site waits and one runs, so asking again
 * while one waits adds nothing, and asking while one runs queues exactly one more.
 */
export function createRankingQueue(queue: JobQueue, delaySeconds = DEFAULT_RANKING_DELAY_SECONDS) {
  return async (siteId: number): Promise<void> => {
    await queue.send(MUSIC_RANKING_QUEUE, { siteId } satisfies RankingJob, {
      singletonKey: String(siteId),
      startAfter: delaySeconds,
      retryLimit: 3,
      retryDelay: 30,
      expireInSeconds: 15 * 60,
    });
  };
}

/**
 * The worker that recomputes rankings. On start it also asks for the ranking of every
 * site that has Shorts data but no ranking stored yet (a new installation, an upgrade).
 */
export async function startRankingWorker(
  queue: JobQueue,
  deps: {
    db: Db;
    log: FastifyBaseLogger;
    now: () => Date;
    enqueue: (siteId: number) => Promise<void>;
    pollingIntervalSeconds?: number;
  },
): Promise<void> {
  await queue.createQueue(MUSIC_RANKING_QUEUE, { policy: 'stately' });
  await queue.work<RankingJob>(
    MUSIC_RANKING_QUEUE,
    // Sites in batches: at start-up every site with data but no ranking is queued at once.
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2, batchSize: 10 },
    async (jobs) => {
      for (const job of jobs) {
        const { siteId } = job.data;
        const { week, tracks } = await inSite(siteId, () =>
          recomputeMusicRanking(deps.db, siteId, deps.now()),
        );
        deps.log.info(
          { siteId: job.data.siteId, week: week?.start ?? null, tracks },
          'weekly music ranking recomputed',
        );
      }
    },
  );
  // Which sites have data but no ranking yet: a look across sites, at start-up.
  const unranked = await acrossSites('music ranking start-up', () =>
    deps.db.execute<{ id: number }>(sql`
    select s.id from sites s
    where not exists (select 1 from music_rankings r where r.site_id = s.id)
      and exists (select 1 from video_daily d where d.site_id = s.id)`),
  );
  for (const { id } of unranked.rows) await deps.enqueue(Number(id));
}
