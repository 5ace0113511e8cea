import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { registerMailMetrics } from './mail-metrics.ts';
import { createSmtpTransport, type SmtpTimeouts } from './mail-transport.ts';
import { DEFAULT_MAIL_RETRY, startMailWorker, type MailRetry } from './outbox.job.ts';
import { demoOutboxRoutes } from './outbox-page.routes.ts';
import { createOutboxRepo } from './outbox.repo.ts';

/**
 * Email in the server (design §10): with SMTP_URL the outbox worker sends; without it
 * messages stay in the outbox, which the demo shows on its page. The failed sends are
 * a /metrics figure either way.
 */
export async function setUpMail(
  app: FastifyInstance,
  deps: {
    queue: JobQueue;
    database: Database;
    settings: Partial<Config['mail']> | undefined;
    demo: boolean;
    registry: Registry;
    wake: (delaySeconds?: number) => void;
    retry?: MailRetry;
    timeouts?: SmtpTimeouts;
  },
): Promise<void> {
  const outbox = createOutboxRepo(deps.database.db);
  registerMailMetrics(deps.registry, outbox);
  const smtpUrl = deps.settings?.smtpUrl;
  if (!smtpUrl) {
    if (deps.demo) await app.register(demoOutboxRoutes, { outbox });
    return;
  }
  const transport = createSmtpTransport(
    smtpUrl,
    deps.settings?.from ?? 'no-reply@localhost',
    deps.timeouts,
  );
  app.addHook('onClose', async () => transport.close());
  await startMailWorker(deps.queue, {
    outbox,
    transport,
    retry: deps.retry ?? DEFAULT_MAIL_RETRY,
    log: app.log,
    wake: deps.wake,
  });
}
