import type {
  OverviewConnection,
  YouTubeConnection,
  YouTubeFetchProblem,
  YouTubeReportTypeId,
} from '@portal/shared';
import type { ConnectionHealth, ConnectionStatus } from './youtube-connection.service.ts';
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

/** A connection's health, as the operators' overview reads it of every site. */
export function presentHealth(health: ConnectionHealth, fetching: boolean): OverviewConnection {
  const { connection } = health;
  return {
    state: connection.state,
    contentOwnerId: connection.contentOwnerId,
    lastReport: health.lastReport ? presentReport(health.lastReport) : null,
    completeUpTo: health.completeUpTo,
    lastFetchAt: connection.lastFetchAt?.toISOString() ?? null,
    fetching,
    lastProblem:
      connection.lastProblem && connection.lastProblemAt
        ? {
            problem: connection.lastProblem as YouTubeFetchProblem,
            at: connection.lastProblemAt.toISOString(),
          }
        : null,
    alarms: health.alarms,
  };
}

/**
 * A connection as the screen reads it. The sealed refresh token is never part of a
 * reply: nothing here reads it.
 */
export function presentConnection(status: ConnectionStatus, fetching: boolean): YouTubeConnection {
  return {
    ...presentHealth(status, fetching),
    connectedBy: status.connectedBy,
    connectedAt: status.connection.connectedAt.toISOString(),
    jobs: status.jobs.map((job) => ({
      reportTypeId: job.reportTypeId as YouTubeReportTypeId,
      jobId: job.jobId,
      systemManaged: job.systemManaged,
      state: job.state,
    })),
    reports: status.reports.map(presentReport),
    quotaUsedToday: status.quotaUsedToday,
  };
}
