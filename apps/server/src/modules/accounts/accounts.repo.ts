import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';

export type Account = typeof accounts.$inferSelect;

export function createAccountsRepo(db: Executor) {
  return {
    async findByEmail(
      siteId: number,
      email: string,
      trx: Executor = db,
    ): Promise<Account | undefined> {
      const rows = await trx
        .select()
        .from(accounts)
        .where(
          and(eq(accounts.siteId, siteId), eq(accounts.email, email), isNull(accounts.deletedAt)),
        )
        .limit(1);
      return rows[0];
    },

    /** Inserts an account; `undefined` when the email is already taken on this site. */
    async insert(
      row: {
        siteId: number;
        email: string;
        nickname: string;
        passwordHash: string;
        role: Account['role'];
      },
      trx: Executor = db,
    ): Promise<Account | undefined> {
      const rows = await trx.insert(accounts).values(row).onConflictDoNothing().returning();
      return rows[0];
    },

    async update(
      siteId: number,
      id: number,
      changes: Partial<Pick<Account, 'nickname' | 'passwordHash'>>,
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .update(accounts)
        .set(changes)
        .where(and(eq(accounts.siteId, siteId), eq(accounts.id, id)));
    },

    /**
     * Marks the account deleted: it can no longer log in, its email is free again, and
     * the row stays so past earnings keep a name. Sessions are ended by the caller.
     */
    async softDelete(siteId: number, id: number, trx: Executor = db): Promise<void> {
      await trx
        .update(accounts)
        .set({ deletedAt: sql`now()`, passwordHash: '' })
        .where(and(eq(accounts.siteId, siteId), eq(accounts.id, id), isNull(accounts.deletedAt)));
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
