import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  YOUTUBE_REPORT_STATES,
  type YouTubeConnectionState,
  type YouTubeFetchProblem,
  type YouTubeJobState,
  type YouTubeReportState,
} from '@portal/shared';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  youtubeConnections,
  youtubeOAuthStates,
  youtubeQuotaUse,
  youtubeReportJobs,
  youtubeReports,
  youtubeVideoLookups,
  videos,
} from '../../db/schema.ts';
import type { YouTubeVideo } from '../../youtube/youtube-client.ts';

export type ConnectionRow = typeof youtubeConnections.$inferSelect;
export type JobRow = typeof youtubeReportJobs.$inferSelect;
export type ReportRow = typeof youtubeReports.$inferSelect;
export type OAuthStateRow = typeof youtubeOAuthStates.$inferSelect;

/** A listed report's record, as the fetch writes it. */
export type ReportRecord = {
  siteId: number;
  reportId: string;
  jobId: string;
  reportTypeId: string;
  day: string;
  createTime: string;
  state: YouTubeReportState;
  rows?: number | null;
  rowsWithoutShort?: number | null;
  bytes?: number | null;
  sha256?: string | null;
  error?: string | null;
};

/**
 * The record of a report and its job's cursor, written with a plain client: inside an
 * import's own transaction (so they commit with the data) or on their own. A report is
 * recorded once: when another fetch recorded it first (the operator's by hand beside
 * the queue's), nothing is written and false comes back, so that import rolls back.
 */
export async function recordReport(
  client: Pick<pg.PoolClient, 'query'>,
  record: ReportRecord,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `insert into youtube_reports (site_id, report_id, job_id, report_type_id, day, create_time, state,
       rows, rows_without_short, bytes, sha256, error)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (site_id, report_id) do nothing`,
    [
      record.siteId,
      record.reportId,
      record.jobId,
      record.reportTypeId,
      record.day,
      record.createTime,
      record.state,
      record.rows ?? null,
      record.rowsWithoutShort ?? null,
      record.bytes ?? null,
      record.sha256 ?? null,
      record.error ?? null,
    ],
  );
  if (rowCount === 0) return false;
  if (record.state === 'imported') {
    // The older reports of the day were imported before this one; its figures replaced theirs.
    await client.query(
      `update youtube_reports set state = 'superseded'
       where site_id = $1 and report_type_id = $2 and day = $3 and report_id <> $4
         and state = 'imported' and create_time::timestamptz < $5::timestamptz`,
      [record.siteId, record.reportTypeId, record.day, record.reportId, record.createTime],
    );
  }
  // The cursor only moves forward: a report taken care of later may be an older one.
  await client.query(
    `update youtube_report_jobs set cursor = $3::text
     where site_id = $1 and report_type_id = $2
       and (cursor is null or cursor::timestamptz < $3::text::timestamptz)`,
    [record.siteId, record.reportTypeId, record.createTime],
  );
  return true;
}

export function createYouTubeConnectionRepo(db: Executor) {
  return {
    async find(siteId: number): Promise<ConnectionRow | undefined> {
      const [row] = await db
        .select()
        .from(youtubeConnections)
        .where(eq(youtubeConnections.siteId, siteId));
      return row;
    },

    /** Every connection (the hourly schedule fetches for each one still connected). */
    async all(): Promise<ConnectionRow[]> {
      return db.select().from(youtubeConnections);
    },

    async connectedBy(
      siteId: number,
      accountId: number | null,
    ): Promise<{ email: string; nickname: string } | null> {
      if (accountId === null) return null;
      const [row] = await db
        .select({ email: accounts.email, nickname: accounts.nickname })
        .from(accounts)
        .where(and(eq(accounts.siteId, siteId), eq(accounts.id, accountId)));
      return row ?? null;
    },

    /** Connects (or re-connects) the site: a new grant, the jobs to be made sure of again. */
    async save(
      input: Pick<
        ConnectionRow,
        'siteId' | 'contentOwnerId' | 'refreshTokenSealed' | 'scopes' | 'connectedByAccountId'
      >,
    ): Promise<void> {
      const values = {
        ...input,
        state: 'connected' as const,
        connectedAt: new Date(),
        jobsCheckedAt: null,
        lastProblem: null,
        lastProblemAt: null,
      };
      await db
        .insert(youtubeConnections)
        .values(values)
        .onConflictDoUpdate({ target: youtubeConnections.siteId, set: values });
    },

    async remove(siteId: number): Promise<void> {
      await db.transaction(async (trx) => {
        await trx.delete(youtubeConnections).where(eq(youtubeConnections.siteId, siteId));
        await trx.delete(youtubeReportJobs).where(eq(youtubeReportJobs.siteId, siteId));
      });
    },

    async setState(siteId: number, state: YouTubeConnectionState): Promise<void> {
      await db
        .update(youtubeConnections)
        .set({ state })
        .where(eq(youtubeConnections.siteId, siteId));
    },

    async noteProblem(siteId: number, problem: YouTubeFetchProblem | null): Promise<void> {
      await db
        .update(youtubeConnections)
        .set({ lastProblem: problem, lastProblemAt: problem ? new Date() : null })
        .where(eq(youtubeConnections.siteId, siteId));
    },

    async noteFetched(siteId: number, at: Date): Promise<void> {
      await db
        .update(youtubeConnections)
        .set({ lastFetchAt: at, lastProblem: null, lastProblemAt: null })
        .where(eq(youtubeConnections.siteId, siteId));
    },

    async noteJobsChecked(siteId: number, at: Date | null): Promise<void> {
      await db
        .update(youtubeConnections)
        .set({ jobsCheckedAt: at })
        .where(eq(youtubeConnections.siteId, siteId));
    },

    async jobs(siteId: number): Promise<JobRow[]> {
      return db
        .select()
        .from(youtubeReportJobs)
        .where(eq(youtubeReportJobs.siteId, siteId))
        .orderBy(youtubeReportJobs.reportTypeId);
    },

    /** The job of a report type as found on YouTube; the cursor stays when the job does. */
    async saveJob(
      siteId: number,
      job: {
        reportTypeId: string;
        jobId: string | null;
        systemManaged: boolean;
        state: YouTubeJobState;
        jobCreatedAt: Date | null;
      },
    ): Promise<void> {
      await db
        .insert(youtubeReportJobs)
        .values({ siteId, ...job })
        .onConflictDoUpdate({
          target: [youtubeReportJobs.siteId, youtubeReportJobs.reportTypeId],
          set: {
            state: job.state,
            systemManaged: job.systemManaged,
            jobId: job.jobId,
            jobCreatedAt: job.jobCreatedAt,
            // A new job starts a new sequence of reports.
            cursor: sql`case when ${youtubeReportJobs.jobId} is not distinct from ${job.jobId}
              then ${youtubeReportJobs.cursor} else null end`,
          },
        });
    },

    /** A report of the type the fetch stopped short at: its create time and its expiry. */
    async notePending(
      siteId: number,
      reportTypeId: string,
      pending: { createTime: string; expiresAt: Date },
    ): Promise<void> {
      await db
        .update(youtubeReportJobs)
        .set({ oldestPending: pending.createTime, pendingExpiresAt: pending.expiresAt })
        .where(
          and(
            eq(youtubeReportJobs.siteId, siteId),
            eq(youtubeReportJobs.reportTypeId, reportTypeId),
          ),
        );
    },

    /** Every listed report was taken care of: nothing of the site's is pending. */
    async clearPending(siteId: number): Promise<void> {
      await db
        .update(youtubeReportJobs)
        .set({ oldestPending: null, pendingExpiresAt: null })
        .where(eq(youtubeReportJobs.siteId, siteId));
    },

    /** Which of these reports the site has recorded already, in one query. */
    async recordedOf(siteId: number, reportIds: string[]): Promise<Set<string>> {
      if (reportIds.length === 0) return new Set();
      const rows = await db
        .select({ reportId: youtubeReports.reportId })
        .from(youtubeReports)
        .where(
          and(
            eq(youtubeReports.siteId, siteId),
            sql`${youtubeReports.reportId} = any(${sql.param(reportIds)}::text[])`,
          ),
        );
      return new Set(rows.map((row) => row.reportId));
    },

    /** The imported report of a type and day made after `createTime`, if there is one. */
    async newerImported(
      siteId: number,
      reportTypeId: string,
      day: string,
      createTime: string,
    ): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(youtubeReports)
        .where(
          and(
            eq(youtubeReports.siteId, siteId),
            eq(youtubeReports.reportTypeId, reportTypeId),
            eq(youtubeReports.day, day),
            eq(youtubeReports.state, 'imported'),
            sql`${youtubeReports.createTime}::timestamptz > ${createTime}::timestamptz`,
          ),
        )
        .limit(1);
      return row;
    },

    async recentReports(siteId: number, limit: number): Promise<ReportRow[]> {
      return db
        .select()
        .from(youtubeReports)
        .where(eq(youtubeReports.siteId, siteId))
        .orderBy(
          desc(youtubeReports.fetchedAt),
          desc(sql`${youtubeReports.createTime}::timestamptz`),
        )
        .limit(limit);
    },

    async lastImported(siteId: number): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(youtubeReports)
        .where(and(eq(youtubeReports.siteId, siteId), eq(youtubeReports.state, 'imported')))
        .orderBy(desc(youtubeReports.fetchedAt))
        .limit(1);
      return row;
    },

    /**
     * The last day before which every day since the first imported one has both views and
     * revenue imported: the figures are complete up to it.
     */
    async completeUpTo(
      siteId: number,
      reportTypeIds: readonly [string, string],
    ): Promise<string | null> {
      const { rows } = await db.execute<{ day: string | null }>(sql`
        with days as (
          select day from ${youtubeReports}
          where site_id = ${siteId} and state = 'imported' and report_type_id = ${reportTypeIds[0]}
          intersect
          select day from ${youtubeReports}
          where site_id = ${siteId} and state = 'imported' and report_type_id = ${reportTypeIds[1]}
        ), numbered as (
          select day, day - (row_number() over (order by day))::int as run from days
        )
        select to_char(max(day), 'YYYY-MM-DD') as day from numbered
        where run = (select run from numbered order by day limit 1)`);
      return rows[0]?.day ?? null;
    },

    /** How many of each site's reports ended in each state, for several sites at once. */
    async reportCountsOfSites(
      siteIds: number[],
    ): Promise<Map<number, Record<YouTubeReportState, number>>> {
      const rows = await db
        .select({
          siteId: youtubeReports.siteId,
          state: youtubeReports.state,
          n: sql<number>`count(*)::int`,
        })
        .from(youtubeReports)
        .where(inArray(youtubeReports.siteId, siteIds))
        .groupBy(youtubeReports.siteId, youtubeReports.state);
      const none = () =>
        Object.fromEntries(YOUTUBE_REPORT_STATES.map((state) => [state, 0])) as Record<
          YouTubeReportState,
          number
        >;
      const bySite = new Map(siteIds.map((siteId) => [siteId, none()]));
      for (const row of rows) bySite.get(row.siteId)![row.state] = row.n;
      return bySite;
    },

    /** Which of the sites have a connection. */
    async connectedOf(siteIds: number[]): Promise<Set<number>> {
      const rows = await db
        .select({ siteId: youtubeConnections.siteId })
        .from(youtubeConnections)
        .where(inArray(youtubeConnections.siteId, siteIds));
      return new Set(rows.map((row) => row.siteId));
    },

    /** When the newest report of any type was fetched (imported or not). */
    async lastReportCreatedAt(siteId: number): Promise<Date | null> {
      const { rows } = await db.execute<{ at: Date | null }>(sql`
        select max(create_time::timestamptz) as at from ${youtubeReports} where site_id = ${siteId}`);
      const at = rows[0]?.at;
      return at ? new Date(at) : null;
    },

    async saveOAuthState(row: OAuthStateRow): Promise<void> {
      // Abandoned round trips do not pile up: a new one clears the expired ones.
      await db
        .delete(youtubeOAuthStates)
        .where(
          and(
            eq(youtubeOAuthStates.siteId, row.siteId),
            lt(youtubeOAuthStates.expiresAt, new Date()),
          ),
        );
      await db.insert(youtubeOAuthStates).values(row);
    },

    /** Takes a state once: it is deleted as it is read, so it cannot be used again. */
    async takeOAuthState(siteId: number, stateHash: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db
        .delete(youtubeOAuthStates)
        .where(
          and(eq(youtubeOAuthStates.siteId, siteId), eq(youtubeOAuthStates.stateHash, stateHash)),
        )
        .returning();
      return row;
    },

    async quotaUsed(siteId: number, day: string): Promise<number> {
      const [row] = await db
        .select({ units: youtubeQuotaUse.units })
        .from(youtubeQuotaUse)
        .where(and(eq(youtubeQuotaUse.siteId, siteId), eq(youtubeQuotaUse.day, day)));
      return row?.units ?? 0;
    },

    async spendQuota(siteId: number, day: string, units: number): Promise<void> {
      if (units === 0) return;
      await db
        .insert(youtubeQuotaUse)
        .values({ siteId, day, units })
        .onConflictDoUpdate({
          target: [youtubeQuotaUse.siteId, youtubeQuotaUse.day],
          set: { units: sql`${youtubeQuotaUse.units} + ${units}` },
        });
    },

    /**
     * Shorts in the site's figures that neither a claim nor a video list described and
     * that were not looked up yet: the ones to ask videos.list about.
     */
    async shortsWithoutDetails(siteId: number, limit: number): Promise<string[]> {
      const { rows } = await db.execute<{ video_id: string }>(sql`
        select distinct d.video_id from video_daily d
        where d.site_id = ${siteId}
          and not exists (select 1 from videos v where v.site_id = d.site_id and v.video_id = d.video_id)
          and not exists (select 1 from ${youtubeVideoLookups} l
                          where l.site_id = d.site_id and l.video_id = d.video_id)
        limit ${limit}`);
      return rows.map((row) => row.video_id);
    },

    /** Shorts' details from videos.list; a claim's ISRC, when one is known, stays. */
    async saveVideos(siteId: number, found: YouTubeVideo[]): Promise<void> {
      if (found.length === 0) return;
      await db
        .insert(videos)
        .values(
          found.map((video) => ({
            siteId,
            videoId: video.id,
            channelId: video.channelId,
            title: video.title.slice(0, 500),
            publishedAt: new Date(video.publishedAt),
            durationSeconds: Math.max(1, video.durationSeconds),
          })),
        )
        .onConflictDoUpdate({
          target: [videos.siteId, videos.videoId],
          set: {
            channelId: sql`excluded.channel_id`,
            title: sql`excluded.title`,
            publishedAt: sql`excluded.published_at`,
            durationSeconds: sql`excluded.duration_seconds`,
            updatedAt: new Date(),
          },
        });
    },

    async noteLookups(siteId: number, videoIds: string[], found: boolean): Promise<void> {
      if (videoIds.length === 0) return;
      await db
        .insert(youtubeVideoLookups)
        .values(videoIds.map((videoId) => ({ siteId, videoId, found })))
        .onConflictDoUpdate({
          target: [youtubeVideoLookups.siteId, youtubeVideoLookups.videoId],
          set: { found, lookedUpAt: new Date() },
        });
    },
  };
}

export type YouTubeConnectionRepo = ReturnType<typeof createYouTubeConnectionRepo>;
