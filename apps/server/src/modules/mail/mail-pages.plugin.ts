import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { registerMailMetrics } from './mail-metrics.ts';
import { demoOutboxRoutes } from './outbox-page.routes.ts';
import { createOutboxRepo } from './outbox.repo.ts';

/**
 * What the server shows of its email: the outbox's failed sends as a /metrics figure,
 * and, on the demo without an SMTP server, the outbox's page (docs/product.md §3). The
 * sending itself is background work (jobs/mail-outbox.job.ts).
 */
export async function registerMailPages(
  app: FastifyInstance,
  deps: { database: Database; registry: Registry; showOutbox: boolean },
): Promise<void> {
  const outbox = createOutboxRepo(deps.database.db);
  registerMailMetrics(deps.registry, outbox);
  if (deps.showOutbox) await app.register(demoOutboxRoutes, { outbox });
}
