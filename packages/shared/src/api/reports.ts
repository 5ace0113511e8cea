import { z } from 'zod';
import { pagedReplyFields, zPage, zPageSize } from './common.ts';
import { zChannelId } from './channels.ts';
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS } from './report-periods.ts';
import { figureFields } from './report-figures.ts';

// ---- Reports ---------------------------------------------------------------------------
//
// Money in every report is an exact decimal string of micro-units of the reply's
// `currency` (docs/product.md §6.8): USD micros are whole numbers; KRW micros come from
// each day's rate (four decimals) and may carry up to four decimals, so a table's rows
// always add up to its totals exactly. Ratios are plain numbers: RPM in micro-units (like
// money, so the same formatter shows it; engaged RPM too), the premium ratio 0…1, the
// view rate 0…100.

/** The longest custom range, in days (ten years). */
export const REPORT_RANGE_MAX_DAYS = 3660;

export const VIDEO_REPORT_PAGE_SIZE = 20;
export const VIDEO_REPORT_PAGE_SIZE_MAX = 100;
export const CHANNEL_REPORT_PAGE_SIZE = 50;
export const CHANNEL_REPORT_PAGE_SIZE_MAX = 100;

const zIsoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.reportDateInvalid')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, 'validation.reportDateInvalid');

/**
 * The filters every report takes: the period (`from`/`to` with `custom`), and for a
 * manager the member whose view to see (`member`: the member's user_id). A member sees
 * their own channels whatever `member` says.
 */
export const zReportFilter = z
  .object({
    period: z
      .enum(REPORT_PERIODS, { error: 'validation.reportPeriodInvalid' })
      .default(DEFAULT_REPORT_PERIOD),
    from: zIsoDay.optional(),
    to: zIsoDay.optional(),
    member: z.string().trim().max(254, 'validation.tooLong').optional(),
  })
  .superRefine((filter, context) => {
    if (filter.period !== 'custom') return;
    if (!filter.from || !filter.to) {
      context.addIssue({
        code: 'custom',
        message: 'validation.reportRangeRequired',
        path: ['from'],
      });
      return;
    }
    const days = (Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000 + 1;
    if (days < 1 || days > REPORT_RANGE_MAX_DAYS) {
      context.addIssue({ code: 'custom', message: 'validation.reportRangeInvalid', path: ['to'] });
    }
  });
export type ReportFilter = z.input<typeof zReportFilter>;

/** Inclusive days, `YYYY-MM-DD`. */
export const zDayRange = z.object({ from: z.string(), to: z.string() });
export type DayRange = z.infer<typeof zDayRange>;

/** What every report says about itself. */
const reportHeaderFields = {
  success: z.literal(true),
  message: z.string(),
  currency: z.enum(['KRW', 'USD']),
  /** The last day with data: figures up to it are complete estimates; null before any import. */
  complete_up_to: z.string().nullable(),
  period: zDayRange,
  /** Whether `net_revenue` is there: managers see gross and net, members only their net. */
  shows_gross: z.boolean(),
};

/** Figures over a set of Shorts and days (report-figures.ts says what each one is). */
export const zReportFigures = z.object(figureFields('figures'));
export type ReportFigures = z.infer<typeof zReportFigures>;

export const zDailyFigures = z.object({ day: z.string(), ...figureFields('daily') });
export type DailyFigures = z.infer<typeof zDailyFigures>;

/** GET report/summary?period=&from=&to=&member= — the dashboard's cards and trend charts. */
export const zReportSummaryReply = z.object({
  ...reportHeaderFields,
  totals: zReportFigures,
  /** Every day of the period, zeros where there is no data. */
  daily: z.array(zDailyFigures),
  /** The period of equal length just before, for the change shown on each card. */
  previous_period: zDayRange.nullable(),
  previous_totals: zReportFigures.nullable(),
});
export type ReportSummaryReply = z.infer<typeof zReportSummaryReply>;

export const CHANNEL_REPORT_SORTS = [
  'views',
  'engaged_views',
  'revenue',
  'shorts',
  'rpm',
  'engaged_rpm',
  'title',
] as const;
export const VIDEO_REPORT_SORTS = [
  'views',
  'engaged_views',
  'revenue',
  'rpm',
  'engaged_rpm',
  'premium_views',
  'premium_ratio',
  'premium_rpm',
  'view_rate',
  'view_duration',
  'published',
  'title',
] as const;
export type ChannelReportSort = (typeof CHANNEL_REPORT_SORTS)[number];
export type VideoReportSort = (typeof VIDEO_REPORT_SORTS)[number];
const zOrder = z.enum(['asc', 'desc'], { error: 'validation.reportSortInvalid' }).default('desc');

/** GET report/channels?…filters&sort=&order=&page=&size= */
export const zChannelReportQuery = z.intersection(
  zReportFilter,
  z.object({
    sort: z
      .enum(CHANNEL_REPORT_SORTS, { error: 'validation.reportSortInvalid' })
      .default('revenue'),
    order: zOrder,
    page: zPage,
    size: zPageSize(CHANNEL_REPORT_PAGE_SIZE, CHANNEL_REPORT_PAGE_SIZE_MAX),
  }),
);
export type ChannelReportQuery = z.input<typeof zChannelReportQuery>;

export const zChannelReportRow = zReportFigures.extend({
  channel_id: z.string(),
  title: z.string(),
  handle: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** Shorts of the channel published by the end of the period. */
  shorts: z.number(),
});
export type ChannelReportRow = z.infer<typeof zChannelReportRow>;

export const zChannelReportReply = z.object({
  ...reportHeaderFields,
  ...pagedReplyFields,
  channels: z.array(zChannelReportRow),
  totals: zReportFigures,
});
export type ChannelReportReply = z.infer<typeof zChannelReportReply>;

/** The catalogue track a Short uses, by ISRC (title and artist once the catalogue knows it). */
export const zUsedMusic = z.object({
  isrc: z.string(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
});

export const zVideoReportRow = zReportFigures.extend({
  video_id: z.string(),
  title: z.string(),
  thumbnail_url: z.string(),
  link: z.string(),
  channel_id: z.string(),
  channel_title: z.string(),
  published_at: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  ...figureFields('video'),
  music: zUsedMusic.nullable(),
});
export type VideoReportRow = z.infer<typeof zVideoReportRow>;

/** GET report/videos?…filters&channel=&search=&sort=&order=&page=&size= */
export const zVideoReportQuery = z.intersection(
  zReportFilter,
  z.object({
    channel: zChannelId.optional(),
    search: z.string().trim().max(100, 'validation.tooLong').optional(),
    sort: z.enum(VIDEO_REPORT_SORTS, { error: 'validation.reportSortInvalid' }).default('revenue'),
    order: zOrder,
    page: zPage,
    size: zPageSize(VIDEO_REPORT_PAGE_SIZE, VIDEO_REPORT_PAGE_SIZE_MAX),
  }),
);
export type VideoReportQuery = z.input<typeof zVideoReportQuery>;

export const zVideoReportReply = z.object({
  ...reportHeaderFields,
  ...pagedReplyFields,
  videos: z.array(zVideoReportRow),
  /** Over every Short matching the filters, not only this page. */
  totals: zReportFigures,
  /** Average RPM of the matching Shorts per day of the period, per view and per engaged view. */
  rpm_trend: z.array(z.object({ day: z.string(), rpm: z.number(), engaged_rpm: z.number() })),
});
export type VideoReportReply = z.infer<typeof zVideoReportReply>;

/** GET report/video?video_id=&…filters — one Short with its countries and days. */
export const zVideoDetailQuery = z.intersection(
  zReportFilter,
  z.object({
    video_id: z
      .string({ error: 'validation.videoIdInvalid' })
      .trim()
      .regex(/^[0-9A-Za-z_-]{11}$/, 'validation.videoIdInvalid'),
  }),
);
export type VideoDetailQuery = z.input<typeof zVideoDetailQuery>;

export const zCountryFigures = z.object({
  country_code: z.string(),
  ...figureFields('country'),
});
export type CountryFigures = z.infer<typeof zCountryFigures>;

export const zVideoDetailReply = z.object({
  ...reportHeaderFields,
  video: zVideoReportRow,
  /** Most views first; `ZZ` is an unknown country. */
  countries: z.array(zCountryFigures),
  daily: z.array(zDailyFigures),
});
export type VideoDetailReply = z.infer<typeof zVideoDetailReply>;

export const REPORT_EXPORTS = ['channels', 'videos', 'daily'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];

/**
 * GET report/export?report=channels|videos|daily&…the report's own filters — the whole
 * table (every page) as a UTF-8 CSV with localized headers, in the reply's currency.
 */
export const zReportExportQuery = z.object({
  report: z.enum(REPORT_EXPORTS, { error: 'validation.reportExportInvalid' }),
});
/** The export's own field plus the filters, sort and search of the report it exports. */
export type ReportExportQuery = z.input<typeof zReportExportQuery> &
  Omit<VideoReportQuery & ChannelReportQuery, 'page' | 'size' | 'sort'> & { sort?: string };
