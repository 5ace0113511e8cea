import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet, { type HelmetOptions } from 'helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type preHandlerAsyncHookHandler,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PATHS } from '@portal/shared';
import { DEFAULT_IMPORT_UPLOAD_MAX_BYTES, DEFAULT_PORT, type Config } from './config.ts';
import { createSecretBox, type SecretsKeyRing } from './lib/secrets.ts';
import type { Database } from './db/client.ts';
import { acrossSites, inSite } from './db/site-scope.ts';
import { AppError, errorReply, handleError } from './http/errors.ts';
import { registerPasswordCheck } from './http/password-check.plugin.ts';
import { createProtectionCheck } from './http/protection.ts';
import { registerRateLimit } from './http/rate-limit.plugin.ts';
import { withRedactedRequests } from './http/request-log.ts';
import {
  bearerToken,
  clientAddress,
  requestDomain,
  requestLocale,
} from './http/request-context.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsRepo } from './modules/accounts/accounts.repo.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAuditRepo, PLATFORM_SITE_ID } from './modules/audit/audit.repo.ts';
import { operatorAuditRoutes } from './modules/audit/audit.routes.ts';
import {
  createVerificationQueue,
  DEFAULT_VERIFICATION_RETRY,
  startVerificationWorker,
  type VerificationRetry,
} from './modules/channels/channel-verification.job.ts';
import { createChannelsRepo } from './modules/channels/channels.repo.ts';
import { channelsRoutes, operatorChannelsRoutes } from './modules/channels/channels.routes.ts';
import {
  createChannelsService,
  type VerificationRequest,
} from './modules/channels/channels.service.ts';
import { startJobQueue, stopJobQueue } from './jobs/job-queue.ts';
import { earningsRoutes } from './modules/earnings/earnings.routes.ts';
import { createEarningsService } from './modules/earnings/earnings.service.ts';
import { createForfeits } from './modules/earnings/forfeits.ts';
import { createLedgerRepo } from './modules/earnings/ledger.repo.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMetrics, observeRequests } from './modules/health/metrics.ts';
import {
  createRankingQueue,
  DEFAULT_RANKING_DELAY_SECONDS,
  startRankingWorker,
} from './modules/musics/music-ranking.job.ts';
import { createMusicsRepo } from './modules/musics/musics.repo.ts';
import { musicCoverRoutes, musicsRoutes } from './modules/musics/musics.routes.ts';
import { createMusicsService } from './modules/musics/musics.service.ts';
import { operatorRevenueRoutes } from './modules/revenue/revenue.routes.ts';
import { createReportsRepo } from './modules/reports/reports.repo.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import {
  currentWindow,
  DEFAULT_WINDOWS_REFRESH,
  startReportWindowsRefresher,
  type WindowsRefresh,
} from './modules/reports/report-windows.ts';
import { createYouTubeClient } from './youtube/youtube-client.ts';
import { createYouTubeConnection } from './modules/youtube-connection/youtube-connection.factory.ts';
import {
  createFetchQueue,
  createFetchQueueTable,
  DEFAULT_FETCH_RETRY,
  startFetchWorker,
  type FetchQueue,
  type FetchRetry,
} from './modules/youtube-connection/report-fetch.job.ts';
import { youtubeConnectionRoutes } from './modules/youtube-connection/youtube-connection.routes.ts';
import { createEventMail } from './modules/mail/event-mail.ts';
import { createMailService, UNSUBSCRIBE_PATH } from './modules/mail/mail.service.ts';
import { mailPreferencesRoutes } from './modules/mail/mail-preferences.routes.ts';
import { scheduleWeeklyDigest } from './modules/mail/weekly-digest.job.ts';
import { setUpMail } from './modules/mail/mail.setup.ts';
import { createOutboxRepo } from './modules/mail/outbox.repo.ts';
import type { SmtpTimeouts } from './modules/mail/mail-transport.ts';
import { createMailWake, type MailRetry } from './modules/mail/outbox.job.ts';
import { createMembersRepo } from './modules/members/members.repo.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { createPasswordResets } from './modules/password-reset/password-reset.service.ts';
import { createNoticesRepo } from './modules/notices/notices.repo.ts';
import { noticesRoutes, operatorNoticesRoutes } from './modules/notices/notices.routes.ts';
import { createNoticesService } from './modules/notices/notices.service.ts';
import { createOperatorAuth } from './modules/operator/operator-auth.ts';
import { createOperatorTokensRepo } from './modules/operator/operator-tokens.repo.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { createSessionsRepo } from './modules/sessions/sessions.repo.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createSignInLimits } from './modules/sessions/sign-in-limits.ts';
import { createSitesRepo } from './modules/sites/sites.repo.ts';
import { createSitePage } from './modules/sites/site-page.ts';
import { operatorSitesRoutes, sitesRoutes } from './modules/sites/sites.routes.ts';
import { createSitesService } from './modules/sites/sites.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API call the app answers, as `METHOD path` without `/api/`. */
    apiCalls: readonly string[];
    /** The domains' services, for the server's own start-up work (the demo's connection). */
    services: Services;
  }
}

export type AppOptions = {
  config: Pick<
    Config,
    'sessionTtlDays' | 'loginCodeTtlMinutes' | 'webDistDir' | 'logLevel' | 'youtube'
  > & {
    /** Always a key ring here: outside production main.ts falls back to the local one. */
    secretsKeys: SecretsKeyRing;
  } &
    // What running it for real adds; without them (tests) no timeout, no limits, no token.
    Partial<
      Pick<
        Config,
        | 'requestTimeoutMs'
        | 'trustProxy'
        | 'rateLimit'
        | 'metricsToken'
        | 'databasePoolSize'
        | 'publicOrigin'
        | 'protectionHeaders'
        | 'importUploadMaxBytes'
        | 'sessionIdleHours'
        | 'operatorTokenTtlDays'
        | 'mail'
        | 'demo'
        | 'port'
      >
    >;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** How channel verification retries; tests shorten it. */
  verificationRetry?: VerificationRetry;
  /** How report windows are kept current after imports; `false` leaves it to the caller (tests). */
  reportWindows?: WindowsRefresh | false;
  /** How long a ranking recomputation waits for more imports; tests shorten it. */
  rankingDelaySeconds?: number;
  /** How a fetch YouTube turned away is tried again; tests shorten it. */
  fetchRetry?: FetchRetry;
  /** How a message the SMTP server did not take is tried again, and how long it waits; tests shorten both. */
  mailRetry?: MailRetry;
  smtpTimeouts?: SmtpTimeouts;
};

type Runtime = {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Present in the server; operator commands run without a job queue. */
  enqueueVerification?: (request: VerificationRequest) => Promise<void>;
  /** Present in the server: weekly rankings are recomputed by a job. */
  enqueueRanking?: (siteId: number) => Promise<void>;
  /** Present in the server: YouTube reports are fetched by a job. */
  fetchQueue?: FetchQueue;
  /** Present in the server: the outbox job looks for messages to send soon. */
  wakeMail?: (delaySeconds?: number) => void;
};

/** Outside the server (operator commands) problems go to the terminal. */
const consoleLog: Runtime['log'] = {
  warn: (detail: unknown, message?: string) => console.warn(message ?? detail, detail),
  error: (detail: unknown, message?: string) => console.error(message ?? detail, detail),
} as Runtime['log'];

/** Builds the services of every domain from the database handle. */
export function createServices(
  database: Database,
  config: AppOptions['config'],
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
  const musics = createMusicsService({
    db,
    musics: createMusicsRepo(db),
    now,
    enqueueRanking: runtime.enqueueRanking,
  });
  const operatorAuth = createOperatorAuth({
    tokens: createOperatorTokensRepo(db),
    tokenTtlDays: config.operatorTokenTtlDays,
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
  const passwordResets = createPasswordResets({
    db,
    accounts: accountsRepo,
    sessions,
    audit,
    mail,
  });
  return {
    now,
    mail,
    passwordResets,
    earnings,
    youtubeConnection,
    sites,
    sessions,
    accounts,
    members,
    channels,
    channelsRepo,
    youtube,
    operatorAuth,
    notices,
    reports,
    musics,
    audit,
    limits,
  };
}

export type Services = ReturnType<typeof createServices>;

/** The whole HTTP application; tests build it against their own database. */
export async function buildApp({
  config,
  database,
  logger,
  verificationRetry = DEFAULT_VERIFICATION_RETRY,
  rankingDelaySeconds = DEFAULT_RANKING_DELAY_SECONDS,
  reportWindows = DEFAULT_WINDOWS_REFRESH,
  fetchRetry = DEFAULT_FETCH_RETRY,
  mailRetry,
  smtpTimeouts,
}: AppOptions): Promise<FastifyInstance> {
  const trustProxy = config.trustProxy;
  const app = Fastify({
    // Request lines without the secrets a query string may carry (one-time login codes).
    logger: withRedactedRequests(logger ?? { level: config.logLevel }),
    bodyLimit: 64 * 1024,
    // Request ids go into every log line and the X-Request-Id reply header.
    requestIdHeader: false,
    // A malformed or over-long path segment is bad input like any other, in our shape.
    frameworkErrors: (_error, request, reply: FastifyReply) =>
      void reply
        .status(400)
        .header('x-request-id', request.id)
        .send(errorReply(requestLocale(request), 'invalid_input')),
    genReqId: () => crypto.randomUUID(),
    // Client addresses (rate limits, audit log) from X-Forwarded-For only behind trusted proxies.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : (trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>();
  const requestTimeoutMs = config.requestTimeoutMs;
  if (requestTimeoutMs) {
    // Every call answers within REQUEST_TIMEOUT_MS (503 after it), but the operator's
    // imports, which may rightly take longer.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/operator/')) route.handlerTimeout ??= requestTimeoutMs;
    });
  }

  // Every API call the app answers ("GET member/me"): the authorization matrix and the
  // fuzz tests check that they cover each one.
  const apiCalls: string[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiCalls.push(`${method} ${route.url.slice('/api/'.length)}`);
  });
  app.decorate('apiCalls', apiCalls);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // The API speaks JSON only; anything else is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('locale', 'ko');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = requestLocale(request);
    void reply.header('x-request-id', request.id);
  });
  // PostgreSQL refuses NUL in text; catch it here as bad input rather than as a failed query.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.body))
      throw new AppError('invalid_input', 'validation.invalid');
  });

  // Durable jobs (channel verification, weekly music rankings) run in the server
  // process, on the app's database.
  const jobQueue = await startJobQueue(database.queuePool, app.log);
  // What the other server processes forget, this one forgets too (cache-signals.ts).
  database.signals.listen();
  app.addHook('onClose', () => stopJobQueue(jobQueue));
  const metrics = createMetrics({
    pool: database.pool,
    db: database.db,
    poolMax: database.engine === 'pglite' ? 1 : (config.databasePoolSize ?? 10),
    jobs: jobQueue,
  });
  observeRequests(app, metrics);
  const enqueueRanking = createRankingQueue(jobQueue, rankingDelaySeconds);
  await createFetchQueueTable(jobQueue);
  const fetchQueue = createFetchQueue(jobQueue, database.queuePool);
  const wakeMail = createMailWake(jobQueue, app.log);
  const services = createServices(database, config, {
    log: app.log,
    enqueueVerification: createVerificationQueue(jobQueue, verificationRetry),
    enqueueRanking,
    fetchQueue,
    wakeMail,
  });
  app.decorate('services', services);

  /** An operator's change, under the site it names (in its query or body), else the platform's. */
  const recordOperatorCall = (request: FastifyRequest, status: number) =>
    acrossSites('operator audit', async () => {
      const named = [request.query, request.body]
        .map((input) => (input as { site?: unknown } | undefined)?.site)
        .find((site): site is string => typeof site === 'string');
      const site = named ? await services.sites.resolve(named).catch(() => undefined) : undefined;
      await services.audit.record(site?.id ?? PLATFORM_SITE_ID, {
        actor: { operator: request.operator.name, ip: clientAddress(request) },
        action: 'operator.call',
        detail: { call: request.routeOptions.url?.slice('/api/'.length), status },
      });
    });
  await startVerificationWorker(jobQueue, {
    channels: services.channelsRepo,
    youtube: services.youtube,
    log: app.log,
    retry: verificationRetry,
    now: services.now,
    settle: services.channels.settleVerification,
  });
  await startRankingWorker(jobQueue, {
    db: database.db,
    log: app.log,
    now: services.now,
    enqueue: enqueueRanking,
  });
  await startFetchWorker(jobQueue, fetchQueue, {
    fetch: services.youtubeConnection.fetch,
    log: app.log,
    retry: fetchRetry,
  });
  await scheduleWeeklyDigest(jobQueue, database.db, services, app.log);
  await setUpMail(app, {
    queue: jobQueue,
    database,
    settings: config.mail,
    demo: config.demo ?? false,
    registry: metrics.registry,
    wake: wakeMail,
    retry: mailRetry,
    timeouts: smtpTimeouts,
  });
  // Sites with an auto-close day close the month before by themselves (design §9).
  const closer = setInterval(() => {
    services.earnings
      .closeDue(services.now())
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled month close failed'));
  }, AUTO_CLOSE_INTERVAL_MS);
  closer.unref();
  app.addHook('onClose', async () => clearInterval(closer));
  if (reportWindows) {
    // New data, from whichever import, refreshes the report windows, then the ranking:
    // it looks at every site's imports, so it runs across sites (it and its timers).
    const refresher = acrossSites('report windows refresher', () =>
      startReportWindowsRefresher({
        pool: database.pool,
        log: app.log,
        now: services.now,
        refresh: reportWindows,
        onRefreshed: enqueueRanking,
      }),
    );
    app.addHook('onClose', () => refresher.stop());
  }

  // Helmet's middleware built once: @fastify/helmet builds it again for every request
  // (parsing the policy each time), an eighth of what member/me cost.
  const applySecurityHeaders = helmet(securityHeaders(config.publicOrigin));
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, () => done()),
  );

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Shorts music portal API', version: '1' } },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes, {
    database,
    jobs: jobQueue,
    metrics,
    metricsToken: config.metricsToken,
  });
  if (config.rateLimit) await registerRateLimit(app, config.rateLimit);

  await app.register(
    async (api) => {
      if (config.protectionHeaders) {
        // The web app signs each call (docs/security.md); operators' API clients, and
        // images that <img> loads, do not.
        const checkProtection = createProtectionCheck();
        api.addHook('onRequest', async (request) => {
          const route = request.routeOptions.url ?? '';
          if (!UNSIGNED_ROUTES.some((prefix) => route.startsWith(prefix)))
            await checkProtection(request);
        });
      }
      await api.register(sitesRoutes, { sites: services.sites });
      await api.register(musicCoverRoutes, { musics: services.musics });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());

      // Platform operators' calls: no site, an operator token instead of a session.
      await api.register(
        async (operator) => {
          operator.addHook('onRequest', (request) => services.operatorAuth.require(request));
          // Operators work on every site: their calls see every site's rows.
          operator.addHook('preHandler', (_request, _reply, done) =>
            acrossSites('operator call', done),
          );
          // Everything operators change is in the audit log, with the site it names.
          operator.addHook('onResponse', async (request, reply) => {
            if (request.method === 'GET' || !request.operator) return;
            await recordOperatorCall(request, reply.statusCode).catch((error: unknown) =>
              request.log.error({ err: error }, 'audit log entry not written'),
            );
          });
          await operator.register(operatorRoutes);
          await operator.register(operatorAuditRoutes, {
            audit: services.audit,
            sites: services.sites,
          });
          await operator.register(operatorSitesRoutes, {
            sites: services.sites,
            publicOrigin: config.publicOrigin,
          });
          await operator.register(operatorNoticesRoutes, { notices: services.notices });
          await operator.register(operatorRevenueRoutes, {
            database,
            sites: services.sites,
            maxBytes: config.importUploadMaxBytes ?? DEFAULT_IMPORT_UPLOAD_MAX_BYTES,
          });
          await operator.register(operatorChannelsRoutes, {
            channels: services.channels,
            sites: services.sites,
            now: services.now,
          });
        },
        { prefix: '/operator' },
      );

      // Every other call belongs to the site the request names.
      await api.register(async (siteScoped) => {
        siteScoped.addHook('onRequest', async (request) => {
          request.site = await services.sites.resolve(requestDomain(request));
        });
        // The rest of the call (session check, handler) sees this site's rows alone, and
        // its statements stop a little before the request does.
        const statementTimeoutMs = requestTimeoutMs
          ? Math.max(1, Math.floor(requestTimeoutMs * STATEMENT_SHARE_OF_REQUEST))
          : undefined;
        siteScoped.addHook('preHandler', (request, _reply, done) =>
          inSite(request.site.id, done, { statementTimeoutMs }),
        );
        const requireSession: preHandlerAsyncHookHandler = async (request) => {
          request.session = await services.sessions.authenticate(
            request.site.id,
            bearerToken(request),
          );
        };
        // The routes that check the caller's password say so (`config: PASSWORD_CHECKED`).
        registerPasswordCheck(siteScoped, { limits: services.limits, audit: services.audit });
        await siteScoped.register(accountsRoutes, {
          accounts: services.accounts,
          sessions: services.sessions,
          channelVerifyNeeded: (account) => services.channels.verifyNeeded(account),
          requireSession,
        });
        await siteScoped.register(passwordResetRoutes, { resets: services.passwordResets });
        await siteScoped.register(mailPreferencesRoutes, {
          mail: services.mail,
          secretsKeys: config.secretsKeys,
          requireSession,
        });
        await siteScoped.register(membersRoutes, { members: services.members, requireSession });
        await siteScoped.register(noticesRoutes, { notices: services.notices, requireSession });
        await siteScoped.register(channelsRoutes, {
          channels: services.channels,
          requireSession,
          now: services.now,
        });
        await siteScoped.register(reportsRoutes, { reports: services.reports, requireSession });
        await siteScoped.register(musicsRoutes, { musics: services.musics, requireSession });
        await siteScoped.register(youtubeConnectionRoutes, {
          connection: services.youtubeConnection.service,
          requireSession,
        });
        await siteScoped.register(earningsRoutes, { earnings: services.earnings, requireSession });
      });
    },
    { prefix: '/api' },
  );

  registerSpa(app, config.webDistDir, createSitePage(config.webDistDir, services.sites));
  return app;
}

/**
 * Helmet's headers with a Content-Security-Policy the built app passes: scripts and
 * styles only from the app's own files (no inline script; the first HTML's metadata is a
 * JSON block, which is data), style attributes allowed (the charts' tooltips write them),
 * images and audio previews also from https (YouTube thumbnails, catalogue covers), the
 * API on the same origin, no framing. HSTS and upgrade-insecure-requests only when the
 * portal is reached over https (PUBLIC_ORIGIN): a plain-HTTP local run must keep working.
 * No CORS headers at all: other origins' pages cannot read the API.
 */
function securityHeaders(publicOrigin: string | undefined): HelmetOptions {
  const https = publicOrigin?.startsWith('https:') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Covers and thumbnails come from other origins without CORS; nothing here needs isolation.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * A site call's statements may take this share of REQUEST_TIMEOUT_MS each: a query then
 * ends about when its request answers 503, and hands its connection back.
 */
const STATEMENT_SHARE_OF_REQUEST = 0.9;
/** How often the server looks for sites whose month is due to close by itself. */
const AUTO_CLOSE_INTERVAL_MS = 3_600_000;

/** Calls without protection headers: operators' API clients, images, the API's description. */
const UNSIGNED_ROUTES = [
  '/api/operator/',
  `/api/${API_PATHS.musicCover}/`,
  `/api/${API_PATHS.siteImage}/`,
  '/api/docs',
  UNSUBSCRIBE_PATH,
];

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/**
 * Serves the built web app: hashed assets cached for good, `build.json` (the build id
 * the app polls) never cached, and index.html for every client-side route.
 */
function registerSpa(
  app: FastifyInstance,
  distDir: string,
  sitePage: ReturnType<typeof createSitePage>,
): void {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    void app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and style sheet (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash, so they never change under one name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A missing file (an old chunk after a deploy) must fail as a 404, not load the page.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url);
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      isFile ||
      !hasBuild ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw new AppError('not_found');
    }
    // The page must always be fresh to pick up new builds; it carries its site's metadata.
    void reply.header('cache-control', 'no-cache').header('vary', 'Host');
    return reply.type('text/html; charset=utf-8').send(await sitePage(request));
  });
}
