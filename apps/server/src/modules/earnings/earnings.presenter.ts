import {
  basisPointsToPercent,
  type CloseReply,
  type CloseTotals,
  type Currency,
  type EarningsSummaryReply,
  type LedgerEntry,
  type OperatorBooks,
  type PayoutsOverviewReply,
  type RequestsReply,
  type Statement,
  type StatementsReply,
  type Withdrawal,
} from '@portal/shared';
import { presentConsoleSite } from '../sites/sites.presenter.ts';
import type { Site } from '../sites/sites.repo.ts';
import type { EarningsService } from './earnings.service.ts';
import type { LedgerEntryRow, StatementRow, WithdrawalWithMember } from './ledger.repo.ts';
import { monthOf, sumOf } from './month-close.ts';

/** Replies about money out, shaped from the books' rows (amounts as decimal micro-unit strings). */

/** A reply's own fields: `ok` adds `success` and `message`. */
type Reply<T> = Omit<T, 'success' | 'message'>;

export function presentWithdrawal(row: WithdrawalWithMember): Withdrawal {
  return {
    id: row.id,
    member: row.email,
    nickname: row.nickname,
    amount: row.amountMicros.toString(),
    currency: row.currency as Currency,
    state: row.state,
    payout_method: row.methodMasked,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    paid_on: row.paidOn,
    reference: row.reference,
    reject_reason: row.rejectReason,
  };
}

export function presentEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amountMicros.toString(),
    month: row.month ? monthOf(row.month) : null,
    channel_id: row.channelYoutubeId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentTotals(totals: {
  month: string;
  members: number;
  gross: bigint;
  net: bigint;
  withheld: bigint;
  released: bigint;
  adjustments: bigint;
}): CloseTotals {
  return {
    month: totals.month,
    members: totals.members,
    gross: totals.gross.toString(),
    net: totals.net.toString(),
    withheld: totals.withheld.toString(),
    released: totals.released.toString(),
    adjustments: totals.adjustments.toString(),
  };
}

/** A closed month in a list: its totals and when it closed. */
function presentClosedMonth(close: {
  totals: Parameters<typeof presentTotals>[0];
  closedAt: Date;
}) {
  return { ...presentTotals(close.totals), closed_at: close.closedAt.toISOString() };
}

/** A month's close, or its preview: whether it was closed before, and its totals. */
export function presentCloseResult(
  currency: Currency,
  result: { alreadyClosed: boolean; totals: Parameters<typeof presentTotals>[0] },
): Reply<CloseReply> {
  return {
    currency,
    already_closed: result.alreadyClosed,
    totals: presentTotals(result.totals),
  };
}

/** A statement's own totals, from its lines. */
function statementTotals(row: StatementRow) {
  const total = (values: string[]) => sumOf(values.map(BigInt)).toString();
  return {
    gross: total(row.lines.map((line) => line.gross)),
    net: total(row.lines.map((line) => line.net)),
    withheld: total(row.lines.map((line) => line.withheld)),
    released: total(row.lines.map((line) => line.released)),
    adjustments_total: total(row.adjustments.map((adjustment) => adjustment.amount)),
  };
}

export function presentStatement(row: StatementRow, closedAt: Date): Statement {
  return {
    month: monthOf(row.month),
    member: row.email,
    nickname: row.nickname,
    currency: row.currency as Currency,
    closed_at: closedAt.toISOString(),
    lines: row.lines.map((line) => ({
      channel_id: line.channelId,
      title: line.title,
      gross: line.gross,
      fee_rates: line.feeRatesBp.map(basisPointsToPercent),
      net: line.net,
      withheld: line.withheld,
      released: line.released,
    })),
    adjustments: row.adjustments.map((adjustment) => ({
      channel_id: adjustment.channelId,
      title: adjustment.title,
      month: adjustment.month,
      amount: adjustment.amount,
    })),
    payouts: row.payouts.map((payout) => ({
      id: payout.id,
      amount: payout.amount,
      paid_on: payout.paidOn,
      reference: payout.reference,
    })),
    ...statementTotals(row),
    balance_before: row.balanceBeforeMicros.toString(),
    balance_after: row.balanceAfterMicros.toString(),
  };
}

/** A closed month as the statements list shows it: its totals and the balance after. */
export function presentStatementItem(row: StatementRow): StatementsReply['statements'][number] {
  const totals = statementTotals(row);
  return {
    month: monthOf(row.month),
    net: totals.net,
    withheld: totals.withheld,
    adjustments: totals.adjustments_total,
    balance_after: row.balanceAfterMicros.toString(),
  };
}

/**
 * What a member is owed and can do with it. The payout method shows only its masked
 * form: the sealed details stay with the manager who pays.
 */
export function presentSummary(
  summary: Awaited<ReturnType<EarningsService['summary']>>,
): Reply<EarningsSummaryReply> {
  return {
    currency: summary.currency,
    balance: summary.balance.toString(),
    threshold: summary.threshold.toString(),
    withheld: summary.withheld.map((held) => ({
      channel_id: held.channelId,
      title: held.title,
      amount: held.amount.toString(),
      reason: held.reason,
    })),
    last_closed_month: summary.lastClosedMonth,
    open_withdrawal: summary.open ? presentWithdrawal(summary.open) : null,
    payout_method: summary.method
      ? {
          kind: summary.method.kind,
          masked: summary.method.masked,
          updated_at: summary.method.updatedAt.toISOString(),
        }
      : null,
    can_withdraw: summary.canWithdraw,
  };
}

/** The site's books for its manager: closed months, every member's balance, the settings. */
export function presentOverview(
  overview: Awaited<ReturnType<EarningsService['overview']>>,
): Reply<PayoutsOverviewReply> {
  return {
    currency: overview.currency,
    threshold: overview.threshold.toString(),
    auto_close_day: overview.autoCloseDay,
    next_month: overview.next,
    months: overview.closes.map(presentClosedMonth),
    balances: overview.balances.map((row) => ({
      member: row.email,
      nickname: row.nickname,
      balance: row.balance.toString(),
      withheld: row.withheld.toString(),
      open_withdrawal: row.open === null ? null : row.open.toString(),
    })),
  };
}

/** A request in the manager's queue: with the payout details in full while it is open. */
export function presentRequest(
  row: WithdrawalWithMember & { details: string | null },
): RequestsReply['withdrawals'][number] {
  return { ...presentWithdrawal(row), payout_details: row.details };
}

/** A site's books in short, as operators read every network's. */
export function presentBooks(
  named: { site: Site; domains: string[] },
  books: Awaited<ReturnType<EarningsService['booksOfSites']>>[number],
): OperatorBooks {
  return {
    ...presentConsoleSite(named),
    currency: books.currency,
    balance_total: books.balance.toString(),
    withheld_total: books.withheld.toString(),
    open_requests: books.openRequests,
    open_amount: books.openAmount.toString(),
    next_month: books.next,
    auto_close_day: books.autoCloseDay,
    months: books.closes.map(presentClosedMonth),
  };
}
