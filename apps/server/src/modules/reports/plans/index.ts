import type { ChannelReportSort, DayRange, VideoReportSort } from '@portal/shared';
import type { Queryable } from '../../revenue/rollups.ts';
import { channels } from './channels.ts';
import { videoCountries } from './countries.ts';
import type { ReportScope, VideoFilter } from './report-sql.ts';
import type { Paging, Sorting } from './sorts.ts';
import type { ReportSource } from './source.ts';
import { hasExchangeRates, siteDataBounds, summary, videoTotals } from './summary.ts';
import { videos } from './videos.ts';

/**
 * The report read path: each call a plan of one or a few statements, chosen by the
 * report's source (`ReportSource`), run on `db`. The statements each plan sends are
 * checked in as SQL beside the plans (sql/*.sql, plans.test.ts).
 */
export function createReportsRepo(db: Queryable) {
  return {
    dataBounds: (siteId: number) => siteDataBounds(db, siteId),
    hasExchangeRates: () => hasExchangeRates(db),
    summary: (scope: ReportScope, range: DayRange) => summary(db, scope, range),
    channels: (
      scope: ReportScope,
      range: DayRange,
      options: Sorting<ChannelReportSort> & Paging,
      source: ReportSource,
    ) => channels(db, scope, range, options, source),
    videos: (
      scope: ReportScope,
      range: DayRange,
      filter: VideoFilter,
      options: Sorting<VideoReportSort> & Paging,
      source: ReportSource,
    ) => videos(db, { scope, range, filter, options }, source),
    videoTotals: (scope: ReportScope, range: DayRange, filter: VideoFilter) =>
      videoTotals(db, scope, range, filter),
    videoCountries: (scope: ReportScope, range: DayRange, videoId: string) =>
      videoCountries(db, scope, range, videoId),
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
export type { ChannelSums } from './channels.ts';
export type { CountrySums } from './countries.ts';
export { ratesCte, wholeScope, type ReportScope, type VideoFilter } from './report-sql.ts';
export type { Paging, Sorting } from './sorts.ts';
export { ADDED_UP_DAYS, sourceOf, type ReportSource } from './source.ts';
export { siteDataBounds, type DailySums, type TotalsAndDays } from './summary.ts';
export type { VideoSums } from './video-rows.ts';
