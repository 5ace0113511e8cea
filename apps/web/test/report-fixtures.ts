import {
  zChannelReportReply,
  zReportSummaryReply,
  zVideoDetailReply,
  zVideoReportReply,
  type ChannelReportReply,
  type MemberAccount,
  type ReportFigures,
  type ReportSummaryReply,
  type VideoDetailReply,
  type VideoReportReply,
  type VideoReportRow,
} from '@portal/shared';
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetReportFilters } from '../src/features/reports/api/use-report-filters.ts';
import { clearSnackbars } from '../src/shared/ui/snackbar-store.ts';
import { installFakeApi, testMe, type FakeHandler } from './fake-api.ts';

/**
 * Report replies as the server sends them (packages/shared/src/api/reports.ts), each
 * parsed with its reply schema so a change of the contract fails here first instead of
 * drifting from the screens' tests. Figures are those of a small creator over the 28
 * days up to 2026-11-19; KRW money is micros with the decimals a day's rate leaves.
 */

const PERIOD = { from: '2026-10-23', to: '2026-11-19' };
const PREVIOUS = { from: '2026-09-25', to: '2026-10-22' };

function header(currency: 'KRW' | 'USD', showsGross: boolean) {
  return {
    success: true as const,
    message: '',
    currency,
    complete_up_to: '2026-11-19',
    period: PERIOD,
    shows_gross: showsGross,
  };
}

/** Every day of the period, `YYYY-MM-DD`. */
export function periodDays(from = PERIOD.from, to = PERIOD.to): string[] {
  const days: string[] = [];
  for (let day = Date.parse(from); day <= Date.parse(to); day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** `total` spread over `count` days with a gentle rise, adding up exactly. */
function spread(total: number, count: number): number[] {
  const weights = Array.from({ length: count }, (_, index) => 10 + index);
  const sum = weights.reduce((a, b) => a + b, 0);
  const values = weights.map((weight) => Math.floor((total * weight) / sum));
  values[count - 1]! += total - values.reduce((a, b) => a + b, 0);
  return values;
}

/**
 * The totals of the dashboard's cards: 2,104,500 views (1,850,960 engaged), 315,675
 * premium (15 %), ₩152,340 (USD: $1,523.40), RPM ₩72 ($0.72), engaged RPM ₩82 ($0.82).
 */
function totals(currency: 'KRW' | 'USD', showsGross: boolean): ReportFigures {
  const krw = currency === 'KRW';
  return {
    views: 2_104_500,
    engaged_views: 1_850_960,
    premium_views: 315_675,
    premium_ratio: 0.15,
    revenue: krw ? '152340000000.0000' : '1523400000',
    net_revenue: showsGross ? (krw ? '121872000000.0000' : '1218720000') : null,
    premium_revenue: krw ? '45000000000.0000' : '450000000',
    rpm: krw ? 72_387_000 : 723_870,
    engaged_rpm: krw ? 82_303_000 : 823_030,
    premium_rpm: krw ? 142_550_000 : 1_425_500,
  };
}

/**
 * Changes against these: views +12.5 %, engaged views +15.7 %, premium +5.2 %, revenue
 * +8.8 %, RPM −3.3 %.
 */
function previousTotals(currency: 'KRW' | 'USD', showsGross: boolean): ReportFigures {
  const krw = currency === 'KRW';
  return {
    views: 1_870_000,
    engaged_views: 1_600_000,
    premium_views: 300_000,
    premium_ratio: 0.1604,
    revenue: krw ? '140000000000.0000' : '1400000000',
    net_revenue: showsGross ? (krw ? '112000000000.0000' : '1120000000') : null,
    premium_revenue: krw ? '42000000000.0000' : '420000000',
    rpm: krw ? 74_866_000 : 748_660,
    engaged_rpm: krw ? 87_500_000 : 875_000,
    premium_rpm: krw ? 140_000_000 : 1_400_000,
  };
}

export function summaryReply(
  options: { currency?: 'KRW' | 'USD'; showsGross?: boolean } = {},
): ReportSummaryReply {
  const currency = options.currency ?? 'KRW';
  const showsGross = options.showsGross ?? false;
  const sums = totals(currency, showsGross);
  const days = periodDays();
  const views = spread(sums.views, days.length);
  const engaged = spread(sums.engaged_views, days.length);
  const premium = spread(sums.premium_views, days.length);
  const revenue = spread(Number(sums.revenue), days.length);
  return zReportSummaryReply.parse({
    ...header(currency, showsGross),
    totals: sums,
    daily: days.map((day, index) => ({
      day,
      views: views[index],
      engaged_views: engaged[index],
      premium_views: premium[index],
      revenue: String(revenue[index]),
      net_revenue: showsGross ? String(Math.round(revenue[index]! * 0.8)) : null,
      rpm: views[index]! > 0 ? (revenue[index]! / views[index]!) * 1000 : 0,
      engaged_rpm: engaged[index]! > 0 ? (revenue[index]! / engaged[index]!) * 1000 : 0,
    })),
    previous_period: PREVIOUS,
    previous_totals: previousTotals(currency, showsGross),
  });
}

/** A summary with nothing in it: before any data, or for someone without channels. */
export function emptySummaryReply(completeUpTo: string | null = '2026-11-19'): ReportSummaryReply {
  const zero: ReportFigures = {
    views: 0,
    engaged_views: 0,
    premium_views: 0,
    premium_ratio: 0,
    revenue: '0',
    net_revenue: null,
    premium_revenue: '0',
    rpm: 0,
    engaged_rpm: 0,
    premium_rpm: 0,
  };
  return zReportSummaryReply.parse({
    ...header('KRW', false),
    complete_up_to: completeUpTo,
    totals: zero,
    daily: periodDays().map((day) => ({
      day,
      views: 0,
      engaged_views: 0,
      premium_views: 0,
      revenue: '0',
      net_revenue: null,
      rpm: 0,
      engaged_rpm: 0,
    })),
    previous_period: PREVIOUS,
    previous_totals: zero,
  });
}

const CHANNELS = [
  {
    channel_id: 'UCmusicChannel000000001a',
    title: '하루 한 곡 쇼츠',
    handle: '@daily-song-shorts',
    shorts: 18,
    views: 1_402_300,
    revenue: '101530000000.0000',
    rpm: 72_400_000,
  },
  {
    channel_id: 'UCdanceChannel000000002b',
    title: '댄스 챌린지 모음',
    handle: '@dance-challenge',
    shorts: 9,
    views: 610_200,
    revenue: '44190000000.0000',
    rpm: 72_420_000,
  },
  {
    channel_id: 'UCcookChannel0000000003c',
    title: 'Kitchen Beats',
    handle: null,
    shorts: 3,
    views: 92_000,
    revenue: '6620000000.0000',
    rpm: 71_960_000,
  },
] as const;

export function channelReportReply(
  options: { currency?: 'KRW' | 'USD'; showsGross?: boolean; empty?: boolean } = {},
): ChannelReportReply {
  const currency = options.currency ?? 'KRW';
  const showsGross = options.showsGross ?? false;
  const channels = options.empty ? [] : CHANNELS;
  return zChannelReportReply.parse({
    ...header(currency, showsGross),
    page: 0,
    size: 50,
    total: channels.length,
    totals: totals(currency, showsGross),
    channels: channels.map((channel) => ({
      ...channel,
      thumbnail_url: `https://yt3.ggpht.test/${channel.channel_id}.jpg`,
      engaged_views: Math.round(channel.views * 0.88),
      premium_views: Math.round(channel.views * 0.15),
      premium_ratio: 0.15,
      revenue:
        currency === 'KRW' ? channel.revenue : String(Math.round(Number(channel.revenue) / 100)),
      net_revenue: showsGross ? String(Math.round(Number(channel.revenue) * 0.8)) : null,
      premium_revenue: String(Math.round(Number(channel.revenue) * 0.3)),
      rpm: currency === 'KRW' ? channel.rpm : channel.rpm / 100,
      engaged_rpm: Math.round(
        (Number(channel.revenue) / Math.round(channel.views * 0.88)) *
          (currency === 'KRW' ? 1000 : 10),
      ),
      premium_rpm: currency === 'KRW' ? 142_000_000 : 1_420_000,
    })),
  });
}

/**
 * The first Short: 812,400 views (720,000 engaged), ₩58,820 (RPM ₩72, engaged ₩81), 18.2 %
 * premium, 68.2 % watched for 0:21.
 */
export const TOP_VIDEO: VideoReportRow = {
  video_id: 'aB3dE5gH7jK',
  title: '비 오는 날 듣기 좋은 피아노 #shorts',
  thumbnail_url: 'https://i.ytimg.test/vi/aB3dE5gH7jK/hqdefault.jpg',
  link: 'https://www.youtube.com/shorts/aB3dE5gH7jK',
  channel_id: 'UCmusicChannel000000001a',
  channel_title: '하루 한 곡 쇼츠',
  published_at: '2026-10-02',
  duration_seconds: 31,
  average_view_percentage: 68.2,
  average_view_duration_seconds: 21.2,
  music: { isrc: 'KRA402600001', title: 'Rainy Piano', artist: 'Studio Haru' },
  views: 812_400,
  engaged_views: 720_000,
  premium_views: 147_857,
  premium_ratio: 0.182,
  revenue: '58820000000.0000',
  net_revenue: null,
  premium_revenue: '21000000000.0000',
  rpm: 72_400_000,
  engaged_rpm: 81_694_000,
  premium_rpm: 142_030_000,
};

const OTHER_VIDEOS: VideoReportRow[] = [
  {
    ...TOP_VIDEO,
    video_id: 'Zy9xW8vU7tS',
    title: '30초 스트레칭 루틴',
    link: 'https://www.youtube.com/shorts/Zy9xW8vU7tS',
    thumbnail_url: 'https://i.ytimg.test/vi/Zy9xW8vU7tS/hqdefault.jpg',
    channel_id: 'UCdanceChannel000000002b',
    channel_title: '댄스 챌린지 모음',
    published_at: '2026-10-20',
    average_view_percentage: 54.5,
    average_view_duration_seconds: 16.4,
    music: { isrc: 'KRA402600002', title: null, artist: null },
    views: 402_150,
    engaged_views: 352_000,
    premium_views: 60_322,
    premium_ratio: 0.15,
    revenue: '29110000000.5000',
    rpm: 72_390_000,
    engaged_rpm: 82_699_000,
    premium_rpm: 141_200_000,
  },
  {
    ...TOP_VIDEO,
    video_id: 'Qq1Ww2Ee3Rr',
    title: 'Midnight snack ASMR',
    link: 'https://www.youtube.com/shorts/Qq1Ww2Ee3Rr',
    thumbnail_url: 'https://i.ytimg.test/vi/Qq1Ww2Ee3Rr/hqdefault.jpg',
    channel_id: 'UCcookChannel0000000003c',
    channel_title: 'Kitchen Beats',
    published_at: null,
    average_view_percentage: 41,
    average_view_duration_seconds: 75,
    music: null,
    views: 92_000,
    engaged_views: 80_500,
    premium_views: 11_040,
    premium_ratio: 0.12,
    revenue: '6620000000.0000',
    rpm: 71_960_000,
    engaged_rpm: 82_236_000,
    premium_rpm: 139_500_000,
  },
];

export function videoReportReply(
  options: {
    currency?: 'KRW' | 'USD';
    showsGross?: boolean;
    videos?: VideoReportRow[];
    total?: number;
    page?: number;
    size?: number;
  } = {},
): VideoReportReply {
  const currency = options.currency ?? 'KRW';
  const showsGross = options.showsGross ?? false;
  const videos = (options.videos ?? [TOP_VIDEO, ...OTHER_VIDEOS]).map((video) =>
    currency === 'KRW'
      ? video
      : {
          ...video,
          revenue: String(Math.round(Number(video.revenue) / 100)),
          rpm: video.rpm / 100,
          engaged_rpm: video.engaged_rpm / 100,
          premium_rpm: video.premium_rpm / 100,
        },
  );
  return zVideoReportReply.parse({
    ...header(currency, showsGross),
    page: options.page ?? 0,
    size: options.size ?? 20,
    total: options.total ?? videos.length,
    videos: videos.map((video) => ({
      ...video,
      net_revenue: showsGross ? String(Math.round(Number(video.revenue) * 0.8)) : null,
    })),
    totals: totals(currency, showsGross),
    rpm_trend: periodDays().map((day, index) => ({
      day,
      rpm: currency === 'KRW' ? (70 + (index % 5)) * 1_000_000 : (70 + (index % 5)) * 10_000,
      engaged_rpm:
        currency === 'KRW' ? (80 + (index % 5)) * 1_000_000 : (80 + (index % 5)) * 10_000,
    })),
  });
}

/** The top Short in detail: most views in Korea, then the US, Japan, and one unknown country. */
export function videoDetailReply(options: { currency?: 'KRW' | 'USD' } = {}): VideoDetailReply {
  const currency = options.currency ?? 'KRW';
  const video = videoReportReply({ currency, videos: [TOP_VIDEO] }).videos[0]!;
  const countries = [
    ['KR', 420_000],
    ['US', 190_000],
    ['JP', 120_400],
    ['VN', 50_000],
    ['ZZ', 32_000],
  ] as const;
  return zVideoDetailReply.parse({
    ...header(currency, false),
    video,
    countries: countries.map(([country_code, views]) => ({
      country_code,
      views,
      premium_views: Math.round(views * 0.18),
      revenue: String(views * 72_400),
      net_revenue: null,
    })),
    daily: periodDays().map((day) => ({
      day,
      views: 29_014,
      engaged_views: 25_714,
      premium_views: 5_280,
      revenue: '2100000000',
      net_revenue: null,
      rpm: 72_400_000,
      engaged_rpm: 81_666_000,
    })),
  });
}

/** The report calls of a member on a won site, each replaced where a test says so. */
export function reportApi(handlers: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'member/me': () => ({ body: testMe }),
    'report/summary': () => ({ body: summaryReply() }),
    'report/videos': () => ({ body: videoReportReply() }),
    'report/video': () => ({ body: videoDetailReply() }),
    'report/channels': () => ({ body: channelReportReply() }),
    ...handlers,
  });
}

export const managerMe = { ...testMe, permission_flag: 1 as const, email: 'manager@example.com' };

export const testMember: MemberAccount = {
  user_id: 'creator1@example.com',
  nickname: '크리에이터1',
  registered_at: '2026-01-15T03:00:00.000Z',
  fee_rate: 20,
  next_fee_rate: null,
  channels: ['하루 한 곡 쇼츠'],
};

/** reportApi for a manager with one member, gross figures unless a test says otherwise. */
export function managerApi(handlers: Record<string, FakeHandler> = {}) {
  return reportApi({
    'member/me': () => ({ body: managerMe }),
    'member/mcn/accounts': () => ({
      body: { success: true, message: '', page: 0, size: 50, total: 1, accounts: [testMember] },
    }),
    ...handlers,
  });
}

/** Each report test starts signed out, with the default filters, and leaves nothing behind. */
export function setUpReportTests(): void {
  beforeEach(() => {
    localStorage.clear();
    resetReportFilters();
  });
  afterEach(() => {
    cleanup();
    clearSnackbars();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The text of each cell of a table row, header cells included. */
export const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** The text of each column header in a table (or one of its rows). */
export const columnHeadersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
