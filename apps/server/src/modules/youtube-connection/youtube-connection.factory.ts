import type { Config } from '../../config.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMBEDDED_IDLE_MS, type Database } from '../../db/client.ts';
import { createSecretBox, type SecretsKeyRing } from '../../lib/secrets.ts';
import { createGoogleOAuthClient } from '../../youtube/google-oauth.ts';
import { createReportingClient } from '../../youtube/reporting-client.ts';
import type { YouTubeClient } from '../../youtube/youtube-client.ts';
import type { createAuditRepo } from '../audit/audit.repo.ts';
import { createAccessTokens } from './access-tokens.ts';
import type { FetchQueue } from '../../jobs/report-fetch.job.ts';
import { fetchReports, type FetchDeps } from './report-fetch.ts';
import { createYouTubeConnectionRepo } from './youtube-connection.repo.ts';
import { createYouTubeConnectionService } from './youtube-connection.service.ts';

/** On the embedded database a long fetch lets its one connection go this often. */
const TURN_MS = 15_000;

/**
 * Idle long enough for the pool to hand the embedded database's one connection back,
 * so an operator command waiting for it gets its turn during a long fetch.
 */
function embeddedTurns(): () => Promise<void> {
  let turn = performance.now();
  return async () => {
    if (performance.now() - turn < TURN_MS) return;
    await sleep(EMBEDDED_IDLE_MS + 100);
    turn = performance.now();
  };
}

const NO_QUEUE = () => Promise.reject(new Error("fetching reports needs the server's job queue"));

/**
 * The YouTube connection's parts, built once from the settings: Google's OAuth client,
 * the Reporting API client, the sealed-secrets box, this process's access tokens, the
 * fetch, and the service the routes call. Without a job queue (operator commands) a
 * fetch can still be run directly; queuing one is refused.
 */
export function createYouTubeConnection(deps: {
  database: Database;
  settings: Config['youtube'];
  secretsKeys: SecretsKeyRing;
  youtube: YouTubeClient;
  audit: ReturnType<typeof createAuditRepo>;
  log: FetchDeps['log'];
  now: () => Date;
  queue: FetchQueue | undefined;
}) {
  const oauth = createGoogleOAuthClient(deps.settings.oauth);
  const reporting = createReportingClient({ baseUrl: deps.settings.reportingBaseUrl });
  const box = createSecretBox(deps.secretsKeys);
  const tokens = createAccessTokens({ oauth, box, now: deps.now });
  const repo = createYouTubeConnectionRepo(deps.database.db);
  const fetchDeps: FetchDeps = {
    repo,
    tokens,
    reporting,
    youtube: deps.youtube,
    pool: deps.database.pool,
    log: deps.log,
    now: deps.now,
    ...(deps.database.engine === 'pglite' ? { yieldTurn: embeddedTurns() } : {}),
    onGrantRefused: (siteId) =>
      deps.audit.record(siteId, {
        actor: { ip: undefined },
        action: 'youtube.grant_refused',
      }),
  };
  const { queue } = deps;
  const service = createYouTubeConnectionService({
    repo,
    oauth,
    reporting,
    tokens,
    box,
    audit: deps.audit,
    fetchDeps,
    enqueueFetch: queue?.enqueue ?? NO_QUEUE,
    fetching: queue?.fetching ?? (() => Promise.resolve(false)),
    schedule: queue?.schedule ?? { add: NO_QUEUE, remove: NO_QUEUE },
    log: deps.log,
    now: deps.now,
  });
  return {
    service,
    repo,
    /** One fetch of a site's reports, in the caller's scope (the worker's: the site's). */
    fetch: (siteId: number) => fetchReports(fetchDeps, siteId),
  };
}
