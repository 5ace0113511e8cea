/**
 * The real server as a child process for the browser tests (global-setup.ts, and files
 * that need one under other settings): `node apps/server/src/main.ts` on a free port,
 * ready once it answers /healthz, stopped with SIGTERM (SIGKILL after 15 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/operations.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/server/src/main.ts');

export interface ServerProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts the server with `env` (PORT added) and waits until it is healthy. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { baseUrl, stop: () => stop(server) };
}

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited during start-up:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 90 s:\n${output()}`);
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
