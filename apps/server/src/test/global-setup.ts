/**
 * Vitest global setup for the server tests: one database per run. On PGlite
 * (default) an in-memory embedded database; with TEST_DB_ENGINE=postgres a fresh
 * database on the server named by TEST_DATABASE_URL, dropped at the end. Test files
 * run one after another and isolate themselves by creating their own sites; a file with
 * an SMTP server first drops the mail earlier files left unsent (test-context.ts).
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dropDatabase } from '../db/drop-database.ts';
import { startEmbeddedDatabase } from '../db/embedded/start-embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { url: string; engine: 'pglite' | 'postgres' };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  if (engine === 'pglite') {
    const embedded = await startEmbeddedDatabase(undefined);
    const { host, port, user, database } = embedded.connection;
    project.provide('testDatabase', {
      engine,
      url: `postgresql://${user}@localhost:${port}/${database}?host=${encodeURIComponent(host)}`,
    });
    return () => embedded.stop();
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `portal_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('testDatabase', { engine, url: url.toString() });
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await dropDatabase(cleanup, name);
    await cleanup.end();
  };
}
