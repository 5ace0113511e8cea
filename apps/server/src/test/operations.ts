/**
 * What the operations tests (database moves, backups, faults, several processes) share:
 * the real operator command and server as processes, and throwaway PostgreSQL databases
 * on the server named by TEST_DATABASE_URL.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import { dropDatabase } from '../db/drop-database.ts';

export const OPERATOR_CLI = path.join(REPO_ROOT, 'apps/server/src/modules/operator/cli/cli.ts');

/** Runs `npm run operator -- ...` as an operator would, with these settings only. */
export async function operatorCommand(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [OPERATOR_CLI, ...args],
      {
        env: {
          PATH: process.env.PATH ?? '',
          LOG_LEVEL: 'warn',
          // Not a setting of the portal: where Node keeps what it compiled, when the run has one.
          ...(process.env.NODE_COMPILE_CACHE
            ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
            : {}),
          ...env,
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** A new, empty database on the test server; `drop` removes it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed');
  const name = `portal_ops_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withClient(adminUrl, (c) => dropDatabase(c, name));
    },
  };
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  // The operations tests look at whole databases, as the operator does: every site's rows.
  const client = new pg.Client({ connectionString: url, options: '-c portal.all_sites=on' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Every table of the portal: its rows and a digest of their content (UTC, rows in a
 * canonical order), so two databases can be compared whole.
 */
export async function fingerprint(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  await query(`set timezone = 'UTC'`);
  const { rows: tables } = (await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  )) as { rows: { name: string }[] };
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = (await query(
      `select count(*)::text || ' rows ' || md5(coalesce(string_agg(j, E'\\n' order by j), '')) as print
         from (select to_jsonb(t)::text as j from "${name}" t) rows`,
    )) as { rows: { print: string }[] };
    result[name] = rows[0]!.print;
  }
  return result;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A PostgreSQL client program (pg_dump, pg_restore, initdb, pg_ctl): from PATH when
 * there, else the newest of Debian's /usr/lib/postgresql/<version>/bin.
 */
export function postgresTool(name: string): string {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));
  if (onPath && name !== 'initdb' && name !== 'pg_ctl' && name !== 'postgres') return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin', name);
  if (onPath) return onPath;
  throw new Error(`${name} not found: apt-get install postgresql`);
}
