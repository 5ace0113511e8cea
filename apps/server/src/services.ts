import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_IMPORT_UPLOAD_MAX_BYTES, DEFAULT_PORT, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobSenders } from './jobs/jobs.ts';
import { createSecretBox, type SecretsKeyRing } from './lib/secrets.ts';
import { createAccountsRepo } from './modules/accounts/accounts.repo.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAuditRepo } from './modules/audit/audit.repo.ts';
import { createOperatorOverview } from './modules/overview/overview.service.ts';
import { createChannelsRepo } from './modules/channels/channels.repo.ts';
import { createChannelsService } from './modules/channels/channels.service.ts';
import { createEarningsService } from './modules/earnings/earnings.service.ts';
import { createForfeits } from './modules/earnings/forfeits.ts';
import { createLedgerRepo } from './modules/earnings/ledger.repo.ts';
import { createEventMail } from './modules/mail/event-mail.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createOutboxRepo } from './modules/mail/outbox.repo.ts';
import { createMembersRepo } from './modules/members/members.repo.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { createCatalogueService } from './modules/musics/catalogue.service.ts';
import { createMusicsRepo } from './modules/musics/musics.repo.ts';
import { createMusicsService } from './modules/musics/musics.service.ts';
import { createNetworkTokensRepo } from './modules/network-tokens/network-tokens.repo.ts';
import { createNetworkTokensService } from './modules/network-tokens/network-tokens.service.ts';
import { createNoticesRepo } from './modules/notices/notices.repo.ts';
import { createNoticesService } from './modules/notices/notices.service.ts';
import { createOperatorAccountsRepo } from './modules/operator/operator-accounts.repo.ts';
import { createOperatorAccounts } from './modules/operator/operator-accounts.service.ts';
import { createOperatorAuth } from './modules/operator/operator-auth.ts';
import { createOperatorTokensRepo } from './modules/operator/operator-tokens.repo.ts';
import { createOperatorTokens } from './modules/operator/operator-tokens.service.ts';
import { createPasswordResets } from './modules/password-reset/password-reset.service.ts';
import { createImportHistoryRepo } from './modules/revenue/import-history.repo.ts';
import { createUploadsRepo } from './modules/revenue/uploads.repo.ts';
import { createRevenueUploads } from './modules/revenue/uploads.service.ts';
import { currentWindow } from './modules/reports/report-windows.ts';
import { createReportsRepo } from './modules/reports/plans/index.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createSessionsRepo } from './modules/sessions/sessions.repo.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createSignInLimits } from './modules/sessions/sign-in-limits.ts';
import { createSitesRepo } from './modules/sites/sites.repo.ts';
import { createSitesService } from './modules/sites/sites.service.ts';
import { createYouTubeConnection } from './modules/youtube-connection/youtube-connection.factory.ts';
import { createYouTubeClient } from './youtube/youtube-client.ts';

/** The settings the domains' services read. */
export type ServicesConfig = Pick<Config, 'sessionTtlDays' | 'loginCodeTtlMinutes' | 'youtube'> &
  Partial<
    Pick<
      Config,
      | 'sessionIdleHours'
      | 'operatorTokenTtlDays'
      | 'operatorSessionHours'
      | 'operatorSessionIdleMinutes'
      | 'publicOrigin'
      | 'port'
      | 'importUploadMaxBytes'
    >
  > & {
    secretsKeys: SecretsKeyRing;
  };

/**
 * Where the services report problems, and the job queue's senders: the server has them
 * all; operator commands run without a job queue, so what needs one is refused there.
 */
type Runtime = { log: Pick<FastifyBaseLogger, 'warn' | 'error'> } & Partial<JobSenders>;
/** Outside the server (operator commands) problems go to the terminal. */
const consoleLog: Runtime['log'] = {
  warn: (detail: unknown, message?: string) => console.warn(message ?? detail, detail),
  error: (detail: unknown, message?: string) => console.error(message ?? detail, detail),
} as Runtime['log'];

/** Builds the services of every domain from the database handle. */
export function createServices(
  database: Database,
  config: ServicesConfig,
  runtime: Runtime = { log: consoleLog },
) {
  const { db } = database;
  const now = () => new Date();
  const sitesRepo = createSitesRepo(db);
  const sessions = createSessionsService({
    sessions: createSessionsRepo(db),
    sessionTtlDays: config.sessionTtlDays,
    sessionIdleHours: config.sessionIdleHours,
    loginCodeTtlMinutes: config.loginCodeTtlMinutes,
    signals: database.signals,
  });
  const accountsRepo = createAccountsRepo(db);
  const sites = createSitesService({
    sites: sitesRepo,
    db,
    accounts: accountsRepo,
    sessions,
    signals: database.signals,
  });
  const audit = createAuditRepo(db);
  const limits = createSignInLimits(db);
  const channelsRepo = createChannelsRepo(db, database.signals);
  const ledger = createLedgerRepo(db);
  const forfeits = createForfeits({ ledger, audit });
  const membersRepo = createMembersRepo(db);
  const mail = createMailService({
    db,
    outbox: createOutboxRepo(db),
    links: { publicOrigin: config.publicOrigin, port: config.port ?? DEFAULT_PORT },
    wake: runtime.wakeMail,
    secretsKeys: config.secretsKeys,
  });
  const eventMail = createEventMail(mail);
  const youtube = createYouTubeClient({
    baseUrl: config.youtube.baseUrl,
    apiKey: config.youtube.apiKey ?? '',
  });
  const channels = createChannelsService({
    db,
    channels: channelsRepo,
    members: membersRepo,
    audit,
    youtube,
    log: runtime.log,
    now,
    forfeits,
    mail: eventMail,
    enqueueVerification:
      runtime.enqueueVerification ??
      (() => Promise.reject(new Error("channel verification needs the server's job queue"))),
  });
  const accounts = createAccountsService({
    db,
    accounts: accountsRepo,
    sessions,
    audit,
    limits,
    channels,
    forfeits,
    mail,
  });
  const members = createMembersService({
    db,
    accounts: accountsRepo,
    members: membersRepo,
    sessions,
    audit,
    channels,
    now,
    forfeits,
    mail: eventMail,
  });
  const reports = createReportsService({
    reports: createReportsRepo(database.pool),
    members: membersRepo,
    now,
    currentWindow: (siteId, period, range) => currentWindow(database.pool, siteId, period, range),
  });
  const musicsRepo = createMusicsRepo(db);
  const musics = createMusicsService({
    db,
    musics: musicsRepo,
    now,
    enqueueRanking: runtime.enqueueRanking,
  });
  const catalogue = createCatalogueService({ db, musics: musicsRepo, rankings: musics, sites });
  const operatorAccounts = createOperatorAccounts({
    db,
    repo: createOperatorAccountsRepo(db),
    audit,
    limits,
    secrets: createSecretBox(config.secretsKeys),
    now,
    mail,
    publicOrigin: config.publicOrigin,
    sessionHours: config.operatorSessionHours,
    sessionIdleMinutes: config.operatorSessionIdleMinutes,
  });
  const operatorTokensRepo = createOperatorTokensRepo(db);
  const operatorAuth = createOperatorAuth({
    tokens: operatorTokensRepo,
    sessions: operatorAccounts,
    tokenTtlDays: config.operatorTokenTtlDays,
  });
  const operatorTokens = createOperatorTokens({
    auth: operatorAuth,
    repo: operatorTokensRepo,
    audit,
  });
  const notices = createNoticesService({
    db,
    notices: createNoticesRepo(db),
    sites: sitesRepo,
    now,
  });
  const youtubeConnection = createYouTubeConnection({
    database,
    settings: config.youtube,
    secretsKeys: config.secretsKeys,
    youtube,
    audit,
    log: runtime.log,
    now,
    queue: runtime.fetchQueue,
  });
  const earnings = createEarningsService({
    db,
    ledger,
    audit,
    secrets: createSecretBox(config.secretsKeys),
    now,
    mail: eventMail,
  });
  const overview = createOperatorOverview({ db, sites, youtube: youtubeConnection.service });
  const passwordResets = createPasswordResets({
    db,
    accounts: accountsRepo,
    sessions,
    audit,
    mail,
  });
  const networkTokens = createNetworkTokensService({
    db,
    tokens: createNetworkTokensRepo(db),
    audit,
    now,
  });
  const revenueUploads = createRevenueUploads({
    db,
    pool: database.pool,
    uploads: createUploadsRepo(db),
    sites,
    now,
    maxBytes: config.importUploadMaxBytes ?? DEFAULT_IMPORT_UPLOAD_MAX_BYTES,
    enqueueImport: runtime.enqueueUploadImport,
    log: runtime.log,
  });
  return {
    now,
    mail,
    revenueUploads,
    catalogue,
    importHistory: createImportHistoryRepo(db),
    passwordResets,
    earnings,
    networkTokens,
    youtubeConnection,
    sites,
    sessions,
    accounts,
    members,
    channels,
    channelsRepo,
    youtube,
    operatorAuth,
    operatorAccounts,
    operatorTokens,
    overview,
    notices,
    reports,
    musics,
    audit,
    limits,
  };
}

export type Services = ReturnType<typeof createServices>;
