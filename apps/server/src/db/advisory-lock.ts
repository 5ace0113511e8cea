import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Waits for the advisory lock named `key` and holds it until `trx` ends: work under the
 * same key (a site's books, one account's sign-up notices) takes turns across every
 * server process, without a table row to lock. Keys name their kind first
 * (`month-close:7`), so two kinds never share a lock.
 */
export async function lockUntilCommit(trx: Executor, key: string): Promise<void> {
  await trx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
