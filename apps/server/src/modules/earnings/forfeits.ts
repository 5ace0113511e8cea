import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, withdrawals } from '../../db/schema.ts';
import type { Actor, AuditRepo } from '../audit/audit.repo.ts';
import type { LedgerRepo } from './ledger.repo.ts';
import { sumOf } from './month-close.ts';

/**
 * Deletion in the books (docs/product.md §7.12): what a deleted channel or account leaves
 * is forfeited by an entry, so nothing disappears from the ledger. Runs inside the
 * deletion's transaction, with the member's account locked like every other change of a
 * balance. How a channel's part is counted: docs/decisions/023-earnings-ledger.md.
 */
export function createForfeits(deps: { ledger: LedgerRepo; audit: AuditRepo }) {
  const { ledger } = deps;
  return {
    /**
     * A channel is deleted: each member's part of their balance that came from it (what
     * its entries add up to, never more than the balance) is forfeited. What is still
     * withheld for it is never released.
     */
    async channelDeleted(
      siteId: number,
      channel: { id: number; youtubeId: string },
      actor: Actor,
      trx: Executor,
    ): Promise<void> {
      // A close running now may be crediting this channel: its entries count too.
      await ledger.lockBooks(siteId, trx);
      const naming = await trx
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.siteId, siteId),
            eq(ledgerEntries.channelYoutubeId, channel.youtubeId),
            eq(ledgerEntries.channelRowId, channel.id),
          ),
        );
      const members = [...new Set(naming.map((entry) => entry.accountId))].sort((a, b) => a - b);
      await ledger.lockAccounts(siteId, members, trx);
      for (const accountId of members) {
        const part = sumOf(
          naming.filter((entry) => entry.accountId === accountId).map((e) => e.amountMicros),
        );
        const balance = await ledger.balance(siteId, accountId, trx);
        const amount = part < balance ? part : balance;
        if (amount <= 0n) continue;
        await ledger.append(
          [
            {
              siteId,
              accountId,
              kind: 'forfeit',
              amountMicros: -amount,
              currency: naming[0]!.currency,
              channelYoutubeId: channel.youtubeId,
              channelRowId: channel.id,
              madeBy: 'deletion',
              madeByAccountId: actor.accountId,
              reason: 'channel_deleted',
            },
          ],
          trx,
        );
        await deps.audit.record(
          siteId,
          {
            actor,
            action: 'earnings.forfeited',
            targetAccountId: accountId,
            detail: { channel_id: channel.youtubeId, amount: amount.toString() },
          },
          trx,
        );
      }
    },

    /**
     * An account is deleted: a request not yet approved is cancelled (its amount returns),
     * then the whole balance is forfeited. An approved request stays, to be paid.
     */
    async accountDeleted(
      siteId: number,
      accountId: number,
      actor: Actor,
      trx: Executor,
    ): Promise<void> {
      await ledger.lockAccounts(siteId, [accountId], trx);
      const requested = await trx
        .select()
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.siteId, siteId),
            eq(withdrawals.accountId, accountId),
            inArray(withdrawals.state, ['requested']),
          ),
        );
      for (const request of requested) {
        await ledger.updateWithdrawal(
          siteId,
          request.id,
          { state: 'cancelled', decidedAt: new Date(), decidedBy: actor.accountId },
          trx,
        );
        await ledger.append(
          [
            {
              siteId,
              accountId,
              kind: 'withdrawal_returned',
              amountMicros: request.amountMicros,
              currency: request.currency,
              withdrawalId: request.id,
              madeBy: 'deletion',
              madeByAccountId: actor.accountId,
              reason: 'account_deleted',
            },
          ],
          trx,
        );
      }
      const balance = await ledger.balance(siteId, accountId, trx);
      if (balance <= 0n) return;
      const [any] = await ledger.entriesOf(siteId, [accountId], trx);
      await ledger.append(
        [
          {
            siteId,
            accountId,
            kind: 'forfeit',
            amountMicros: -balance,
            currency: any!.currency,
            madeBy: 'deletion',
            madeByAccountId: actor.accountId,
            reason: 'account_deleted',
          },
        ],
        trx,
      );
      await deps.audit.record(
        siteId,
        {
          actor,
          action: 'earnings.forfeited',
          targetAccountId: accountId,
          detail: { amount: balance.toString() },
        },
        trx,
      );
    },
  };
}

export type Forfeits = ReturnType<typeof createForfeits>;
