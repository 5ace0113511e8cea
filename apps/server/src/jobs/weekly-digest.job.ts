import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { MailService } from '../modules/mail/mail.service.ts';
import { createWeeklyDigest } from '../modules/mail/weekly-digest.ts';
import type { ReportsService } from '../modules/reports/reports.service.ts';
import type { JobQueue } from './job-queue.ts';

export const WEEKLY_DIGEST_QUEUE = 'weekly-digest';

/**
 * The weekly digest as a pg-boss schedule: every hour (UTC) the job writes the digests
 * of the sites where it is now Monday morning; the digest's key makes the later hours
 * of the same Monday, and a job run twice, write nothing more.
 */
export async function scheduleWeeklyDigest(
  queue: JobQueue,
  db: Db,
  services: { reports: ReportsService; mail: MailService },
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<void> {
  const digest = createWeeklyDigest({ db, reports: services.reports, mail: services.mail });
  await queue.createQueue(WEEKLY_DIGEST_QUEUE, { policy: 'singleton' });
  await queue.schedule(WEEKLY_DIGEST_QUEUE, '5 * * * *', {}, { tz: 'UTC' });
  await queue.work(WEEKLY_DIGEST_QUEUE, async () => {
    const written = await digest.sendDue(new Date());
    if (written > 0) log.info({ written }, 'weekly digests written');
  });
}
