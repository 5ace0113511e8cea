/**
 * `npm run bench`: API throughput and latency of the real server (embedded database,
 * demo network) beside a bare Fastify route, measured in one run with autocannon, and
 * written to docs/benchmarks.md with the machine, the data size and the command.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
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

async function startServer(): Promise<{
  child: ChildProcess;
  baseUrl: string;
  password: string;
  dataDir: string;
}> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const password = randomBytes(9).toString('base64url');
  const port = 3000 + Math.floor(Math.random() * 1000) + 2000;
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO: 'on',
      DEMO_PASSWORD: password,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://localhost:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, baseUrl, password, dataDir };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

function startBare(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(ROOT, 'scripts/bench/bare-server.ts'), [], { stdio: 'ignore' });
  return new Promise((resolve) =>
    child.once('message', (m: { port: number }) =>
      resolve({ child, url: `http://127.0.0.1:${m.port}/bare` }),
    ),
  );
}

const server = await startServer();
const bare = await startBare();
try {
  const login = await fetch(`${server.baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-domain': 'localhost' },
    body: JSON.stringify({ id: 'creator1@demo.example.com', password: server.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const site = { 'x-site-domain': 'localhost', 'accept-language': 'ko' };

  const rows: [string, Result][] = [];
  rows.push(['bare Fastify route (ceiling)', await measure(bare.url)]);
  rows.push([
    'GET v2/mcn/meta',
    await measure(`${server.baseUrl}/api/v2/mcn/meta?domain=localhost`, site),
  ]);
  rows.push([
    'GET member/me',
    await measure(`${server.baseUrl}/api/member/me`, { ...site, authorization: `Bearer ${token}` }),
  ]);

  const ceiling = rows[0]![1].requests.average;
  const table = rows
    .map(
      ([name, r]) =>
        `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${(r.requests.average / ceiling).toFixed(2)} | ${r.non2xx + r.errors} |`,
    )
    .join('\n');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.

Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.
Data: the demo network (1 site, 3 accounts) on the embedded database (PGlite in its child process).
Load: autocannon, ${CONNECTIONS} connections for ${DURATION_S} s per row, from the same machine as the servers.

## API

| call | requests/s | p50 ms | p99 ms | ratio to ceiling | non-2xx or errors |
|---|---|---|---|---|---|
${table}

The ceiling is a bare Fastify route returning a constant, in its own process, in the
same run. Each real call resolves the site by domain and (for \`member/me\`) the
session, through the embedded database's single connection.
`;
  writeFileSync(path.join(ROOT, 'docs/benchmarks.md'), report);
  console.log(report);
} finally {
  bare.child.kill('SIGTERM');
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(server.dataDir, { recursive: true, force: true });
}
