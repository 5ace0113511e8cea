import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { startEmbeddedDatabase } from './embedded/start-embedded.ts';
import { acrossSites, SiteScopedPool } from './site-scope.ts';
import { createCacheSignals, processLocalSignals, type CacheSignals } from './cache-signals.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept one so callers can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  engine: 'pglite' | 'postgres';
  /** Every query of tenant data goes through it, in its site's scope (site-scope.ts). */
  pool: pg.Pool;
  db: Db;
  /**
   * The connections without any scope, for the job queue's own tables alone (pg-boss
   * polls often; its `pgboss` schema holds no tenant rows).
   */
  queuePool: pg.Pool;
  /** Forgets told to the other server processes (cache-signals.ts). */
  signals: CacheSignals;
  close(): Promise<void>;
};

/**
 * The same database seen across sites by default: for the operator's command line, the
 * demo set-up and the tests' own look at the data. Work inside `inSite` still sees one site.
 */
export function acrossSitesView(database: Database, reason: string): Database {
  if (!(database.pool instanceof SiteScopedPool)) throw new Error('not an opened database');
  const pool = database.pool.withFallback({ acrossSites: reason });
  return { ...database, pool, db: drizzle(pool, { schema }) };
}

/** How long the embedded database's one connection stays open unused before it is handed back. */
export const EMBEDDED_IDLE_MS = 1000;

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url: string | undefined;
  poolSize: number;
  /** Where PGlite keeps its files; undefined for an in-memory database. */
  embeddedDataDir: string | undefined;
  /** How long an idle connection is kept (pg's default: 10 s). */
  idleTimeoutMs?: number;
  /** How long a query waits for a connection before it fails; unset waits for ever. */
  connectTimeoutMs?: number;
};

/** Opens the database (PostgreSQL or embedded PGlite) and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.url ? undefined : await startEmbeddedDatabase(options.embeddedDataDir);
  const inner = new pg.Pool(
    embedded
      ? // One connection (the child serves one at a time), handed back after a second
        // idle so an operator command can take its turn while the server runs.
        { ...embedded.connection, max: 1, idleTimeoutMillis: EMBEDDED_IDLE_MS }
      : {
          connectionString: options.url,
          max: options.poolSize,
          // A report adds up tens of thousands of Shorts: enough memory per sort and hash
          // that it stays off disk (PostgreSQL's default is 4 MB).
          options: '-c work_mem=32MB',
          // A database that went away must fail requests, not hold them (see /readyz).
          keepAlive: true,
          ...(options.connectTimeoutMs === undefined
            ? {}
            : { connectionTimeoutMillis: options.connectTimeoutMs }),
          ...(options.idleTimeoutMs === undefined
            ? {}
            : { idleTimeoutMillis: options.idleTimeoutMs }),
        },
  );
  // An idle client losing its connection must not crash the process; the pool replaces it.
  inner.on('error', () => {});
  const pool = new SiteScopedPool(inner);
  const db = drizzle(pool, { schema });
  let version: string;
  try {
    version = await waitForConnection(inner);
    // Migrations are about every site's rows.
    await acrossSites('migrations', () => migrateOnce(pool));
  } catch (error) {
    await inner.end();
    await embedded?.stop();
    throw error;
  }
  // The embedded database reached by its address (the tests do) is still PGlite.
  const pglite = embedded !== undefined || version.includes('PGlite');
  // PGlite serves one connection at a time: a second one would wait for the first to
  // close, which a pool never does, so one connection is all a pool of it may hold.
  if (pglite) inner.options.max = 1;
  const signals = pglite
    ? processLocalSignals
    : createCacheSignals({ connectionString: options.url }, inner);
  return {
    engine: pglite ? 'pglite' : 'postgres',
    pool,
    db,
    queuePool: inner,
    signals,
    async close() {
      await signals.close();
      await inner.end();
      await embedded?.stop();
    },
  };
}

/**
 * The server's version, once it answers. The first connection may be refused for a
 * moment: PostgreSQL still starting, or the embedded database still releasing the
 * previous process's single connection.
 */
async function waitForConnection(pool: pg.Pool, attempts = 50, delayMs = 100): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await pool.query<{ version: string }>('select version()');
      return result.rows[0]!.version;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Any fixed number: every process of the portal takes this lock before migrating. */
const MIGRATION_LOCK = 4_207_013;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so several app
 * processes starting together against one database migrate it once: the first does the
 * work, the others wait and then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

let newestKnownMillis: number | undefined;

/** When the newest migration this code knows was made (drizzle records it as `created_at`). */
function newestMigrationMillis(): number {
  // The journal ships with the code: read once, not on every readiness check.
  if (newestKnownMillis === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    newestKnownMillis = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestKnownMillis;
}

/** The `created_at` of the newest migration applied to a database, as text; '0' for none. */
export async function newestAppliedMigration(client: pg.Pool | pg.PoolClient): Promise<string> {
  const { rows } = await client.query<{ newest: string | null }>(
    'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
  );
  return rows[0]?.newest ?? '0';
}

/**
 * Whether the database has every migration this code needs (a newer process may have
 * applied more, which is fine during a rolling deploy).
 */
export async function migrationsCurrent(pool: pg.Pool): Promise<boolean> {
  return Number(await newestAppliedMigration(pool)) >= newestMigrationMillis();
}
