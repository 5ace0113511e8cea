import type { YouTubeConnection, YouTubeFetchProblem, YouTubeReportTypeId } from '@portal/shared';
import type { ConnectionStatus } from './youtube-connection.service.ts';
import type { ReportRow } from './youtube-connection.repo.ts';

function presentReport(row: ReportRow) {
  return {
    reportId: row.reportId,
    reportTypeId: row.reportTypeId as YouTubeReportTypeId,
    day: row.day,
    createTime: row.createTime,
    state: row.state,
    rows: row.rows,
    fetchedAt: row.fetchedAt.toISOString(),
    error: row.error,
  };
}

/**
 * A connection as the screen reads it. The sealed refresh token is never part of a
 * reply: nothing here reads it.
 */
export function presentConnection(status: ConnectionStatus, fetching: boolean): YouTubeConnection {
  const { connection } = status;
  return {
    state: connection.state,
    contentOwnerId: connection.contentOwnerId,
    connectedBy: status.connectedBy,
    connectedAt: connection.connectedAt.toISOString(),
    jobs: status.jobs.map((job) => ({
      reportTypeId: job.reportTypeId as YouTubeReportTypeId,
      jobId: job.jobId,
      systemManaged: job.systemManaged,
      state: job.state,
    })),
    lastReport: status.lastReport ? presentReport(status.lastReport) : null,
    completeUpTo: status.completeUpTo,
    lastFetchAt: connection.lastFetchAt?.toISOString() ?? null,
    fetching,
    lastProblem:
      connection.lastProblem && connection.lastProblemAt
        ? {
            problem: connection.lastProblem as YouTubeFetchProblem,
            at: connection.lastProblemAt.toISOString(),
          }
        : null,
    alarms: status.alarms,
    reports: status.reports.map(presentReport),
    quotaUsedToday: status.quotaUsedToday,
  };
}
