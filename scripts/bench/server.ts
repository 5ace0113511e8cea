/** The real server for a benchmark: `node apps/server/src/main.ts` on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type BenchServer = {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
};

/**
 * Starts the server with `env` added (DATA_DIR a fresh temporary folder) and waits for it
 * to answer, and with `readyLine` until it prints a line matching it (the demo's data loaded).
 */
export async function startServer(
  env: Record<string, string>,
  readyLine?: RegExp,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = 5000 + Math.floor(Math.random() * 1000);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'apps/server/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // One client measuring on purpose, not an attack: no limit per address (0 = off).
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
        // The load generators are API clients, not the web app: no protection headers.
        PROTECTION_HEADERS: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let ready = !readyLine;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (readyLine?.test(line)) ready = true;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + (readyLine ? 900_000 : 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if (ready && (await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, dataDir, stop };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('server did not start');
}

/** A session token for `email` on the site `domain`. */
export async function login(
  baseUrl: string,
  domain: string,
  email: string,
  password: string,
): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-domain': domain },
    body: JSON.stringify({ id: email, password }),
  });
  const body = (await reply.json()) as { token?: string; message?: string };
  if (!reply.ok || !body.token) throw new Error(`login as ${email}: ${body.message}`);
  return body.token;
}
