import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  operatorAccounts,
  operatorRecoveryCodes,
  operatorSessions,
  operatorSignInTokens,
} from '../../db/schema.ts';

export type OperatorAccountRow = typeof operatorAccounts.$inferSelect;
export type SignInTokenPurpose = (typeof operatorSignInTokens.$inferSelect)['purpose'];

/** How far a session's last use moves at least: a write a minute, not one a request. */
const LAST_SEEN_STEP_MS = 60_000;

/** Platform operators' accounts, sessions and sign-in steps (platform tables, no site). */
export function createOperatorAccountsRepo(db: Executor) {
  return {
    /** `undefined` when an operator has the email already. */
    async insert(
      email: string,
      createdBy: number | null,
      trx: Executor = db,
    ): Promise<OperatorAccountRow | undefined> {
      const rows = await trx
        .insert(operatorAccounts)
        .values({ email, createdBy })
        .onConflictDoNothing()
        .returning();
      return rows[0];
    },

    async findByEmail(email: string, trx: Executor = db) {
      const rows = await trx
        .select()
        .from(operatorAccounts)
        .where(eq(operatorAccounts.email, email))
        .limit(1);
      return rows[0];
    },

    async findById(id: number, trx: Executor = db) {
      const rows = await trx
        .select()
        .from(operatorAccounts)
        .where(eq(operatorAccounts.id, id))
        .limit(1);
      return rows[0];
    },

    /** Every operator with the email of whoever invited them, by email. */
    list(trx: Executor = db) {
      const inviter = alias(operatorAccounts, 'inviter');
      return trx
        .select({ account: operatorAccounts, invitedBy: inviter.email })
        .from(operatorAccounts)
        .leftJoin(inviter, eq(inviter.id, operatorAccounts.createdBy))
        .orderBy(asc(operatorAccounts.email));
    },

    async update(
      id: number,
      change: Partial<
        Pick<OperatorAccountRow, 'passwordHash' | 'totpSecret' | 'totpEnrolledAt' | 'disabledAt'>
      >,
      trx: Executor = db,
    ): Promise<void> {
      await trx.update(operatorAccounts).set(change).where(eq(operatorAccounts.id, id));
    },

    /**
     * Moves the account's last accepted time step to `step`, only forward: false when a
     * code of this step or a later one was accepted already (the code is a replay).
     */
    async advanceTotpStep(id: number, step: number, trx: Executor = db): Promise<boolean> {
      const rows = await trx
        .update(operatorAccounts)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operatorAccounts.id, id),
            or(isNull(operatorAccounts.totpLastStep), lt(operatorAccounts.totpLastStep, step)),
          ),
        )
        .returning({ id: operatorAccounts.id });
      return rows.length > 0;
    },

    /** Replaces the account's recovery codes with these (by hash). */
    async replaceRecoveryCodes(id: number, hashes: string[], trx: Executor = db): Promise<void> {
      await trx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.accountId, id));
      await trx
        .insert(operatorRecoveryCodes)
        .values(hashes.map((codeHash) => ({ accountId: id, codeHash })));
    },

    /** Marks an unused recovery code used; false when it is unknown or used. */
    async useRecoveryCode(id: number, codeHash: string, trx: Executor = db): Promise<boolean> {
      const rows = await trx
        .update(operatorRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(operatorRecoveryCodes.accountId, id),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.accountId });
      return rows.length > 0;
    },

    async countUnusedRecoveryCodes(id: number, trx: Executor = db): Promise<number> {
      const rows = await trx
        .select({ n: sql<number>`count(*)::int` })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.accountId, id), isNull(operatorRecoveryCodes.usedAt)));
      return rows[0]?.n ?? 0;
    },

    async insertSignInToken(
      row: { accountId: number; purpose: SignInTokenPurpose; tokenHash: string; expiresAt: Date },
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(operatorSignInTokens).values(row);
    },

    /** The account of a live (unused, unexpired) sign-in token of this purpose. */
    async findSignInToken(purpose: SignInTokenPurpose, tokenHash: string, trx: Executor = db) {
      const rows = await trx
        .select({ account: operatorAccounts, tokenId: operatorSignInTokens.id })
        .from(operatorSignInTokens)
        .innerJoin(operatorAccounts, eq(operatorAccounts.id, operatorSignInTokens.accountId))
        .where(
          and(
            eq(operatorSignInTokens.tokenHash, tokenHash),
            eq(operatorSignInTokens.purpose, purpose),
            isNull(operatorSignInTokens.usedAt),
            isNull(operatorAccounts.disabledAt),
            gt(operatorSignInTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** Marks a sign-in token used, once; false when it was used meanwhile. */
    async useSignInToken(tokenId: number, trx: Executor = db): Promise<boolean> {
      const rows = await trx
        .update(operatorSignInTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(operatorSignInTokens.id, tokenId), isNull(operatorSignInTokens.usedAt)))
        .returning({ id: operatorSignInTokens.id });
      return rows.length > 0;
    },

    async insertSession(
      row: { accountId: number; tokenHash: string; expiresAt: Date },
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(operatorSessions).values(row);
    },

    /**
     * The account behind a live session: not revoked, not expired, used within `idleMs`,
     * its account not disabled. Its last use moves on, to the minute.
     */
    async findLiveSession(tokenHash: string, idleMs: number, trx: Executor = db) {
      const rows = await trx
        .select({
          account: operatorAccounts,
          sessionId: operatorSessions.id,
          lastSeenAt: operatorSessions.lastSeenAt,
        })
        .from(operatorSessions)
        .innerJoin(operatorAccounts, eq(operatorAccounts.id, operatorSessions.accountId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            isNull(operatorAccounts.disabledAt),
            gt(operatorSessions.expiresAt, sql`now()`),
            gt(operatorSessions.lastSeenAt, sql`now() - ${`${idleMs} milliseconds`}::interval`),
          ),
        )
        .limit(1);
      const found = rows[0];
      if (!found) return undefined;
      if (found.lastSeenAt.getTime() < Date.now() - LAST_SEEN_STEP_MS)
        await trx
          .update(operatorSessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(operatorSessions.id, found.sessionId));
      return found;
    },

    async revokeSession(sessionId: number, trx: Executor = db): Promise<void> {
      await trx
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    },

    async revokeSessionsOf(accountId: number, trx: Executor = db): Promise<void> {
      await trx
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(operatorSessions.accountId, accountId), isNull(operatorSessions.revokedAt)));
    },
  };
}

export type OperatorAccountsRepo = ReturnType<typeof createOperatorAccountsRepo>;
