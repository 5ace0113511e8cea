import { formatCount, WITHDRAWAL_THRESHOLD, type Channel, type Locale } from '@portal/shared';
import { useEffect, useState } from 'react';

/**
 * The withdrawal threshold as the figure each language's text gives it
 * (docs/product.md §7.10): the Korean text counts 10,000 points, the Chinese texts 10
 * dollars, the English one 20. The unit is part of each translation; only the number is
 * formatted here.
 */
export function withdrawalThresholdAmount(locale: Locale): string {
  if (locale === 'ko') return formatCount(WITHDRAWAL_THRESHOLD.points, locale);
  if (locale === 'en') return formatCount(WITHDRAWAL_THRESHOLD.usd, locale);
  return formatCount(WITHDRAWAL_THRESHOLD.usdChineseText, locale);
}

/** Whether the channel is waiting for its owner to press Verify (again). */
export function canVerify(channel: Channel): boolean {
  return (
    channel.verification === 'pending_verification' || channel.verification === 'needs_verification'
  );
}

/** When an on-hold channel may ask for re-review next, if that is still ahead of `now`. */
export function reReviewWaitUntil(channel: Channel, now: number): string | null {
  const at = channel.re_review_available_at;
  return at && Date.parse(at) > now ? at : null;
}

/** The current time, moving on every `intervalMs` so time-bound buttons enable themselves. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
