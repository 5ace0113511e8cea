/**
 * Dropping a throwaway database, for what makes them (the tests and the bench); the
 * app itself never drops one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** PostgreSQL's insufficient_privilege. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops `name`, closing its connections. PostgreSQL 15 refuses `WITH (FORCE)` to a role
 * that is not a superuser while an autovacuum worker is in the database: it checks the
 * right to signal each process there, and the worker runs as no role ("must be a member
 * of the role whose process is being terminated"). A database just filled by a test or
 * a bench load often has one, busy for a moment: wait for it and try again.
 */
export async function dropDatabase(
  client: pg.ClientBase,
  name: string,
  { tries = 60, waitMs = 500 }: { tries?: number; waitMs?: number } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE || attempt >= tries) {
        throw error;
      }
      await sleep(waitMs);
    }
  }
}
