/**
 * Loads a generated demo network into a PostgreSQL bench database for `npm run bench`
 * (scripts/bench.ts): the network's members, channels, assignments and fee rates as the
 * demo makes them (demo-network.ts); then, as the generator writes each group of files
 * (the rates and video list, then each day's two reports), a raw `COPY` of them into
 * plain tables with the files' columns (timed, then dropped) and the same files through
 * the real import (timed), after which they are deleted; then `VACUUM (ANALYZE)`, the
 * size of every table, and a record of what was loaded. A database that already holds
 * the same network (scale, seed, last day and migrations) is kept as it is.
 *
 * A load cut off (the 100 M network takes hours) carries on where it stopped next time:
 * its figures so far are kept in the database after each group. The groups done are
 * generated again (the generator has no other way to reach the next day) but not loaded;
 * in the rest, a file already imported (same name and bytes in `import_files`, as when
 * the cut fell between its commit and the figures' save) is counted but not loaded.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { REPO_ROOT } from '../../../apps/server/src/config.ts';
import {
  acrossSitesView,
  openDatabase,
  type Database,
} from '../../../apps/server/src/db/client.ts';
import { dropDatabase } from '../../../apps/server/src/db/drop-database.ts';
import {
  demoNetwork,
  writeDemoDataPlan,
  type DemoDataPlan,
  type DemoDataSize,
} from '../../../apps/server/src/demo/demo-data.ts';
import { ensureDemoNetwork } from '../../../apps/server/src/demo/demo-network.ts';
import {
  COUNTRY_TABLES,
  figureSummed,
} from '../../../apps/server/src/modules/revenue/country-figures.ts';
import {
  IMPORT_CONNECTIONS,
  importEach,
} from '../../../apps/server/src/modules/revenue/revenue-import.ts';
import {
  detectKind,
  type FileKind,
} from '../../../apps/server/src/modules/revenue/report-files.ts';
import { generateAhead } from './generate-ahead.ts';

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
  import: KindFigures & { byKind: ByKind; rowsAside: number };
  /** `COPY … FROM STDIN` of the same files into plain tables with their columns. */
  copy: KindFigures & { byKind: ByKind };
  /**
   * Files a cut-off run had imported without keeping their times: in the database, in
   * neither figure. Absent from loads made before loads could carry on.
   */
  alreadyIn?: { files: number; rows: number };
  /** How many runs the load took (absent: one). */
  runs?: number;
  vacuumSeconds: number;
  /**
   * The per-country tables also say how many Short-day-country figures they hold
   * (absent from loads made while they kept a row per country: then `rows`).
   */
  tables: { name: string; rows: number; bytes: number; countryRows?: number }[];
  /** Sums over the per-country tables, to check the reports against. */
  totals: { views: string; revenueMicros: string };
  loadAverage: number[];
};

const MIGRATIONS = path.join(REPO_ROOT, 'apps/server/drizzle');

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

/** The jsonb `column` of `bench.<table>`'s row in database `name`, if both are there. */
async function benchRecord<T>(
  adminUrl: string,
  name: string,
  table: string,
  column: string,
): Promise<T | undefined> {
  const exists = await withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  });
  if (!exists) return undefined;
  return withClient(databaseUrl(adminUrl, name), async (client) => {
    const { rows } = await client.query<{ found: string | null }>(
      `select to_regclass('bench.${table}')::text as found`,
    );
    if (!rows[0]?.found) return undefined;
    const { rows: records } = await client.query<{ record: T }>(
      `select ${column} as record from bench.${table} limit 1`,
    );
    return records[0]?.record;
  });
}

/** The record of what the database holds, if it was loaded completely. */
export function loadedNetwork(adminUrl: string, name: string): Promise<LoadResult | undefined> {
  return benchRecord<LoadResult>(adminUrl, name, 'loads', 'result');
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
    await dropDatabase(client, name);
    await client.query(`create database ${name}`);
  });
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/**
 * The site, its manager and the network's members with their channels, assignments and
 * fee rates, exactly as the demo makes them (demo-network.ts), from a plan naming the
 * bench's scale; only looked up when the site is there already.
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
    // Looked up rather than taken from the logins, which a load carried on does not create.
    const { rows } = await database.pool.query<{ email: string }>(
      `select email from accounts where site_id = $1 and role = 'manager' order by id limit 1`,
      [demo.siteId],
    );
    return {
      siteId: demo.siteId,
      manager: rows[0]!.email,
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
const TEXT_COLUMNS =
  /(_id|_status|_type|_code|_title|_date|^title|^isrc|^live_or_on_demand|^is_shorts_eligible)$/;
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

type ByKind = Partial<Record<FileKind, KindFigures>>;

function addTo(byKind: ByKind, kind: FileKind, rows: number, seconds: number) {
  const figures = (byKind[kind] ??= { files: 0, rows: 0, seconds: 0 });
  figures.files += 1;
  figures.rows += rows;
  figures.seconds += seconds;
}

function total(byKind: ByKind): KindFigures {
  const all = Object.values(byKind);
  return {
    files: all.reduce((sum, k) => sum + k.files, 0),
    rows: all.reduce((sum, k) => sum + k.rows, 0),
    seconds: all.reduce((sum, k) => sum + k.seconds, 0),
  };
}

function progress(label: string, files: number, figures: KindFigures): void {
  const rate = figures.seconds > 0 ? Math.round(figures.rows / figures.seconds) : 0;
  log(
    `${label}: ${files} files loaded, ${figures.rows.toLocaleString('en')} rows, ` +
      `${figures.seconds.toFixed(0)} s, ${rate.toLocaleString('en')} rows/s`,
  );
}

/**
 * `COPY … FROM STDIN` of each file, one statement (one transaction) per file like the
 * import, into a plain table per kind with the file's columns (no keys, no indexes),
 * made when first needed. Each table is emptied after each file, untimed (appending to a
 * heap costs the same however long it is, and the 100 M set would otherwise need another
 * ~25 GB of disk); `dropRawTables` drops them at the end: they are only the yardstick.
 */
async function rawCopy(database: Database, files: string[], figures: ByKind): Promise<void> {
  // The yardstick's plain tables hold no site's rows: connections without a scope.
  const client = await database.queuePool.connect();
  try {
    await client.query('create schema if not exists bench');
    for (const file of files) {
      const columns = await headerOf(file);
      const kind = detectKind(columns);
      if (!kind) throw new Error(`Not an import file: ${file}`);
      const table = `bench.raw_${kind}`;
      const list = columns.map((column) => `"${column}"`).join(', ');
      const started = performance.now();
      await client.query(
        `create table if not exists ${table} (${columns.map((c) => `"${c}" ${rawColumnType(c)}`).join(', ')})`,
      );
      const copy = client.query(
        copyFrom(`copy ${table} (${list}) from stdin (format csv, header)`),
      );
      await pipeline(createReadStream(file), copy);
      addTo(figures, kind, copy.rowCount, (performance.now() - started) / 1000);
      await client.query(`truncate ${table}`);
    }
  } finally {
    client.release();
  }
}

async function dropRawTables(database: Database): Promise<void> {
  const { rows } = await database.queuePool.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'bench' and tablename like 'raw\\_%'`,
  );
  for (const { name } of rows) await database.queuePool.query(`drop table bench."${name}"`);
}

/**
 * The real import (revenue-import.ts) of a group of files, in the order given, each file
 * read while the one before merges (`importEach`); each file's seconds are the wall-clock
 * time from the previous file's end to its own, so they add up to the group's import.
 */
async function realImport(
  database: Database,
  siteId: number,
  files: string[],
  figures: LoadProgress['import'],
): Promise<void> {
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
    addTo(figures.byKind, summary.kind, summary.rowsRead, (now - last) / 1000);
    last = now;
    figures.rowsAside += summary.unmatched.reduce((sum, entry) => sum + entry.rows, 0);
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Splits a group of files into those already imported into the site (a load cut off
 * before: same name and bytes in `import_files`; their rows counted) and the rest.
 */
async function notYetImported(database: Database, siteId: number, files: string[]) {
  const fresh: string[] = [];
  let rowsIn = 0;
  for (const file of files) {
    const { rows } = await database.pool.query<{ rows: string }>(
      `select rows_read::text as rows from import_files
       where site_id = $1 and file_name = $2 and sha256 = $3 limit 1`,
      [siteId, path.basename(file), await sha256Of(file)],
    );
    if (rows[0]) rowsIn += Number(rows[0].rows);
    else fresh.push(file);
  }
  return { fresh, alreadyIn: { files: files.length - fresh.length, rows: rowsIn } };
}

/** What a load has done so far, kept in the database after each group of files. */
type LoadProgress = {
  key: LoadKey;
  password: string;
  /** How many times the load was started (more than once: it carried on after a cut). */
  runs: number;
  /** Groups of files (in the generator's order) loaded with their figures below. */
  groupsDone: number;
  /** The CSV files of those groups. */
  csv: { files: number; bytes: number };
  copy: ByKind;
  import: { byKind: ByKind; rowsAside: number };
  /** Files found imported by an earlier run whose times were not kept (see `notYetImported`). */
  alreadyIn: { files: number; rows: number };
};

/** A load of the same network that was cut off before its end, if the database holds one. */
async function unfinishedLoad(
  adminUrl: string,
  name: string,
  key: LoadKey,
): Promise<LoadProgress | undefined> {
  const state = await benchRecord<LoadProgress>(adminUrl, name, 'progress', 'state');
  // Files loaded under older migrations were migrated with the database: any schema.
  return state && sameKey(state.key, key, true) ? state : undefined;
}

async function saveProgress(database: Database, state: LoadProgress): Promise<void> {
  await database.queuePool.query('create schema if not exists bench');
  await database.queuePool.query(
    'create table if not exists bench.progress (state jsonb not null)',
  );
  await database.queuePool.query('delete from bench.progress');
  await database.queuePool.query('insert into bench.progress values ($1)', [JSON.stringify(state)]);
}

const PER_COUNTRY: string[] = Object.values(COUNTRY_TABLES);

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
    if (count === 0) continue;
    const size = { name: table.name, rows: count, bytes: Number(table.bytes) };
    if (!PER_COUNTRY.includes(table.name)) {
      sizes.push(size);
      continue;
    }
    // A row of a per-country table holds a Short's day in every country: two letters each.
    const { rows: countries } = await database.pool.query<{ n: string }>(
      `select sum(length(countries) / 2)::text as n from "${table.name}"`,
    );
    sizes.push({ ...size, countryRows: Number(countries[0]!.n) });
  }
  return sizes;
}

/**
 * How many groups (a day's reports; the first, the rates and video list) one import
 * takes: an operator's folder holds a week or more, and its files overlap in
 * importEach. The files wait on disk meanwhile: about 13 MB a day at 10 M, 130 MB at
 * 100 M.
 */
const DAYS_PER_IMPORT = 7;

/**
 * Makes `portal_bench_<scale>` hold the network `key` names: kept when it already does
 * (unless `reload`; with `reuse` also when loaded under other migrations), carried on
 * when a load of it was cut off (unless `reload`), otherwise dropped, made again and
 * loaded, the files generated into `dataDir` group by group and deleted once loaded
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
  const cutOff = input.reload ? undefined : await unfinishedLoad(adminUrl, name, key);
  log(
    cutOff
      ? `${name}: carrying on with the ${key.scale} load cut off before`
      : loaded
        ? `${name} holds another load (${JSON.stringify(loaded.key)}): loading again`
        : `${name}: loading the ${key.scale} network`,
  );
  if (!cutOff) await freshDatabase(adminUrl, name);
  const state: LoadProgress = cutOff
    ? { ...cutOff, key, runs: cutOff.runs + 1 }
    : {
        key,
        password: randomBytes(12).toString('base64url'),
        runs: 1,
        groupsDone: 0,
        csv: { files: 0, bytes: 0 },
        copy: {},
        import: { byKind: {}, rowsAside: 0 },
        alreadyIn: { files: 0, rows: 0 },
      };
  // The whole network is loaded and checked: every site's rows (decision 017).
  const database = acrossSitesView(
    await openDatabase({ url, poolSize: IMPORT_CONNECTIONS, embeddedDataDir: undefined }),
    'bench load',
  );
  try {
    // Carrying on, the site and accounts are there already and only looked up.
    const made = await makeNetwork(database, key, state.password);
    await saveProgress(database, state);
    rmSync(dataDir, { recursive: true, force: true });
    // Group 1 is the rates and video list, group d + 2 day d's reports.
    const fromDay = Math.max(0, state.groupsDone - 1);
    const groups = generateAhead({
      outDir: dataDir,
      seed: key.seed,
      scale: key.scale,
      lastDay: key.lastDay,
      fromDay,
    });
    // Days are imported a few at a time, as an operator imports a folder: each file is
    // read while the one before merges, across days too (importEach).
    let batch: { group: number; written: string[] }[] = [];
    const loadBatch = async () => {
      const written = batch.flatMap((entry) => entry.written);
      for (const file of written) state.csv.bytes += statSync(file).size;
      state.csv.files += written.length;
      const { fresh, alreadyIn } = await notYetImported(database, made.siteId, written);
      state.alreadyIn.files += alreadyIn.files;
      state.alreadyIn.rows += alreadyIn.rows;
      await rawCopy(database, fresh, state.copy);
      await realImport(database, made.siteId, fresh, state.import);
      state.groupsDone = batch.at(-1)!.group;
      await saveProgress(database, state);
      progress('COPY', state.csv.files, total(state.copy));
      progress('import', state.csv.files, total(state.import.byKind));
      if (!input.keepFiles) for (const file of written) rmSync(file);
      batch = [];
    };
    for (let next = await groups.next(), group = 1; !next.done; next = await groups.next()) {
      const written = next.value;
      if (group > state.groupsDone) batch.push({ group, written });
      else if (!input.keepFiles) for (const file of written) rmSync(file);
      if (batch.length === DAYS_PER_IMPORT) await loadBatch();
      group = group === 1 ? fromDay + 2 : group + 1;
    }
    if (batch.length > 0) await loadBatch();
    await dropRawTables(database);
    log('VACUUM (ANALYZE)…');
    const vacuumStarted = performance.now();
    // VACUUM runs outside any transaction: on the connections without a scope.
    await database.queuePool.query('vacuum (analyze)');
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    const { rows: sums } = await database.pool.query<{ views: string; revenue: string }>(
      `select (select coalesce(sum(${figureSummed('views', 'views', 'v')}), 0)
                 from views_by_country v where v.site_id = $1)::text as views,
         (select coalesce(sum(${figureSummed('revenue', 'revenue_micros', 'r')}), 0)
                 from revenue_by_country r where r.site_id = $1)::text as revenue`,
      [made.siteId],
    );
    const result: LoadResult = {
      key,
      loadedAt: new Date().toISOString(),
      password: state.password,
      manager: made.manager,
      member: made.member,
      memberChannels: made.memberChannels,
      network: made.network,
      csv: state.csv,
      import: { ...total(state.import.byKind), ...state.import },
      copy: { ...total(state.copy), byKind: state.copy },
      alreadyIn: state.alreadyIn,
      runs: state.runs,
      vacuumSeconds,
      tables: await tableSizes(database),
      totals: { views: sums[0]!.views, revenueMicros: sums[0]!.revenue },
      loadAverage: os.loadavg(),
    };
    await database.pool.query('create table bench.loads (result jsonb not null)');
    await database.pool.query('insert into bench.loads values ($1)', [JSON.stringify(result)]);
    await database.queuePool.query('drop table bench.progress');
    if (!input.keepFiles) {
      rmSync(dataDir, { recursive: true, force: true });
      log(`Deleted ${dataDir}`);
    }
    return { status: 'loaded', url, result };
  } finally {
    await database.close();
  }
}
