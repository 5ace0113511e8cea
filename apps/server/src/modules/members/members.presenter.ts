import { basisPointsToPercent, type FeeRateChange, type McnAccount } from '@portal/shared';
import type { MemberRow } from './members.repo.ts';

/** A member as the manager's list shows them (zMcnAccount), shares in percent. */
export function presentMember(row: MemberRow & { channels: string[] }): McnAccount {
  return {
    user_id: row.email,
    nickname: row.nickname,
    registered_at: row.createdAt.toISOString(),
    fee_rate: basisPointsToPercent(row.feeRateBp),
    next_fee_rate: row.next
      ? {
          fee_rate: basisPointsToPercent(row.next.feeRateBp),
          effective_from: row.next.effectiveFrom,
        }
      : null,
    channels: row.channels,
  };
}

/** One change of a member's revenue share, with the rate it replaced (zFeeRateChange). */
export function presentFeeChange(entry: {
  feeRateBp: number;
  previousBp: number;
  effectiveFrom: string;
  createdAt: Date;
  changedBy: string | null;
}): FeeRateChange {
  return {
    fee_rate: basisPointsToPercent(entry.feeRateBp),
    previous_fee_rate: basisPointsToPercent(entry.previousBp),
    effective_from: entry.effectiveFrom,
    changed_at: entry.createdAt.toISOString(),
    changed_by: entry.changedBy,
  };
}
