import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * Prometheus metrics of one app instance (its own registry, so tests can build several
 * apps in one process). Request figures are counted as requests end; the database pool,
 * job queue and import figures are read when Prometheus scrapes.
 */
export function createMetrics(deps: { pool: pg.Pool; poolMax: number; jobs: JobQueue }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to reply, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Error replies, by route pattern, status and the error code of the reply',
    labelNames: ['route', 'status', 'code'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections of this process: total, idle, and queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, deps.pool.totalCount);
      this.set({ state: 'idle' }, deps.pool.idleCount);
      this.set({ state: 'waiting' }, deps.pool.waitingCount);
    },
  });
  new Gauge({
    name: 'db_pool_max',
    help: 'Most connections this process opens',
    registers: [registry],
    collect() {
      this.set(deps.poolMax);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs by queue and state (queued, active, deferred; failed ones kept for inspection)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await rowsOrNone<{ queue: string; state: string; count: string }>(
        deps.pool,
        `select name as queue, state, count(*)::text as count from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
      );
      for (const row of rows)
        this.set(
          { queue: row.queue, state: row.state === 'created' ? 'queued' : row.state },
          Number(row.count),
        );
    },
  });
  new Gauge({
    name: 'import_rows',
    help: 'Rows of revenue data files imported so far, by kind and outcome (all sites, all processes)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await rowsOrNone<{ kind: string; loaded: string; skipped: string }>(
        deps.pool,
        `select kind, sum(rows_loaded)::text as loaded, sum(rows_skipped)::text as skipped
           from import_files group by kind`,
      );
      for (const row of rows) {
        this.set({ kind: row.kind, outcome: 'loaded' }, Number(row.loaded));
        this.set({ kind: row.kind, outcome: 'skipped' }, Number(row.skipped));
      }
    },
  });

  return {
    registry,
    onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode < 400) return;
      // Our error replies are small JSON strings carrying a stable code.
      const code =
        typeof payload === 'string' ? /"code":"([a-z_]{1,40})"/.exec(payload)?.[1] : undefined;
      errors.inc({ route: routeOf(request), status: String(reply.statusCode), code: code ?? '' });
    },
    onResponse(request: FastifyRequest, reply: FastifyReply) {
      const route = routeOf(request);
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A figure read at scrape time is left out, rather than failing the scrape, while the database is away. */
async function rowsOrNone<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  sql: string,
): Promise<Row[]> {
  try {
    return (await pool.query<Row>(sql)).rows;
  } catch {
    return [];
  }
}

/** The route pattern, never the raw URL (which would make a series per user and page). */
function routeOf(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (!url) return 'unmatched';
  if (url.startsWith('/assets/')) return '/assets/*';
  return url;
}

/** Counts every request of the app; registered before any route. */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onSend', async (request, reply, payload) => {
    metrics.onSend(request, reply, payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => metrics.onResponse(request, reply));
}
