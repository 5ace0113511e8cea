import {
  CURRENCIES,
  type ChannelReportSort,
  type Currency,
  type DayRange,
  type ReportPeriod,
  type VideoReportSort,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { MembersRepo } from '../members/members.repo.ts';
import type { Site } from '../sites/sites.repo.ts';
import {
  ADDED_UP_DAYS,
  sourceOf,
  wholeScope,
  type Paging,
  type ReportScope,
  type ReportsRepo,
  type Sorting,
  type VideoFilter,
  type VideoSums,
} from './plans/index.ts';
import { previousPeriod, resolvePeriod } from './report-period.ts';
import { zeroSums } from './report-figures.ts';
import type { WindowName } from './report-windows.ts';
import {
  presentChannelReport,
  presentHeader,
  presentSummary,
  presentVideoDetail,
  presentVideoReport,
} from './reports.presenter.ts';

/** A video report's filters as asked: one channel, a title search. */
export type VideoSearch = { channel?: string; search?: string };

/** Who asks, on which site, for which member's view, in which currency. */
export type ReportViewer = {
  site: Site;
  account: Viewer;
  /** A manager's `member` filter (the member's user_id). */
  member?: string;
  /** The X-Currency the client asked for, if any. */
  currency?: string;
};

export type PeriodQuery = { period: ReportPeriod; from?: string; to?: string };

/**
 * The reports (docs/product.md §6.6): who sees what (a member their assigned channels
 * from the day each was assigned and approved, net of their fee rate; a manager the whole
 * site, gross and net, or one member's view), the period, and the currency.
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
    return { scope, range, header: presentHeader(scope, bounds, range), bounds };
  }

  return {
    async summary(viewer: ReportViewer, query: PeriodQuery) {
      const { scope, range, header } = await prepare(viewer, query);
      const previous = previousPeriod(query.period, range);
      const [current, before] = await Promise.all([
        reports.summary(scope, range),
        previous ? reports.summary(scope, previous) : undefined,
      ]);
      return presentSummary(header, current, { period: previous, sums: before });
    },

    async channels(viewer: ReportViewer, query: PeriodQuery & Sorting<ChannelReportSort> & Paging) {
      const { scope, range, header } = await prepare(viewer, query);
      const source = sourceOf(await deps.currentWindow(scope.siteId, query.period, range));
      const [page, sums] = await Promise.all([
        reports.channels(scope, range, query, source),
        reports.summary(scope, range),
      ]);
      return presentChannelReport(header, { page: query.page, size: query.size, ...page }, sums);
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
      return presentVideoReport(header, { page: query.page, size: query.size, ...page }, sums);
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
      return presentVideoDetail(header, row, countries, sums);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
