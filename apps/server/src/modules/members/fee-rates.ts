import { FEE_RATE_MAX_BP } from '@portal/shared';

/** One recorded revenue share change; `id` orders changes recorded for the same day. */
export type FeeRateEntry = { id: number; feeRateBp: number; effectiveFrom: string };

/** A calendar day in UTC, `YYYY-MM-DD`: the unit fee rates and daily revenue share. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The revenue share in force on `day`: the latest change effective on or before it
 * (of two for the same day, the one recorded last); 0 before any change.
 */
export function feeRateOn(history: readonly FeeRateEntry[], day: string): number {
  let current: FeeRateEntry | undefined;
  for (const entry of history) {
    if (entry.effectiveFrom > day) continue;
    if (
      !current ||
      entry.effectiveFrom > current.effectiveFrom ||
      (entry.effectiveFrom === current.effectiveFrom && entry.id > current.id)
    ) {
      current = entry;
    }
  }
  return current?.feeRateBp ?? 0;
}

/**
 * A member's expected revenue from the revenue of their channels: revenue × (1 − fee).
 * Integer micros; the member's part is rounded down, so the network keeps the
 * sub-micro remainder and the two parts always add up to the revenue.
 */
export function memberShareMicros(revenueMicros: bigint, feeRateBp: number): bigint {
  return (revenueMicros * BigInt(FEE_RATE_MAX_BP - feeRateBp)) / BigInt(FEE_RATE_MAX_BP);
}

/**
 * Each day's expected revenue with the fee rate in force that day (docs/product.md §6.6).
 */
export function expectedRevenueByDay(
  days: readonly { day: string; revenueMicros: bigint }[],
  history: readonly FeeRateEntry[],
): { day: string; revenueMicros: bigint; feeRateBp: number; expectedMicros: bigint }[] {
  return days.map(({ day, revenueMicros }) => {
    const feeRateBp = feeRateOn(history, day);
    return {
      day,
      revenueMicros,
      feeRateBp,
      expectedMicros: memberShareMicros(revenueMicros, feeRateBp),
    };
  });
}
