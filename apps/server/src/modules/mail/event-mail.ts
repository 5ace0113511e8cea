import { and, eq, isNull } from 'drizzle-orm';
import { formatDate, formatMoney, type Currency, type Locale } from '@portal/shared';
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

/** What a notice about a channel needs of it. */
type ChannelAbout = { id: number; title: string; registeredBy: number | null };

/** What a notice about a withdrawal needs of it (a withdrawals row). */
type WithdrawalAbout = {
  id: number;
  accountId: number;
  amountMicros: bigint;
  currency: string;
  paidOn: string | null;
  reference: string | null;
  rejectReason: string | null;
};

/** Who hears about a channel: the member it is assigned to, else who registered it. */
async function channelMember(siteId: number, channel: ChannelAbout, trx: Executor) {
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
  return assigned?.accountId ?? channel.registeredBy;
}

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
      channel: ChannelAbout,
      review: { decision: ReviewDecision; note: string | undefined; at: Date },
      trx: Executor,
    ) {
      const accountId = await channelMember(siteId, channel, trx);
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

    /**
     * The end of one verification (the one started at `startedAt`): verified, or the code
     * was not found in time. Its key names that verification, so a job that runs twice
     * tells once.
     */
    async channelVerification(
      siteId: number,
      channel: ChannelAbout & { verificationStartedAt: Date | null },
      verified: boolean,
      trx: Executor,
    ) {
      const accountId = await channelMember(siteId, channel, trx);
      if (accountId === null) return;
      const started = channel.verificationStartedAt?.toISOString() ?? 'unknown';
      await mail.send(
        {
          siteId,
          accountId,
          kind: verified ? 'channelVerified' : 'channelVerificationFailed',
          params: { channel: channel.title },
          path: '/manage-channel',
          key: `channel-verification:${channel.id}:${started}`,
        },
        trx,
      );
    },

    /** To a member with a statement in a month just closed (`YYYY-MM`): it is ready. */
    async monthClosed(siteId: number, accountId: number, month: string, trx: Executor) {
      await mail.send(
        {
          siteId,
          accountId,
          kind: 'monthClosed',
          params: (locale) => ({
            month: formatDate(`${month}-01`, locale, { style: 'yearMonth' }) || month,
          }),
          path: `/earnings/statement/${month}`,
          key: `month-closed:${month}:${accountId}`,
        },
        trx,
      );
    },

    /** To the member whose withdrawal request was approved, paid or rejected. */
    async withdrawalDecided(
      siteId: number,
      withdrawal: WithdrawalAbout,
      state: 'approved' | 'paid' | 'rejected',
      trx: Executor,
    ) {
      const about = {
        siteId,
        accountId: withdrawal.accountId,
        path: '/earnings',
        key: `withdrawal:${withdrawal.id}:${state}`,
      };
      const amount = (locale: Locale) =>
        formatMoney(withdrawal.amountMicros, withdrawal.currency as Currency, locale);
      if (state === 'approved')
        await mail.send(
          {
            ...about,
            kind: 'withdrawalApproved',
            params: (locale) => ({ amount: amount(locale) }),
          },
          trx,
        );
      else if (state === 'paid')
        await mail.send(
          {
            ...about,
            kind: 'withdrawalPaid',
            params: (locale) => ({
              amount: amount(locale),
              paidOn: formatDate(withdrawal.paidOn ?? '', locale) || (withdrawal.paidOn ?? ''),
              reference: withdrawal.reference ?? '',
            }),
          },
          trx,
        );
      else
        await mail.send(
          {
            ...about,
            kind: 'withdrawalRejected',
            params: (locale) => ({
              amount: amount(locale),
              reason: withdrawal.rejectReason ?? '',
            }),
          },
          trx,
        );
    },
  };
}

export type EventMail = ReturnType<typeof createEventMail>;
