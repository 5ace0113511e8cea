/**
 * API throughput and latency of the real server (embedded database, demo network with
 * its data) beside a bare Fastify route, measured in one run with autocannon; and how the
 * embedded server answers /healthz and a static file while a heavy report runs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { REPORT_CALLS_PER_ACCOUNT } from '../../apps/server/src/modules/reports/reports.routes.ts';
import { ROOT } from './server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const MEMBER_ME_TARGET = 0.35;
const RESPONSIVE_P99_MS = 50;

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
};

/**
 * autocannon ends a row with its last requests still running on the server, which hold
 * the account's report slots a moment longer: each row starts once they are done, or
 * the next row's first calls would be refused (429) for the row before's.
 */
const BETWEEN_ROWS_MS = 1000;

async function measure(
  url: string,
  headers: Record<string, string> = {},
  options: { connections?: number; duration?: number } = {},
): Promise<Result> {
  await new Promise((resolve) => setTimeout(resolve, BETWEEN_ROWS_MS));
  return autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.duration ?? DURATION_S,
    headers,
  }) as Promise<Result>;
}

/** Headers Node writes on every reply by itself, which the bare server writes too. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/** One reply of `url` as it came: its headers (but Node's own) and its body. */
async function recordReply(url: string, headers: Record<string, string>) {
  const reply = await fetch(url, { headers });
  if (!reply.ok) throw new Error(`${url}: ${reply.status}`);
  const kept: Record<string, string> = {};
  reply.headers.forEach((value, name) => {
    if (!NODE_OWN_HEADERS.has(name)) kept[name] = value;
  });
  return { headers: kept, body: await reply.text() };
}

/** The bare server; with `recorded`, its /bare-recorded route sends that reply. */
function startBare(recorded: {
  headers: Record<string, string>;
  body: string;
}): Promise<{ child: ChildProcess; url: string; recordedUrl: string }> {
  const child = fork(path.join(ROOT, 'scripts/bench/bare-server.ts'), [JSON.stringify(recorded)], {
    stdio: 'ignore',
  });
  return new Promise((resolve) =>
    child.once('message', (m: { port: number }) =>
      resolve({
        child,
        url: `http://127.0.0.1:${m.port}/bare`,
        recordedUrl: `http://127.0.0.1:${m.port}/bare-recorded`,
      }),
    ),
  );
}

export type EmbeddedServer = {
  baseUrl: string;
  domain: string;
  memberToken: string;
  managerToken: string;
  /** The demo's data: how many Shorts and days of revenue the reports read. */
  data: string;
  /** Seconds the server's own work after the import took (waitUntilAnswering). */
  settledAfter: number;
};

const headersFor = (server: EmbeddedServer, token?: string) => ({
  'x-site-domain': server.domain,
  'accept-language': 'ko',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/**
 * Waits out the server's own work after the demo import (it refreshes the report windows,
 * then the music ranking, on the one connection): until the dashboard's summary answers
 * within 250 ms five times in a row. Gives the seconds waited.
 */
export async function waitUntilAnswering(server: EmbeddedServer): Promise<number> {
  const started = performance.now();
  const url = `${server.baseUrl}/api/report/summary?period=28d`;
  let quick = 0;
  while (quick < 5 && performance.now() - started < 600_000) {
    const asked = performance.now();
    const reply = await fetch(url, { headers: headersFor(server, server.managerToken) });
    await reply.arrayBuffer();
    quick = reply.ok && performance.now() - asked < 250 ? quick + 1 : 0;
    if (quick === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return (performance.now() - started) / 1000;
}

/** The `## API` section of docs/benchmarks.md. */
export async function apiSection(
  server: EmbeddedServer,
  context: { date: string; loadAverage: string },
): Promise<string> {
  const api = `${server.baseUrl}/api`;
  const memberMe = [`${api}/member/me`, headersFor(server, server.memberToken)] as const;
  const recorded = await recordReply(...memberMe);
  const recordedBytes =
    Buffer.byteLength(recorded.body) +
    Object.entries(recorded.headers).reduce(
      (sum, [name, value]) => sum + name.length + value.length + 4,
      0,
    );
  const bare = await startBare(recorded);
  try {
    const rows: [string, Result][] = [];
    rows.push(['bare Fastify route (ceiling)', await measure(bare.url)]);
    rows.push([
      "bare Fastify route sending member/me's reply (its headers and body)",
      await measure(bare.recordedUrl),
    ]);
    rows.push([
      'GET v2/mcn/meta',
      await measure(`${api}/v2/mcn/meta?domain=${server.domain}`, headersFor(server)),
    ]);
    rows.push(['GET member/me (member)', await measure(...memberMe)]);
    // One account runs at most REPORT_CALLS_PER_ACCOUNT report calls at once (429 past
    // them): more connections would measure refusals.
    const reportLoad = { connections: REPORT_CALLS_PER_ACCOUNT };
    rows.push([
      `GET report/summary, 28 days (manager, ${REPORT_CALLS_PER_ACCOUNT} connections)`,
      await measure(
        `${api}/report/summary?period=28d`,
        headersFor(server, server.managerToken),
        reportLoad,
      ),
    ]);
    rows.push([
      `GET report/videos by revenue, 28 days (manager, ${REPORT_CALLS_PER_ACCOUNT} connections)`,
      await measure(
        `${api}/report/videos?period=28d&sort=revenue`,
        headersFor(server, server.managerToken),
        reportLoad,
      ),
    ]);

    const ceiling = rows[0]![1].requests.average;
    const table = rows
      .map(
        ([name, r]) =>
          `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${(r.requests.average / ceiling).toFixed(2)} | ${r.non2xx + r.errors} |`,
      )
      .join('\n');
    const me = rows[3]![1].requests.average / ceiling;
    const ofItsBytes = rows[3]![1].requests.average / rows[1]![1].requests.average;
    const bytesShare = rows[1]![1].requests.average / ceiling;
    const verdict =
      me >= MEMBER_ME_TARGET
        ? `\`member/me\` at ${me.toFixed(3)} of the ceiling: the ≥ ${MEMBER_ME_TARGET} target is met.`
        : `\`member/me\` at ${me.toFixed(3)} of the ceiling: under the ≥ ${MEMBER_ME_TARGET} target by ${(MEMBER_ME_TARGET - me).toFixed(3)}.`;
    return `## API

Measured on ${context.date} by \`npm run bench\` (load average ${context.loadAverage} at the start of the section).
Data: the demo network on the embedded database (PGlite in its child process), ${server.data},
measured once its data had loaded and the server's own work after it (report windows,
ranking) was done, ${server.settledAfter.toFixed(0)} s later. Load: autocannon, ${CONNECTIONS} connections for ${DURATION_S} s
per row (the report rows ${REPORT_CALLS_PER_ACCOUNT}, as many as one account may run at once), from the same machine as the servers.

| call | requests/s | p50 ms | p99 ms | ratio to ceiling | non-2xx or errors |
|---|---|---|---|---|---|
${table}

The ceiling is a bare Fastify route returning a constant, in its own process, in the
same run. The second row is the same bare server sending \`member/me\`'s own reply as
the run recorded it (headers and body, ${recordedBytes} bytes but Node's own headers): what
the reply's bytes cost without any of the call's work. It runs at ${bytesShare.toFixed(2)} of
the ceiling, and \`member/me\` at ${ofItsBytes.toFixed(2)} of it.

Each real call resolves the site by its domain and (but v2/mcn/meta) the
session; both are remembered per process for a few seconds (decision 018), so
\`member/me\` reaches the database only for its session every 2 s and its channel banner
every 5 s. The report calls read the database on every request, one at a time through
its single connection.

${verdict}
`;
  } finally {
    bare.child.kill('SIGTERM');
  }
}

/**
 * The `## Embedded mode under a heavy report` section: /healthz and a static file
 * measured alone and again while one heavy report after another runs.
 */
export async function responsivenessSection(
  server: EmbeddedServer,
  context: { date: string; loadAverage: string; scriptPath: string; stylePath: string },
): Promise<string> {
  const heavy = `${server.baseUrl}/api/report/videos?period=lifetime&sort=title&order=asc&search=a`;
  const targets: [string, string, Record<string, string>][] = [
    ['GET /healthz', `${server.baseUrl}/healthz`, {}],
    [
      `GET the style sheet (br, ${context.stylePath})`,
      `${server.baseUrl}${context.stylePath}`,
      { 'accept-encoding': 'br, gzip' },
    ],
    [
      `GET the app's script (br, ${context.scriptPath})`,
      `${server.baseUrl}${context.scriptPath}`,
      { 'accept-encoding': 'br, gzip' },
    ],
  ];
  const options = { connections: 2, duration: DURATION_S };
  const idle: Result[] = [];
  for (const [, url, headers] of targets) idle.push(await measure(url, headers, options));

  let running = true;
  const reportTimes: number[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const reply = await fetch(heavy, { headers: headersFor(server, server.managerToken) });
      await reply.arrayBuffer();
      if (!reply.ok) throw new Error(`heavy report: ${reply.status}`);
      reportTimes.push(performance.now() - started);
    }
  })();
  const busy: Result[] = [];
  try {
    // The first report is under way before the measuring starts.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const [, url, headers] of targets) busy.push(await measure(url, headers, options));
  } finally {
    running = false;
    await loop;
  }
  reportTimes.sort((a, b) => a - b);
  const reportP50 = reportTimes[Math.floor(reportTimes.length / 2)] ?? 0;

  const rows = targets
    .map(
      ([name], i) =>
        `| ${name} | ${idle[i]!.latency.p50} | ${idle[i]!.latency.p99} | ${busy[i]!.latency.p50} | ${busy[i]!.latency.p99} | ${busy[i]!.latency.max} | ${busy[i]!.requests.average.toFixed(0)} |`,
    )
    .join('\n');
  const worst = Math.max(...busy.map((r) => r.latency.p99));
  const verdict =
    worst <= RESPONSIVE_P99_MS
      ? `Under the heavy report every p99 is within ${RESPONSIVE_P99_MS} ms (worst ${worst} ms): the target is met.`
      : `Under the heavy report the worst p99 is ${worst} ms, over the ${RESPONSIVE_P99_MS} ms target by ${worst - RESPONSIVE_P99_MS} ms.`;
  return `## Embedded mode under a heavy report

Measured on ${context.date} by \`npm run bench\` (load average ${context.loadAverage} at the start of the section),
on the same server as the API section (PGlite in its child process, ${server.data}).
autocannon with 2 connections for ${DURATION_S} s per row, first with nothing else running, then while
the manager's video report (lifetime, sorted by title, searched "a") runs one request after
another: ${reportTimes.length} of them in the busy rows, p50 ${reportP50.toFixed(0)} ms each.

| request | alone p50 ms | alone p99 ms | under the report p50 ms | p99 ms | max ms | requests/s |
|---|---|---|---|---|---|---|
${rows}

${verdict} The report's SQL runs in the database's own process; the HTTP process only
waits for it, so its event loop stays free for what does not need the database.
`;
}
