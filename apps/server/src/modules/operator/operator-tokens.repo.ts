import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorTokens } from '../../db/schema.ts';

export type Operator = { id: number; name: string };

export function createOperatorTokensRepo(db: Executor) {
  return {
    /** `undefined` when the name is taken. */
    async insert(
      name: string,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<(Operator & { createdAt: Date }) | undefined> {
      const rows = await db
        .insert(operatorTokens)
        .values({ name, tokenHash, expiresAt })
        .onConflictDoNothing()
        .returning({
          id: operatorTokens.id,
          name: operatorTokens.name,
          createdAt: operatorTokens.createdAt,
        });
      return rows[0];
    },
    /** The operator of a token that has not expired. */
    async findByHash(tokenHash: string): Promise<Operator | undefined> {
      const rows = await db
        .select({ id: operatorTokens.id, name: operatorTokens.name })
        .from(operatorTokens)
        .where(
          and(eq(operatorTokens.tokenHash, tokenHash), gt(operatorTokens.expiresAt, sql`now()`)),
        )
        .limit(1);
      return rows[0];
    },
    async deleteByName(name: string): Promise<boolean> {
      const rows = await db
        .delete(operatorTokens)
        .where(eq(operatorTokens.name, name))
        .returning({ id: operatorTokens.id });
      return rows.length > 0;
    },
    list(): Promise<(Operator & { createdAt: Date; expiresAt: Date })[]> {
      return db
        .select({
          id: operatorTokens.id,
          name: operatorTokens.name,
          createdAt: operatorTokens.createdAt,
          expiresAt: operatorTokens.expiresAt,
        })
        .from(operatorTokens)
        .orderBy(operatorTokens.name);
    },
  };
}

export type OperatorTokensRepo = ReturnType<typeof createOperatorTokensRepo>;
