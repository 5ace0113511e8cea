import type { Executor } from '../../db/client.ts';
import type { NewOutboxRow, OutboxRepo } from './outbox.repo.ts';

/**
 * Writing email: a message goes into the outbox in the caller's transaction, so it
 * exists exactly when what caused it does, and the outbox job is woken to send it.
 */
export function createMailService(deps: {
  outbox: OutboxRepo;
  /** Absent outside the server (operator commands): the server's schedule sends it. */
  wake?: (delaySeconds?: number) => void;
}) {
  return {
    /** Adds the message unless its key was written before (false then). */
    async write(row: NewOutboxRow, trx?: Executor): Promise<boolean> {
      const added = await deps.outbox.add(row, trx);
      if (added) deps.wake?.();
      return added;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
