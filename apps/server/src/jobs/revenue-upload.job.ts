import type { FastifyBaseLogger } from 'fastify';
import type { RevenueUploads } from '../modules/revenue/uploads.service.ts';
import type { JobQueue } from './job-queue.ts';

export const REVENUE_UPLOAD_QUEUE = 'revenue-upload';

type UploadJob = { uploadId: string };

/** Tries of an import that failed for another reason than its file (the database away). */
const RETRY_LIMIT = 2;

/**
 * Asks for a complete upload's import. The queue is `stately` with the upload as its
 * key: asking again while one waits adds nothing, and one asked while it runs finds the
 * upload imported and does nothing. An import still active after two hours died with
 * its process and is tried again; the import is all or nothing, so nothing is doubled.
 */
export function createUploadImportQueue(queue: JobQueue) {
  return async (uploadId: string): Promise<void> => {
    await queue.send(REVENUE_UPLOAD_QUEUE, { uploadId } satisfies UploadJob, {
      singletonKey: uploadId,
      retryLimit: RETRY_LIMIT,
      retryDelay: 30,
      expireInSeconds: 2 * 3600,
    });
  };
}

/** Creates the queue (before anything is sent to it); its worker starts with startUploadWorker. */
export async function createUploadQueueTable(queue: JobQueue): Promise<void> {
  await queue.createQueue(REVENUE_UPLOAD_QUEUE, { policy: 'stately' });
}

/** The worker that imports complete uploads, one at a time per process. */
export async function startUploadWorker(
  queue: JobQueue,
  deps: { uploads: RevenueUploads; log: FastifyBaseLogger; pollingIntervalSeconds?: number },
): Promise<void> {
  await queue.work<UploadJob>(
    REVENUE_UPLOAD_QUEUE,
    // Every 2 s like the other workers: on the embedded database the one connection must
    // stay idle now and then, for an operator command to take its turn.
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2, includeMetadata: true },
    async (jobs) => {
      for (const job of jobs) {
        const { uploadId } = job.data;
        await deps.uploads.runImport(uploadId, { last: job.retryCount >= job.retryLimit });
        deps.log.info({ uploadId }, 'uploaded file imported');
      }
    },
  );
}
