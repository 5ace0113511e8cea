import { YOUTUBE_REPORT_KEPT_DAYS } from '@portal/shared';
import { DAY_MS } from '../../lib/days.ts';

/**
 * Times of the Reporting API (docs/product.md §14.2): a report's `createTime` is RFC 3339
 * with microseconds, finer than a JavaScript Date, and its day is cut in Pacific time.
 */

const RFC3339 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i;

/** Microseconds since the epoch, exact; throws on a time that is not RFC 3339. */
export function createTimeMicros(text: string): bigint {
  const match = RFC3339.exec(text);
  const seconds = match ? Date.parse(`${match[1]}${match[3]}`) : Number.NaN;
  if (!match || Number.isNaN(seconds)) throw new Error(`not an RFC 3339 time: ${text}`);
  const fraction = (match[2] ?? '').padEnd(6, '0').slice(0, 6);
  return BigInt(seconds / 1000) * 1_000_000n + BigInt(fraction);
}

/** Orders two create times (negative when `a` was first). */
export function compareCreateTimes(a: string, b: string): number {
  const difference = createTimeMicros(a) - createTimeMicros(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** A time in microseconds as RFC 3339 in UTC with all six digits, as `createdAfter` takes it. */
export function rfc3339Micros(micros: bigint): string {
  const seconds = micros / 1_000_000n;
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0');
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 19)}.${fraction}Z`;
}

/**
 * What to ask `createdAfter` for, given the cursor: a second before it, so a report made
 * in the same instant as the cursor's is listed again rather than lost; reports already
 * recorded are then skipped by id.
 */
export function createdAfterFor(cursor: string | null): string | undefined {
  return cursor === null ? undefined : rfc3339Micros(createTimeMicros(cursor) - 1_000_000n);
}

const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day a report covers: its start time's date in Pacific time (`YYYY-MM-DD`). */
export function pacificDay(startTime: string): string {
  const at = Date.parse(startTime);
  if (Number.isNaN(at)) throw new Error(`not a time: ${startTime}`);
  return PACIFIC_DAY.format(at);
}

/**
 * When YouTube deletes a report (docs/product.md §14.2). The historical reports a new
 * job brings cover the days before the job was made and are kept 30 days, the others 60.
 * A report is reckoned historical when its day starts before its job was made, or when
 * that is not known: the job's first daily reports, whose days also start
 * before it (the data is 48-72 hours late), are then reckoned 30 days too, so the
 * alarm on a report about to go may come early, never late.
 */
export function reportExpiresAt(
  report: { startTime: string; createTime: string },
  jobCreatedAt: Date | null,
): Date {
  const historical = jobCreatedAt === null || Date.parse(report.startTime) < jobCreatedAt.getTime();
  const madeAt = Number(createTimeMicros(report.createTime) / 1000n);
  return new Date(madeAt + YOUTUBE_REPORT_KEPT_DAYS[historical ? 'historical' : 'daily'] * DAY_MS);
}
