/**
 * Loads a generated demo network into a PostgreSQL bench database for `npm run bench`
 * (scripts/bench.ts): the network's members, channels, assignments and fee rates as the
 * demo makes them (demo-network.ts), a raw `COPY` of every CSV file into plain tables
 * with the files' columns (timed, then dropped), and the same files through the real
 * import (timed), then `VACUUM (ANALYZE)`, the size of every table, and a record of
 * what was loaded. A database that already holds the same network (scale, seed, last
 * day and migrations) is kept as it is.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { REPO_ROOT } from '../../src/config.ts';
import { acrossSitesView, openDatabase, type Database } from '../../src/db/client.ts';
import {
  demoNetwork,
  writeDemoDataPlan,
  type DemoDataPlan,
  type DemoDataSize,
} from '../../src/demo/demo-data.ts';
import { ensureDemoNetwork } from '../../src/demo/demo-network.ts';
import { importEach } from '../../src/modules/revenue/revenue-import.ts';
import { detectKind, type FileKind } from '../../src/modules/revenue/report-files.ts';
import { expandFiles } from '../../src/operator/import.command.ts';

/** What makes two loads the same: the generator's inputs and the schema they went into. */
export type LoadKey = { scale: string; seed: number; lastDay: string; schema: string };

export type KindFigures = { files: number; rows: number; seconds: number };

export type LoadResult = {
  key: LoadKey;
  loadedAt: string;
  /** Every bench account's password (a throwaway database's demo accounts). */
  password: string;
  manager: string;
  /** The member with the most channels, and how many. */
  member: string;
  memberChannels: number;
  network: { members: number; channels: number; videos: number };
  csv: { files: number; bytes: number };
  /** The real import, file by file in the order of `operator import`. */
  import: KindFigures & { byKind: Partial<Record<FileKind, KindFigures>>; rowsAside: number };
  /** `COPY … FROM STDIN` of the same files into plain tables with their columns. */
  copy: KindFigures & { byKind: Partial<Record<FileKind, KindFigures>> };
  vacuumSeconds: number;
  tables: { name: string; rows: number; bytes: number }[];
  /** Sums over the per-country tables, to check the reports against. */
  totals: { views: string; revenueMicros: string };
  loadAverage: number[];
};

const GENERATOR = path.join(REPO_ROOT, 'apps/server/src/demo/generate/cli.ts');
const MIGRATIONS = path.join(REPO_ROOT, 'apps/server/drizzle');
/** Written beside the generated files once they are complete, naming what they are. */
const GENERATED_MARKER = '.bench-generated.json';

/** The migrations (names and contents): a database loaded under others is not the same. */
export function schemaHash(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const hash = createHash('sha256');
  for (const { tag } of journal.entries) {
    hash.update(tag);
    hash.update(readFileSync(path.join(MIGRATIONS, `${tag}.sql`)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The record of what the database holds, if it was loaded completely. */
export async function loadedNetwork(
  adminUrl: string,
  name: string,
): Promise<LoadResult | undefined> {
  const exists = await withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  });
  if (!exists) return undefined;
  return withClient(databaseUrl(adminUrl, name), async (client) => {
    const { rows } = await client.query<{ found: string | null }>(
      `select to_regclass('bench.loads')::text as found`,
    );
    if (!rows[0]?.found) return undefined;
    const { rows: loads } = await client.query<{ result: LoadResult }>(
      'select result from bench.loads',
    );
    return loads[0]?.result;
  });
}

/** The same network; with `anySchema`, whatever migrations it was loaded under. */
export function sameKey(a: LoadKey, b: LoadKey, anySchema = false): boolean {
  return (
    a.scale === b.scale &&
    a.seed === b.seed &&
    a.lastDay === b.lastDay &&
    (anySchema || a.schema === b.schema)
  );
}

/** A new, empty database `name` (an older one of that name is dropped first). */
async function freshDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^portal_bench_[a-z0-9_]+$/.test(name)) throw new Error(`Not a bench database: ${name}`);
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Runs `demo:generate` into `dir` unless it already holds these files. */
async function ensureGenerated(dir: string, key: LoadKey): Promise<void> {
  const marker = path.join(dir, GENERATED_MARKER);
  const wanted = JSON.stringify({ scale: key.scale, seed: key.seed, lastDay: key.lastDay });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) {
    log(`Using the ${key.scale} files already in ${dir}`);
    return;
  }
  rmSync(marker, { force: true });
  const args = ['--out', dir, '--seed', String(key.seed), '--scale', key.scale];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [GENERATOR, ...args, '--last-day', key.lastDay], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`demo:generate exited with ${code}`)),
    );
  });
  writeFileSync(marker, wanted);
}

/**
 * The site, its manager and the network's members with their channels, assignments and
 * fee rates, exactly as the demo makes them (demo-network.ts), from a plan naming the
 * bench's scale.
 */
async function makeNetwork(database: Database, key: LoadKey, password: string) {
  // The demo's plan types its own sizes; the bench's larger ones build the same way.
  const plan: DemoDataPlan = {
    seed: key.seed,
    scale: key.scale as DemoDataSize,
    lastDay: key.lastDay,
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-network-'));
  try {
    writeDemoDataPlan(dataDir, plan);
    const demo = await ensureDemoNetwork(database, {
      dataDir,
      demoPassword: password,
      demoData: 'default',
    });
    const network = demoNetwork(plan);
    const channelsOf = (email: string) =>
      network.channels.filter((channel) => channel.member === email).length;
    const member = [...network.members].sort(
      (a, b) => channelsOf(b.email) - channelsOf(a.email),
    )[0]!;
    const manager = demo.logins!.find((login) => login.role === 'manager')!;
    return {
      siteId: demo.siteId,
      manager: manager.email,
      member: member.email,
      memberChannels: channelsOf(member.email),
      network: {
        members: network.members.length,
        channels: network.channels.length,
        videos: network.videos.length,
      },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Column types of the plain tables the raw COPY fills: what each CSV column holds. */
const TEXT_COLUMNS = /(_id|_status|_type|_code|^title|^isrc|^live_or_on_demand)$/;
const WHOLE_COLUMNS = new Set([
  'views',
  'engaged_views',
  'red_views',
  'likes',
  'shares',
  'comments',
  'ad_impressions',
  'estimated_monetized_playbacks',
  'duration_seconds',
]);

function rawColumnType(column: string): string {
  if (column === 'date') return 'date';
  if (column === 'published_at') return 'timestamptz';
  if (TEXT_COLUMNS.test(column)) return 'text';
  return WHOLE_COLUMNS.has(column) ? 'bigint' : 'numeric';
}

async function headerOf(file: string): Promise<string[]> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const line = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0]!;
    return line
      .replace(/^\uFEFF/, '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
  } finally {
    await handle.close();
  }
}

function addTo(
  byKind: Partial<Record<FileKind, KindFigures>>,
  kind: FileKind,
  rows: number,
  seconds: number,
) {
  const figures = (byKind[kind] ??= { files: 0, rows: 0, seconds: 0 });
  figures.files += 1;
  figures.rows += rows;
  figures.seconds += seconds;
}

function total(byKind: Partial<Record<FileKind, KindFigures>>): KindFigures {
  const all = Object.values(byKind);
  return {
    files: all.reduce((sum, k) => sum + k.files, 0),
    rows: all.reduce((sum, k) => sum + k.rows, 0),
    seconds: all.reduce((sum, k) => sum + k.seconds, 0),
  };
}

function progress(label: string, done: number, of: number, figures: KindFigures): void {
  const rate = figures.seconds > 0 ? Math.round(figures.rows / figures.seconds) : 0;
  log(
    `${label}: ${done}/${of} files, ${figures.rows.toLocaleString('en')} rows, ` +
      `${figures.seconds.toFixed(0)} s, ${rate.toLocaleString('en')} rows/s`,
  );
}

/**
 * `COPY … FROM STDIN` of every file, one statement (one transaction) per file like the
 * import, into a plain table per kind with the file's columns (no keys, no indexes).
 * Each table is emptied after each file, untimed (appending to a heap costs the same
 * however long it is, and the 100 M set would otherwise need another ~25 GB of disk),
 * and dropped at the end: they are only the yardstick.
 */
async function rawCopy(database: Database, files: string[]) {
  const byKind: Partial<Record<FileKind, KindFigures>> = {};
  // The yardstick's plain tables hold no site's rows: connections without a scope.
  const client = await database.queuePool.connect();
  try {
    await client.query('create schema if not exists bench');
    const made = new Set<FileKind>();
    for (const [index, file] of files.entries()) {
      const columns = await headerOf(file);
      const kind = detectKind(columns);
      if (!kind) throw new Error(`Not an import file: ${file}`);
      const table = `bench.raw_${kind}`;
      const list = columns.map((column) => `"${column}"`).join(', ');
      const started = performance.now();
      if (!made.has(kind)) {
        await client.query(
          `create table ${table} (${columns.map((c) => `"${c}" ${rawColumnType(c)}`).join(', ')})`,
        );
        made.add(kind);
      }
      const copy = client.query(
        copyFrom(`copy ${table} (${list}) from stdin (format csv, header)`),
      );
      await pipeline(createReadStream(file), copy);
      addTo(byKind, kind, copy.rowCount, (performance.now() - started) / 1000);
      await client.query(`truncate ${table}`);
      if ((index + 1) % 60 === 0) progress('COPY', index + 1, files.length, total(byKind));
    }
    for (const kind of made) await client.query(`drop table bench.raw_${kind}`);
  } finally {
    client.release();
  }
  return { ...total(byKind), byKind };
}

/**
 * The real import (revenue-import.ts), in the order of `operator import`, each file read
 * while the one before merges (`importEach`); each file's seconds are the wall-clock
 * time from the previous file's end to its own, so they add up to the whole import.
 * With `deleteAfter`, each file is deleted once it is in, so the files and the growing
 * database never both take their full size on disk.
 */
async function realImport(
  database: Database,
  siteId: number,
  files: string[],
  deleteAfter: boolean,
) {
  const byKind: Partial<Record<FileKind, KindFigures>> = {};
  let rowsAside = 0;
  let index = 0;
  let last = performance.now();
  const inputs = files.map((file) => ({
    siteId,
    file: path.basename(file),
    open: () => createReadStream(file),
    importedBy: 'bench',
  }));
  for await (const outcome of importEach(database.pool, inputs)) {
    if (!('summary' in outcome)) throw outcome.error;
    const { summary } = outcome;
    const now = performance.now();
    addTo(byKind, summary.kind, summary.rowsRead, (now - last) / 1000);
    last = now;
    rowsAside += summary.unmatched.reduce((sum, entry) => sum + entry.rows, 0);
    if (deleteAfter) rmSync(files[index]!);
    index += 1;
    if (index % 20 === 0) progress('import', index, files.length, total(byKind));
  }
  return { ...total(byKind), byKind, rowsAside };
}

async function tableSizes(database: Database) {
  const { rows: tables } = await database.pool.query<{ name: string; bytes: string }>(
    `select c.relname as name, pg_total_relation_size(c.oid)::text as bytes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const sizes = [];
  for (const table of tables) {
    const { rows } = await database.pool.query<{ n: string }>(
      `select count(*)::text as n from "${table.name}"`,
    );
    const count = Number(rows[0]!.n);
    if (count > 0) sizes.push({ name: table.name, rows: count, bytes: Number(table.bytes) });
  }
  return sizes;
}

/**
 * Makes `portal_bench_<scale>` hold the network `key` names: kept when it already does
 * (unless `reload`; with `reuse` also when loaded under other migrations), otherwise
 * dropped, made again and loaded from the files in
 * `dataDir` (generated there first when missing). The files are deleted after a load
 * unless `keepFiles`.
 */
export async function ensureLoaded(input: {
  adminUrl: string;
  name: string;
  key: LoadKey;
  dataDir: string;
  reload: boolean;
  /** Keep a database of the same network loaded under other migrations (the server migrates it). */
  reuse: boolean;
  keepFiles: boolean;
}): Promise<{ status: 'kept' | 'loaded'; url: string; result: LoadResult }> {
  const { adminUrl, name, key, dataDir } = input;
  const url = databaseUrl(adminUrl, name);
  const loaded = await loadedNetwork(adminUrl, name);
  if (loaded && sameKey(loaded.key, key, input.reuse) && !input.reload) {
    return { status: 'kept', url, result: loaded };
  }
  log(
    loaded
      ? `${name} holds another load (${JSON.stringify(loaded.key)}): loading again`
      : `${name}: loading the ${key.scale} network`,
  );
  await ensureGenerated(dataDir, key);
  await freshDatabase(adminUrl, name);
  // The whole network is loaded and checked: every site's rows (decision 017).
  const database = acrossSitesView(
    await openDatabase({ url, poolSize: 2, embeddedDataDir: undefined }),
    'bench load',
  );
  try {
    const password = randomBytes(12).toString('base64url');
    const made = await makeNetwork(database, key, password);
    const files = expandFiles([dataDir]);
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    log(`COPY of ${files.length} files (${(bytes / 1e9).toFixed(2)} GB) into plain tables…`);
    const copy = await rawCopy(database, files);
    log(`Import of the same files through revenue-import.ts…`);
    // Files deleted as they go in leave an incomplete folder: it is generated again next time.
    if (!input.keepFiles) rmSync(path.join(dataDir, GENERATED_MARKER), { force: true });
    const imported = await realImport(database, made.siteId, files, !input.keepFiles);
    log('VACUUM (ANALYZE)…');
    const vacuumStarted = performance.now();
    // VACUUM runs outside any transaction: on the connections without a scope.
    await database.queuePool.query('vacuum (analyze)');
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    const { rows: sums } = await database.pool.query<{ views: string; revenue: string }>(
      `select (select coalesce(sum(views), 0) from views_by_country where site_id = $1)::text as views,
         (select coalesce(sum(revenue_micros), 0) from revenue_by_country where site_id = $1)::text as revenue`,
      [made.siteId],
    );
    const result: LoadResult = {
      key,
      loadedAt: new Date().toISOString(),
      password,
      manager: made.manager,
      member: made.member,
      memberChannels: made.memberChannels,
      network: made.network,
      csv: { files: files.length, bytes },
      import: imported,
      copy,
      vacuumSeconds,
      tables: await tableSizes(database),
      totals: { views: sums[0]!.views, revenueMicros: sums[0]!.revenue },
      loadAverage: os.loadavg(),
    };
    await database.pool.query('create table bench.loads (result jsonb not null)');
    await database.pool.query('insert into bench.loads values ($1)', [JSON.stringify(result)]);
    if (!input.keepFiles) {
      rmSync(dataDir, { recursive: true, force: true });
      log(`Deleted ${dataDir}`);
    }
    return { status: 'loaded', url, result };
  } finally {
    await database.close();
  }
}
