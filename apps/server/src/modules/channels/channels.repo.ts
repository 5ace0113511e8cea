import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { processLocalSignals, type CacheSignals } from '../../db/cache-signals.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { accounts, channelAssignments, channels } from '../../db/schema.ts';

export type ChannelRow = typeof channels.$inferSelect;
export type NewChannel = Pick<
  typeof channels.$inferInsert,
  | 'siteId'
  | 'youtubeId'
  | 'title'
  | 'handle'
  | 'thumbnailUrl'
  | 'category'
  | 'verificationCode'
  | 'registeredBy'
>;
export type AssignedMember = {
  channelId: number;
  accountId: number;
  email: string;
  nickname: string;
  assignedFrom: Date;
};

/** Whose channels a query covers: a manager sees the whole site, a member only their own. */
export type ChannelScope = { siteId: number; memberId?: number };

// The outer columns are named in full: drizzle writes a lone table's columns
// unqualified, and inside the subquery those would bind to the assignment.
const openAssignmentOf = (memberId: number) =>
  sql`exists (select 1 from ${channelAssignments} a
    where a.site_id = channels.site_id and a.channel_id = channels.id
      and a.account_id = ${memberId} and a.assigned_until is null)`;

/** Assignments of the site still open (not unassigned). */
const openAssignments = (siteId: number) =>
  and(eq(channelAssignments.siteId, siteId), isNull(channelAssignments.assignedUntil));

/** Joins an assignment to its channel or its account on the same site. */
const sameSite = (siteColumn: typeof channels.siteId | typeof accounts.siteId) =>
  eq(siteColumn, channelAssignments.siteId);

function scoped(scope: ChannelScope) {
  return and(
    eq(channels.siteId, scope.siteId),
    scope.memberId === undefined ? undefined : openAssignmentOf(scope.memberId),
  );
}

/** One page of channels and how many match in all. */
async function page(
  trx: Executor,
  where: SQL | undefined,
  order: SQL[],
  options: { limit: number; offset: number },
): Promise<{ total: number; rows: ChannelRow[] }> {
  const [{ total } = { total: 0 }] = await trx
    .select({ total: count() })
    .from(channels)
    .where(where);
  const rows = await trx
    .select()
    .from(channels)
    .where(where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  return { total, rows };
}

/**
 * How long a process trusts "has channels to verify" (asked by every member/me, the
 * banner of docs/product.md §3.5) for a member or a site (docs/decisions/018). Any change
 * to a site's channels or assignments through this repository forgets the site's answers;
 * a change by another process shows here within this long.
 */
const VERIFY_NEEDED_CACHE_MS = 5_000;

export function createChannelsRepo(db: Executor, signals: CacheSignals = processLocalSignals) {
  const verifyNeeded = createTtlCache<string, boolean>({
    ttlMs: VERIFY_NEEDED_CACHE_MS,
    maxEntries: 10_000,
  });
  const forgetSite = signals.shared<number>('verifyNeeded', (siteId) =>
    verifyNeeded.forget((key) => siteId === undefined || key.startsWith(`${siteId}:`)),
  );
  /** After a change to the site's channels or assignments, in this process and the others. */
  const changed = (siteId: number, trx: Executor) =>
    forgetSite(siteId, trx === db ? undefined : trx);

  return {
    /** Registers a channel; `undefined` when the site already has it. */
    async insert(row: NewChannel, trx: Executor = db): Promise<ChannelRow | undefined> {
      const rows = await trx.insert(channels).values(row).onConflictDoNothing().returning();
      await changed(row.siteId, trx);
      return rows[0];
    },

    /**
     * A channel of the scope by its YouTube id. With `forUpdate` the row stays locked
     * until the transaction ends, so concurrent changes to one channel queue up.
     */
    async find(
      scope: ChannelScope,
      youtubeId: string,
      trx: Executor = db,
      options: { forUpdate?: boolean } = {},
    ): Promise<ChannelRow | undefined> {
      const query = trx
        .select()
        .from(channels)
        .where(and(scoped(scope), eq(channels.youtubeId, youtubeId)))
        .limit(1);
      const rows = options.forUpdate ? await query.for('update') : await query;
      return rows[0];
    },

    async findById(siteId: number, id: number, trx: Executor = db) {
      const rows = await trx
        .select()
        .from(channels)
        .where(and(eq(channels.siteId, siteId), eq(channels.id, id)))
        .limit(1);
      return rows[0];
    },

    /** A page of the scope's channels, newest registration first, searched by name, handle or id. */
    async list(
      scope: ChannelScope,
      options: { limit: number; offset: number; search: string | undefined },
      trx: Executor = db,
    ): Promise<{ total: number; rows: ChannelRow[] }> {
      const pattern = options.search ? containsPattern(options.search) : undefined;
      const where = and(
        scoped(scope),
        pattern
          ? or(
              ilike(channels.title, pattern),
              ilike(channels.handle, pattern),
              ilike(channels.youtubeId, pattern),
            )
          : undefined,
      );
      return page(trx, where, [desc(channels.createdAt), desc(channels.id)], options);
    },

    /**
     * Channels for review, of one site or (without `siteId`, for the operator's queue of
     * every site) of all: waiting ones first, oldest registration first.
     */
    async listForReview(
      siteId: number | undefined,
      options: { status: number | undefined; limit: number; offset: number },
      trx: Executor = db,
    ): Promise<{ total: number; rows: ChannelRow[] }> {
      const where = and(
        siteId === undefined ? undefined : eq(channels.siteId, siteId),
        options.status === undefined ? undefined : eq(channels.status, options.status),
      );
      return page(
        trx,
        where,
        [asc(channels.status), asc(channels.createdAt), asc(channels.siteId), asc(channels.id)],
        options,
      );
    },

    /** The members each channel is assigned to now. */
    async currentMembers(
      siteId: number,
      channelIds: number[],
      trx: Executor = db,
    ): Promise<AssignedMember[]> {
      if (channelIds.length === 0) return [];
      return trx
        .select({
          channelId: channelAssignments.channelId,
          accountId: accounts.id,
          email: accounts.email,
          nickname: accounts.nickname,
          assignedFrom: channelAssignments.assignedFrom,
        })
        .from(channelAssignments)
        .innerJoin(
          accounts,
          and(sameSite(accounts.siteId), eq(accounts.id, channelAssignments.accountId)),
        )
        .where(and(openAssignments(siteId), inArray(channelAssignments.channelId, channelIds)))
        .orderBy(asc(channelAssignments.assignedFrom));
    },

    /** Names of the channels assigned now to each of these members. */
    async titlesByMember(
      siteId: number,
      accountIds: number[],
      trx: Executor = db,
    ): Promise<Map<number, string[]>> {
      const byMember = new Map<number, string[]>();
      if (accountIds.length === 0) return byMember;
      const rows = await trx
        .select({ accountId: channelAssignments.accountId, title: channels.title })
        .from(channelAssignments)
        .innerJoin(
          channels,
          and(sameSite(channels.siteId), eq(channels.id, channelAssignments.channelId)),
        )
        .where(and(openAssignments(siteId), inArray(channelAssignments.accountId, accountIds)))
        .orderBy(asc(channels.title));
      for (const row of rows)
        byMember.set(row.accountId, [...(byMember.get(row.accountId) ?? []), row.title]);
      return byMember;
    },

    /** Whether any channel of the scope still waits for (or failed) verification. */
    async hasUnverified(scope: ChannelScope, trx?: Executor): Promise<boolean> {
      const ask = async () => {
        const rows = await (trx ?? db)
          .select({ id: channels.id })
          .from(channels)
          .where(and(scoped(scope), ne(channels.verification, 'verified')))
          .limit(1);
        return rows.length > 0;
      };
      // Inside a transaction the answer may not be everyone's yet: asked, never kept.
      return trx ? ask() : verifyNeeded.get(`${scope.siteId}:${scope.memberId ?? 'site'}`, ask);
    },

    async update(
      siteId: number,
      id: number,
      changes: Partial<Omit<ChannelRow, 'siteId' | 'id' | 'youtubeId' | 'createdAt'>>,
      trx: Executor = db,
    ): Promise<ChannelRow | undefined> {
      const rows = await trx
        .update(channels)
        .set(changes)
        .where(and(eq(channels.siteId, siteId), eq(channels.id, id)))
        .returning();
      await changed(siteId, trx);
      return rows[0];
    },

    /**
     * Moves a channel to `verifying` unless it is verifying or verified already; the
     * check and the change are one statement, so two presses cannot both start a job.
     */
    async startVerification(siteId: number, id: number, now: Date, trx: Executor = db) {
      const rows = await trx
        .update(channels)
        .set({ verification: 'verifying', verificationFailure: null, verificationStartedAt: now })
        .where(
          and(
            eq(channels.siteId, siteId),
            eq(channels.id, id),
            inArray(channels.verification, ['pending_verification', 'needs_verification']),
          ),
        )
        .returning();
      await changed(siteId, trx);
      return rows[0];
    },

    async delete(siteId: number, id: number, trx: Executor = db): Promise<void> {
      await trx.delete(channels).where(and(eq(channels.siteId, siteId), eq(channels.id, id)));
      await changed(siteId, trx);
    },

    async openAssignment(siteId: number, channelId: number, trx: Executor = db) {
      const rows = await trx
        .select()
        .from(channelAssignments)
        .where(and(openAssignments(siteId), eq(channelAssignments.channelId, channelId)))
        .limit(1);
      return rows[0];
    },

    async assign(
      row: { siteId: number; channelId: number; accountId: number; assignedBy: number },
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(channelAssignments).values(row);
      await changed(row.siteId, trx);
    },

    /** Ends an open assignment period; the row stays, so earnings keep following the dates. */
    async closeAssignment(
      siteId: number,
      assignmentId: number,
      by: number,
      now: Date,
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .update(channelAssignments)
        .set({ assignedUntil: now, unassignedBy: by })
        .where(and(eq(channelAssignments.siteId, siteId), eq(channelAssignments.id, assignmentId)));
      await changed(siteId, trx);
    },

    /** Ends every open assignment of a member (when the member is deleted). */
    async closeAssignmentsOf(
      siteId: number,
      accountId: number,
      by: number,
      now: Date,
      trx: Executor = db,
    ): Promise<number> {
      const rows = await trx
        .update(channelAssignments)
        .set({ assignedUntil: now, unassignedBy: by })
        .where(and(openAssignments(siteId), eq(channelAssignments.accountId, accountId)))
        .returning({ id: channelAssignments.id });
      await changed(siteId, trx);
      return rows.length;
    },
  };
}

export type ChannelsRepo = ReturnType<typeof createChannelsRepo>;
