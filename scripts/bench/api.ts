/**
 * API throughput and latency of the real server (embedded database, demo network)
 * beside a bare Fastify route, measured in one run with autocannon.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { login, ROOT, startServer } from './server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;

type Result = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};

function measure(url: string, headers: Record<string, string> = {}): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  }) as Promise<Result>;
}

function startBare(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(ROOT, 'scripts/bench/bare-server.ts'), [], { stdio: 'ignore' });
  return new Promise((resolve) =>
    child.once('message', (m: { port: number }) =>
      resolve({ child, url: `http://127.0.0.1:${m.port}/bare` }),
    ),
  );
}

/** The `## API` section of docs/benchmarks.md. */
export async function apiSection(): Promise<string> {
  const password = randomBytes(9).toString('base64url');
  const server = await startServer({ DEMO: 'on', DEMO_PASSWORD: password });
  const bare = await startBare();
  try {
    const token = await login(server.baseUrl, 'localhost', 'creator1@demo.example.com', password);
    const site = { 'x-site-domain': 'localhost', 'accept-language': 'ko' };

    const rows: [string, Result][] = [];
    rows.push(['bare Fastify route (ceiling)', await measure(bare.url)]);
    rows.push([
      'GET v2/mcn/meta',
      await measure(`${server.baseUrl}/api/v2/mcn/meta?domain=localhost`, site),
    ]);
    rows.push([
      'GET member/me',
      await measure(`${server.baseUrl}/api/member/me`, {
        ...site,
        authorization: `Bearer ${token}`,
      }),
    ]);

    const ceiling = rows[0]![1].requests.average;
    const table = rows
      .map(
        ([name, r]) =>
          `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${(r.requests.average / ceiling).toFixed(2)} | ${r.non2xx + r.errors} |`,
      )
      .join('\n');
    return `## API

Measured on ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`.
Data: the demo network (1 site, 3 accounts) on the embedded database (PGlite in its child process).
Load: autocannon, ${CONNECTIONS} connections for ${DURATION_S} s per row, from the same machine as the servers.

| call | requests/s | p50 ms | p99 ms | ratio to ceiling | non-2xx or errors |
|---|---|---|---|---|---|
${table}

The ceiling is a bare Fastify route returning a constant, in its own process, in the
same run. Each real call resolves the site by domain and (for \`member/me\`) the
session, through the embedded database's single connection.
`;
  } finally {
    bare.child.kill('SIGTERM');
    await server.stop();
  }
}
