import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export type JobQueue = PgBoss;

/**
 * Durable background work (docs/product.md §13.3): pg-boss keeps its jobs in the app's
 * own database, in the `pgboss` schema, through the app's pool, so it runs the same on
 * PostgreSQL and on the embedded PGlite (whose single connection it shares; never
 * send a job from inside a transaction there, the transaction holds that connection).
 */
export async function startJobQueue(pool: pg.Pool, log: FastifyBaseLogger): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    // Cron: every YouTube connection is fetched hourly (report-fetch.job.ts).
    schedule: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn(warning, 'job queue warning'));
  await boss.start();
  running.add(boss);
  boss.on('stopped', () => running.delete(boss));
  return boss;
}

const running = new WeakSet<JobQueue>();

/** Whether the queue was started and not stopped (pg-boss keeps that to itself). */
export function jobQueueRunning(boss: JobQueue): boolean {
  return running.has(boss);
}

/** Stops taking jobs, lets running ones finish for a while, and leaves the pool to its owner. */
export async function stopJobQueue(boss: JobQueue): Promise<void> {
  running.delete(boss);
  await boss.stop({ graceful: true, timeout: 5_000, close: false, wait: true });
}
