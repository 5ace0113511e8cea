/**
 * Report calls at scale: the real server on a loaded bench database (DEMO=off), logged
 * in as the site's manager and as a member, each call made one request at a time for
 * its p50 and p95, and the lifetime totals checked against the per-country tables.
 */
import { acrossSitesView, openDatabase } from '../../apps/server/src/db/client.ts';
import { windowsOfSites } from '../../apps/server/src/modules/reports/report-windows.ts';
import { waitUntilQuiet } from './postgres.ts';
import { login, startServer } from './server.ts';

export type LoadedNetwork = {
  password: string;
  manager: string;
  member: string;
  totals: { views: string; revenueMicros: string };
};

export type Role = 'manager' | 'member';

export type CallSpec = {
  label: string;
  path: string;
  query: Record<string, string>;
};

export type Timing = {
  p50: number;
  p95: number;
  requests: number;
  failures: number;
  /** What the first reply said, to see that the call did what it should. */
  note: string;
};

export type MeasuredCall = CallSpec & { role: Role; email: string; timing: Timing };

export type ReportRun = {
  /** Seconds the started server kept the database busy before the calls were measured. */
  settledAfter: number;
  calls: MeasuredCall[];
  /** Problems with the figures themselves (not the speed). */
  problems: string[];
};

const DOMAIN = 'localhost';
/** A word of many demo titles ("Dance cover", "Street dance"). */
export const SEARCH_WORD = 'dance';
const SECONDS_PER_CALL = Number(process.env.BENCH_REPORT_SECONDS ?? 8);
const MAX_REQUESTS = 200;
const MIN_REQUESTS = 15;
const WARM_UP = 3;

type Reply = {
  period?: { from: string; to: string };
  total?: number;
  totals?: { views: number; revenue: string };
  channels?: { channel_id: string }[];
  videos?: { video_id: string }[];
  countries?: unknown[];
  daily?: unknown[];
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function describe(reply: Reply): string {
  const parts = [];
  if (reply.total !== undefined) parts.push(`${reply.total} rows`);
  if (reply.totals) parts.push(`${reply.totals.views.toLocaleString('en')} views`);
  if (reply.countries) parts.push(`${reply.countries.length} countries`);
  if (reply.daily) parts.push(`${reply.daily.length} days`);
  return parts.join(', ');
}

/** A call that reads no report: what any request costs on this server and machine now. */
export const FLOOR_LABEL = 'floor: member/me (no report)';

/** `day` moved by `days` (YYYY-MM-DD). */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The calls of the table, with the viewer's top channel and top Short filled in, and
 * custom ranges ending a week before the last day with data (`lastDay`), so they are
 * none of the precomputed periods.
 */
export function reportCalls(topChannel: string, topVideo: string, lastDay: string): CallSpec[] {
  const customTo = shiftDay(lastDay, -7);
  return [
    { label: FLOOR_LABEL, path: 'member/me', query: {} },
    { label: 'summary, 28 days', path: 'report/summary', query: { period: '28d' } },
    { label: 'summary, lifetime', path: 'report/summary', query: { period: 'lifetime' } },
    {
      label: 'channel report, 28 days',
      path: 'report/channels',
      query: { period: '28d', sort: 'revenue' },
    },
    {
      label: 'video report by revenue, 28 days',
      path: 'report/videos',
      query: { period: '28d', sort: 'revenue' },
    },
    {
      label: 'video report by revenue, lifetime',
      path: 'report/videos',
      query: { period: 'lifetime', sort: 'revenue' },
    },
    {
      label: 'video report by title, 28 days',
      path: 'report/videos',
      query: { period: '28d', sort: 'title', order: 'asc' },
    },
    {
      label: 'video report by revenue, custom 28 days',
      path: 'report/videos',
      query: { period: 'custom', from: shiftDay(customTo, -27), to: customTo, sort: 'revenue' },
    },
    {
      label: 'video report by revenue, custom 150 days',
      path: 'report/videos',
      query: { period: 'custom', from: shiftDay(customTo, -149), to: customTo, sort: 'revenue' },
    },
    {
      label: `video report searched "${SEARCH_WORD}", 28 days`,
      path: 'report/videos',
      query: { period: '28d', sort: 'revenue', search: SEARCH_WORD },
    },
    {
      label: 'video report of one channel, 28 days',
      path: 'report/videos',
      query: { period: '28d', sort: 'revenue', channel: topChannel },
    },
    {
      label: 'video detail, 28 days',
      path: 'report/video',
      query: { period: '28d', video_id: topVideo },
    },
  ];
}

/**
 * Waits until every site with data has its report windows current, as the server's
 * refresher leaves them (jobs/report-windows.job.ts). The refresher waits for imports to
 * settle before it starts, so a server started right after a load would otherwise
 * recompute them while the calls are being measured. Gives back how many seconds that took.
 */
async function waitForReportWindows(url: string, timeoutSeconds = 900): Promise<number> {
  const started = performance.now();
  const database = acrossSitesView(
    await openDatabase({ url, poolSize: 1, embeddedDataDir: undefined }),
    'bench: waiting for report windows',
  );
  try {
    for (;;) {
      const today = new Date().toISOString().slice(0, 10);
      const sites = await windowsOfSites(database.pool, today);
      if (sites.every((site) => site.current)) return (performance.now() - started) / 1000;
      if (performance.now() - started > timeoutSeconds * 1000)
        throw new Error(`report windows not computed within ${timeoutSeconds} s`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  } finally {
    await database.close();
  }
}

/** Measures every call as the manager and as the member on the database at `url`. */
export async function measureReports(url: string, network: LoadedNetwork): Promise<ReportRun> {
  const server = await startServer({ DATABASE_URL: url, DEMO: 'off' });
  const problems: string[] = [];
  try {
    const settledAfter = (await waitForReportWindows(url)) + (await waitUntilQuiet(url));
    const get = async (token: string, path: string, query: Record<string, string>, extra = {}) => {
      const reply = await fetch(`${server.baseUrl}/api/${path}?${new URLSearchParams(query)}`, {
        headers: { 'x-site-domain': DOMAIN, authorization: `Bearer ${token}`, ...extra },
      });
      const text = await reply.text();
      return { ok: reply.ok, status: reply.status, text };
    };
    const json = async (token: string, path: string, query: Record<string, string>, extra = {}) => {
      const reply = await get(token, path, query, extra);
      if (!reply.ok) throw new Error(`${path}: ${reply.status} ${reply.text.slice(0, 200)}`);
      return JSON.parse(reply.text) as Reply;
    };

    const calls: MeasuredCall[] = [];
    for (const role of ['manager', 'member'] as const) {
      const email = network[role];
      const token = await login(server.baseUrl, DOMAIN, email, network.password);
      const channels = await json(token, 'report/channels', { period: '28d', sort: 'revenue' });
      const videos = await json(token, 'report/videos', { period: '28d', sort: 'revenue' });
      const topChannel = channels.channels?.[0]?.channel_id;
      const topVideo = videos.videos?.[0]?.video_id;
      const lastDay = videos.period?.to;
      if (!topChannel || !topVideo || !lastDay) {
        throw new Error(`${role}: no data in the last 28 days`);
      }

      if (role === 'manager') {
        const lifetime = await json(
          token,
          'report/summary',
          { period: 'lifetime' },
          { 'x-currency': 'USD' },
        );
        const { views, revenue } = lifetime.totals!;
        if (String(views) !== network.totals.views || revenue !== network.totals.revenueMicros) {
          problems.push(
            `The manager's lifetime summary says ${views} views and ${revenue} USD micros; ` +
              `the per-country tables hold ${network.totals.views} and ${network.totals.revenueMicros}.`,
          );
        }
      }

      for (const spec of reportCalls(topChannel, topVideo, lastDay)) {
        const latencies: number[] = [];
        let failures = 0;
        let note = '';
        const started = performance.now();
        for (let i = 0; ; i++) {
          const before = performance.now();
          const reply = await get(token, spec.path, spec.query);
          const ms = performance.now() - before;
          if (!reply.ok) {
            failures += 1;
            note ||= `${reply.status} ${reply.text.slice(0, 120)}`;
          } else if (!note) {
            note = describe(JSON.parse(reply.text) as Reply);
          }
          if (i < WARM_UP) continue;
          latencies.push(ms);
          const spent = (performance.now() - started) / 1000;
          if (latencies.length >= MAX_REQUESTS) break;
          if (spent >= SECONDS_PER_CALL && latencies.length >= MIN_REQUESTS) break;
        }
        latencies.sort((a, b) => a - b);
        const timing = {
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          requests: latencies.length,
          failures,
          note,
        };
        process.stderr.write(
          `  ${role} ${spec.label}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms (${timing.requests}; ${note})\n`,
        );
        calls.push({ ...spec, role, email, timing });
        if (failures > 0) problems.push(`${role}, ${spec.label}: ${failures} failed (${note}).`);
      }
    }
    return { settledAfter, calls, problems };
  } finally {
    await server.stop();
  }
}
