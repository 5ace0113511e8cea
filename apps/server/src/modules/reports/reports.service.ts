import {
  CURRENCIES,
  type ChannelReportRow,
  type ChannelReportSort,
  type Currency,
  type DailyFigures,
  type DayRange,
  type ReportFigures,
  type ReportPeriod,
  type VideoReportRow,
  type VideoReportSort,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import type { Account } from '../accounts/accounts.repo.ts';
import type { MembersRepo } from '../members/members.repo.ts';
import type { Site } from '../sites/sites.repo.ts';
import {
  ADDED_UP_DAYS,
  sourceOf,
  wholeScope,
  type ChannelSums,
  type DailySums,
  type Paging,
  type ReportScope,
  type ReportsRepo,
  type Sorting,
  type VideoFilter,
  type VideoSums,
} from './plans/index.ts';
import { eachDay, previousPeriod, resolvePeriod } from './report-period.ts';
import { zeroSums, type FigureSums } from './report-figures.ts';
import type { WindowName } from './report-windows.ts';

/** A video report's filters as asked: one channel, a title search. */
export type VideoSearch = { channel?: string; search?: string };

/** Who asks, on which site, for which member's view, in which currency. */
export type ReportViewer = {
  site: Site;
  account: Account;
  /** A manager's `member` filter (the member's user_id). */
  member?: string;
  /** The X-Currency the client asked for, if any. */
  currency?: string;
};

export type PeriodQuery = { period: ReportPeriod; from?: string; to?: string };

/** What every report says about itself (spec-style header fields). */
type ReportHeader = {
  currency: Currency;
  complete_up_to: string | null;
  period: DayRange;
  shows_gross: boolean;
};

/** Ratios from exact sums; money stays an exact decimal string. */
export function presentFigures(sums: FigureSums): ReportFigures {
  const views = Number(sums.views);
  const premiumViews = Number(sums.premium_views);
  const revenue = Number(sums.revenue);
  const premiumRevenue = Number(sums.premium_revenue);
  return {
    views,
    engaged_views: Number(sums.engaged_views),
    premium_views: premiumViews,
    premium_ratio: views > 0 ? premiumViews / views : 0,
    revenue: sums.revenue,
    net_revenue: sums.net_revenue,
    premium_revenue: sums.premium_revenue,
    rpm: views > 0 ? (revenue / views) * 1000 : 0,
    premium_rpm: premiumViews > 0 ? (premiumRevenue / premiumViews) * 1000 : 0,
  };
}

/** Every day of the range, zeros where there is no data, so charts keep their time axis. */
function everyDay(range: DayRange, daily: DailySums[], showsGross: boolean): DailyFigures[] {
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return eachDay(range).map((day) => {
    const figures = presentFigures(byDay.get(day) ?? zeroSums(showsGross));
    return {
      day,
      views: figures.views,
      premium_views: figures.premium_views,
      revenue: figures.revenue,
      net_revenue: figures.net_revenue,
      rpm: figures.rpm,
    };
  });
}

export const YOUTUBE_THUMBNAIL = (videoId: string) =>
  `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;
export const SHORTS_LINK = (videoId: string) => `https://www.youtube.com/shorts/${videoId}`;

function presentChannel(row: ChannelSums): ChannelReportRow {
  return {
    ...presentFigures(row),
    channel_id: row.channel_id,
    // A channel removed from the site after its data came in keeps its id as a name.
    title: row.title ?? row.channel_id,
    handle: row.handle,
    thumbnail_url: row.thumbnail_url,
    shorts: Number(row.shorts),
  };
}

function presentVideo(row: VideoSums): VideoReportRow {
  const views = Number(row.views);
  return {
    ...presentFigures(row),
    video_id: row.video_id,
    // Reports can arrive before the video list names a Short.
    title: row.title ?? row.video_id,
    thumbnail_url: YOUTUBE_THUMBNAIL(row.video_id),
    link: SHORTS_LINK(row.video_id),
    channel_id: row.channel_id,
    channel_title: row.channel_title ?? row.channel_id,
    published_at: row.published_at?.toISOString() ?? null,
    duration_seconds: row.duration_seconds,
    // Hundredths of a percent × views, and milliseconds: averages per view.
    average_view_percentage: views > 0 ? Number(row.view_percentage_weighted) / views / 100 : 0,
    average_view_duration_seconds: views > 0 ? Number(row.watch_time_ms) / views / 1000 : 0,
    music: row.isrc ? { isrc: row.isrc, title: row.music_title, artist: row.music_artist } : null,
  };
}

/**
 * The reports (design §5): who sees what (a member their assigned channels from the day
 * each was assigned and approved, net of their fee rate; a manager the whole site, gross
 * and net, or one member's view), the period, and the currency.
 */
export function createReportsService(deps: {
  reports: ReportsRepo;
  members: Pick<MembersRepo, 'findLiveMember'>;
  now: () => Date;
  /** The precomputed window for the period, when it is current (report-windows.ts). */
  currentWindow: (
    siteId: number,
    period: ReportPeriod,
    range: DayRange,
  ) => Promise<WindowName | undefined>;
}) {
  const { reports } = deps;

  async function scopeOf(viewer: ReportViewer): Promise<ReportScope> {
    const asked = CURRENCIES.find((currency) => currency === viewer.currency?.toUpperCase());
    let currency: Currency = asked ?? (viewer.site.currency === 'USD' ? 'USD' : 'KRW');
    // Without any rate there is no honest KRW figure: answer in USD and say so.
    if (currency === 'KRW' && !(await reports.hasExchangeRates())) currency = 'USD';
    const { account } = viewer;
    if (account.role !== 'manager') {
      // A member's own view, whatever `member` says.
      return { siteId: account.siteId, memberAccountId: account.id, showsGross: false, currency };
    }
    if (!viewer.member) {
      return { siteId: account.siteId, memberAccountId: null, showsGross: true, currency };
    }
    const member = await deps.members.findLiveMember(
      account.siteId,
      viewer.member.trim().toLowerCase(),
    );
    if (!member) throw new AppError('member_not_found');
    return { siteId: account.siteId, memberAccountId: member.id, showsGross: true, currency };
  }

  /** A Short with data the scope can see on some day of `bounds`, with zero figures. */
  async function quietVideo(
    scope: ReportScope,
    bounds: { firstDay: string | null; lastDay: string | null },
    videoId: string,
  ): Promise<VideoSums | undefined> {
    if (!bounds.firstDay || !bounds.lastDay) return undefined;
    const ever = await reports.videos(
      scope,
      { from: bounds.firstDay, to: bounds.lastDay },
      { videoId },
      { sort: 'revenue', order: 'desc', page: 0, size: 1 },
      ADDED_UP_DAYS,
    );
    const row = ever.rows[0];
    return row && { ...row, ...zeroSums(scope.showsGross) };
  }

  async function prepare(viewer: ReportViewer, query: PeriodQuery) {
    const scope = await scopeOf(viewer);
    const bounds = await reports.dataBounds(scope.siteId);
    const today = deps.now().toISOString().slice(0, 10);
    const range = resolvePeriod(query, bounds, today);
    const header: ReportHeader = {
      currency: scope.currency,
      complete_up_to: bounds.lastDay,
      period: range,
      shows_gross: scope.showsGross,
    };
    return { scope, range, header, bounds };
  }

  return {
    async summary(viewer: ReportViewer, query: PeriodQuery) {
      const { scope, range, header } = await prepare(viewer, query);
      const previous = previousPeriod(query.period, range);
      const [current, before] = await Promise.all([
        reports.summary(scope, range),
        previous ? reports.summary(scope, previous) : undefined,
      ]);
      return {
        ...header,
        totals: presentFigures(current.totals),
        daily: everyDay(range, current.daily, scope.showsGross),
        previous_period: previous,
        previous_totals: before ? presentFigures(before.totals) : null,
      };
    },

    async channels(viewer: ReportViewer, query: PeriodQuery & Sorting<ChannelReportSort> & Paging) {
      const { scope, range, header } = await prepare(viewer, query);
      const source = sourceOf(await deps.currentWindow(scope.siteId, query.period, range));
      const [page, sums] = await Promise.all([
        reports.channels(scope, range, query, source),
        reports.summary(scope, range),
      ]);
      return {
        ...header,
        page: query.page,
        size: query.size,
        total: page.total,
        channels: page.rows.map(presentChannel),
        totals: presentFigures(sums.totals),
      };
    },

    async videos(
      viewer: ReportViewer,
      query: PeriodQuery & VideoSearch & Sorting<VideoReportSort> & Paging,
    ) {
      const { scope, range, header } = await prepare(viewer, query);
      const source = sourceOf(await deps.currentWindow(scope.siteId, query.period, range));
      const filter: VideoFilter = { channel: query.channel, search: query.search };
      const [page, sums] = await Promise.all([
        reports.videos(scope, range, filter, query, source),
        // Without filters the Shorts add up to the summary, which its rollup has ready.
        wholeScope(filter)
          ? reports.summary(scope, range)
          : reports.videoTotals(scope, range, filter),
      ]);
      return {
        ...header,
        page: query.page,
        size: query.size,
        total: page.total,
        videos: page.rows.map(presentVideo),
        totals: presentFigures(sums.totals),
        rpm_trend: everyDay(range, sums.daily, scope.showsGross).map(({ day, rpm }) => ({
          day,
          rpm,
        })),
      };
    },

    /** One Short the viewer can see in the period, or 404. */
    async video(viewer: ReportViewer, query: PeriodQuery & { video_id: string }) {
      const { scope, range, header, bounds } = await prepare(viewer, query);
      const filter = { videoId: query.video_id };
      const [result, sums, countries] = await Promise.all([
        reports.videos(
          scope,
          range,
          filter,
          { sort: 'revenue', order: 'desc', page: 0, size: 1 },
          ADDED_UP_DAYS,
        ),
        reports.videoTotals(scope, range, filter),
        reports.videoCountries(scope, range, query.video_id),
      ]);
      // A Short the viewer can see, quiet in this period, shows its zeros rather than a 404.
      const row = result.rows[0] ?? (await quietVideo(scope, bounds, query.video_id));
      if (!row) throw new AppError('video_not_found');
      return {
        ...header,
        video: presentVideo(row),
        countries: countries.map((country) => ({
          country_code: country.country_code,
          views: Number(country.views),
          premium_views: Number(country.premium_views),
          revenue: country.revenue,
          net_revenue: country.net_revenue,
        })),
        daily: everyDay(range, sums.daily, scope.showsGross),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
