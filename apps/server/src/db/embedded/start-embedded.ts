import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** pg connects to a Unix socket as `${host}/.s.PGSQL.${port}`. */
const SOCKET_PORT = 5432;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export type EmbeddedDatabase = {
  /** Connection settings for a `pg` pool. */
  connection: { host: string; port: number; user: string; database: string };
  /** Stops the child process, if this process started it. */
  stop(): Promise<void>;
};

/**
 * Starts PGlite in a child process. `dataDir` undefined means an in-memory database
 * (tests); otherwise its files live in `${dataDir}/pglite`. When another process
 * (a running server, say) already serves that directory, this one connects to it
 * and takes turns: the child serves one connection at a time.
 */
export async function startEmbeddedDatabase(
  dataDir: string | undefined,
): Promise<EmbeddedDatabase> {
  const socketDir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-'));
  mkdirSync(socketDir, { recursive: true });
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const connection = { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' };
  if (await socketAnswers(socketPath)) return { connection, stop: async () => {} };

  const child = fork(
    path.join(import.meta.dirname, 'pglite-process.ts'),
    [dataDir ? path.join(dataDir, 'pglite') : 'memory://', socketPath],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The embedded database did not start within 60 s.'));
    }, READY_TIMEOUT_MS);
    child.once('message', (message: { type?: string }) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database exited during start-up (code ${code}).`));
    });
  });

  let stopped: Promise<void> | undefined;
  return {
    connection,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        child.once('exit', () => {
          clearTimeout(timer);
          if (!dataDir) rmSync(socketDir, { recursive: true, force: true });
          resolve();
        });
        child.send({ type: 'shutdown' });
      });
      return stopped;
    },
  };
}

function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
