import { and, count, desc, eq, gt, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<
  OutboxRow,
  | 'siteId'
  | 'key'
  | 'kind'
  | 'toAddress'
  | 'fromName'
  | 'locale'
  | 'subject'
  | 'html'
  | 'text'
  | 'headers'
> & { accountId?: number | null };

/**
 * How long a claimed message may take to send before another worker takes it again: a
 * worker that died mid-send leaves its claim behind, and it runs out.
 */
const CLAIM_MS = 5 * 60_000;

/**
 * The outbox table. Writing happens in the caller's transaction and scope (one site);
 * the job's reads and claims look across sites (the caller's `acrossSites`).
 */
export function createOutboxRepo(db: Executor) {
  return {
    /** Adds a message; the same key again on the site adds nothing (false). */
    async add(row: NewOutboxRow, trx: Executor = db): Promise<boolean> {
      const added = await trx
        .insert(mailOutbox)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: mailOutbox.id });
      return added.length > 0;
    },

    /** Whether a message under `key` was written on the site after `since` (a look-up by key). */
    async writtenSince(siteId: number, key: string, since: Date, trx: Executor = db) {
      const [found] = await trx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.siteId, siteId),
            eq(mailOutbox.key, key),
            gt(mailOutbox.createdAt, since),
          ),
        );
      return found !== undefined;
    },

    /**
     * Takes up to `limit` messages due now (or whose claim ran out) for this worker: each
     * counts an attempt and is hidden from other workers for CLAIM_MS. Rows another
     * worker is claiming at this moment are skipped, not waited for.
     */
    async claimDue(limit: number, trx: Executor = db): Promise<OutboxRow[]> {
      const claimed = await trx
        .update(mailOutbox)
        .set({
          state: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`,
        })
        .where(
          sql`(${mailOutbox.siteId}, ${mailOutbox.id}) in (
            select site_id, id from mail_outbox
            where state in ('pending', 'sending') and next_attempt_at <= now()
            order by next_attempt_at limit ${limit}
            for update skip locked)`,
        )
        .returning();
      return claimed.sort((a, b) => a.id - b.id);
    },

    async markSent(row: Pick<OutboxRow, 'siteId' | 'id'>, trx: Executor = db): Promise<void> {
      await trx
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: sql`now()`, lastError: null })
        .where(and(eq(mailOutbox.siteId, row.siteId), eq(mailOutbox.id, row.id)));
    },

    /** A send failed: tried again after `retryInSeconds`, or failed for good without one. */
    async markFailed(
      row: Pick<OutboxRow, 'siteId' | 'id'>,
      error: string,
      retryInSeconds: number | undefined,
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .update(mailOutbox)
        .set(
          retryInSeconds === undefined
            ? { state: 'failed', lastError: error }
            : {
                state: 'pending',
                lastError: error,
                nextAttemptAt: sql`now() + ${`${retryInSeconds} seconds`}::interval`,
              },
        )
        .where(and(eq(mailOutbox.siteId, row.siteId), eq(mailOutbox.id, row.id)));
    },

    /** When the next message waiting for a retry is due, if one is. */
    async nextDue(trx: Executor = db): Promise<Date | undefined> {
      const rows = await trx
        .select({ at: min(mailOutbox.nextAttemptAt) })
        .from(mailOutbox)
        .where(or(eq(mailOutbox.state, 'pending'), eq(mailOutbox.state, 'sending')));
      return rows[0]?.at ?? undefined;
    },

    /** Messages by state, across whatever sites the scope shows. */
    async countByState(trx: Executor = db): Promise<Record<OutboxRow['state'], number>> {
      const rows = await trx
        .select({ state: mailOutbox.state, count: count() })
        .from(mailOutbox)
        .groupBy(mailOutbox.state);
      const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.state] = row.count;
      return counts;
    },

    /** The newest messages, newest first; only failed ones with `failedOnly`. */
    async latest(
      limit: number,
      options: { failedOnly?: boolean } = {},
      trx: Executor = db,
    ): Promise<OutboxRow[]> {
      return trx
        .select()
        .from(mailOutbox)
        .where(options.failedOnly ? eq(mailOutbox.state, 'failed') : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },

    async find(siteId: number, id: number, trx: Executor = db): Promise<OutboxRow | undefined> {
      const rows = await trx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, siteId), eq(mailOutbox.id, id)));
      return rows[0];
    },

    /** Sends again the failed messages (the operator fixed the cause). */
    async retryFailed(trx: Executor = db): Promise<number> {
      const rows = await trx
        .update(mailOutbox)
        .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.state, 'failed'))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
