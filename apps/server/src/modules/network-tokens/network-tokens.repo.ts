import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, networkTokens } from '../../db/schema.ts';
import { lockUntilCommit } from '../../db/advisory-lock.ts';

/** How far a token's last use moves at least: a write a minute, not one a request. */
const LAST_USED_STEP_MS = 60_000;

export type NetworkTokenRow = typeof networkTokens.$inferSelect;

/** A token as its site's manager sees it: the row and who made it. */
export type ListedNetworkToken = NetworkTokenRow & { createdByEmail: string | null };

/** Not past its expiry, if it has one. */
const unexpired = () =>
  or(isNull(networkTokens.expiresAt), gt(networkTokens.expiresAt, sql`now()`));

export function createNetworkTokensRepo(db: Executor) {
  return {
    async insert(
      row: {
        siteId: number;
        name: string;
        tokenHash: string;
        createdBy: number;
        expiresAt: Date | null;
      },
      trx: Executor = db,
    ): Promise<NetworkTokenRow> {
      const [inserted] = await trx.insert(networkTokens).values(row).returning();
      return inserted!;
    },

    /**
     * Takes the site's token lock until the transaction ends, so two creations at once
     * cannot both pass the count of live tokens.
     */
    async lockSite(siteId: number, trx: Executor): Promise<void> {
      await lockUntilCommit(trx, `network-tokens:${siteId}`);
    },

    async countLive(siteId: number, trx: Executor = db): Promise<number> {
      const [row] = await trx
        .select({ total: count() })
        .from(networkTokens)
        .where(and(eq(networkTokens.siteId, siteId), isNull(networkTokens.revokedAt), unexpired()));
      return row?.total ?? 0;
    },

    /** The site's tokens that are not revoked (expired ones too), newest first. */
    list(siteId: number, trx: Executor = db): Promise<ListedNetworkToken[]> {
      return trx
        .select({ token: networkTokens, createdByEmail: accounts.email })
        .from(networkTokens)
        .leftJoin(
          accounts,
          and(
            eq(accounts.siteId, networkTokens.siteId),
            eq(accounts.id, networkTokens.createdBy),
            isNull(accounts.deletedAt),
          ),
        )
        .where(and(eq(networkTokens.siteId, siteId), isNull(networkTokens.revokedAt)))
        .orderBy(desc(networkTokens.createdAt), desc(networkTokens.id))
        .then((rows) => rows.map((row) => ({ ...row.token, createdByEmail: row.createdByEmail })));
    },

    /** Revokes a token of the site that is not revoked yet; the row, or nothing. */
    async revoke(
      siteId: number,
      id: number,
      trx: Executor = db,
    ): Promise<NetworkTokenRow | undefined> {
      const [row] = await trx
        .update(networkTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(networkTokens.siteId, siteId),
            eq(networkTokens.id, id),
            isNull(networkTokens.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    /**
     * The live token of this site with this hash: not revoked, not expired. Its last use
     * moves on, to the minute (one write a minute at most).
     */
    async findLive(
      siteId: number,
      tokenHash: string,
      trx: Executor = db,
    ): Promise<NetworkTokenRow | undefined> {
      const [found] = await trx
        .select()
        .from(networkTokens)
        .where(
          and(
            eq(networkTokens.siteId, siteId),
            eq(networkTokens.tokenHash, tokenHash),
            isNull(networkTokens.revokedAt),
            unexpired(),
          ),
        )
        .limit(1);
      if (!found) return undefined;
      if (!found.lastUsedAt || found.lastUsedAt.getTime() < Date.now() - LAST_USED_STEP_MS)
        await trx
          .update(networkTokens)
          .set({ lastUsedAt: sql`now()` })
          .where(and(eq(networkTokens.siteId, siteId), eq(networkTokens.id, found.id)));
      return found;
    },
  };
}

export type NetworkTokensRepo = ReturnType<typeof createNetworkTokensRepo>;
