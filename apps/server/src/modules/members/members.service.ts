import { percentToBasisPoints } from '@portal/shared';
import type { EventMail } from '../mail/event-mail.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountsRepo, Account } from '../accounts/accounts.repo.ts';
import type { YouTubeChannel } from '../../youtube/youtube-client.ts';
import type { ChannelsService } from '../channels/channels.service.ts';
import { confirmPassword } from '../accounts/accounts.service.ts';
import type { Actor, AuditRepo } from '../audit/audit.repo.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { feeRateOn, utcDay } from './fee-rates.ts';
import type { Forfeits } from '../earnings/forfeits.ts';
import type { MembersRepo } from './members.repo.ts';

export type MembersServiceDeps = {
  db: Db;
  accounts: AccountsRepo;
  members: MembersRepo;
  sessions: SessionsService;
  audit: AuditRepo;
  channels: Pick<
    ChannelsService,
    'resolve' | 'registerForMember' | 'releaseChannelsOf' | 'titlesByMember'
  >;
  /** The current time; fee rate changes take effect from its UTC day. */
  now: () => Date;
  /** The books: a deleted member's balance is forfeited (docs/product.md §7.12). */
  forfeits: Pick<Forfeits, 'accountDeleted'>;
  /** The welcome message to a member made here (issue 26). */
  mail?: Pick<EventMail, 'welcome'>;
};

/** What a manager (permission_flag = 1) does to the members of their own site. */
export function createMembersService(deps: MembersServiceDeps) {
  async function requireMember(siteId: number, email: string, trx: Executor, forUpdate = false) {
    const member = await deps.members.findLiveMember(siteId, email, trx, { forUpdate });
    // Another site's member, a manager or a deleted account all read as "not found".
    if (!member) throw new AppError('member_not_found');
    return member;
  }

  return {
    /**
     * Creates a member; channel addresses given with it are registered (category
     * "other") and assigned to the new member, who then verifies them. All or nothing:
     * a link that cannot be registered fails the whole creation.
     */
    async add(
      manager: Account,
      actor: Actor,
      input: { email: string; password: string; nickname: string; channelLinks: string[] },
    ): Promise<Account> {
      // YouTube is asked before the transaction, which must not wait on the network.
      const found: YouTubeChannel[] = [];
      for (const link of input.channelLinks) found.push(await deps.channels.resolve(link, manager));
      const passwordHash = await hashPassword(input.password);
      return deps.db.transaction(async (trx) => {
        const created = await deps.accounts.insert(
          {
            siteId: manager.siteId,
            email: input.email,
            nickname: input.nickname,
            passwordHash,
            role: 'member',
          },
          trx,
        );
        if (!created) throw new AppError('email_taken');
        await deps.audit.record(
          manager.siteId,
          { actor, action: 'member.created', targetAccountId: created.id },
          trx,
        );
        await deps.channels.registerForMember(manager, actor, created, found, trx);
        await deps.mail?.welcome(manager.siteId, created, trx);
        return created;
      });
    },

    /** A page of members, each with the revenue share of today and the channels they have now. */
    async list(
      manager: Account,
      query: { page: number; size: number; search: string | undefined },
    ) {
      const page = await deps.members.list(manager.siteId, {
        limit: query.size,
        offset: query.page * query.size,
        search: query.search || undefined,
        today: utcDay(deps.now()),
      });
      const titles = await deps.channels.titlesByMember(
        manager.siteId,
        page.rows.map((row) => row.id),
      );
      return {
        total: page.total,
        rows: page.rows.map((row) => ({ ...row, channels: titles.get(row.id) ?? [] })),
      };
    },

    /**
     * Changes a member's revenue share (from today or a later day) and/or password,
     * confirmed by the manager's own password. The member row is locked for the
     * change, so concurrent changes apply one after the other and none is lost.
     */
    async update(
      manager: Account,
      actor: Actor,
      input: {
        target: string;
        password: string;
        feeRate?: number;
        effectiveFrom?: string;
        newPassword?: string;
      },
    ): Promise<'feeRateChanged' | 'memberPasswordChanged' | 'memberUpdated'> {
      await confirmPassword(manager, input.password);
      const today = utcDay(deps.now());
      const effectiveFrom = input.effectiveFrom ?? today;
      if (input.feeRate !== undefined && effectiveFrom < today) {
        throw new AppError('invalid_input', 'validation.effectiveFromInvalid');
      }
      const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;

      const memberId = await deps.db.transaction(async (trx) => {
        const member = await requireMember(manager.siteId, input.target, trx, true);
        if (input.feeRate !== undefined) {
          const feeRateBp = percentToBasisPoints(input.feeRate);
          const previousBp = feeRateOn(
            await deps.members.feeHistory(manager.siteId, member.id, trx),
            effectiveFrom,
          );
          await deps.members.insertFeeRate(
            {
              siteId: manager.siteId,
              accountId: member.id,
              feeRateBp,
              effectiveFrom,
              changedBy: manager.id,
            },
            trx,
          );
          await deps.audit.record(
            manager.siteId,
            {
              actor,
              action: 'member.fee_rate_changed',
              targetAccountId: member.id,
              detail: { from_bp: previousBp, to_bp: feeRateBp, effective_from: effectiveFrom },
            },
            trx,
          );
        }
        if (passwordHash) {
          await deps.accounts.update(manager.siteId, member.id, { passwordHash }, trx);
          await deps.sessions.revokeAll(manager.siteId, member.id, trx);
          await deps.audit.record(
            manager.siteId,
            { actor, action: 'member.password_changed', targetAccountId: member.id },
            trx,
          );
        }
        return member.id;
      });
      // Committed: a new password ends the member's sessions in every server process at once.
      if (passwordHash) await deps.sessions.forgetAccount(manager.siteId, memberId);
      if (input.feeRate !== undefined && passwordHash) return 'memberUpdated';
      return passwordHash ? 'memberPasswordChanged' : 'feeRateChanged';
    },

    /**
     * Deletes a member with the manager's password: the account stops working, its
     * sessions end and its channel assignments close (the channels stay with the site);
     * its past earnings keep its name in reports.
     */
    async remove(
      manager: Account,
      actor: Actor,
      input: { target: string; password: string },
    ): Promise<void> {
      await confirmPassword(manager, input.password);
      const memberId = await deps.db.transaction(async (trx) => {
        const member = await requireMember(manager.siteId, input.target, trx, true);
        await deps.accounts.softDelete(manager.siteId, member.id, trx);
        await deps.sessions.revokeAll(manager.siteId, member.id, trx);
        await deps.channels.releaseChannelsOf(member, manager, trx);
        await deps.forfeits.accountDeleted(manager.siteId, member.id, actor, trx);
        await deps.audit.record(
          manager.siteId,
          {
            actor,
            action: 'member.deleted',
            targetAccountId: member.id,
            detail: { email: member.email },
          },
          trx,
        );
        return member.id;
      });
      await deps.sessions.forgetAccount(manager.siteId, memberId);
    },

    /** Every revenue share change of a member, newest first, with the rate it replaced. */
    async feeHistory(manager: Account, target: string) {
      const member = await requireMember(manager.siteId, target, deps.db);
      const history = await deps.members.feeHistory(manager.siteId, member.id);
      return history
        .map((entry, index) => ({
          ...entry,
          previousBp: feeRateOn(history.slice(0, index), entry.effectiveFrom),
        }))
        .reverse();
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
