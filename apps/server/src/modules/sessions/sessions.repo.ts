import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, loginCodes, sessions } from '../../db/schema.ts';

/** How far a session's last use moves at least: a write a minute, not one a request. */
const LAST_SEEN_STEP_MS = 60_000;

export function createSessionsRepo(db: Executor) {
  return {
    async insert(
      row: { siteId: number; tokenHash: string; accountId: number; expiresAt: Date },
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(sessions).values(row);
    },

    /**
     * The account behind a live session of this site: not revoked, not expired, and used
     * within `idleMs`. Its last use moves on, to the minute (one write a minute at most).
     */
    async findLiveAccount(siteId: number, tokenHash: string, idleMs: number, trx: Executor = db) {
      const rows = await trx
        .select({ account: accounts, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(
          accounts,
          and(eq(accounts.siteId, sessions.siteId), eq(accounts.id, sessions.accountId)),
        )
        .where(
          and(
            eq(sessions.siteId, siteId),
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            isNull(accounts.deletedAt),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, sql`now() - ${`${idleMs} milliseconds`}::interval`),
          ),
        )
        .limit(1);
      const found = rows[0];
      if (!found) return undefined;
      if (found.lastSeenAt.getTime() < Date.now() - LAST_SEEN_STEP_MS)
        await trx
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(and(eq(sessions.siteId, siteId), eq(sessions.tokenHash, tokenHash)));
      return found.account;
    },

    async revoke(siteId: number, tokenHash: string, trx: Executor = db): Promise<void> {
      await trx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.siteId, siteId),
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
          ),
        );
    },

    /** Revokes every session of an account except, optionally, one (after a password change). */
    async revokeAllOf(
      siteId: number,
      accountId: number,
      exceptTokenHash: string | undefined,
      trx: Executor = db,
    ) {
      await trx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.siteId, siteId),
            eq(sessions.accountId, accountId),
            isNull(sessions.revokedAt),
            exceptTokenHash ? sql`${sessions.tokenHash} <> ${exceptTokenHash}` : undefined,
          ),
        );
    },

    async insertLoginCode(
      row: { siteId: number; codeHash: string; accountId: number; expiresAt: Date },
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(loginCodes).values(row);
    },

    /** Marks a login code used and returns its account id, once; expired or used codes give nothing. */
    async consumeLoginCode(
      siteId: number,
      codeHash: string,
      trx: Executor = db,
    ): Promise<number | undefined> {
      const rows = await trx
        .update(loginCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(loginCodes.siteId, siteId),
            eq(loginCodes.codeHash, codeHash),
            isNull(loginCodes.usedAt),
            gt(loginCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ accountId: loginCodes.accountId });
      return rows[0]?.accountId;
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
