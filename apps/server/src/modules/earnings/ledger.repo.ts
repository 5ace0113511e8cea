import { and, asc, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { OPEN_WITHDRAWAL_STATES, type Currency } from '@portal/shared';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  ledgerEntries,
  monthCloses,
  payoutMethods,
  payoutSettings,
  statements,
  withdrawals,
} from '../../db/schema.ts';
import { lockUntilCommit } from '../../db/advisory-lock.ts';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt'>;
export type MonthCloseRow = typeof monthCloses.$inferSelect;
export type StatementRow = typeof statements.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;

/** A withdrawal with whose it is, as lists show it. */
export type WithdrawalWithMember = WithdrawalRow & { email: string; nickname: string };

/** `YYYY-MM` of a month as the books store it (its first day). */
export const monthStart = (month: string) => `${month}-01`;

/**
 * The books of money out: the append-only ledger and what hangs on it (closed months,
 * statements, withdrawal requests, payout methods, settings). Every query names the site.
 */
export function createLedgerRepo(db: Executor) {
  const withMember = {
    withdrawal: withdrawals,
    email: accounts.email,
    nickname: accounts.nickname,
  };
  const flatten = (row: { withdrawal: WithdrawalRow; email: string; nickname: string }) => ({
    ...row.withdrawal,
    email: row.email,
    nickname: row.nickname,
  });

  return {
    async append(entries: NewLedgerEntry[], trx: Executor = db): Promise<LedgerEntryRow[]> {
      if (entries.length === 0) return [];
      return trx.insert(ledgerEntries).values(entries).returning();
    },

    /**
     * Locks member accounts (in id order, so two lockers never wait on each other) for a
     * change of their balance: a balance read after it stays true until the commit.
     */
    async lockAccounts(siteId: number, accountIds: number[], trx: Executor): Promise<void> {
      if (accountIds.length === 0) return;
      await trx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.siteId, siteId), inArray(accounts.id, accountIds)))
        .orderBy(asc(accounts.id))
        .for('update');
    },

    /**
     * The site's books lock (a transaction-scoped advisory lock): month closes run one after
     * another, and a channel's deletion waits for a close that may be crediting it.
     */
    async lockBooks(siteId: number, trx: Executor): Promise<void> {
      await lockUntilCommit(trx, `month-close:${siteId}`);
    },

    /** The balance: the sum of the member's entries. */
    async balance(siteId: number, accountId: number, trx: Executor = db): Promise<bigint> {
      const [row] = await trx
        .select({ total: sum(ledgerEntries.amountMicros) })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.siteId, siteId), eq(ledgerEntries.accountId, accountId)));
      return BigInt(row?.total ?? 0);
    },

    /** Balances of every member with entries. */
    async balances(siteId: number, trx: Executor = db): Promise<Map<number, bigint>> {
      const rows = await trx
        .select({ accountId: ledgerEntries.accountId, total: sum(ledgerEntries.amountMicros) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.siteId, siteId))
        .groupBy(ledgerEntries.accountId);
      return new Map(rows.map((row) => [row.accountId, BigInt(row.total ?? 0)]));
    },

    /**
     * Sites' books in sums: what each owes its members in all, of it what is withheld, its
     * open requests and its auto-close day (operators read every site's this way: the same
     * three statements for any number of sites). A site without any reads as zeros.
     */
    async bookTotalsOfSites(siteIds: number[]) {
      const [entries, open, settings] = await Promise.all([
        db
          .select({
            siteId: ledgerEntries.siteId,
            balance: sql<string | null>`sum(${ledgerEntries.amountMicros})::text`,
            withheld: sql<string | null>`(-sum(${ledgerEntries.amountMicros})
              filter (where ${ledgerEntries.kind} in ('withheld', 'released')))::text`,
          })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.siteId, siteIds))
          .groupBy(ledgerEntries.siteId),
        db
          .select({
            siteId: withdrawals.siteId,
            count: sql<number>`count(*)::int`,
            amount: sql<string | null>`sum(${withdrawals.amountMicros})::text`,
          })
          .from(withdrawals)
          .where(
            and(
              inArray(withdrawals.siteId, siteIds),
              inArray(withdrawals.state, OPEN_WITHDRAWAL_STATES),
            ),
          )
          .groupBy(withdrawals.siteId),
        db
          .select({ siteId: payoutSettings.siteId, autoCloseDay: payoutSettings.autoCloseDay })
          .from(payoutSettings)
          .where(inArray(payoutSettings.siteId, siteIds)),
      ]);
      const bySite = <T extends { siteId: number }>(rows: T[]) =>
        new Map(rows.map((row) => [row.siteId, row]));
      const [entriesOf, openOf, settingsOf] = [bySite(entries), bySite(open), bySite(settings)];
      return new Map(
        siteIds.map((siteId) => [
          siteId,
          {
            balance: BigInt(entriesOf.get(siteId)?.balance ?? 0),
            withheld: BigInt(entriesOf.get(siteId)?.withheld ?? 0),
            openRequests: openOf.get(siteId)?.count ?? 0,
            openAmount: BigInt(openOf.get(siteId)?.amount ?? 0),
            autoCloseDay: settingsOf.get(siteId)?.autoCloseDay ?? null,
          },
        ]),
      );
    },

    /** The entries of members (all of them when none are named), oldest first. */
    async entriesOf(siteId: number, accountIds: number[] | 'all', trx: Executor = db) {
      return trx
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.siteId, siteId),
            accountIds === 'all' ? undefined : inArray(ledgerEntries.accountId, accountIds),
          ),
        )
        .orderBy(asc(ledgerEntries.id));
    },

    /** One page of a member's entries, newest first, and how many there are. */
    async page(siteId: number, accountId: number, limit: number, offset: number) {
      const where = and(eq(ledgerEntries.siteId, siteId), eq(ledgerEntries.accountId, accountId));
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(ledgerEntries)
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    // ---- Closed months and statements ------------------------------------------------

    async closes(siteId: number, trx: Executor = db): Promise<MonthCloseRow[]> {
      return trx
        .select()
        .from(monthCloses)
        .where(eq(monthCloses.siteId, siteId))
        .orderBy(desc(monthCloses.month));
    },

    /** The closed months of several sites, each site's newest first. */
    async closesOfSites(siteIds: number[]): Promise<Map<number, MonthCloseRow[]>> {
      const rows = await db
        .select()
        .from(monthCloses)
        .where(inArray(monthCloses.siteId, siteIds))
        .orderBy(asc(monthCloses.siteId), desc(monthCloses.month));
      const bySite = new Map<number, MonthCloseRow[]>();
      for (const row of rows) {
        const closes = bySite.get(row.siteId) ?? [];
        closes.push(row);
        bySite.set(row.siteId, closes);
      }
      return bySite;
    },

    async findClose(siteId: number, month: string, trx: Executor = db) {
      const [row] = await trx
        .select()
        .from(monthCloses)
        .where(and(eq(monthCloses.siteId, siteId), eq(monthCloses.month, monthStart(month))));
      return row;
    },

    async insertClose(row: typeof monthCloses.$inferInsert, trx: Executor): Promise<void> {
      await trx.insert(monthCloses).values(row);
    },

    async insertStatements(rows: (typeof statements.$inferInsert)[], trx: Executor) {
      if (rows.length > 0) await trx.insert(statements).values(rows);
    },

    async statement(siteId: number, month: string, accountId: number) {
      const [row] = await db
        .select()
        .from(statements)
        .where(
          and(
            eq(statements.siteId, siteId),
            eq(statements.month, monthStart(month)),
            eq(statements.accountId, accountId),
          ),
        );
      return row;
    },

    async statementsOf(siteId: number, accountId: number) {
      return db
        .select()
        .from(statements)
        .where(and(eq(statements.siteId, siteId), eq(statements.accountId, accountId)))
        .orderBy(desc(statements.month));
    },

    async statementsOfMonth(siteId: number, month: string) {
      return db
        .select()
        .from(statements)
        .where(and(eq(statements.siteId, siteId), eq(statements.month, monthStart(month))))
        .orderBy(asc(statements.email));
    },

    // ---- Withdrawals -----------------------------------------------------------------

    async withdrawalByKey(siteId: number, accountId: number, key: string, trx: Executor) {
      const [row] = await trx
        .select(withMember)
        .from(withdrawals)
        .innerJoin(
          accounts,
          and(eq(accounts.siteId, withdrawals.siteId), eq(accounts.id, withdrawals.accountId)),
        )
        .where(
          and(
            eq(withdrawals.siteId, siteId),
            eq(withdrawals.accountId, accountId),
            eq(withdrawals.idempotencyKey, key),
          ),
        );
      return row && flatten(row);
    },

    /** A request of the site, locked for a change of its state. */
    async withdrawalForUpdate(siteId: number, id: number, trx: Executor) {
      const [row] = await trx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.siteId, siteId), eq(withdrawals.id, id)))
        .for('update');
      return row;
    },

    async withdrawal(siteId: number, id: number, trx: Executor = db) {
      const [row] = await trx
        .select(withMember)
        .from(withdrawals)
        .innerJoin(
          accounts,
          and(eq(accounts.siteId, withdrawals.siteId), eq(accounts.id, withdrawals.accountId)),
        )
        .where(and(eq(withdrawals.siteId, siteId), eq(withdrawals.id, id)));
      return row && flatten(row);
    },

    async insertWithdrawal(row: typeof withdrawals.$inferInsert, trx: Executor) {
      const [created] = await trx.insert(withdrawals).values(row).returning();
      return created!;
    },

    async updateWithdrawal(
      siteId: number,
      id: number,
      changes: Partial<typeof withdrawals.$inferInsert>,
      trx: Executor,
    ) {
      await trx
        .update(withdrawals)
        .set(changes)
        .where(and(eq(withdrawals.siteId, siteId), eq(withdrawals.id, id)));
    },

    /** Requests of a site (or one member), newest first; `states` narrows them. */
    async withdrawals(
      siteId: number,
      filter: { accountId?: number; states?: readonly string[]; limit: number; offset: number },
    ): Promise<{ rows: WithdrawalWithMember[]; total: number }> {
      const where = and(
        eq(withdrawals.siteId, siteId),
        filter.accountId === undefined ? undefined : eq(withdrawals.accountId, filter.accountId),
        filter.states
          ? inArray(withdrawals.state, filter.states as WithdrawalRow['state'][])
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(withMember)
          .from(withdrawals)
          .innerJoin(
            accounts,
            and(eq(accounts.siteId, withdrawals.siteId), eq(accounts.id, withdrawals.accountId)),
          )
          .where(where)
          .orderBy(desc(withdrawals.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(withdrawals)
          .where(where),
      ]);
      return { rows: rows.map(flatten), total: counted?.n ?? 0 };
    },

    /** Requests paid on a day of the month (`from`–`to`), for a statement. */
    async paidBetween(siteId: number, from: string, to: string, trx: Executor) {
      return trx
        .select()
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.siteId, siteId),
            eq(withdrawals.state, 'paid'),
            sql`${withdrawals.paidOn} between ${from}::date and ${to}::date`,
          ),
        )
        .orderBy(asc(withdrawals.paidOn), asc(withdrawals.id));
    },

    // ---- Payout methods and settings -------------------------------------------------

    async payoutMethod(siteId: number, accountId: number, trx: Executor = db) {
      const [row] = await trx
        .select()
        .from(payoutMethods)
        .where(and(eq(payoutMethods.siteId, siteId), eq(payoutMethods.accountId, accountId)));
      return row;
    },

    async savePayoutMethod(row: Omit<PayoutMethodRow, 'updatedAt'>, trx: Executor = db) {
      await trx
        .insert(payoutMethods)
        .values({ ...row, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [payoutMethods.siteId, payoutMethods.accountId],
          set: { kind: row.kind, sealed: row.sealed, masked: row.masked, updatedAt: new Date() },
        });
    },

    async settings(siteId: number, trx: Executor = db) {
      const [row] = await trx
        .select()
        .from(payoutSettings)
        .where(eq(payoutSettings.siteId, siteId));
      return row;
    },

    async saveSettings(
      siteId: number,
      changes: { withdrawalThresholdMicros?: bigint | null; autoCloseDay?: number | null },
      by: number,
    ) {
      await db
        .insert(payoutSettings)
        .values({ siteId, ...changes, updatedBy: by })
        .onConflictDoUpdate({
          target: payoutSettings.siteId,
          set: { ...changes, updatedBy: by, updatedAt: new Date() },
        });
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;

/**
 * The threshold of a site: its setting, or the default for its currency
 * (docs/product.md §7.10).
 */
export function thresholdOf(
  currency: Currency,
  settings: { withdrawalThresholdMicros: bigint | null } | undefined,
  defaults: Record<Currency, number>,
): bigint {
  return settings?.withdrawalThresholdMicros ?? BigInt(defaults[currency]);
}
