import type { FastifyBaseLogger } from 'fastify';
import { acrossSites } from '../db/site-scope.ts';
import type { MailTransport } from '../modules/mail/mail-transport.ts';
import type { OutboxRepo } from '../modules/mail/outbox.repo.ts';
import type { JobQueue } from './job-queue.ts';

export const MAIL_QUEUE = 'mail-outbox';

/**
 * How a message the SMTP server refused or did not take is tried again: after
 * `baseSeconds`, doubling up to `maxSeconds`, `attempts` tries in all; then it is
 * marked failed and shows in `mail status` and /metrics.
 */
export type MailRetry = { baseSeconds: number; maxSeconds: number; attempts: number };

/** About a day and a half of tries: an SMTP server down overnight still delivers. */
export const DEFAULT_MAIL_RETRY: MailRetry = { baseSeconds: 30, maxSeconds: 3600, attempts: 12 };

/** Messages a drain claims at a time. */
const BATCH = 20;

/** Seconds before attempt `attempt + 1`, after `attempt` failed ones. */
export function mailBackoffSeconds(retry: MailRetry, attempt: number): number {
  return Math.min(retry.maxSeconds, retry.baseSeconds * 2 ** Math.max(0, attempt - 1));
}

/**
 * Asks the worker to go through the outbox soon. The job only says "look": the outbox
 * rows are the work, so a wake too many finds nothing, and a wake sent before the
 * writing transaction commits is covered by its second's delay and the minute's
 * schedule. Never awaited inside a transaction: on the embedded database the job's
 * insert waits for the transaction's connection.
 */
export function createMailWake(queue: JobQueue, log: Pick<FastifyBaseLogger, 'error'>) {
  return (delaySeconds = 1): void => {
    queue
      .send(MAIL_QUEUE, {}, { singletonKey: 'outbox', startAfter: delaySeconds })
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox wake failed'));
  };
}

/**
 * The worker: claims due messages across sites, sends each, marks it sent, or failed
 * with a retry after its back-off. One drain runs at a time (the queue's `singleton`
 * policy on one key), and a message is claimed by one drain only, so a job run twice
 * sends nothing twice. A schedule every minute covers wakes that came too early and
 * retries past the next wake; sooner retries get a wake of their own.
 */
export async function startMailWorker(
  queue: JobQueue,
  deps: {
    outbox: OutboxRepo;
    transport: MailTransport;
    retry: MailRetry;
    log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
    wake: (delaySeconds?: number) => void;
    pollingIntervalSeconds?: number;
  },
): Promise<void> {
  await queue.createQueue(MAIL_QUEUE, { policy: 'singleton' });
  await queue.schedule(MAIL_QUEUE, '* * * * *', {}, { singletonKey: 'outbox', tz: 'UTC' });
  await queue.work(
    MAIL_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 1 },
    async () => {
      await acrossSites('mail outbox', () => drainOutbox(deps));
    },
  );
}

/** Sends every message due now; returns how many went out. */
export async function drainOutbox(deps: {
  outbox: OutboxRepo;
  transport: MailTransport;
  retry: MailRetry;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  wake?: (delaySeconds?: number) => void;
}): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await deps.outbox.claimDue(BATCH);
    if (batch.length === 0) break;
    for (const message of batch) {
      try {
        await deps.transport.send(message);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryIn =
          message.attempts < deps.retry.attempts
            ? mailBackoffSeconds(deps.retry, message.attempts)
            : undefined;
        await deps.outbox.markFailed(message, reason.slice(0, 500), retryIn);
        deps.log.warn(
          { siteId: message.siteId, mail: message.id, attempt: message.attempts, retryIn },
          retryIn === undefined ? 'mail failed for good' : 'mail not sent; trying again later',
        );
        continue;
      }
      await deps.outbox.markSent(message);
      sent += 1;
    }
  }
  const next = await deps.outbox.nextDue();
  if (next && deps.wake) {
    const inSeconds = Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000));
    // Within the minute the schedule looks anyway; a sooner retry wakes the queue itself.
    if (inSeconds < 60) deps.wake(inSeconds);
  }
  if (sent > 0) deps.log.info({ sent }, 'mail sent');
  return sent;
}
