import type { Readable } from 'node:stream';
import { YOUTUBE_REPORT_TYPES, type YouTubeFetchProblem } from '@portal/shared';
import { inOwnTransaction } from '../../db/own-transaction.ts';
import { DAY_MS } from '../../lib/days.ts';
import { ImportError } from '../revenue/import-problems.ts';
import { importFile, type Connections } from '../revenue/revenue-import.ts';
import type { FileKind } from '../revenue/report-files.ts';
import {
  ReportingError,
  type ReportingAuth,
  type ReportingReport,
  type createReportingClient,
} from '../../youtube/reporting-client.ts';
import { YouTubeError, type YouTubeClient } from '../../youtube/youtube-client.ts';
import { GoogleOAuthError } from '../../youtube/google-oauth.ts';
import { GrantRefused, type AccessTokens } from './access-tokens.ts';
import {
  compareCreateTimes,
  createdAfterFor,
  pacificDay,
  reportExpiresAt,
} from './report-times.ts';
import {
  recordReport,
  type ConnectionRow,
  type JobRow,
  type ReportRecord,
  type YouTubeConnectionRepo,
} from './youtube-connection.repo.ts';

type ReportingClient = ReturnType<typeof createReportingClient>;

/** The jobs the portal creates itself, and the kind of file each one's reports are. */
const CREATED_JOBS = [YOUTUBE_REPORT_TYPES.views, YOUTUBE_REPORT_TYPES.revenue] as const;
const FILE_KIND: Record<string, FileKind> = {
  [YOUTUBE_REPORT_TYPES.views]: 'views',
  [YOUTUBE_REPORT_TYPES.revenue]: 'revenue',
  [YOUTUBE_REPORT_TYPES.claims]: 'claims',
};

/** The jobs are made sure of once a day (and on connect). */
const JOBS_CHECK_MS = DAY_MS;
/** Shorts looked up with videos.list per fetch at most (50 a call: 20 quota units). */
const LOOKUPS_PER_FETCH = 1000;

/** YouTube could not be reached or limited us: the fetch is tried again later. */
export class FetchLater extends Error {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

export type FetchDeps = {
  repo: YouTubeConnectionRepo;
  tokens: AccessTokens;
  reporting: ReportingClient;
  youtube: YouTubeClient;
  /** The import's connections (the app's site-scoped pool). */
  pool: Connections;
  log: {
    warn(detail: object, message: string): void;
    info?(detail: object, message: string): void;
  };
  now: () => Date;
  /** Told when a grant is refused, for the audit log. */
  onGrantRefused?: (siteId: number) => Promise<void>;
  /**
   * Called between reports: on the embedded database it lets the one connection go now
   * and then, so an operator command is not kept waiting for a whole long fetch.
   */
  yieldTurn?: () => Promise<void>;
};

export type FetchOutcome = {
  /** Why nothing was fetched, when nothing was. */
  stopped?: 'not_connected' | 'needs_reconnect' | 'owner_forbidden';
  imported: number;
  superseded: number;
  missed: number;
  failed: number;
};

/**
 * One fetch of a site's connection (docs/product.md §8.6): make sure of the jobs (daily),
 * list every job's new reports since its cursor, and import each in the order YouTube
 * made them, through the same import as a hand-carried file. A report's record and its
 * job's cursor commit in the import's own transaction, so a crash at any point loses
 * nothing and imports nothing twice. Runs in the site's scope.
 */
export async function fetchReports(deps: FetchDeps, siteId: number): Promise<FetchOutcome> {
  const outcome: FetchOutcome = { imported: 0, superseded: 0, missed: 0, failed: 0 };
  const connection = await deps.repo.find(siteId);
  if (!connection) return { ...outcome, stopped: 'not_connected' };
  if (connection.state !== 'connected') return { ...outcome, stopped: 'needs_reconnect' };
  const call = authorised(deps, connection);
  try {
    const checkedAt = connection.jobsCheckedAt?.getTime() ?? 0;
    if (deps.now().getTime() - checkedAt >= JOBS_CHECK_MS) await ensureJobs(deps, connection);
    const listed = await listNewReports(deps, siteId, call);
    await takeCareOfAll(deps, call, siteId, listed, outcome);
    await deps.repo.clearPending(siteId);
    await lookUpShorts(deps, siteId);
    await deps.repo.noteFetched(siteId, deps.now());
    return outcome;
  } catch (error) {
    if (error instanceof GrantRefused) {
      await deps.repo.setState(siteId, 'needs_reconnect');
      await deps.repo.noteProblem(siteId, 'grant_refused');
      await deps.onGrantRefused?.(siteId);
      deps.log.warn({ siteId }, 'YouTube connection needs re-connecting: Google refused the grant');
      return { ...outcome, stopped: 'needs_reconnect' };
    }
    if (error instanceof ReportingError && error.problem === 'forbidden') {
      await deps.repo.noteProblem(siteId, 'owner_forbidden');
      deps.log.warn({ siteId }, 'YouTube refused the content owner (403)');
      return { ...outcome, stopped: 'owner_forbidden' };
    }
    const problem = passingProblem(error);
    if (!problem) throw error;
    await deps.repo.noteProblem(siteId, problem);
    throw new FetchLater(
      `YouTube ${problem}: ${error instanceof Error ? error.message : String(error)}`,
      error instanceof ReportingError ? error.retryAfterMs : undefined,
    );
  }
}

/** Problems that pass by themselves (rate limits, outages, a cut download), as the screen says them. */
function passingProblem(error: unknown): YouTubeFetchProblem | undefined {
  if (error instanceof ReportingError) {
    if (error.problem === 'rate_limited' || error.problem === 'unavailable') return 'unavailable';
    if (error.problem === 'bad_reply' || error.problem === 'invalid_argument') return 'bad_reply';
    return undefined;
  }
  if (error instanceof YouTubeError) return 'unavailable';
  // Google's token endpoint out of reach or answering nonsense: a refresh to try again.
  if (error instanceof GoogleOAuthError)
    return error.problem === 'unavailable' ? 'unavailable' : 'bad_reply';
  // A download cut in the middle (a reset, a truncated gzip stream).
  const code = (error as { code?: unknown } | null)?.code;
  if (
    typeof code === 'string' &&
    /^(ECONNRESET|EPIPE|ETIMEDOUT|Z_|ERR_STREAM_PREMATURE_CLOSE|UND_ERR)/.test(code)
  )
    return 'unavailable';
  return undefined;
}

type Call = <T>(run: (auth: ReportingAuth) => Promise<T>) => Promise<T>;

/** Runs a Reporting API call with the connection's access token, refreshed once on a 401. */
function authorised(deps: FetchDeps, connection: ConnectionRow): Call {
  return async (run) => {
    const auth = (accessToken: string) => ({
      accessToken,
      contentOwnerId: connection.contentOwnerId,
    });
    try {
      return await run(auth(await deps.tokens.get(connection)));
    } catch (error) {
      if (!(error instanceof ReportingError) || error.problem !== 'unauthenticated') throw error;
      deps.tokens.forget(connection.siteId);
      return run(auth(await deps.tokens.get(connection)));
    }
  };
}

/**
 * Makes sure a job exists for each report type the portal creates (a 409 means it does)
 * and finds YouTube's own claims job; a job gone is made again, a deprecated type noted.
 */
export async function ensureJobs(deps: FetchDeps, connection: ConnectionRow): Promise<void> {
  const call = authorised(deps, connection);
  const { siteId } = connection;
  const types = await call((auth) =>
    deps.reporting.reportTypes(auth, { includeSystemManaged: true }),
  );
  let jobs = await call((auth) => deps.reporting.jobs(auth, { includeSystemManaged: true }));
  const deprecated = (id: string) => Boolean(types.find((type) => type.id === id)?.deprecateTime);
  for (const reportTypeId of CREATED_JOBS) {
    let job = jobs.find((j) => j.reportTypeId === reportTypeId && !j.systemManaged);
    if (!job && types.some((type) => type.id === reportTypeId)) {
      try {
        job = await call((auth) =>
          deps.reporting.createJob(auth, { reportTypeId, name: `portal ${reportTypeId}` }),
        );
      } catch (error) {
        if (!(error instanceof ReportingError) || error.problem !== 'conflict') throw error;
        jobs = await call((auth) => deps.reporting.jobs(auth, { includeSystemManaged: true }));
        job = jobs.find((j) => j.reportTypeId === reportTypeId && !j.systemManaged);
      }
    }
    await deps.repo.saveJob(siteId, {
      reportTypeId,
      jobId: job?.id ?? null,
      systemManaged: false,
      state: !job ? 'missing' : deprecated(reportTypeId) ? 'deprecated' : 'active',
      jobCreatedAt: job ? new Date(job.createTime) : null,
    });
  }
  const claims = jobs.find((j) => j.reportTypeId === YOUTUBE_REPORT_TYPES.claims);
  await deps.repo.saveJob(siteId, {
    reportTypeId: YOUTUBE_REPORT_TYPES.claims,
    jobId: claims?.id ?? null,
    systemManaged: true,
    state: !claims ? 'missing' : deprecated(YOUTUBE_REPORT_TYPES.claims) ? 'deprecated' : 'active',
    jobCreatedAt: claims ? new Date(claims.createTime) : null,
  });
  await deps.repo.noteJobsChecked(siteId, deps.now());
}

/** A listed report with the job it came from. */
type Listed = { job: JobRow; report: ReportingReport };

/**
 * Every job's reports since its cursor (every page). A job YouTube no longer has is
 * marked missing and made again at the next fetch.
 */
async function listNewReports(deps: FetchDeps, siteId: number, call: Call): Promise<Listed[]> {
  const listed: Listed[] = [];
  for (const job of await deps.repo.jobs(siteId)) {
    if (job.jobId === null || job.state === 'missing') continue;
    try {
      const reports = await call((auth) =>
        deps.reporting.reports(auth, job.jobId!, { createdAfter: createdAfterFor(job.cursor) }),
      );
      for (const report of reports) listed.push({ job, report });
    } catch (error) {
      if (!(error instanceof ReportingError) || error.problem !== 'not_found') throw error;
      await deps.repo.saveJob(siteId, {
        reportTypeId: job.reportTypeId,
        jobId: job.jobId,
        systemManaged: job.systemManaged,
        state: 'missing',
        jobCreatedAt: job.jobCreatedAt,
      });
      await deps.repo.noteJobsChecked(siteId, null);
      deps.log.warn({ siteId, reportTypeId: job.reportTypeId }, 'YouTube report job is gone');
    }
  }
  return listed;
}

/**
 * Takes care of the listed reports of every job together, in the order YouTube made
 * them: a day's views and revenue arrive side by side (historical reports newest day
 * first when that is how they were made), not every view before the first revenue.
 * The reports recorded already are read once for the whole listing; one another fetch
 * records in the meantime is still imported only once, as its record's primary key
 * rolls this fetch's import back.
 */
async function takeCareOfAll(
  deps: FetchDeps,
  call: Call,
  siteId: number,
  listed: Listed[],
  outcome: FetchOutcome,
): Promise<void> {
  listed.sort((a, b) => compareCreateTimes(a.report.createTime, b.report.createTime));
  const recorded = await deps.repo.recordedOf(
    siteId,
    listed.map(({ report }) => report.id),
  );
  for (const { job, report } of listed) {
    await deps.yieldTurn?.();
    if (recorded.has(report.id)) continue;
    try {
      await takeCareOf(deps, call, job, report, outcome);
      // A report listed twice (on two pages) is taken care of once.
      recorded.add(report.id);
    } catch (error) {
      // Fetched again next time; meanwhile its expiry is watched (the 7-day alarm).
      await deps.repo.notePending(job.siteId, job.reportTypeId, {
        createTime: report.createTime,
        expiresAt: reportExpiresAt(report, job.jobCreatedAt),
      });
      throw error;
    }
  }
}

/** One listed report: superseded by a newer one of its day, or downloaded and imported. */
async function takeCareOf(
  deps: FetchDeps,
  call: Call,
  job: JobRow,
  report: ReportingReport,
  outcome: FetchOutcome,
): Promise<void> {
  const { siteId } = job;
  const record: ReportRecord = {
    siteId,
    reportId: report.id,
    jobId: report.jobId || job.jobId!,
    reportTypeId: job.reportTypeId,
    day: pacificDay(report.startTime),
    createTime: report.createTime,
    state: 'imported',
  };
  const newer = await deps.repo.newerImported(
    siteId,
    record.reportTypeId,
    record.day,
    record.createTime,
  );
  if (newer) {
    await writeRecord(deps, { ...record, state: 'superseded' });
    outcome.superseded += 1;
    return;
  }
  const state = await importReport(deps, call, record, report.downloadUrl);
  outcome[state] += 1;
}

/** Another fetch imported the report first: this import rolls back. */
class TakenElsewhere extends Error {}

/** A record on its own (not with an import): its own short transaction. */
async function writeRecord(deps: FetchDeps, record: ReportRecord): Promise<void> {
  await inOwnTransaction(deps.pool, (client) => recordReport(client, record));
}

/**
 * Downloads one report and imports it. What YouTube no longer has is recorded as
 * missed; a file the import refuses (malformed, of another kind than its job makes, a
 * download address off YouTube's host) as failed with why; a download cut in the
 * middle throws, and the report is fetched again next time.
 */
async function importReport(
  deps: FetchDeps,
  call: Call,
  record: ReportRecord,
  downloadUrl: string,
): Promise<'imported' | 'missed' | 'failed'> {
  let stream: Readable;
  try {
    stream = await call((auth) => deps.reporting.download(auth, downloadUrl));
  } catch (error) {
    if (
      error instanceof ReportingError &&
      (error.problem === 'not_found' || error.problem === 'gone')
    ) {
      await writeRecord(deps, {
        ...record,
        state: 'missed',
        error: `HTTP ${error.status ?? ''}`.trim(),
      });
      return 'missed';
    }
    if (error instanceof ReportingError && error.problem === 'bad_reply') {
      await writeRecord(deps, { ...record, state: 'failed', error: error.message });
      return 'failed';
    }
    throw error;
  }
  // The import reads the stream and sees its error; a second one emitted as the cut
  // connection closes, after the import has let go, must not become an unhandled error.
  stream.on('error', () => {});
  const expected = FILE_KIND[record.reportTypeId];
  try {
    await importFile(deps.pool, {
      siteId: record.siteId,
      file: `${record.reportTypeId}_${record.day.replaceAll('-', '')}_${record.reportId}.csv`,
      stream,
      importedBy: 'youtube',
      beforeCommit: async (client, summary) => {
        if (summary.kind !== expected)
          throw new ImportError(
            summary.file,
            `the report is a ${summary.kind} file, not the ${expected ?? 'known'} file its job makes`,
          );
        const first = await recordReport(client, {
          ...record,
          rows: summary.rowsRead,
          rowsWithoutShort: summary.rowsWithoutShort,
          bytes: summary.bytes,
          sha256: summary.sha256,
        });
        if (!first) throw new TakenElsewhere();
      },
    });
    return 'imported';
  } catch (error) {
    if (error instanceof TakenElsewhere) return 'imported';
    if (!(error instanceof ImportError)) throw error;
    await writeRecord(deps, { ...record, state: 'failed', error: error.message });
    return 'failed';
  }
}

/**
 * Shorts in the figures that no claim described get their title, date and length from
 * Data API videos.list (1 quota unit per 50); ids YouTube no longer has are marked so
 * and not asked for again. A quota or key problem leaves them for the next fetch.
 */
async function lookUpShorts(deps: FetchDeps, siteId: number): Promise<void> {
  const ids = await deps.repo.shortsWithoutDetails(siteId, LOOKUPS_PER_FETCH);
  if (ids.length === 0) return;
  try {
    const { found, missing } = await deps.youtube.listVideos(ids);
    await deps.repo.saveVideos(siteId, found);
    await deps.repo.noteLookups(
      siteId,
      found.map((video) => video.id),
      true,
    );
    await deps.repo.noteLookups(siteId, missing, false);
  } catch (error) {
    if (!(error instanceof YouTubeError)) throw error;
    deps.log.warn({ siteId, problem: error.problem }, 'videos.list failed; Shorts looked up later');
  } finally {
    await deps.repo.spendQuota(
      siteId,
      deps.now().toISOString().slice(0, 10),
      Math.ceil(ids.length / 50),
    );
  }
}
