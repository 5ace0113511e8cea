import { and, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, auditLog } from '../../db/schema.ts';

export type AuditAction = (typeof auditLog.$inferInsert)['action'];

/** Who acts and from where; every change to members, accounts and channels is recorded with it. */
export type Actor = { accountId: number; ip: string | undefined };

/** Who else acts: an operator (by token name), or nobody signed in (a failed sign-in). */
export type OtherActor = { operator: string; ip: string | undefined } | { ip: string | undefined };

/** The site of events that belong to none: an operator's call that names no site. */
export const PLATFORM_SITE_ID = 0;

/** What operators narrow the audit log to; every field optional. */
export type AuditFilter = {
  siteId?: number | undefined;
  action?: AuditAction | undefined;
  /** An account's email or an operator's name; `operator:<name>` only the operator's. */
  actor?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
};

/** Entries whose actor the log names as `actor` (see AuditFilter). */
function actorIs(actor: string) {
  const operator = actor.startsWith('operator:') ? actor.slice('operator:'.length) : undefined;
  if (operator !== undefined) return eq(auditLog.actorOperator, operator);
  return or(
    eq(auditLog.actorOperator, actor),
    sql`exists (select 1 from ${accounts} a where a.site_id = ${auditLog.siteId}
      and a.id = ${auditLog.actorAccountId} and a.email = ${actor.toLowerCase()})`,
  );
}

/**
 * The statements of one page of the operators' audit log and of its count (the plan
 * test reads them): newest first (`audit_log_created_idx` across sites).
 */
export function auditListStatements(
  db: Executor,
  filter: AuditFilter,
  page: { page: number; size: number },
) {
  const actorAccount = alias(accounts, 'actor_account');
  const targetAccount = alias(accounts, 'target_account');
  const where = and(
    filter.siteId === undefined ? undefined : eq(auditLog.siteId, filter.siteId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.actor === undefined ? undefined : actorIs(filter.actor),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.createdAt, filter.until),
  );
  return {
    rows: db
      .select({
        entry: auditLog,
        actorEmail: actorAccount.email,
        targetEmail: targetAccount.email,
        ip: sql<string | null>`host(${auditLog.ip})`,
      })
      .from(auditLog)
      .leftJoin(
        actorAccount,
        and(eq(actorAccount.siteId, auditLog.siteId), eq(actorAccount.id, auditLog.actorAccountId)),
      )
      .leftJoin(
        targetAccount,
        and(
          eq(targetAccount.siteId, auditLog.siteId),
          eq(targetAccount.id, auditLog.targetAccountId),
        ),
      )
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.size)
      .offset(page.page * page.size),
    total: db.select({ total: count() }).from(auditLog).where(where),
  };
}

export function createAuditRepo(db: Executor) {
  return {
    /** Records one entry; pass the transaction of the change so both land or neither. */
    async record(
      siteId: number,
      entry: {
        actor: Actor | OtherActor;
        action: AuditAction;
        targetAccountId?: number;
        detail?: Record<string, unknown>;
      },
      trx: Executor = db,
    ): Promise<void> {
      const { actor } = entry;
      await trx.insert(auditLog).values({
        siteId,
        actorAccountId: 'accountId' in actor ? actor.accountId : null,
        actorOperator: 'operator' in actor ? actor.operator : null,
        action: entry.action,
        targetAccountId: entry.targetAccountId ?? null,
        detail: entry.detail ?? {},
        ip: actor.ip ?? null,
      });
    },

    /**
     * Entries newest first, of one site or of all, for operators: of one action, of one
     * actor (an account's email or an operator's name), from `from` until before `until`.
     */
    async list(filter: AuditFilter, page: { page: number; size: number }, trx: Executor = db) {
      const { rows, total } = auditListStatements(trx, filter, page);
      const [found, [counted]] = await Promise.all([rows, total]);
      return { rows: found, total: counted?.total ?? 0 };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
