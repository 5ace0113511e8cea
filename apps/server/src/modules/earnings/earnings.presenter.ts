import {
  basisPointsToPercent,
  type CloseTotals,
  type Currency,
  type LedgerEntry,
  type Statement,
  type Withdrawal,
} from '@portal/shared';
import type { LedgerEntryRow, StatementRow, WithdrawalWithMember } from './ledger.repo.ts';
import { monthOf, sumOf } from './month-close.ts';

/** Replies about money out, shaped from the books' rows (amounts as decimal micro-unit strings). */

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

/** A statement's own totals, from its lines. */
export function statementTotals(row: StatementRow) {
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
