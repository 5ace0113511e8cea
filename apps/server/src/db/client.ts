import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { startEmbeddedDatabase } from './embedded/start-embedded.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept one so callers can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  engine: 'pglite' | 'postgres';
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
};

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
};

/** Opens the database (PostgreSQL or embedded PGlite) and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.url ? undefined : await startEmbeddedDatabase(options.embeddedDataDir);
  const pool = new pg.Pool(
    embedded
      ? // One connection (the child serves one at a time), handed back after a second
        // idle so an operator command can take its turn while the server runs.
        { ...embedded.connection, max: 1, idleTimeoutMillis: EMBEDDED_IDLE_MS }
      : {
          connectionString: options.url,
          max: options.poolSize,
          ...(options.idleTimeoutMs === undefined
            ? {}
            : { idleTimeoutMillis: options.idleTimeoutMs }),
        },
  );
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  try {
    await waitForConnection(pool);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    engine: embedded ? 'pglite' : 'postgres',
    pool,
    db,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/**
 * The first connection may be refused for a moment: PostgreSQL still starting, or the
 * embedded database still releasing the previous process's single connection.
 */
async function waitForConnection(pool: pg.Pool, attempts = 50, delayMs = 100): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
