import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { channelAssignments } from '../../db/schema.ts';
import type { MailService } from './mail.service.ts';

/** A review's decision as the operator gives it. */
type ReviewDecision = 'approve' | 'hold' | 'reject';

const REVIEW_KINDS = {
  approve: 'channelApproved',
  hold: 'channelOnHold',
  reject: 'channelRejected',
} as const;

/**
 * The messages about what happened (issue 26), each written in the transaction of its
 * event with a key naming that event, so the event written again is no second message.
 */
export function createEventMail(mail: MailService) {
  return {
    /** To a member a manager made: the site's address and how to sign in, never the password. */
    async welcome(siteId: number, account: { id: number; email: string }, trx: Executor) {
      await mail.send(
        {
          siteId,
          accountId: account.id,
          kind: 'welcome',
          params: { email: account.email },
          path: '/login',
          key: `welcome:${account.id}`,
        },
        trx,
      );
    },

    /**
     * To the member the channel is assigned to (else who registered it): approved, on hold
     * or rejected, with the operator's note.
     */
    async channelReviewed(
      siteId: number,
      channel: { id: number; title: string; registeredBy: number | null },
      review: { decision: ReviewDecision; note: string | undefined; at: Date },
      trx: Executor,
    ) {
      const [assigned] = await trx
        .select({ accountId: channelAssignments.accountId })
        .from(channelAssignments)
        .where(
          and(
            eq(channelAssignments.siteId, siteId),
            eq(channelAssignments.channelId, channel.id),
            isNull(channelAssignments.assignedUntil),
          ),
        );
      const accountId = assigned?.accountId ?? channel.registeredBy;
      if (accountId === null) return;
      const about = {
        siteId,
        accountId,
        path: '/manage-channel',
        key: `channel-review:${channel.id}:${review.at.toISOString()}`,
      };
      const kind = REVIEW_KINDS[review.decision];
      if (kind === 'channelApproved')
        await mail.send({ ...about, kind, params: { channel: channel.title } }, trx);
      else
        await mail.send(
          { ...about, kind, params: { channel: channel.title, note: review.note ?? '' } },
          trx,
        );
    },
  };
}

export type EventMail = ReturnType<typeof createEventMail>;
