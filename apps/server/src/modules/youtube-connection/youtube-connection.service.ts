import { randomBytes } from 'node:crypto';
import {
  YOUTUBE_EXPIRY_ALARM_DAYS,
  YOUTUBE_NO_REPORT_ALARM_HOURS,
  YOUTUBE_REPORT_TYPES,
  type YouTubeAlarm,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { DAY_MS } from '../../lib/days.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import {
  GoogleOAuthError,
  pkcePair,
  type createGoogleOAuthClient,
} from '../../youtube/google-oauth.ts';
import { ReportingError, type createReportingClient } from '../../youtube/reporting-client.ts';
import type { Actor, AuditAction, createAuditRepo, OtherActor } from '../audit/audit.repo.ts';
import { hashSecret } from '../sessions/sessions.service.ts';
import type { SessionAccount } from '../sessions/sessions.service.ts';
import { refreshTokenContext, type AccessTokens } from './access-tokens.ts';
import { ensureJobs, type FetchDeps } from './report-fetch.ts';
import { createTimeMicros } from './report-times.ts';
import type {
  ConnectionRow,
  JobRow,
  ReportRow,
  YouTubeConnectionRepo,
} from './youtube-connection.repo.ts';

/** A round trip through Google's consent page must come back within this. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;
/** Reports the screen lists. */
const RECENT_REPORTS = 20;

/**
 * A connection's health: its state, the newest report, what is complete and its alarms
 * (what the operators' overview shows of every site; before the presenter names the fields).
 */
export type ConnectionHealth = {
  connection: ConnectionRow;
  jobs: JobRow[];
  lastReport: ReportRow | undefined;
  completeUpTo: string | null;
  alarms: { kind: YouTubeAlarm; reportTypeId: string | null; day: string | null }[];
};

/** A connection as the screen shows it: its health, who connected it, the recent reports. */
export type ConnectionStatus = ConnectionHealth & {
  connectedBy: { email: string; nickname: string } | null;
  reports: ReportRow[];
  quotaUsedToday: number;
};

type GoogleOAuthClient = ReturnType<typeof createGoogleOAuthClient>;
type Grant = Awaited<ReturnType<GoogleOAuthClient['exchangeCode']>>;
type ReportingClient = ReturnType<typeof createReportingClient>;

/**
 * Connecting a network's YouTube content-owner account (docs/product.md §8.2, §14.3): the
 * OAuth 2.0 web-server flow with PKCE and a `state` bound to the manager's session, the
 * refresh token sealed at rest, the report jobs made sure of, and disconnecting (revoking
 * the grant at Google). Fetching itself is report-fetch.ts, run by the queue.
 */
export function createYouTubeConnectionService(deps: {
  repo: YouTubeConnectionRepo;
  oauth: GoogleOAuthClient;
  reporting: ReportingClient;
  tokens: AccessTokens;
  box: SecretBox;
  audit: ReturnType<typeof createAuditRepo>;
  fetchDeps: FetchDeps;
  /** Puts a fetch of the site on the queue (and its hourly schedule); absent outside the server. */
  enqueueFetch: (siteId: number) => Promise<boolean>;
  /** Whether a fetch of the site is queued or running. */
  fetching: (siteId: number) => Promise<boolean>;
  schedule: { add(siteId: number): Promise<void>; remove(siteId: number): Promise<void> };
  log: { warn(detail: object, message: string): void };
  now: () => Date;
}) {
  const { repo } = deps;

  const record = (siteId: number, actor: Actor | OtherActor, action: AuditAction, detail = {}) =>
    deps.audit.record(siteId, { actor, action, detail });

  /** Revokes a grant at Google; a failure is logged, never shown (the grant is ours to drop). */
  const revoke = async (siteId: number, sealed: string) => {
    try {
      await deps.oauth.revoke(deps.box.open(sealed, refreshTokenContext(siteId)));
    } catch (error) {
      deps.log.warn(
        { siteId, problem: error instanceof GoogleOAuthError ? error.problem : 'unknown' },
        'revoking the YouTube grant failed',
      );
    }
  };

  /**
   * Keeps a fresh grant for the site once the content owner is tried (YouTube's 403: the
   * Google account may not act for it), replacing (and revoking) an earlier one, then
   * makes sure of the jobs and starts fetching.
   */
  const keep = async (
    siteId: number,
    input: { contentOwnerId: string; grant: Grant },
    connectedByAccountId: number | null,
    actor: Actor | OtherActor,
  ): Promise<void> => {
    const { grant, contentOwnerId } = input;
    try {
      await deps.reporting.jobs(
        { accessToken: grant.accessToken, contentOwnerId },
        { includeSystemManaged: false },
      );
    } catch (error) {
      await deps.oauth.revoke(grant.refreshToken).catch(() => {});
      if (error instanceof ReportingError && error.problem === 'forbidden')
        throw new AppError('youtube_owner_forbidden');
      throw new AppError('youtube_unavailable');
    }
    const previous = await repo.find(siteId);
    const refreshTokenSealed = deps.box.seal(grant.refreshToken, refreshTokenContext(siteId));
    await repo.save({
      siteId,
      contentOwnerId,
      refreshTokenSealed,
      scopes: grant.scopes.join(' '),
      connectedByAccountId,
    });
    deps.tokens.remember(siteId, refreshTokenSealed, grant.accessToken, grant.expiresAt);
    // A re-connection replaces the old grant: it is no use to anyone any more.
    if (previous) await revoke(siteId, previous.refreshTokenSealed);
    await record(siteId, actor, 'youtube.connected', {
      contentOwnerId,
      reconnected: Boolean(previous),
    });
    const connection = (await repo.find(siteId))!;
    // The jobs now, so the screen shows them at once; a hiccup leaves them to the fetch.
    await ensureJobs(deps.fetchDeps, connection).catch((error: unknown) =>
      deps.log.warn(
        { siteId, problem: error instanceof ReportingError ? error.problem : 'unknown' },
        'making sure of the report jobs failed; the fetch tries again',
      ),
    );
    await deps.schedule.add(siteId);
    await deps.enqueueFetch(siteId);
  };

  /** The site's connection without its reports and quota; null when not connected. */
  async function health(siteId: number): Promise<ConnectionHealth | null> {
    const connection = await repo.find(siteId);
    if (!connection) return null;
    const [jobs, lastReport, completeUpTo, lastCreated] = await Promise.all([
      repo.jobs(siteId),
      repo.lastImported(siteId),
      repo.completeUpTo(siteId, [YOUTUBE_REPORT_TYPES.views, YOUTUBE_REPORT_TYPES.revenue]),
      repo.lastReportCreatedAt(siteId),
    ]);
    const lastSeen = lastCreated ?? connection.connectedAt;
    return {
      connection,
      jobs,
      lastReport,
      completeUpTo,
      alarms: alarmsOf(connection, jobs, lastSeen, deps.now()),
    };
  }

  return {
    configured: () => deps.oauth.configured,

    health,

    async status(siteId: number): Promise<ConnectionStatus | null> {
      const found = await health(siteId);
      if (!found) return null;
      const [connectedBy, reports, quotaUsedToday] = await Promise.all([
        repo.connectedBy(siteId, found.connection.connectedByAccountId),
        repo.recentReports(siteId, RECENT_REPORTS),
        repo.quotaUsed(siteId, deps.now().toISOString().slice(0, 10)),
      ]);
      return { ...found, connectedBy, reports, quotaUsedToday };
    },

    /** How many of each site's reports ended in each state (the operators' ingestion view). */
    reportCountsOfSites: (siteIds: number[]) => repo.reportCountsOfSites(siteIds),

    /** Which of the sites are connected: the others have no health or status to read. */
    connectedOf: (siteIds: number[]) => repo.connectedOf(siteIds),

    fetching: deps.fetching,

    /**
     * Starts connecting: a fresh `state` and PKCE verifier kept for this session (the
     * verifier sealed), and the consent page's address to send the manager to.
     */
    async start(
      session: SessionAccount,
      input: { contentOwnerId: string; redirectUri: string },
    ): Promise<string> {
      if (!deps.oauth.configured) throw new AppError('youtube_not_configured');
      const state = randomBytes(32).toString('base64url');
      const { verifier, challenge } = pkcePair();
      const siteId = session.account.siteId;
      await repo.saveOAuthState({
        siteId,
        stateHash: hashSecret(state),
        sessionTokenHash: session.tokenHash,
        accountId: session.account.id,
        contentOwnerId: input.contentOwnerId,
        redirectUri: input.redirectUri,
        codeVerifierSealed: deps.box.seal(verifier, `youtube-pkce:site:${siteId}`),
        expiresAt: new Date(deps.now().getTime() + OAUTH_STATE_TTL_MS),
      });
      return deps.oauth.authorizationUrl({
        redirectUri: input.redirectUri,
        state,
        codeChallenge: challenge,
      });
    },

    /**
     * Completes connecting with what Google sent back. The state is taken once and must
     * belong to this session; the code is exchanged with its verifier; the content owner
     * is tried (YouTube's 403 means this Google account may not act for it) before the
     * grant is kept, sealed. Nothing is kept when any step refuses.
     */
    async complete(
      session: SessionAccount,
      actor: Actor,
      input: { state: string; code?: string | undefined; error?: string | undefined },
    ): Promise<void> {
      const siteId = session.account.siteId;
      const pending = await repo.takeOAuthState(siteId, hashSecret(input.state));
      if (
        !pending ||
        pending.sessionTokenHash !== session.tokenHash ||
        pending.expiresAt.getTime() < deps.now().getTime()
      )
        throw new AppError('youtube_state_invalid');
      if (input.error !== undefined || input.code === undefined)
        throw new AppError('youtube_access_denied');
      let grant;
      try {
        grant = await deps.oauth.exchangeCode({
          code: input.code,
          redirectUri: pending.redirectUri,
          codeVerifier: deps.box.open(pending.codeVerifierSealed, `youtube-pkce:site:${siteId}`),
        });
      } catch (error) {
        if (error instanceof GoogleOAuthError && error.problem === 'invalid_grant')
          throw new AppError('youtube_code_invalid');
        throw new AppError('youtube_unavailable');
      }
      await keep(
        siteId,
        { contentOwnerId: pending.contentOwnerId, grant },
        pending.accountId,
        actor,
      );
    },

    /**
     * Keeps a grant obtained outside a manager's round trip: the demo network's, which
     * its set-up obtains from the stand-in's consent page as a manager would.
     */
    connectWithGrant: keep,

    /** Revokes the grant at Google and forgets the connection; the reports fetched stay. */
    async disconnect(siteId: number, actor: Actor): Promise<void> {
      const connection = await repo.find(siteId);
      if (!connection) throw new AppError('youtube_not_connected');
      await revoke(siteId, connection.refreshTokenSealed);
      await repo.remove(siteId);
      deps.tokens.forget(siteId);
      await deps.schedule.remove(siteId);
      await record(siteId, actor, 'youtube.disconnected', {
        contentOwnerId: connection.contentOwnerId,
      });
    },

    async fetchNow(siteId: number): Promise<void> {
      const connection = await repo.find(siteId);
      if (!connection) throw new AppError('youtube_not_connected');
      await deps.enqueueFetch(siteId);
    },
  };
}

export type YouTubeConnectionService = ReturnType<typeof createYouTubeConnectionService>;

/** The alarms of a connection (docs/operations.md says what each means and what to do). */
export function alarmsOf(
  connection: ConnectionRow,
  jobs: JobRow[],
  lastReportAt: Date,
  now: Date,
): ConnectionStatus['alarms'] {
  const alarms: ConnectionStatus['alarms'] = [];
  if (connection.state === 'needs_reconnect')
    alarms.push({ kind: 'needs_reconnect', reportTypeId: null, day: null });
  if (now.getTime() - lastReportAt.getTime() > YOUTUBE_NO_REPORT_ALARM_HOURS * 3_600_000)
    alarms.push({ kind: 'no_new_report', reportTypeId: null, day: null });
  for (const job of jobs) {
    if (job.state === 'deprecated')
      alarms.push({ kind: 'deprecated_type', reportTypeId: job.reportTypeId, day: null });
    if (job.oldestPending && job.pendingExpiresAt) {
      const madeAt = Number(createTimeMicros(job.oldestPending) / 1000n);
      if (job.pendingExpiresAt.getTime() - now.getTime() < YOUTUBE_EXPIRY_ALARM_DAYS * DAY_MS)
        alarms.push({
          kind: 'expiring_unfetched',
          reportTypeId: job.reportTypeId,
          day: new Date(madeAt).toISOString().slice(0, 10),
        });
    }
  }
  return alarms;
}
