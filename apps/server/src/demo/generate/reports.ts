/**
 * The rows YouTube's two daily content-owner reports would hold for one Short on one
 * day: views by country (`content_owner_basic_a4`) and the revenue of the same
 * countries (`content_owner_estimated_revenue_a1`). Money is worked out in integer
 * micro-dollars, so each revenue row adds up exactly.
 */
import { csvField, decimal, usd, type CsvWriter } from './csv-writer.ts';
import {
  MARKETS,
  PREMIUM_REVENUE_MULTIPLIER,
  REST_INDEX,
  REST_OF_WORLD_CODES,
  type Market,
} from './markets.ts';
import { DAY_MS, dayText } from '../../lib/days.ts';
import type { Video } from './network.ts';
import { deriveSeed, Random } from './random.ts';

/** Columns in YouTube's order (docs/data-formats.md; the YouTube reference). */
export const VIEWS_COLUMNS = [
  'date',
  'channel_id',
  'video_id',
  'claimed_status',
  'uploader_type',
  'live_or_on_demand',
  'subscribed_status',
  'country_code',
  'views',
  'engaged_views',
  'red_views',
  'watch_time_minutes',
  'red_watch_time_minutes',
  'average_view_duration_seconds',
  'average_view_duration_percentage',
  'likes',
  'shares',
  'comments',
] as const;

export const REVENUE_COLUMNS = [
  'date',
  'channel_id',
  'video_id',
  'claimed_status',
  'uploader_type',
  'country_code',
  'estimated_partner_revenue',
  'estimated_partner_ad_revenue',
  'estimated_partner_ad_auction_revenue',
  'estimated_partner_ad_reserved_revenue',
  'estimated_youtube_ad_revenue',
  'estimated_monetized_playbacks',
  'estimated_playback_based_cpm',
  'ad_impressions',
  'estimated_cpm',
  'estimated_partner_red_revenue',
  'estimated_partner_transaction_revenue',
] as const;

/** One day of the window, with what moves every Short's figures that day. */
export type ReportDay = {
  index: number;
  /** `YYYYMMDD`, as in the reports. */
  date: string;
  /** Weekends bring a few more views. */
  viewsFactor: number;
  /** Advertisers pay more towards the year's end (and less in January). */
  revenueFactor: number;
};

const MONTH_REVENUE = [0.85, 0.88, 0.92, 0.94, 0.96, 0.96, 0.96, 0.98, 1, 1.04, 1.1, 1.2];

export function reportDay(index: number, epochDay: number): ReportDay {
  const date = new Date(epochDay * DAY_MS);
  const weekday = date.getUTCDay();
  return {
    index,
    date: dayText(epochDay).replaceAll('-', ''),
    viewsFactor: weekday === 0 || weekday === 6 ? 1.08 : 1,
    revenueFactor: MONTH_REVENUE[date.getUTCMonth()]!,
  };
}

const TAIL_EXPONENT = 1.4;
/** Σ (age + 1)^-1.4 over a year: scales the long tail to sum to about 1. */
const TAIL_TOTAL = Array.from({ length: 365 }, (_, age) => (age + 1) ** -TAIL_EXPONENT).reduce(
  (sum, value) => sum + value,
);

/** The part of a Short's lifetime views that come on day `age` after publication. */
function dailyShare(video: Video, age: number): number {
  const burst = (1 - Math.exp(-1 / video.burstDays)) * Math.exp(-age / video.burstDays);
  const tail = (age + 1) ** -TAIL_EXPONENT / TAIL_TOTAL;
  const share = (1 - video.tailShare) * burst + video.tailShare * tail;
  // Published during the day: the first day is cut short.
  return age === 0 ? share * (1 - (0.7 * video.publishSecond) / 86_400) : share;
}

/** Up to this many views a day are placed one by one; more are spread by expectation. */
const VIEW_BY_VIEW_LIMIT = 60;
/** Shorts have ads between them; YouTube pays partners 45% of the Shorts pool. */
const PARTNER_SHARE = 0.45;

/** One country's figures for one Short and day (or one part of them). */
type Figures = {
  views: number;
  engaged: number;
  red: number;
  likes: number;
  shares: number;
  comments: number;
  /** Partner ad and premium revenue, micro-dollars. */
  adMicros: number;
  redMicros: number;
};

const COUNT_KEYS = ['engaged', 'red', 'likes', 'shares', 'comments'] as const;

/**
 * Writes Shorts' daily rows into a day's two report files. One instance serves a
 * whole run; every Short and day reseeds it from (seed, Short, day), so the figures
 * of one never depend on another's. What a row needs is kept in fields rather than
 * passed around in objects: this runs for every row of every file.
 */
export class VideoDayWriter {
  #seed: number;
  #mixes: Float64Array[];
  #random = new Random(0);
  #counts = new Int32Array(MARKETS.length);
  #restOrder = new Uint16Array(REST_OF_WORLD_CODES.length);
  // The Short and day being written, and the country of the current row.
  #video!: Video;
  #day!: ReportDay;
  #views!: CsvWriter;
  #revenue!: CsvWriter;
  #prefix = '';
  #country = '';
  #averageSeconds = 0;

  constructor(seed: number, audienceMixes: Float64Array[]) {
    this.#seed = seed;
    this.#mixes = audienceMixes;
  }

  write(
    video: Video,
    videoIndex: number,
    day: ReportDay,
    views: CsvWriter,
    revenue: CsvWriter,
  ): void {
    const random = this.#random.reseed(deriveSeed(this.#seed, 2, videoIndex, day.index));
    const age = day.index - video.publishDay;
    const expected =
      video.lifetimeViews * dailyShare(video, age) * day.viewsFactor * random.noise(0.35);
    const total = expected < 30 ? random.poisson(expected) : Math.round(expected);
    if (total === 0) return;

    const mix = this.#mixes[video.audience]!;
    const counts = this.#counts;
    counts.fill(0);
    if (total <= VIEW_BY_VIEW_LIMIT) {
      for (let i = 0; i < total; i += 1) counts[random.fromCumulative(mix)]! += 1;
    } else {
      for (let m = 0; m < counts.length; m += 1) {
        const weight = mix[m]! - (m === 0 ? 0 : mix[m - 1]!);
        counts[m] = random.round(total * weight * random.noise(0.15));
      }
    }

    this.#video = video;
    this.#day = day;
    this.#views = views;
    this.#revenue = revenue;
    this.#prefix = `${day.date},${video.channelId},${video.id},`;
    // The claim landed during the first day: that day reports both claimed statuses.
    const claimedToday = age === 0 && video.claimedDuringFirstDay;
    for (let m = 0; m < REST_INDEX; m += 1) {
      if (counts[m]! > 0)
        this.#countryRows(MARKETS[m]!.code, MARKETS[m]!, counts[m]!, claimedToday);
    }
    const rest = counts[REST_INDEX]!;
    if (rest > 0) {
      // The rest of the world: distinct countries share these views, more of them for more views.
      const order = this.#restOrder;
      const spread = Math.min(rest, 1 + Math.floor(Math.sqrt(rest)), order.length);
      // The first `spread` places of a fresh partial shuffle (Fisher–Yates).
      for (let j = 0; j < order.length; j += 1) order[j] = j;
      for (let j = 0; j < spread; j += 1) {
        const k = j + random.int(order.length - j);
        const swap = order[k]!;
        order[k] = order[j]!;
        order[j] = swap;
      }
      for (let j = 0; j < spread; j += 1) {
        const share = Math.floor(rest / spread) + (j < rest % spread ? 1 : 0);
        const code = REST_OF_WORLD_CODES[order[j]!]!;
        this.#countryRows(code, MARKETS[REST_INDEX]!, share, claimedToday);
      }
    }
  }

  #countryRows(code: string, market: Market, views: number, claimedToday: boolean): void {
    const video = this.#video;
    const random = this.#random;
    const red = Math.min(views, random.round(views * market.premium * random.noise(0.4)));
    const engaged = Math.min(views, random.round(views * video.engagedRate));
    const microsPerView = market.adRpm * 1000 * this.#day.revenueFactor * video.rpmFactor;
    const figures: Figures = {
      views,
      engaged,
      red,
      likes: random.round(engaged * video.likeRate),
      shares: random.round(engaged * 0.004),
      comments: random.round(engaged * 0.0015),
      adMicros: random.round((views - red) * microsPerView * random.noise(0.25)),
      redMicros: random.round(
        red * microsPerView * PREMIUM_REVENUE_MULTIPLIER * random.noise(0.25),
      ),
    };
    this.#country = code;
    this.#averageSeconds = video.durationSeconds * video.retention * random.noise(0.1);

    if (claimedToday && views >= 2) {
      const before = Math.min(views - 1, Math.max(1, Math.round(views * random.between(0.1, 0.5))));
      const [unclaimed, claimed] = split(figures, before, random);
      this.#claimedRows('not_claimed', unclaimed);
      this.#claimedRows('claimed', claimed);
    } else {
      this.#claimedRows(video.isrc ? 'claimed' : 'not_claimed', figures);
    }
  }

  /** One revenue row and its views row(s), split by subscribed_status now and then. */
  #claimedRows(claimedStatus: string, figures: Figures): void {
    const random = this.#random;
    const prefix = `${this.#prefix}${claimedStatus},self,`;
    const country = this.#country;
    this.#revenue.line(`${prefix}${country},${this.#revenueColumns(figures)}`);

    const subscribed = Math.min(
      figures.views,
      random.round(figures.views * this.#video.subscribedRate * random.noise(0.3)),
    );
    if (subscribed > 0 && subscribed < figures.views) {
      const [fromSubscribers, fromOthers] = split(figures, subscribed, random);
      const subscribedColumns = this.#viewsColumns(fromSubscribers);
      this.#views.line(`${prefix}on_demand,subscribed,${country},${subscribedColumns}`);
      this.#views.line(
        `${prefix}on_demand,not_subscribed,${country},${this.#viewsColumns(fromOthers)}`,
      );
    } else {
      const status = subscribed > 0 ? 'subscribed' : 'not_subscribed';
      this.#views.line(`${prefix}on_demand,${status},${country},${this.#viewsColumns(figures)}`);
    }
  }

  #viewsColumns(figures: Figures): string {
    const seconds = this.#averageSeconds;
    const watched = decimal((figures.views * seconds) / 60, 3);
    const watchedByPremium = decimal((figures.red * seconds * 1.05) / 60, 3);
    const percentage = decimal((seconds / this.#video.durationSeconds) * 100, 2);
    return (
      `${figures.views},${figures.engaged},${figures.red},${watched},${watchedByPremium},` +
      `${decimal(seconds, 1)},${percentage},${figures.likes},${figures.shares},${figures.comments}`
    );
  }

  #revenueColumns(figures: Figures): string {
    const { adMicros, redMicros } = figures;
    const reserved = Math.floor(adMicros * this.#video.reservedShare);
    const youtubeAdMicros = Math.round(adMicros / PARTNER_SHARE);
    const adViews = figures.views - figures.red;
    const playbacks = this.#random.round(adViews * 0.2);
    const impressions = this.#random.round(adViews * 0.3);
    const cpm = (count: number) => (count > 0 ? decimal(youtubeAdMicros / count / 1000, 6) : '0');
    return (
      `${usd(adMicros + redMicros)},${usd(adMicros)},${usd(adMicros - reserved)},${usd(reserved)},` +
      `${usd(youtubeAdMicros)},${playbacks},${cpm(playbacks)},${impressions},${cpm(impressions)},` +
      `${usd(redMicros)},0`
    );
  }
}

/** Splits figures in two, the first part with `firstViews` views; the parts add up exactly. */
function split(figures: Figures, firstViews: number, random: Random): [Figures, Figures] {
  const fraction = firstViews / figures.views;
  const first = { ...figures, views: firstViews };
  const second = { ...figures, views: figures.views - firstViews };
  for (const key of COUNT_KEYS) {
    const whole = figures[key];
    // Neither part may count more engaged or premium views than it has views.
    const capped = key === 'engaged' || key === 'red';
    const most = capped ? first.views : whole;
    const least = capped ? whole - second.views : 0;
    first[key] = Math.min(most, Math.max(least, random.round(whole * fraction)));
    second[key] = whole - first[key];
  }
  for (const key of ['adMicros', 'redMicros'] as const) {
    first[key] = Math.round(figures[key] * fraction);
    second[key] = figures[key] - first[key];
  }
  return [first, second];
}

/** A Short's row in the video list. */
export function videoListLine(video: Video, firstEpochDay: number): string {
  const published = new Date(
    (firstEpochDay + video.publishDay) * DAY_MS + video.publishSecond * 1000,
  );
  return [
    video.id,
    video.channelId,
    csvField(video.title),
    published.toISOString().replace('.000Z', 'Z'),
    video.durationSeconds,
    video.isrc ?? '',
  ].join(',');
}

/** A claimed Short's row in the claims report (`content_owner_active_claims_a3`). */
export function claimLine(video: Video, firstEpochDay: number): string {
  const published = new Date((firstEpochDay + video.publishDay) * DAY_MS);
  return [
    `claim-${video.id}`,
    video.channelId,
    `asset-${video.isrc}`,
    video.id,
    'ACTIVE',
    'audio',
    csvField(video.title),
    published.toISOString().slice(0, 10),
    video.durationSeconds,
    video.isrc,
    'true',
  ].join(',');
}

export const CLAIMS_COLUMNS = [
  'claim_id',
  'channel_id',
  'asset_id',
  'video_id',
  'claim_status',
  'claim_type',
  'video_title',
  'video_upload_date',
  'video_duration_sec',
  'isrc',
  'is_shorts_eligible',
] as const;

export const VIDEO_LIST_COLUMNS = [
  'video_id',
  'channel_id',
  'title',
  'published_at',
  'duration_seconds',
  'isrc',
] as const;
