import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditAction = (typeof auditLog.$inferInsert)['action'];

/** Who acts and from where; every change to members, accounts and channels is recorded with it. */
export type Actor = { accountId: number; ip: string | undefined };

export function createAuditRepo(db: Executor) {
  return {
    /** Records one entry; pass the transaction of the change so both land or neither. */
    async record(
      siteId: number,
      entry: {
        actor: Actor;
        action: AuditAction;
        targetAccountId?: number;
        detail?: Record<string, unknown>;
      },
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(auditLog).values({
        siteId,
        actorAccountId: entry.actor.accountId,
        action: entry.action,
        targetAccountId: entry.targetAccountId ?? null,
        detail: entry.detail ?? {},
        ip: entry.actor.ip ?? null,
      });
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
