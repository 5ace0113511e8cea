import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { acrossSites } from '../db/site-scope.ts';
import type { VerificationRequest } from '../modules/channels/channels.service.ts';
import { createSmtpTransport, type SmtpTimeouts } from '../modules/mail/mail-transport.ts';
import { createOutboxRepo } from '../modules/mail/outbox.repo.ts';
import type { Services } from '../services.ts';
import {
  createVerificationQueue,
  DEFAULT_VERIFICATION_RETRY,
  startVerificationWorker,
  type VerificationRetry,
} from './channel-verification.job.ts';
import { startJobQueue, stopJobQueue, type JobQueue } from './job-queue.ts';
import {
  createMailWake,
  DEFAULT_MAIL_RETRY,
  startMailWorker,
  type MailRetry,
} from './mail-outbox.job.ts';
import {
  createRankingQueue,
  DEFAULT_RANKING_DELAY_SECONDS,
  startRankingWorker,
} from './music-ranking.job.ts';
import {
  createFetchQueue,
  createFetchQueueTable,
  DEFAULT_FETCH_RETRY,
  startFetchWorker,
  type FetchQueue,
  type FetchRetry,
} from './report-fetch.job.ts';
import {
  DEFAULT_WINDOWS_REFRESH,
  startReportWindowsRefresher,
  type WindowsRefresh,
} from './report-windows.job.ts';
import { repeat, type Repeating } from './repeat.ts';
import {
  createUploadImportQueue,
  createUploadQueueTable,
  startUploadWorker,
} from './revenue-upload.job.ts';
import { scheduleWeeklyDigest } from './weekly-digest.job.ts';

/*
 * The server's background work, all of it:
 *
 * - channel verification (queue `channel-verify`): when a member registers a channel,
 *   tried again for about half an hour until the code shows in its description;
 * - weekly music ranking (queue `music-ranking`): per site, a little after new data
 *   comes in, and at start-up for the sites with data but no ranking;
 * - YouTube report fetch (queue `youtube-fetch`): every connected site hourly (a cron
 *   schedule per connection), on "fetch now", and again after YouTube turned it away;
 * - mail outbox (queue `mail-outbox`, with SMTP_URL only): soon after a message is
 *   written and every minute, sends what is due, with back-off after a refusal;
 * - weekly digest (queue `weekly-digest`, hourly): the sites where it is Monday morning;
 * - uploaded report files (queue `revenue-upload`): imported once their last bytes
 *   arrive; an hourly timer drops uploads left for a day (decision 028);
 * - month auto close (timer, hourly): the sites whose auto-close day has come;
 * - report windows refresh (timer, every 30 s): the sites whose data or date moved on.
 *
 * Queued jobs live in the app's database (pg-boss) and survive a restart; timers run in
 * each server process. Operator commands run none of them.
 */

/** How the background work is paced; tests shorten it, the server takes the defaults. */
export type JobsPacing = {
  verificationRetry: VerificationRetry;
  /** How long a ranking recomputation waits for more imports. */
  rankingDelaySeconds: number;
  /** How a fetch YouTube turned away is tried again. */
  fetchRetry: FetchRetry;
  /** How report windows are kept current after imports; `false` leaves it to the caller. */
  reportWindows: WindowsRefresh | false;
  /** How a message the SMTP server did not take is tried again. */
  mailRetry: MailRetry;
  /** How long a send waits for the SMTP server. */
  smtpTimeouts?: SmtpTimeouts;
};

/** How often the server looks for sites whose month is due to close by itself. */
const AUTO_CLOSE_INTERVAL_MS = 3_600_000;
/** How often uploads left unfinished are looked for. */
const UPLOAD_SWEEP_INTERVAL_MS = 3_600_000;

/** How the services put work on the queue. */
export type JobSenders = {
  enqueueVerification: (request: VerificationRequest) => Promise<void>;
  enqueueRanking: (siteId: number) => Promise<void>;
  fetchQueue: FetchQueue;
  /** Asks the outbox job to look for messages to send soon. */
  wakeMail: (delaySeconds?: number) => void;
  /** Asks for the import of an upload whose bytes have all arrived. */
  enqueueUploadImport: (uploadId: string) => Promise<void>;
};

export type Jobs = { queue: JobQueue; senders: JobSenders; pacing: JobsPacing };

/**
 * Starts the job queue on the app's database and makes the senders the services need;
 * the workers that take the jobs start with `startJobs`, once the services exist.
 */
export async function openJobs(
  database: Database,
  log: FastifyBaseLogger,
  given: Partial<JobsPacing> = {},
): Promise<Jobs> {
  const pacing: JobsPacing = {
    verificationRetry: given.verificationRetry ?? DEFAULT_VERIFICATION_RETRY,
    rankingDelaySeconds: given.rankingDelaySeconds ?? DEFAULT_RANKING_DELAY_SECONDS,
    fetchRetry: given.fetchRetry ?? DEFAULT_FETCH_RETRY,
    reportWindows: given.reportWindows ?? DEFAULT_WINDOWS_REFRESH,
    mailRetry: given.mailRetry ?? DEFAULT_MAIL_RETRY,
    smtpTimeouts: given.smtpTimeouts,
  };
  const queue = await startJobQueue(database.queuePool, log);
  await createFetchQueueTable(queue);
  await createUploadQueueTable(queue);
  return {
    queue,
    pacing,
    senders: {
      enqueueVerification: createVerificationQueue(queue, pacing.verificationRetry),
      enqueueRanking: createRankingQueue(queue, pacing.rankingDelaySeconds),
      fetchQueue: createFetchQueue(queue, database.queuePool),
      wakeMail: createMailWake(queue, log),
      enqueueUploadImport: createUploadImportQueue(queue),
    },
  };
}

/** Starts every worker and timer; `stop()` ends the timers, then the queue. */
export async function startJobs(
  { queue, senders, pacing }: Jobs,
  {
    database,
    services,
    log,
    mail,
  }: {
    database: Database;
    services: Services;
    log: FastifyBaseLogger;
    /** Without an SMTP server messages stay in the outbox. */
    mail?: Partial<Config['mail']>;
  },
): Promise<Repeating> {
  await startVerificationWorker(queue, {
    channels: services.channelsRepo,
    youtube: services.youtube,
    log,
    retry: pacing.verificationRetry,
    now: services.now,
    settle: services.channels.settleVerification,
  });
  await startRankingWorker(queue, {
    db: database.db,
    log,
    now: services.now,
    enqueue: senders.enqueueRanking,
  });
  await startFetchWorker(queue, senders.fetchQueue, {
    fetch: services.youtubeConnection.fetch,
    log,
    retry: pacing.fetchRetry,
  });
  await scheduleWeeklyDigest(queue, database.db, services, log);
  await startUploadWorker(queue, { uploads: services.revenueUploads, log });
  const transport = mail?.smtpUrl
    ? createSmtpTransport(mail.smtpUrl, mail.from ?? 'no-reply@localhost', pacing.smtpTimeouts)
    : undefined;
  if (transport) {
    await startMailWorker(queue, {
      outbox: createOutboxRepo(database.db),
      transport,
      retry: pacing.mailRetry,
      log,
      wake: senders.wakeMail,
    });
  }
  const timers = [
    // Sites with an auto-close day close the month before by themselves
    // (docs/product.md §12.5).
    repeat(
      AUTO_CLOSE_INTERVAL_MS,
      async () => void (await services.earnings.closeDue(services.now())),
      (error) => log.error({ err: error }, 'scheduled month close failed'),
    ),
    // Uploads nobody finished go after a day, their bytes with them.
    repeat(
      UPLOAD_SWEEP_INTERVAL_MS,
      async () => void (await services.revenueUploads.sweep()),
      (error) => log.error({ err: error }, 'upload sweep failed'),
    ),
  ];
  const refresh = pacing.reportWindows;
  if (refresh) {
    // New data, from whichever import, refreshes the report windows, then the ranking:
    // it looks at every site's imports, so it runs across sites (it and its timers).
    timers.push(
      acrossSites('report windows refresher', () =>
        startReportWindowsRefresher({
          pool: database.pool,
          log,
          now: services.now,
          refresh,
          onRefreshed: senders.enqueueRanking,
        }),
      ),
    );
  }
  return {
    async stop() {
      await Promise.all(timers.map((timer) => timer.stop()));
      await stopJobQueue(queue);
      transport?.close();
    },
  };
}
