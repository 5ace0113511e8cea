/**
 * `npm run operator -- mail status|retry`: how the outbox stands (docs/product.md §16.1) and a
 * second chance for messages that failed once the SMTP problem is fixed.
 */
import type { Database } from '../../../db/client.ts';
import { createOutboxRepo } from '../../mail/outbox.repo.ts';
import { parseOptions, runCommand, UsageError } from './command-kit.ts';

export const MAIL_USAGE = `  mail status [--failed]               Messages in the outbox by state, and the latest
                                       ones (with --failed, the failed ones and why).
  mail retry                           Send the failed messages again (a running server
                                       picks them up within a minute).`;

async function run(database: Database, args: string[]): Promise<number> {
  const { positionals, values } = parseOptions(args, { failed: { type: 'boolean' } });
  const [action, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError('');
  const outbox = createOutboxRepo(database.db);
  if (action === 'status') {
    const counts = await outbox.countByState();
    console.log(
      Object.entries(counts)
        .map(([state, count]) => `${state} ${count}`)
        .join('\t'),
    );
    for (const row of await outbox.latest(20, { failedOnly: values.failed ?? false }))
      console.log(
        [
          row.createdAt.toISOString(),
          row.state,
          `attempts ${row.attempts}`,
          row.kind,
          row.toAddress,
          row.lastError ? `error ${row.lastError}` : '',
        ]
          .filter(Boolean)
          .join('\t'),
      );
    // Failed sends make the status an alarm, as a script checking it expects.
    return counts.failed > 0 ? 3 : 0;
  }
  if (action === 'retry' && !values.failed) {
    console.log(`${await outbox.retryFailed()} failed messages queued again.`);
    return 0;
  }
  throw new UsageError('');
}

export function mailCommand(
  context: { database: Database },
  args: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(() => run(context.database, args), usage);
}
