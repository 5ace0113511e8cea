/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary directory, its own
 * port), so a test can stop and start it without touching the machine's shared one.
 * As root (CI) the server runs as the `postgres` user, which refuses to run as root.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, postgresTool } from './operations.ts';

export type ThrowawayPostgres = {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await promisify(execFile)('id', ['-u', 'postgres']);
    const { stdout: gid } = await promisify(execFile)('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const run = (tool: string, args: string[]) =>
    promisify(execFile)(
      asRoot ? 'runuser' : postgresTool(tool),
      asRoot ? ['-u', 'postgres', '--', postgresTool(tool), ...args] : args,
      { cwd: dir },
    );
  const port = await freePort();
  await run('initdb', ['-D', dataDir, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgresql://portal@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
