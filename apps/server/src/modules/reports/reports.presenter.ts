import {
  figuresOf,
  REPORT_FIGURES,
  type ChannelReportReply,
  type ChannelReportRow,
  type CountryFigures,
  type Currency,
  type DailyFigures,
  type DayRange,
  type FigurePart,
  type FiguresOf,
  type ReportFigures,
  type ReportSummaryReply,
  type VideoDetailReply,
  type VideoReportReply,
  type VideoReportRow,
} from '@portal/shared';
import type {
  ChannelSums,
  CountrySums,
  DailySums,
  ReportScope,
  TotalsAndDays,
  VideoSums,
} from './plans/index.ts';
import { eachDay } from './report-period.ts';
import { zeroSums, type FigureSums } from './report-figures.ts';

/** Replies of the reports, shaped from the sums the plans read (report-figures.ts). */

/** What every report says about itself. */
export type ReportHeader = {
  currency: Currency;
  complete_up_to: string | null;
  period: DayRange;
  shows_gross: boolean;
};

/** The header of a report of `range` for `scope`: complete up to the last day with data. */
export function presentHeader(
  scope: ReportScope,
  bounds: { lastDay: string | null },
  range: DayRange,
): ReportHeader {
  return {
    currency: scope.currency,
    complete_up_to: bounds.lastDay,
    period: range,
    shows_gross: scope.showsGross,
  };
}

/**
 * The figures of one part of a reply from exact sums: counts as numbers, money as the
 * exact decimal strings they are, ratios from the sums (0 where the divisor is).
 */
function presentPart<P extends FigurePart>(part: P, row: object) {
  const sums = row as Partial<Record<FiguresOf<P> | string, string | null>>;
  const value = (name: FiguresOf<P>) => {
    const spec = REPORT_FIGURES[name];
    if (spec.kind === 'count') return Number(sums[name]);
    if (spec.kind !== 'ratio') return sums[name] ?? null;
    const [over, under] = spec.of;
    const divisor = Number(sums[under]);
    return divisor > 0 ? spec.scale(Number(sums[over]) / divisor) : 0;
  };
  return Object.fromEntries(figuresOf(part).map((name) => [name, value(name)]));
}

export function presentFigures(sums: FigureSums): ReportFigures {
  return presentPart('figures', sums) as ReportFigures;
}

/** Every day of the range, zeros where there is no data, so charts keep their time axis. */
export function presentDays(
  range: DayRange,
  daily: DailySums[],
  showsGross: boolean,
): DailyFigures[] {
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return eachDay(range).map((day) => ({
    day,
    ...(presentPart('daily', byDay.get(day) ?? zeroSums(showsGross)) as Omit<DailyFigures, 'day'>),
  }));
}

export const YOUTUBE_THUMBNAIL = (videoId: string) =>
  `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;
export const SHORTS_LINK = (videoId: string) => `https://www.youtube.com/shorts/${videoId}`;

export function presentChannel(row: ChannelSums): ChannelReportRow {
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

type VideoFigures = Pick<VideoReportRow, FiguresOf<'video'>>;

export function presentVideo(row: VideoSums): VideoReportRow {
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
    ...(presentPart('video', row) as VideoFigures),
    music: row.isrc ? { isrc: row.isrc, title: row.music_title, artist: row.music_artist } : null,
  };
}

export function presentCountry(row: CountrySums): CountryFigures {
  return {
    country_code: row.country_code,
    ...(presentPart('country', row) as Omit<CountryFigures, 'country_code'>),
  };
}

type Reply<T> = Omit<T, 'success' | 'message'>;
type PageOf<T> = { page: number; size: number; total: number; rows: T[] };

export function presentSummary(
  header: ReportHeader,
  current: TotalsAndDays,
  previous: { period: DayRange | null; sums: TotalsAndDays | undefined },
): Reply<ReportSummaryReply> {
  return {
    ...header,
    totals: presentFigures(current.totals),
    daily: presentDays(header.period, current.daily, header.shows_gross),
    previous_period: previous.period,
    previous_totals: previous.sums ? presentFigures(previous.sums.totals) : null,
  };
}

export function presentChannelReport(
  header: ReportHeader,
  page: PageOf<ChannelSums>,
  sums: TotalsAndDays,
): Reply<ChannelReportReply> {
  return {
    ...header,
    page: page.page,
    size: page.size,
    total: page.total,
    channels: page.rows.map(presentChannel),
    totals: presentFigures(sums.totals),
  };
}

export function presentVideoReport(
  header: ReportHeader,
  page: PageOf<VideoSums>,
  sums: TotalsAndDays,
): Reply<VideoReportReply> {
  return {
    ...header,
    page: page.page,
    size: page.size,
    total: page.total,
    videos: page.rows.map(presentVideo),
    totals: presentFigures(sums.totals),
    rpm_trend: presentDays(header.period, sums.daily, header.shows_gross).map(
      ({ day, rpm, engaged_rpm }) => ({ day, rpm, engaged_rpm }),
    ),
  };
}

export function presentVideoDetail(
  header: ReportHeader,
  video: VideoSums,
  countries: CountrySums[],
  sums: TotalsAndDays,
): Reply<VideoDetailReply> {
  return {
    ...header,
    video: presentVideo(video),
    countries: countries.map(presentCountry),
    daily: presentDays(header.period, sums.daily, header.shows_gross),
  };
}
