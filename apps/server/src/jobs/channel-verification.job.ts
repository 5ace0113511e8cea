import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue.ts';
import { YouTubeError, type YouTubeClient } from '../youtube/youtube-client.ts';
import type { ChannelsRepo } from '../modules/channels/channels.repo.ts';
import type { ChannelsService, VerificationRequest } from '../modules/channels/channels.service.ts';
import { inSite } from '../db/site-scope.ts';

export const CHANNEL_VERIFY_QUEUE = 'channel-verify';

/**
 * How long verification keeps looking for the code. pg-boss waits `delaySeconds` plus
 * a growing, jittered backoff (capped at `delayMaxSeconds`) between attempts: the
 * defaults try 12 times over about half an hour, time enough to publish a description.
 */
export type VerificationRetry = {
  limit: number;
  delaySeconds: number;
  delayMaxSeconds: number;
  pollingIntervalSeconds: number;
};

export const DEFAULT_VERIFICATION_RETRY: VerificationRetry = {
  limit: 12,
  delaySeconds: 20,
  delayMaxSeconds: 300,
  pollingIntervalSeconds: 2,
};

/** Puts a verification on the queue; it survives restarts because it lives in the database. */
export function createVerificationQueue(queue: JobQueue, retry: VerificationRetry) {
  return async (request: VerificationRequest): Promise<void> => {
    await queue.send(CHANNEL_VERIFY_QUEUE, request, {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: retry.delayMaxSeconds,
      // A YouTube call is bounded by its own timeout; a job still active after this
      // died with its process and is retried.
      expireInSeconds: 60,
    });
  };
}

/**
 * The worker: reads the channel's description through the Data API and marks the
 * channel verified when the code is there. Until the last attempt a miss (or YouTube
 * being unreachable) throws, so pg-boss retries later; the last attempt records why
 * it failed and the channel needs verification again.
 */
export async function startVerificationWorker(
  queue: JobQueue,
  deps: {
    channels: ChannelsRepo;
    youtube: YouTubeClient;
    log: FastifyBaseLogger;
    retry: VerificationRetry;
    now: () => Date;
    /** Writes the outcome, and tells the member in the same transaction. */
    settle: ChannelsService['settleVerification'];
  },
): Promise<void> {
  await queue.createQueue(CHANNEL_VERIFY_QUEUE);
  await queue.work<VerificationRequest>(
    CHANNEL_VERIFY_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: deps.retry.pollingIntervalSeconds },
    async (jobs) => {
      for (const job of jobs) {
        await inSite(job.data.siteId, () => verifyOnce(job.data, job.retryCount >= job.retryLimit));
      }
    },
  );

  const { settle } = deps;

  async function verifyOnce(request: VerificationRequest, lastAttempt: boolean): Promise<void> {
    const channel = await deps.channels.findById(request.siteId, request.channelId);
    // Deleted meanwhile, or a newer request took over: nothing left to do.
    if (
      !channel ||
      channel.verification !== 'verifying' ||
      channel.verificationCode !== request.code
    ) {
      return;
    }
    const fail = (failure: 'code_not_found' | 'youtube_unavailable' | 'channel_gone') =>
      settle(channel, {
        verification: 'needs_verification',
        verificationFailure: failure,
      });

    let found;
    try {
      found = await deps.youtube.findChannel({ kind: 'id', id: channel.youtubeId });
    } catch (error) {
      if (!(error instanceof YouTubeError)) throw error;
      deps.log.warn(
        { problem: error.problem, channel: channel.youtubeId, lastAttempt },
        'channel verification could not reach YouTube',
      );
      if (lastAttempt) return void (await fail('youtube_unavailable'));
      throw error;
    }
    if (!found) return void (await fail('channel_gone'));
    if (found.description.includes(request.code)) {
      await settle(channel, {
        verification: 'verified',
        verificationFailure: null,
        verifiedAt: deps.now(),
        // The owner may have renamed it since registering: keep what YouTube says now.
        title: found.title,
        handle: found.handle,
        thumbnailUrl: found.thumbnailUrl,
      });
      return;
    }
    if (lastAttempt) return void (await fail('code_not_found'));
    throw new Error('verification code not in the channel description yet');
  }
}
