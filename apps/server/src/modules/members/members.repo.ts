import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { accounts, feeRates } from '../../db/schema.ts';
import type { Account } from '../accounts/accounts.repo.ts';
import type { FeeRateEntry } from './fee-rates.ts';

export type MemberRow = {
  id: number;
  email: string;
  nickname: string;
  createdAt: Date;
  feeRateBp: number;
  next: { feeRateBp: number; effectiveFrom: string } | null;
};

export function createMembersRepo(db: Executor) {
  const liveMembersOf = (siteId: number, search: string | undefined) =>
    and(
      eq(accounts.siteId, siteId),
      eq(accounts.role, 'member'),
      isNull(accounts.deletedAt),
      search
        ? or(
            ilike(accounts.email, containsPattern(search)),
            ilike(accounts.nickname, containsPattern(search)),
          )
        : undefined,
    );

  return {
    /** A page of the site's live members, newest first, with the revenue share of `today`. */
    async list(
      siteId: number,
      options: { limit: number; offset: number; search: string | undefined; today: string },
      trx: Executor = db,
    ): Promise<{ total: number; rows: MemberRow[] }> {
      const where = liveMembersOf(siteId, options.search);
      const [{ total } = { total: 0 }] = await trx
        .select({ total: count() })
        .from(accounts)
        .where(where);
      // The outer columns are named in full: drizzle writes a lone table's columns
      // unqualified, and inside the subquery those would bind to fee_rates.
      const feeNow = sql<number>`coalesce((
        select f.fee_rate_bp from ${feeRates} f
        where f.site_id = accounts.site_id and f.account_id = accounts.id and f.effective_from <= ${options.today}
        order by f.effective_from desc, f.id desc limit 1), 0)`.mapWith(Number);
      const next = sql<{ bp: number; from: string } | null>`(
        select json_build_object('bp', f.fee_rate_bp, 'from', f.effective_from) from ${feeRates} f
        where f.site_id = accounts.site_id and f.account_id = accounts.id and f.effective_from > ${options.today}
        order by f.effective_from asc, f.id desc limit 1)`;
      const rows = await trx
        .select({
          id: accounts.id,
          email: accounts.email,
          nickname: accounts.nickname,
          createdAt: accounts.createdAt,
          feeRateBp: feeNow,
          next,
        })
        .from(accounts)
        .where(where)
        .orderBy(desc(accounts.createdAt), desc(accounts.id))
        .limit(options.limit)
        .offset(options.offset);
      return {
        total,
        rows: rows.map((row) => ({
          ...row,
          next: row.next ? { feeRateBp: row.next.bp, effectiveFrom: row.next.from } : null,
        })),
      };
    },

    /**
     * A live member of the site by email. With `forUpdate` the row stays locked until
     * the transaction ends, so concurrent changes to one member run one after another.
     */
    async findLiveMember(
      siteId: number,
      email: string,
      trx: Executor = db,
      options: { forUpdate?: boolean } = {},
    ): Promise<Account | undefined> {
      const query = trx
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.siteId, siteId),
            eq(accounts.email, email),
            eq(accounts.role, 'member'),
            isNull(accounts.deletedAt),
          ),
        )
        .limit(1);
      const rows = options.forUpdate ? await query.for('update') : await query;
      return rows[0];
    },

    async insertFeeRate(
      row: {
        siteId: number;
        accountId: number;
        feeRateBp: number;
        effectiveFrom: string;
        changedBy: number;
      },
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(feeRates).values(row);
    },

    /** Every change of a member's revenue share in the order recorded, with who made it. */
    async feeHistory(
      siteId: number,
      accountId: number,
      trx: Executor = db,
    ): Promise<(FeeRateEntry & { createdAt: Date; changedBy: string | null })[]> {
      const changer = alias(accounts, 'changer');
      return trx
        .select({
          id: feeRates.id,
          feeRateBp: feeRates.feeRateBp,
          effectiveFrom: feeRates.effectiveFrom,
          createdAt: feeRates.createdAt,
          changedBy: changer.email,
        })
        .from(feeRates)
        .leftJoin(
          changer,
          and(eq(changer.siteId, feeRates.siteId), eq(changer.id, feeRates.changedBy)),
        )
        .where(and(eq(feeRates.siteId, siteId), eq(feeRates.accountId, accountId)))
        .orderBy(asc(feeRates.id));
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
