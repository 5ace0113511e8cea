/**
 * The PostgreSQL server the revenue-data benchmark loads into. `BENCH_DATABASE_URL`
 * names a role that may create databases (like TEST_DATABASE_URL); without it, on a
 * machine with Debian's PostgreSQL (as .ci/run sets up), the local cluster is started
 * if needed and a role `portal_bench` made, its password kept in data/bench/ (readable by
 * this user only) so that runs side by side (a long 100 M load and a quick report run)
 * share it. Either way the bench only makes and drops databases named
 * `portal_bench_<scale>`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.ts';

const PASSWORD_FILE = path.join(ROOT, 'data/bench/portal_bench.password');

function asRoot(command: string, args: string[], input?: string): string {
  const [file, argv] =
    process.getuid?.() === 0 ? [command, args] : ['sudo', ['-n', command, ...args]];
  return execFileSync(file, argv, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'inherit'] });
}

function ready(): boolean {
  return spawnSync('pg_isready', ['-q', '-h', 'localhost']).status === 0;
}

async function startLocalCluster(): Promise<void> {
  if (ready()) return;
  const version = readdirSync('/etc/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!version) throw new Error('No PostgreSQL cluster in /etc/postgresql; set BENCH_DATABASE_URL');
  asRoot('pg_ctlcluster', [version, 'main', 'start']);
  for (let i = 0; i < 30 && !ready(); i++) await new Promise((r) => setTimeout(r, 1000));
  if (!ready()) throw new Error('PostgreSQL did not start');
}

/** A connection string for a role that may create the bench databases. */
export async function benchAdminUrl(): Promise<string> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return given;
  await startLocalCluster();
  const kept = existsSync(PASSWORD_FILE) ? readFileSync(PASSWORD_FILE, 'utf8').trim() : '';
  const keptUrl = `postgresql://portal_bench:${kept}@localhost:5432/postgres`;
  if (kept && canConnect(keptUrl)) return keptUrl;
  const password = randomBytes(18).toString('hex');
  asRoot(
    'runuser',
    ['-u', 'postgres', '--', 'psql', '-q', '-v', 'ON_ERROR_STOP=1'],
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_bench') THEN
         CREATE ROLE portal_bench LOGIN CREATEDB;
       END IF;
     END $$;
     ALTER ROLE portal_bench PASSWORD '${password}';`,
  );
  mkdirSync(path.dirname(PASSWORD_FILE), { recursive: true });
  writeFileSync(PASSWORD_FILE, `${password}\n`, { mode: 0o600 });
  return `postgresql://portal_bench:${password}@localhost:5432/postgres`;
}

function canConnect(url: string): boolean {
  return spawnSync('psql', ['-tAc', 'select 1'], { env: psqlEnv(url) }).status === 0;
}

/** psql's environment for `url`, so the password never shows in the process list. */
function psqlEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  return {
    ...process.env,
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: parsed.pathname.slice(1) || 'postgres',
  };
}

function psql(url: string, sql: string): string {
  return execFileSync('psql', ['-tAc', sql], { encoding: 'utf8', env: psqlEnv(url) }).trim();
}

/**
 * Waits until nothing else has held a transaction open on the database for more than
 * two seconds, `quietSeconds` in a row: a server just started may first do its own work
 * on the data (recomputing caches), which is not what the report calls cost. Gives back
 * how many seconds that took.
 */
export async function waitUntilQuiet(url: string, quietSeconds = 10): Promise<number> {
  const started = performance.now();
  let quietSince = performance.now();
  const busy = `select count(*) from pg_stat_activity where datname = current_database()
    and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')
    and now() - xact_start > interval '2 seconds'`;
  for (;;) {
    if (psql(url, busy) !== '0') quietSince = performance.now();
    if (performance.now() - quietSince >= quietSeconds * 1000) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return Math.max(0, (performance.now() - started) / 1000 - quietSeconds);
}

/** PostgreSQL's version and the settings that shape the figures. */
export function describeServer(adminUrl: string): string {
  const settings = [
    'shared_buffers',
    'work_mem',
    'effective_cache_size',
    'max_parallel_workers_per_gather',
    'jit',
  ];
  const sql = `select version() union all select string_agg(name || ' ' || current_setting(name), ', ' order by name) from pg_settings where name in (${settings.map((s) => `'${s}'`).join(', ')})`;
  const out = psql(adminUrl, sql).split('\n');
  const version = /PostgreSQL [\d.]+/.exec(out[0] ?? '')?.[0] ?? out[0];
  return `${version} (${out[1]})`;
}
