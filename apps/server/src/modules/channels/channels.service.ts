import {
  CHANNEL_LINK_PROBLEM_KEYS,
  CHANNEL_STATUS,
  RE_REVIEW_INTERVAL_HOURS,
  parseChannelLink,
  type ChannelCategory,
  type ReviewDecision,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  YouTubeError,
  type YouTubeChannel,
  type YouTubeClient,
} from '../../youtube/youtube-client.ts';
import type { Account } from '../accounts/accounts.repo.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { confirmPassword } from '../accounts/accounts.service.ts';
import type { Actor, AuditRepo, OtherActor } from '../audit/audit.repo.ts';
import type { MembersRepo } from '../members/members.repo.ts';
import type { ChannelRow, ChannelScope, ChannelsRepo } from './channels.repo.ts';
import { createChannelLookups } from './channel-lookups.ts';
import type { Forfeits } from '../earnings/forfeits.ts';
import { newVerificationCode } from './verification-code.ts';
import type { EventMail } from '../mail/event-mail.ts';

export type VerificationRequest = { siteId: number; channelId: number; code: string };

export type ChannelsServiceDeps = {
  db: Db;
  channels: ChannelsRepo;
  members: MembersRepo;
  audit: AuditRepo;
  youtube: YouTubeClient;
  /** Hands a verification to the background job queue (outside any transaction). */
  enqueueVerification: (request: VerificationRequest) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now: () => Date;
  /**
   * The books: a deleted channel's part of its members' balances is forfeited
   * (docs/product.md §7.12).
   */
  forfeits: Pick<Forfeits, 'channelDeleted'>;
  /** The messages to the channel's member about a review or a verification (issue 26). */
  mail?: Pick<EventMail, 'channelReviewed' | 'channelVerification'>;
};

/** An operator (an account's email or a token's name) and where they called from. */
type OperatorActor = Extract<OtherActor, { operator: string }>;

const RE_REVIEW_INTERVAL_MS = RE_REVIEW_INTERVAL_HOURS * 3_600_000;

/** What an account may see: a manager the whole site, a member only the channels assigned to them. */
export function scopeOf(viewer: Viewer): ChannelScope {
  return viewer.role === 'manager'
    ? { siteId: viewer.siteId }
    : { siteId: viewer.siteId, memberId: viewer.id };
}

/** When an on-hold channel may next ask for re-review; `null` when it may now or is not on hold. */
export function reReviewAvailableAt(channel: ChannelRow, now: Date): Date | null {
  if (channel.status !== CHANNEL_STATUS.deniedPending || !channel.reReviewRequestedAt) return null;
  const at = new Date(channel.reReviewRequestedAt.getTime() + RE_REVIEW_INTERVAL_MS);
  return at > now ? at : null;
}

/**
 * Channel registration, verification, review, assignment and deletion
 * (docs/product.md §5.8–§5.12).
 */
export function createChannelsService(deps: ChannelsServiceDeps) {
  async function requireChannel(
    scope: ChannelScope,
    youtubeId: string,
    trx: Executor = deps.db,
    forUpdate = false,
  ): Promise<ChannelRow> {
    const channel = await deps.channels.find(scope, youtubeId, trx, { forUpdate });
    // Another site's channel, or a member's view of a channel not theirs, reads as "not found".
    if (!channel) throw new AppError('channel_not_found');
    return channel;
  }

  /**
   * Changes who a channel is assigned to, in one transaction with the channel locked:
   * finds the channel, the member and the open assignment, lets `change` act, audits.
   */
  async function changeAssignment(
    manager: Account,
    actor: Actor,
    input: { channelId: string; member: string },
    action: 'channel.assigned' | 'channel.unassigned',
    change: (
      channel: ChannelRow,
      member: Account,
      open: Awaited<ReturnType<ChannelsRepo['openAssignment']>>,
      trx: Executor,
    ) => Promise<void>,
  ): Promise<void> {
    await deps.db.transaction(async (trx) => {
      const channel = await requireChannel(scopeOf(manager), input.channelId, trx, true);
      const member = await deps.members.findLiveMember(manager.siteId, input.member, trx);
      if (!member) throw new AppError('member_not_found');
      const open = await deps.channels.openAssignment(manager.siteId, channel.id, trx);
      await change(channel, member, open, trx);
      await deps.audit.record(
        manager.siteId,
        { actor, action, targetAccountId: member.id, detail: { channel_id: channel.youtubeId } },
        trx,
      );
    });
  }

  const lookups = createChannelLookups({ youtube: deps.youtube, now: deps.now });

  /** Reads a pasted link and asks YouTube which channel it names, on `account`'s lookups. */
  async function resolve(link: string, account: Account): Promise<YouTubeChannel> {
    const parsed = parseChannelLink(link);
    if (!parsed.ok)
      throw new AppError(
        'invalid_input',
        `validation.${CHANNEL_LINK_PROBLEM_KEYS[parsed.problem]}`,
      );
    let found: YouTubeChannel | undefined;
    try {
      found = await lookups.find(account, parsed.lookup);
    } catch (error) {
      if (error instanceof YouTubeError) {
        deps.log.warn({ problem: error.problem, err: error }, 'YouTube channel lookup failed');
        throw new AppError('youtube_unavailable');
      }
      throw error;
    }
    if (!found) throw new AppError('youtube_channel_not_found');
    return found;
  }

  async function register(
    registrant: Account,
    actor: Actor,
    found: YouTubeChannel,
    category: ChannelCategory,
    owner: Account | undefined,
    trx: Executor,
  ): Promise<ChannelRow> {
    const channel = await deps.channels.insert(
      {
        siteId: registrant.siteId,
        youtubeId: found.id,
        title: found.title,
        handle: found.handle,
        thumbnailUrl: found.thumbnailUrl,
        category,
        verificationCode: newVerificationCode(),
        registeredBy: registrant.id,
      },
      trx,
    );
    if (!channel) throw new AppError('channel_taken');
    if (owner) {
      await deps.channels.assign(
        {
          siteId: registrant.siteId,
          channelId: channel.id,
          accountId: owner.id,
          assignedBy: registrant.id,
        },
        trx,
      );
    }
    await deps.audit.record(
      registrant.siteId,
      {
        actor,
        action: 'channel.registered',
        ...(owner ? { targetAccountId: owner.id } : {}),
        detail: { channel_id: found.id, title: found.title },
      },
      trx,
    );
    return channel;
  }

  return {
    resolve,

    /**
     * Registers the channel a link names. A member's own registration is assigned to
     * them; a manager's waits to be assigned. The reply carries the verification code.
     */
    async add(
      account: Account,
      actor: Actor,
      input: { link: string; category: ChannelCategory },
    ): Promise<ChannelRow> {
      const found = await resolve(input.link, account);
      return deps.db.transaction((trx) =>
        register(
          account,
          actor,
          found,
          input.category,
          account.role === 'member' ? account : undefined,
          trx,
        ),
      );
    },

    /**
     * Registers channels for a member a manager is creating, inside the manager's
     * transaction; the links were resolved before it (YouTube is not asked while the
     * transaction holds a connection). The member verifies them afterwards.
     */
    async registerForMember(
      manager: Account,
      actor: Actor,
      member: Account,
      found: YouTubeChannel[],
      trx: Executor,
    ): Promise<void> {
      const unique = [...new Map(found.map((channel) => [channel.id, channel])).values()];
      for (const channel of unique) await register(manager, actor, channel, 'other', member, trx);
    },

    list(viewer: Viewer, query: { page: number; size: number; search: string | undefined }) {
      return deps.channels.list(scopeOf(viewer), {
        limit: query.size,
        offset: query.page * query.size,
        search: query.search || undefined,
      });
    },

    detail(account: Account, youtubeId: string) {
      return requireChannel(scopeOf(account), youtubeId);
    },

    /** Names of the channels each member has now, for the member list. */
    titlesByMember(siteId: number, accountIds: number[]) {
      return deps.channels.titlesByMember(siteId, accountIds);
    },

    members(siteId: number, channelIds: number[]) {
      return deps.channels.currentMembers(siteId, channelIds);
    },

    /** Whether the account must be told that an unverified channel suspends service and payment. */
    verifyNeeded(account: Account): Promise<boolean> {
      return deps.channels.hasUnverified(scopeOf(account));
    },

    /**
     * Starts verification: the channel shows `verifying` and a durable job reads its
     * description until the code appears or the retries run out.
     */
    async verify(account: Account, youtubeId: string): Promise<ChannelRow> {
      const channel = await requireChannel(scopeOf(account), youtubeId);
      if (channel.verification === 'verified') throw new AppError('already_verified');
      const started = await deps.channels.startVerification(channel.siteId, channel.id, deps.now());
      if (!started) {
        const current = await deps.channels.findById(channel.siteId, channel.id);
        throw new AppError(
          current?.verification === 'verified' ? 'already_verified' : 'verification_in_progress',
        );
      }
      try {
        await deps.enqueueVerification({
          siteId: channel.siteId,
          channelId: channel.id,
          code: channel.verificationCode,
        });
      } catch (error) {
        // Without a job the channel would say "verifying" for ever: put it back.
        await deps.channels.update(channel.siteId, channel.id, {
          verification: channel.verification,
        });
        throw error;
      }
      return started;
    },

    /**
     * The verification job's outcome for a channel it found verifying: written with the
     * message to its member in one transaction, so both exist or neither.
     */
    async settleVerification(
      channel: ChannelRow,
      changes: Partial<Omit<ChannelRow, 'siteId' | 'id' | 'youtubeId' | 'createdAt'>>,
    ): Promise<void> {
      await deps.db.transaction(async (trx) => {
        const updated = await deps.channels.update(channel.siteId, channel.id, changes, trx);
        await deps.mail?.channelVerification(
          channel.siteId,
          updated ?? channel,
          changes.verification === 'verified',
          trx,
        );
      });
    },

    /** An on-hold channel asks for review again, at most once per RE_REVIEW_INTERVAL_HOURS. */
    async requestReReview(account: Account, actor: Actor, youtubeId: string): Promise<ChannelRow> {
      return deps.db.transaction(async (trx) => {
        const channel = await requireChannel(scopeOf(account), youtubeId, trx, true);
        if (channel.status !== CHANNEL_STATUS.deniedPending)
          throw new AppError('re_review_not_on_hold');
        const now = deps.now();
        if (reReviewAvailableAt(channel, now)) throw new AppError('re_review_too_soon');
        const updated = await deps.channels.update(
          channel.siteId,
          channel.id,
          { status: CHANNEL_STATUS.pending, reReviewRequestedAt: now },
          trx,
        );
        await deps.audit.record(
          channel.siteId,
          {
            actor,
            action: 'channel.re_review_requested',
            detail: { channel_id: channel.youtubeId },
          },
          trx,
        );
        return updated ?? channel;
      });
    },

    /** Assigns a channel to a member from now on; a channel has one member at a time. */
    assign(manager: Account, actor: Actor, input: { channelId: string; member: string }) {
      return changeAssignment(
        manager,
        actor,
        input,
        'channel.assigned',
        async (channel, member, open, trx) => {
          if (open) {
            throw new AppError(
              open.accountId === member.id
                ? 'channel_already_assigned'
                : 'channel_assigned_elsewhere',
            );
          }
          await deps.channels.assign(
            {
              siteId: manager.siteId,
              channelId: channel.id,
              accountId: member.id,
              assignedBy: manager.id,
            },
            trx,
          );
        },
      );
    },

    /**
     * Ends a member's assignment of a channel. Nothing is deleted and no earnings are
     * cancelled: the period stays on record and the channel can be assigned again.
     */
    unassign(manager: Account, actor: Actor, input: { channelId: string; member: string }) {
      return changeAssignment(
        manager,
        actor,
        input,
        'channel.unassigned',
        async (_channel, member, open, trx) => {
          if (!open || open.accountId !== member.id) throw new AppError('channel_not_assigned');
          await deps.channels.closeAssignment(manager.siteId, open.id, manager.id, deps.now(), trx);
        },
      );
    },

    /** Deletes a channel and everything about it at once, confirmed by the manager's password. */
    async remove(manager: Account, actor: Actor, input: { channelId: string; password: string }) {
      await confirmPassword(manager, input.password);
      await deps.db.transaction(async (trx) => {
        const channel = await requireChannel(scopeOf(manager), input.channelId, trx, true);
        await deps.forfeits.channelDeleted(manager.siteId, channel, actor, trx);
        await deps.channels.delete(manager.siteId, channel.id, trx);
        await deps.audit.record(
          manager.siteId,
          {
            actor,
            action: 'channel.deleted',
            detail: { channel_id: channel.youtubeId, title: channel.title },
          },
          trx,
        );
      });
    },

    /** Ends every assignment of an account being deleted; its channels stay with the site. */
    async releaseChannelsOf(account: Account, deletedBy: Account, trx: Executor): Promise<void> {
      await deps.channels.closeAssignmentsOf(
        account.siteId,
        account.id,
        deletedBy.id,
        deps.now(),
        trx,
      );
    },

    /**
     * An operator's review. Approval needs a verified channel (ownership proven) and
     * records the approval date, from which a (re-)registered channel earns.
     */
    /** An operator's decision on a channel (docs/product.md §5.10), in the site's audit log. */
    async review(
      siteId: number,
      actor: OperatorActor,
      input: { channelId: string; decision: ReviewDecision; note: string | undefined },
    ): Promise<ChannelRow> {
      return deps.db.transaction(async (trx) => {
        const channel = await requireChannel({ siteId }, input.channelId, trx, true);
        if (input.decision === 'approve' && channel.verification !== 'verified') {
          throw new AppError('channel_not_verified');
        }
        const now = deps.now();
        const status = {
          approve: CHANNEL_STATUS.approved,
          hold: CHANNEL_STATUS.deniedPending,
          reject: CHANNEL_STATUS.rejected,
        }[input.decision];
        const updated = await deps.channels.update(
          siteId,
          channel.id,
          {
            status,
            reviewedAt: now,
            reviewedBy: actor.operator,
            reviewNote: input.note || null,
            ...(input.decision === 'approve' ? { approvedAt: now } : {}),
          },
          trx,
        );
        await deps.mail?.channelReviewed(
          siteId,
          channel,
          { decision: input.decision, note: input.note, at: now },
          trx,
        );
        await deps.audit.record(
          siteId,
          {
            actor,
            action: 'channel.reviewed',
            detail: {
              channel_id: channel.youtubeId,
              title: channel.title,
              decision: input.decision,
              note: input.note || null,
            },
          },
          trx,
        );
        return updated ?? channel;
      });
    },

    listForOperator(
      siteId: number | undefined,
      query: { status?: number | undefined; page: number; size: number },
    ) {
      return deps.channels.listForReview(siteId, {
        status: query.status,
        limit: query.size,
        offset: query.page * query.size,
      });
    },
  };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;
