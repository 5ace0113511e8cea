import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { migrationsCurrent } from '../../db/client.ts';
import { jobQueueRunning, type JobQueue } from '../../jobs/job-queue.ts';
import type { Metrics } from './metrics.ts';

/** A readiness check answers within this, whatever the database does. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'failing';

/**
 * For load balancers, orchestrators and Prometheus (not part of the API):
 * `/healthz` says the process is alive, `/readyz` whether it can serve (database
 * reachable, migrations current, job queue running; 503 naming what is not), and
 * `/metrics` the Prometheus figures, behind METRICS_TOKEN when that is set.
 */
export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  jobs: JobQueue;
  metrics: Metrics;
  metricsToken: string | undefined;
}> = async (app, { database, jobs, metrics, metricsToken }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const checks: Record<'database' | 'migrations' | 'jobs', Check> = {
      database: 'failing',
      migrations: 'failing',
      jobs: 'failing',
    };
    try {
      await withTimeout(database.pool.query('select 1'));
      checks.database = 'ok';
      if (await withTimeout(migrationsCurrent(database.pool))) checks.migrations = 'ok';
      if (jobQueueRunning(jobs) && (await withTimeout(jobs.isInstalled()))) checks.jobs = 'ok';
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
    }
    const ready = Object.values(checks).every((check) => check === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (metricsToken && !sameSecret(request.headers.authorization ?? '', `Bearer ${metricsToken}`))
      return reply.status(401).send('metrics need METRICS_TOKEN\n');
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
};

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
