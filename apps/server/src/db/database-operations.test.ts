import { spawn, execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoNetwork } from '../demo/demo-network.ts';
import { startDemoImport } from '../demo/demo-data.ts';
import {
  createScratchDatabase,
  fingerprint,
  OPERATOR_CLI,
  operatorCommand,
  postgresTool,
  withClient,
} from '../test/operations.ts';
import { acrossSitesView, openDatabase, type DatabaseOptions } from './client.ts';

/** The test plays the operator and the demo set-up: it works across sites (decision 021). */
const openAcrossSites = async (options: DatabaseOptions) =>
  acrossSitesView(await openDatabase(options), 'tests');

const onPostgres = inject('testDatabase').engine === 'postgres';

describe.runIf(onPostgres)('database operations on PostgreSQL', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-dbops-'));
  const scratch: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
  const newDatabase = async () => {
    const database = await createScratchDatabase();
    scratch.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of scratch) await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates a new database once when several processes start on it together', async () => {
    const target = await newDatabase();
    // Each operator command opens the database and applies pending migrations, as the server does.
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => operatorCommand({ DATABASE_URL: target.url }, 'token', 'list')),
    );
    for (const run of runs) expect(run).toMatchObject({ code: 0, stderr: '' });
    const journal = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await withClient(target.url, (c) =>
      c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
    );
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
  }, 120_000);

  it('backs up with pg_dump and restores with pg_restore into a new database, as docs/operations.md says', async () => {
    const source = await newDatabase();
    const database = await openAcrossSites({
      url: source.url,
      poolSize: 2,
      embeddedDataDir: undefined,
    });
    try {
      await ensureDemoNetwork(database, {
        dataDir: path.join(dir, 'backup'),
        demoPassword: 'backup-pass-1234',
        demoData: 'none',
      });
    } finally {
      await database.close();
    }
    const token = await operatorCommand({ DATABASE_URL: source.url }, 'token', 'create', 'backup');
    expect(token.code).toBe(0);
    const before = await withClient(source.url, (c) => fingerprint((sql) => c.query(sql)));

    const dump = path.join(dir, 'portal.dump');
    await promisify(execFile)(
      postgresTool('pg_dump'),
      ['--format=custom', '--enable-row-security', `--file=${dump}`, `--dbname=${source.url}`],
      { env: { ...process.env, PGOPTIONS: '-c portal.all_sites=on' } },
    );
    const restored = await newDatabase();
    await promisify(execFile)(postgresTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${restored.url}`,
      dump,
    ]);
    expect(await withClient(restored.url, (c) => fingerprint((sql) => c.query(sql)))).toEqual(
      before,
    );
    // The restored portal works: the operator sees the token made before the backup.
    const list = await operatorCommand({ DATABASE_URL: restored.url }, 'token', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^backup\t/m);
  }, 120_000);

  it('leaves nothing of an import killed halfway, and the same import then goes in whole', async () => {
    const target = await newDatabase();
    const dataDir = path.join(dir, 'killed');
    const database = await openAcrossSites({
      url: target.url,
      poolSize: 2,
      embeddedDataDir: undefined,
    });
    let day = '';
    try {
      const demo = await ensureDemoNetwork(database, {
        dataDir,
        demoPassword: 'killed-pass-1234',
        demoData: 'small',
      });
      const loaded = await startDemoImport(database, {
        siteId: demo.siteId,
        dataDir,
        plan: demo.data!,
        log: () => {},
      }).done;
      expect(loaded.error).toBeUndefined();
      day = demo.data!.lastDay;
    } finally {
      await database.close();
    }

    // YouTube re-issues the newest day's revenue report with half its rows.
    const files = path.join(dataDir, 'demo-data');
    const name = readdirSync(files).find(
      (file) => file.includes('revenue') && file.endsWith(`${day.replaceAll('-', '')}.csv`),
    )!;
    const lines = readFileSync(path.join(files, name), 'utf8').trimEnd().split('\n');
    const reissued = path.join(dir, 'reissued');
    mkdirSync(reissued);
    const kept = lines.slice(1, 1 + Math.floor((lines.length - 1) / 2));
    writeFileSync(path.join(reissued, name), `${[lines[0], ...kept].join('\n')}\n`);

    const dayState = () =>
      withClient(target.url, async (c) => {
        const rows = await c.query<{ n: number }>(
          // The day's country rows: each row of the table holds a Short's countries.
          'select coalesce(sum(length(countries) / 2), 0)::int as n from revenue_by_country where day = $1',
          [day],
        );
        const files = await c.query<{ n: number }>('select count(*)::int as n from import_files');
        return { revenueRows: rows.rows[0]!.n, importedFiles: files.rows[0]!.n };
      });
    const before = await dayState();
    expect(before.revenueRows).toBeGreaterThan(kept.length);

    // Hold the daily rollup, which the import writes near its end, then kill the import
    // while it waits there with the day's new rows already written in its transaction.
    const holder = await withClientHeld(target.url);
    await holder.query('begin');
    await holder.query('lock table site_daily in exclusive mode');
    const importer = spawn(
      process.execPath,
      [OPERATOR_CLI, 'import', '--site', 'localhost', path.join(reissued, name)],
      {
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_URL: target.url,
          PGAPPNAME: 'portal-killed-import',
        },
        stdio: 'ignore',
      },
    );
    // Watched from another session: inside its transaction, pg_stat_activity stays as first read.
    const watcher = await withClientHeld(target.url);
    const waiting = async () =>
      (
        await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where application_name = 'portal-killed-import' and wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n;
    while ((await waiting()) === 0) {
      expect(importer.exitCode).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    importer.kill('SIGKILL');
    await new Promise((resolve) => importer.once('exit', resolve));
    await holder.query('rollback');
    // PostgreSQL notices the lost client and rolls its transaction back.
    for (;;) {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where application_name = 'portal-killed-import'`,
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await holder.end();
    await watcher.end();
    expect(await dayState()).toEqual(before);

    const rerun = await operatorCommand(
      { DATABASE_URL: target.url },
      'import',
      '--site',
      'localhost',
      path.join(reissued, name),
    );
    expect(rerun.code).toBe(0);
    expect(await dayState()).toEqual({
      revenueRows: expect.any(Number),
      importedFiles: before.importedFiles + 1,
    });
    expect((await dayState()).revenueRows).toBeLessThan(before.revenueRows);
  }, 180_000);
});

async function withClientHeld(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
