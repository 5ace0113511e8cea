import { Gauge, type Registry } from 'prom-client';
import { acrossSites } from '../../db/site-scope.ts';
import type { OutboxRepo } from './outbox.repo.ts';

/** `mail_outbox_messages{state}`: failed ones are sends that gave up, for an alert. */
export function registerMailMetrics(registry: Registry, outbox: OutboxRepo): void {
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Email in the outbox by state (pending, sending, sent, failed), all sites',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // A scrape must not fail because the database is briefly away.
      const counts = await acrossSites('metrics', () => outbox.countByState()).catch(
        () => undefined,
      );
      this.reset();
      if (!counts) return;
      for (const [state, value] of Object.entries(counts)) this.set({ state }, value);
    },
  });
}
