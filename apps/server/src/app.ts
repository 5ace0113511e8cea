import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerApiCalls } from './http/api-calls.plugin.ts';
import { registerApiDocs } from './http/api-docs.plugin.ts';
import { registerRateLimit } from './http/rate-limit.plugin.ts';
import { registerRequestBasics } from './http/request-basics.plugin.ts';
import { registerRequestTimeout } from './http/request-timeout.plugin.ts';
import { registerSecurityHeaders } from './http/security-headers.plugin.ts';
import { serverOptions } from './http/server-options.ts';
import { registerSpa } from './http/spa.plugin.ts';
import { openJobs, startJobs, type JobsPacing } from './jobs/jobs.ts';
import type { SecretsKeyRing } from './lib/secrets.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMetrics, observeRequests } from './modules/health/metrics.ts';
import { registerMailPages } from './modules/mail/mail-pages.plugin.ts';
import { apiRoutes } from './routes.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
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
        | 'production'
        | 'rateLimit'
        | 'metricsToken'
        | 'databasePoolSize'
        | 'publicOrigin'
        | 'protectionHeaders'
        | 'importUploadMaxBytes'
        | 'sessionIdleHours'
        | 'operatorTokenTtlDays'
        | 'operatorSessionHours'
        | 'operatorSessionIdleMinutes'
        | 'mail'
        | 'demo'
        | 'port'
      >
    >;
  database: Database;
  logger?: FastifyServerOptions['logger'];
} & Partial<JobsPacing>;

/** The whole HTTP application; tests build it against their own database. */
export async function buildApp({
  config,
  database,
  logger,
  ...pacing
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logger)).withTypeProvider<ZodTypeProvider>();
  registerRequestTimeout(app, config.requestTimeoutMs);
  registerApiCalls(app);
  registerRequestBasics(app);

  // Durable jobs run in the server process, on the app's database (jobs/jobs.ts).
  const jobs = await openJobs(database, app.log, pacing);
  // What the other server processes forget, this one forgets too (cache-signals.ts).
  database.signals.listen();
  const metrics = createMetrics({
    pool: database.pool,
    db: database.db,
    poolMax: database.engine === 'pglite' ? 1 : (config.databasePoolSize ?? 10),
    jobs: jobs.queue,
  });
  observeRequests(app, metrics);
  const services = createServices(database, config, { log: app.log, ...jobs.senders });
  app.decorate('services', services);
  const running = await startJobs(jobs, { database, services, log: app.log, mail: config.mail });
  app.addHook('onClose', () => running.stop());

  registerSecurityHeaders(app, config.publicOrigin);
  await registerApiDocs(app);
  await app.register(healthRoutes, {
    database,
    jobs: jobs.queue,
    metrics,
    metricsToken: config.metricsToken,
  });
  await registerMailPages(app, {
    database,
    registry: metrics.registry,
    showOutbox: Boolean(config.demo) && !config.mail?.smtpUrl,
  });
  const networkTokenLimit = config.rateLimit
    ? await registerRateLimit(app, config.rateLimit)
    : undefined;
  await app.register(apiRoutes, {
    prefix: '/api',
    services,
    database,
    config,
    networkTokenLimit,
  });
  registerSpa(app, config.webDistDir, services.sites);
  return app;
}
