import { and, eq, isNull } from 'drizzle-orm';
import {
  formatCount,
  formatDateRange,
  formatMoney,
  formatRpm,
  type Currency,
  type Locale,
  type ReportFigures,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { accounts, sites } from '../../db/schema.ts';
import { acrossSites, inSite } from '../../db/site-scope.ts';
import { addDays } from '../../lib/days.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { Site } from '../sites/sites.repo.ts';
import { siteTimeZone } from '../sites/site-defaults.ts';
import type { MailService } from './mail.service.ts';

/** The local hour from which Monday's digest goes out (until Monday ends). */
export const DIGEST_HOUR = 7;

/** The calendar day, weekday and hour of a moment in a time zone. */
export function localTime(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday as string,
    hour: Number(parts.hour),
  };
}

/** The site's Monday (`YYYY-MM-DD`) when `at` is its Monday morning, from DIGEST_HOUR on. */
export function digestMonday(at: Date, site: Pick<Site, 'timeZone' | 'currency'>) {
  const local = localTime(at, siteTimeZone(site));
  return local.weekday === 'Mon' && local.hour >= DIGEST_HOUR ? local.day : undefined;
}

/** The week a digest sent on `monday` covers: the 7 days before it. */
export const digestWeek = (monday: string) => ({
  from: addDays(monday, -7),
  to: addDays(monday, -1),
});

/** The change from `before` to `now`: +12.5 %, −3 %; a dash without a figure before. */
function change(now: number, before: number, locale: Locale): string {
  if (!(before > 0)) return '–';
  const ratio = (now - before) / before;
  const text = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(ratio);
  return text;
}

/**
 * The weekly digest (issue 26): on Monday morning in each site's time zone, every member
 * (their own Shorts) and manager (the network's) gets the last 7 days' views, revenue and
 * RPM against the 7 before, and the three Shorts with the most views. The figures are the
 * reports service's own (report/summary and report/videos for those days), so the email
 * and the dashboard never disagree. Keyed by the Monday and the account: the job running
 * every hour of the morning, or twice, writes one digest.
 */
export function createWeeklyDigest(deps: { db: Db; reports: ReportsService; mail: MailService }) {
  /** One account's digest for the week before `monday`; false when there is nothing to say. */
  async function sendOne(site: Site, account: typeof accounts.$inferSelect, monday: string) {
    const week = digestWeek(monday);
    const viewer = { site, account };
    const query = { period: 'custom' as const, ...week };
    const summary = await deps.reports.summary(viewer, query);
    const before = summary.previous_totals;
    const quiet = (figures: ReportFigures | null) =>
      !figures || (figures.views === 0 && figures.revenue === '0');
    if (quiet(summary.totals) && quiet(before)) return false;
    const best = await deps.reports.videos(viewer, {
      ...query,
      sort: 'views',
      order: 'desc',
      page: 0,
      size: 3,
    });
    const currency = summary.currency;
    const now = summary.totals;
    return deps.mail.send({
      siteId: site.id,
      accountId: account.id,
      kind: 'weeklyDigest',
      params: (locale) => digestParams(locale, currency, week, now, before, best.videos),
      path: '/dashboard',
      key: `weekly-digest:${monday}:${account.id}`,
    });
  }

  return {
    sendOne,

    /**
     * Writes the digests due at `at`: for each site where it is Monday, from DIGEST_HOUR
     * on, one to each of its live accounts. Returns how many were written.
     */
    async sendDue(at: Date): Promise<number> {
      const all = await acrossSites('weekly digest', () => deps.db.select().from(sites));
      let written = 0;
      for (const site of all) {
        const monday = digestMonday(at, site);
        if (!monday) continue;
        written += await inSite(site.id, async () => {
          const people = await deps.db
            .select()
            .from(accounts)
            .where(and(eq(accounts.siteId, site.id), isNull(accounts.deletedAt)));
          let count = 0;
          for (const account of people) if (await sendOne(site, account, monday)) count += 1;
          return count;
        });
      }
      return written;
    },
  };
}

export type WeeklyDigest = ReturnType<typeof createWeeklyDigest>;

/** The digest's values in one language. */
function digestParams(
  locale: Locale,
  currency: Currency,
  week: { from: string; to: string },
  now: ReportFigures,
  before: ReportFigures | null,
  best: { title: string; views: number }[],
) {
  const money = (micros: string) => formatMoney(BigInt(micros), currency, locale);
  return {
    period: formatDateRange(week.from, week.to, locale) || `${week.from} – ${week.to}`,
    views: formatCount(now.views, locale),
    viewsChange: change(now.views, before?.views ?? 0, locale),
    revenue: money(now.revenue),
    revenueChange: change(Number(now.revenue), Number(before?.revenue ?? 0), locale),
    rpm: formatRpm(now.rpm, currency, locale),
    rpmChange: change(now.rpm, before?.rpm ?? 0, locale),
    top: best
      .map((video, index) => `${index + 1}. ${video.title} (${formatCount(video.views, locale)})`)
      .join(' · '),
  };
}
