import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import {
  YOUTUBE_ALARMS,
  YOUTUBE_CONNECTION_STATES,
  YOUTUBE_REPORT_STATES,
  type YouTubeAlarm,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { youtubeConnections, youtubeReportJobs, youtubeReports } from '../../db/schema.ts';
import { acrossSites } from '../../db/site-scope.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { alarmsOf } from '../youtube-connection/youtube-connection.service.ts';
import type { ConnectionRow, JobRow } from '../youtube-connection/youtube-connection.repo.ts';

/**
 * Prometheus metrics of one app instance (its own registry, so tests can build several
 * apps in one process). Request figures are counted as requests end; the database pool,
 * job queue, import and YouTube connection figures are read when Prometheus scrapes.
 */
export function createMetrics(deps: {
  pool: pg.Pool;
  /** The app's database handle; figures of every site are read through it across sites. */
  db: Db;
  poolMax: number;
  jobs: JobQueue;
}) {
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
      // import_files is a tenant table: outside a scope the server's pool sees none of it.
      const rows = await acrossSites('metrics', () =>
        rowsOrNone<{ kind: string; loaded: string; skipped: string }>(
          deps.pool,
          `select kind, sum(rows_loaded)::text as loaded, sum(rows_skipped)::text as skipped
             from import_files group by kind`,
        ),
      );
      for (const row of rows) {
        this.set({ kind: row.kind, outcome: 'loaded' }, Number(row.loaded));
        this.set({ kind: row.kind, outcome: 'skipped' }, Number(row.skipped));
      }
    },
  });

  // Four gauges, one read: the gauges of a scrape are collected together and share it.
  let youtubeRead: Promise<YouTubeFigures> | undefined;
  const youtube = () =>
    (youtubeRead ??= readYouTubeFigures(deps.db, new Date()).finally(() => {
      youtubeRead = undefined;
    }));
  new Gauge({
    name: 'youtube_connection_alarms',
    help: 'Open alarms of each YouTube connection, by site id and alarm (docs/operations.md); 0 when closed',
    labelNames: ['site', 'alarm'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const site of (await youtube()).sites)
        for (const alarm of YOUTUBE_ALARMS)
          this.set({ site: site.siteId, alarm }, site.alarms.get(alarm) ?? 0);
    },
  });
  new Gauge({
    name: 'youtube_connections',
    help: 'YouTube connections by state (connected, needs_reconnect)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { sites, read } = await youtube();
      if (!read) return;
      for (const state of YOUTUBE_CONNECTION_STATES)
        this.set({ state }, sites.filter((site) => site.state === state).length);
    },
  });
  new Gauge({
    name: 'youtube_last_report_age_seconds',
    help: "Seconds since YouTube made the newest report a site's connection fetched (since connecting, before the first)",
    labelNames: ['site'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const site of (await youtube()).sites)
        this.set({ site: site.siteId }, site.lastReportAgeSeconds);
    },
  });
  new Gauge({
    name: 'youtube_reports_total',
    help: 'YouTube reports listed so far, by site id and what became of them (imported, superseded, missed, failed)',
    labelNames: ['site', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [site, states] of (await youtube()).reports)
        for (const state of YOUTUBE_REPORT_STATES)
          this.set({ site, state }, states.get(state) ?? 0);
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

/** The YouTube connections' figures of one scrape; `read` is false when the database was away. */
type YouTubeFigures = {
  read: boolean;
  sites: {
    siteId: string;
    state: ConnectionRow['state'];
    alarms: Map<YouTubeAlarm, number>;
    lastReportAgeSeconds: number;
  }[];
  /** Reports by site id and state, of connected sites and of sites disconnected since. */
  reports: Map<string, Map<string, number>>;
};

/**
 * Every site's connection, jobs and reports in two queries (connections with their jobs;
 * reports counted by site and state, with the newest create time), whatever the number
 * of sites. The alarms are the ones the manager's screen shows (`alarmsOf`).
 */
async function readYouTubeFigures(db: Db, now: Date): Promise<YouTubeFigures> {
  try {
    const [rows, counts] = await acrossSites('metrics', () =>
      Promise.all([
        db
          .select({ connection: youtubeConnections, job: youtubeReportJobs })
          .from(youtubeConnections)
          .leftJoin(youtubeReportJobs, eq(youtubeReportJobs.siteId, youtubeConnections.siteId)),
        db
          .select({
            siteId: youtubeReports.siteId,
            state: youtubeReports.state,
            reports: count(),
            newestMs:
              sql`extract(epoch from max(${youtubeReports.createTime}::timestamptz)) * 1000`.mapWith(
                Number,
              ),
          })
          .from(youtubeReports)
          .groupBy(youtubeReports.siteId, youtubeReports.state),
      ]),
    );

    const reports = new Map<string, Map<string, number>>();
    const newest = new Map<number, number>();
    for (const row of counts) {
      const site = String(row.siteId);
      if (!reports.has(site)) reports.set(site, new Map());
      reports.get(site)!.set(row.state, row.reports);
      newest.set(row.siteId, Math.max(row.newestMs, newest.get(row.siteId) ?? row.newestMs));
    }

    const connections = new Map<number, { connection: ConnectionRow; jobs: JobRow[] }>();
    for (const { connection, job } of rows) {
      const entry = connections.get(connection.siteId) ?? { connection, jobs: [] };
      if (job) entry.jobs.push(job);
      connections.set(connection.siteId, entry);
    }
    const sites = [...connections.values()].map(({ connection, jobs }) => {
      const lastReportAt = new Date(newest.get(connection.siteId) ?? connection.connectedAt);
      const alarms = new Map<YouTubeAlarm, number>();
      for (const { kind } of alarmsOf(connection, jobs, lastReportAt, now))
        alarms.set(kind, (alarms.get(kind) ?? 0) + 1);
      return {
        siteId: String(connection.siteId),
        state: connection.state,
        alarms,
        lastReportAgeSeconds: Math.max(0, (now.getTime() - lastReportAt.getTime()) / 1000),
      };
    });
    return { read: true, sites, reports };
  } catch {
    // The database away (or a create time that is not RFC 3339): these figures are left
    // out rather than failing the scrape, like the others read at scrape time.
    return { read: false, sites: [], reports: new Map() };
  }
}

/** The route pattern, never the raw URL (which would make a series per user and page). */
function routeOf(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (!url) return 'unmatched';
  if (url.startsWith('/assets/')) return '/assets/*';
  return url;
}

/**
 * Counts every request of the app; registered before any route. The hooks take Fastify's
 * callback, not a promise: they run on every request and never wait for anything.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    metrics.onSend(request, reply, payload);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.onResponse(request, reply);
    done();
  });
}
