import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Locale } from '@portal/shared';
import type { Executor } from '../../db/client.ts';
import { noticeReads, notices, noticeTexts, siteDomains, sites } from '../../db/schema.ts';

export type Notice = typeof notices.$inferSelect;
export type NoticeTextRow = { noticeId: number; locale: Locale; title: string; body: string };
export type NoticeListRow = { id: number; pinned: boolean; publishAt: Date; read: boolean };
export type NoticeSite = { id: number; name: string; domains: string[] };

export function createNoticesRepo(db: Executor) {
  /** Notices a member of `siteId` may see at `now`: the site's own and global ones, published. */
  const visibleOn = (siteId: number, now: Date) =>
    and(or(eq(notices.siteId, siteId), isNull(notices.siteId)), lte(notices.publishAt, now));

  /**
   * Whether `accountId` of `siteId` has opened the notice of the outer row. The outer
   * column is written out in full: drizzle leaves a lone table's columns unqualified.
   */
  const readBy = (siteId: number, accountId: number) =>
    sql<boolean>`exists (
      select 1 from ${noticeReads} r
      where r.site_id = ${siteId} and r.account_id = ${accountId} and r.notice_id = ${notices}.id)`;

  return {
    /** A page of the visible notices, pinned first then newest first, with totals. */
    async listVisible(
      siteId: number,
      accountId: number,
      options: { limit: number; offset: number; now: Date },
      trx: Executor = db,
    ): Promise<{ total: number; unread: number; rows: NoticeListRow[] }> {
      const where = visibleOn(siteId, options.now);
      const [counts = { total: 0, unread: 0 }] = await trx
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where not ${readBy(siteId, accountId)})`.mapWith(
            Number,
          ),
        })
        .from(notices)
        .where(where);
      const rows = await trx
        .select({
          id: notices.id,
          pinned: notices.pinned,
          publishAt: notices.publishAt,
          read: readBy(siteId, accountId),
        })
        .from(notices)
        .where(where)
        .orderBy(desc(notices.pinned), desc(notices.publishAt), desc(notices.id))
        .limit(options.limit)
        .offset(options.offset);
      return { ...counts, rows };
    },

    async unreadCount(
      siteId: number,
      accountId: number,
      now: Date,
      trx: Executor = db,
    ): Promise<number> {
      const [row] = await trx
        .select({ unread: count() })
        .from(notices)
        .where(and(visibleOn(siteId, now), sql`not ${readBy(siteId, accountId)}`));
      return row?.unread ?? 0;
    },

    /** A notice a member of `siteId` may see at `now`, or undefined. */
    async findVisible(
      siteId: number,
      id: number,
      now: Date,
      trx: Executor = db,
    ): Promise<Notice | undefined> {
      const rows = await trx
        .select()
        .from(notices)
        .where(and(eq(notices.id, id), visibleOn(siteId, now)))
        .limit(1);
      return rows[0];
    },

    /** Records that an account opened a notice; opening it again keeps the first time. */
    async markRead(
      siteId: number,
      accountId: number,
      noticeId: number,
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(noticeReads).values({ siteId, accountId, noticeId }).onConflictDoNothing();
    },

    /** Titles (and bodies, when asked) of some notices in every language they have. */
    async texts(
      noticeIds: number[],
      options: { withBody: boolean },
      trx: Executor = db,
    ): Promise<NoticeTextRow[]> {
      if (noticeIds.length === 0) return [];
      return trx
        .select({
          noticeId: noticeTexts.noticeId,
          locale: noticeTexts.locale,
          title: noticeTexts.title,
          body: options.withBody ? noticeTexts.body : sql<string>`''`,
        })
        .from(noticeTexts)
        .where(inArray(noticeTexts.noticeId, noticeIds));
    },

    // ---- Operator side: every notice, any site, published or not ----------------------

    async findById(
      id: number,
      trx: Executor = db,
      options: { forUpdate?: boolean } = {},
    ): Promise<Notice | undefined> {
      const query = trx.select().from(notices).where(eq(notices.id, id)).limit(1);
      const rows = options.forUpdate ? await query.for('update') : await query;
      return rows[0];
    },

    /** Every notice, newest publish time first. */
    async listAll(
      options: { limit: number; offset: number },
      trx: Executor = db,
    ): Promise<{ total: number; rows: Notice[] }> {
      const [{ total } = { total: 0 }] = await trx.select({ total: count() }).from(notices);
      const rows = await trx
        .select()
        .from(notices)
        .orderBy(desc(notices.publishAt), desc(notices.id))
        .limit(options.limit)
        .offset(options.offset);
      return { total, rows };
    },

    async insert(
      row: { siteId: number | null; pinned: boolean; publishAt: Date; createdBy: string },
      trx: Executor = db,
    ): Promise<Notice> {
      const [created] = await trx.insert(notices).values(row).returning();
      if (!created) throw new Error('notice insert returned no row');
      return created;
    },

    async update(
      id: number,
      changes: { siteId?: number | null; pinned?: boolean; publishAt?: Date },
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .update(notices)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(notices.id, id));
    },

    async upsertText(
      noticeId: number,
      locale: Locale,
      text: { title: string; body: string },
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .insert(noticeTexts)
        .values({ noticeId, locale, ...text })
        .onConflictDoUpdate({
          target: [noticeTexts.noticeId, noticeTexts.locale],
          set: { title: text.title, body: text.body },
        });
    },

    async deleteText(noticeId: number, locale: Locale, trx: Executor = db): Promise<void> {
      await trx
        .delete(noticeTexts)
        .where(and(eq(noticeTexts.noticeId, noticeId), eq(noticeTexts.locale, locale)));
    },

    /** Deletes a notice with its texts and read marks; false when there was none. */
    async delete(id: number, trx: Executor = db): Promise<boolean> {
      const rows = await trx
        .delete(notices)
        .where(eq(notices.id, id))
        .returning({ id: notices.id });
      return rows.length > 0;
    },

    /** Names and domains of the sites some notices are for. */
    async sitesOf(siteIds: number[], trx: Executor = db): Promise<NoticeSite[]> {
      if (siteIds.length === 0) return [];
      return trx
        .select({
          id: sites.id,
          name: sites.name,
          domains: sql<
            string[]
          >`coalesce(array_agg(${siteDomains.domain} order by ${siteDomains.domain}) filter (where ${siteDomains.domain} is not null), '{}')`,
        })
        .from(sites)
        .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
        .where(inArray(sites.id, siteIds))
        .groupBy(sites.id)
        .orderBy(asc(sites.id));
    },
  };
}

export type NoticesRepo = ReturnType<typeof createNoticesRepo>;
