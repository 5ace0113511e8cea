import type { ChannelReportSort, Currency, DayRange, VideoReportSort } from '@portal/shared';
import type pg from 'pg';
import { DAY_FIGURES, type Queryable } from '../revenue/rollups.ts';
import { blocksOf, daysIn } from './report-period.ts';

/**
 * Whose figures a report adds up, and how: the site's rows (`memberAccountId` null) or
 * only the rows a member sees (stamped on the rollups by the import), gross revenue and
 * the members' net beside it (`showsGross`, managers) or the member's net alone, in USD
 * or in KRW at each day's rate.
 */
export type ReportScope = {
  siteId: number;
  memberAccountId: number | null;
  showsGross: boolean;
  currency: Currency;
};

/** Sums as the database gives them: counts and exact decimal money, as text. */
export type FigureSums = {
  views: string;
  engaged_views: string;
  premium_views: string;
  revenue: string;
  net_revenue: string | null;
  premium_revenue: string;
};

export type DailySums = FigureSums & { day: string };

export type ChannelSums = FigureSums & {
  channel_id: string;
  title: string | null;
  handle: string | null;
  thumbnail_url: string | null;
  shorts: string;
};

export type VideoSums = FigureSums & {
  video_id: string;
  channel_id: string;
  title: string | null;
  channel_title: string | null;
  published_at: Date | null;
  duration_seconds: number | null;
  isrc: string | null;
  /** The catalogue's name of the track, when the catalogue has its ISRC. */
  music_title: string | null;
  music_artist: string | null;
  watch_time_ms: string;
  view_percentage_weighted: string;
};

export type CountrySums = {
  country_code: string;
  views: string;
  premium_views: string;
  revenue: string;
  net_revenue: string | null;
};

/** The first and last day with data on the site (the last: what figures are complete up to). */
export async function siteDataBounds(
  db: Queryable,
  siteId: number,
): Promise<{ firstDay: string | null; lastDay: string | null }> {
  const { rows } = await db.query<{ first: string | null; last: string | null }>(
    `select min(day)::text as first, max(day)::text as last from site_daily where site_id = $1`,
    [siteId],
  );
  return { firstDay: rows[0]?.first ?? null, lastDay: rows[0]?.last ?? null };
}

/**
 * Each day's KRW rate for the days `from` to `to` (placeholders): that day's, or the
 * latest earlier one (the earliest known before any).
 */
export function ratesCte(from: string, to: string): string {
  // Materialized: computed once per day, not once per row it is joined to.
  return `rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series(${from}::date, ${to}::date, interval '1 day') d)`;
}

/**
 * The SQL of one report query: parameters in order, the rollup's filter, and the money
 * sums in the scope's currency. KRW converts each day with that day's rate, or the latest
 * earlier one (the earliest known before any), so figures are exact decimals that add up.
 */
class ReportSql {
  readonly params: unknown[];
  readonly scope: ReportScope;
  readonly range: DayRange;
  #from: string | undefined;
  #to: string | undefined;
  constructor(scope: ReportScope, range: DayRange) {
    this.scope = scope;
    this.range = range;
    // `$1` is always the site; other values get a placeholder when a query uses them.
    this.params = [scope.siteId];
  }

  /** Placeholders of the period's first and last day. */
  get from(): string {
    this.#from ??= this.param(this.range.from);
    return this.#from;
  }

  get to(): string {
    this.#to ??= this.param(this.range.to);
    return this.#to;
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** The placeholder of a search's text, once the statement uses it. */
  #search: string | undefined;

  /**
   * The ids of the site's Shorts a title search finds (`searched` in `withCtes`), as an array
   * the statement's keys probe in sorted order, however many parts of it pick them.
   */
  searchedShorts(search: string): string {
    this.#search ??= this.param(search);
    // Cast, or `any` would take the sub-select as a set of arrays rather than as one.
    return '(select ids from searched)::text[]';
  }

  /**
   * The statement `body` (common table expressions and the query after them) behind those
   * its parts asked for: each day's KRW rate (not for USD) and a search's Shorts. Taking
   * the body whole, it sees every part's asks, whatever order they are written in.
   *
   * A search finds the site's Shorts whose title contains its text in any case (`%` and
   * `_` are text), or whose id it is. Under row-level security no text search operator is
   * leakproof, so none can use an index: this reads every title of the site, the lowered
   * one kept beside each (`strpos` on it is ILIKE's match without lowering 40 k titles).
   * Each statement finds them itself rather than taking ids found before: at 100 M, 40 k
   * ids out to the server and back in with the page and the totals took longer than
   * reading the titles in both, side by side (decision 012).
   */
  withCtes(body: string): string {
    const rates = this.scope.currency === 'USD' ? '' : `${ratesCte(this.from, this.to)},`;
    const searched = this.#search
      ? `searched as materialized (select array(select s.video_id from videos s
          where s.site_id = $1 and (strpos(s.title_key, lower(${this.#search})) > 0 or s.video_id = ${this.#search})) as ids),`
      : '';
    return `with ${rates}${searched} ${body}`;
  }

  /**
   * The figures of one precomputed row of `video_windows`/`channel_windows` (`alias`)
   * for the scope: the whole site's or one member's, in the scope's currency.
   */
  windowFigures(alias: string): string {
    const currency = this.scope.currency === 'USD' ? 'usd' : 'krw';
    const gross = this.scope.showsGross;
    const revenue = gross ? 'revenue' : 'member_revenue';
    const premium = gross ? 'premium_revenue' : 'member_premium_revenue';
    return [
      `${alias}.views, ${alias}.engaged_views, ${alias}.premium_views`,
      `${alias}.${revenue}_${currency}::numeric as revenue`,
      gross
        ? `${alias}.member_revenue_${currency}::numeric as net_revenue`
        : 'null::numeric as net_revenue',
      `${alias}.${premium}_${currency}::numeric as premium_revenue`,
    ].join(', ');
  }

  /** Rows of the window `period` the scope sees: the site's (member 0) or one member's. */
  windowWhere(alias: string, period: string): string {
    return `${alias}.site_id = $1 and ${alias}.period = ${this.param(period)}
      and ${alias}.member_key = ${this.param(this.scope.memberAccountId ?? 0)}`;
  }

  /**
   * One Short's rows of a custom range with the figures `columns` (of `BLOCK_FIGURES`),
   * the same from its edge days in `video_daily` (`d`) and from its whole blocks in
   * `video_blocks` (`b`), for the Shorts of `shorts`.
   */
  blockRows(columns: readonly BlockFigure[], shorts: RowsOf): string {
    const { days, blocks } = blocksOf(this.range);
    const gross = this.scope.showsGross;
    const krw = this.scope.currency !== 'USD';
    // Money: the scope's column of the rollup (gross or the member's net), in its currency.
    const moneyColumn = (figure: BlockFigure) =>
      ({
        revenue: gross ? 'revenue' : 'member_revenue',
        net_revenue: 'member_revenue',
        premium_revenue: gross ? 'premium_revenue' : 'member_premium_revenue',
      })[figure as 'revenue'];
    const figure = (alias: 'd' | 'b', name: BlockFigure) => {
      if (name === 'net_revenue' && !gross) return 'null::numeric as net_revenue';
      const money = moneyColumn(name);
      if (!money) return `${alias}.${name}`;
      if (alias === 'b') return `b.${money}_${krw ? 'krw' : 'usd'}::numeric as ${name}`;
      return `${krw ? `d.${money}_micros * r.krw` : `d.${money}_micros::numeric`} as ${name}`;
    };
    const select = (alias: 'd' | 'b') =>
      [`${alias}.video_id`, ...columns.map((name) => figure(alias, name))].join(', ');
    const fromDays = `select ${select('d')} from video_daily d ${this.ratesJoin('d')}
      where ${this.rangeRowsWhere('d', `d.day = any(${this.param(days)}::date[])`, shorts)}`;
    const pieces = blocks
      .map(
        ({ level, start }) =>
          `(b.level = ${this.param(level)} and b.start_day = ${this.param(start)}::date)`,
      )
      .join(' or ');
    const fromBlocks = `select ${select('b')} from video_blocks b
      where ${this.rangeRowsWhere('b', `(${pieces || 'false'})`, shorts)}`;
    return `${fromDays} union all ${fromBlocks}`;
  }

  /**
   * How many Shorts matching `filter` have rows in a custom range: the distinct ids of its
   * edge days and whole blocks, read from the keys' indexes alone.
   */
  blockCount(filter: VideoFilter): string {
    const { days, blocks } = blocksOf(this.range);
    const fromDays = `select d.video_id from video_daily d
      where ${this.rangeRowsWhere('d', `d.day = any(${this.param(days)}::date[])`, filter)}`;
    // One branch per block, so each is a plain range of the primary key.
    const fromBlocks = blocks.map(
      ({ level, start }) => `select b.video_id from video_blocks b
      where ${this.rangeRowsWhere('b', `b.level = ${this.param(level)} and b.start_day = ${this.param(start)}::date`, filter)}`,
    );
    const shorts = [fromDays, ...fromBlocks].join(' union ');
    return this.withCtes(`shorts as (${shorts}) select count(*) from shorts`);
  }

  /**
   * How many Shorts of the scope have rows in a long custom range, from the counts kept
   * with the blocks (`video_span_counts`, `video_gaps`): those started by its last day,
   * less those ended before its first, less those with a gap covering the whole range.
   * Three lookups and the gaps at least as long as the range, however many Shorts it holds.
   */
  spanCount(): string {
    const scope = `c.site_id = $1 and c.member_key = ${this.param(this.scope.memberAccountId ?? 0)}`;
    const upTo = (column: 'started' | 'ended', day: string) =>
      `coalesce((select c.${column} from video_span_counts c
        where ${scope} and c.day <= ${day}::date order by c.day desc limit 1), 0)`;
    return `select ${upTo('started', this.to)} - ${upTo('ended', this.from)}
      - (select count(*) from video_gaps c
         where ${scope} and c.days >= ${this.to}::date - ${this.from}::date + 1
           and c.from_day <= ${this.from}::date and c.to_day >= ${this.to}::date) as count`;
  }

  /**
   * The rows of `video_daily` or `video_blocks` (`alias`) in a custom range's `piece`
   * (its edge days, or some of its blocks) that the scope sees, of the Shorts of `shorts`.
   */
  rangeRowsWhere(alias: string, piece: string, shorts: RowsOf): string {
    return [
      `${alias}.site_id = $1`,
      piece,
      ...this.memberSees(alias),
      ...(typeof shorts === 'function' ? shorts(alias) : videoConditions(this, alias, shorts)),
    ].join(' and ');
  }

  /** Joins the rate of each day of the rollup `alias`. */
  ratesJoin(alias: string): string {
    return this.scope.currency === 'USD' ? '' : `join rates r on r.day = ${alias}.day`;
  }

  /** The condition on rows of `alias` that one member sees (none for the whole site). */
  memberSees(alias: string): string[] {
    const { memberAccountId } = this.scope;
    return memberAccountId === null
      ? []
      : [`${alias}.member_account_id = ${this.param(memberAccountId)}`];
  }

  /** Rows of `alias` in the period that the scope sees. */
  where(alias: string): string {
    return [
      `${alias}.site_id = $1 and ${alias}.day between ${this.from}::date and ${this.to}::date`,
      ...this.memberSees(alias),
    ].join(' and ');
  }

  /** The sum of a USD micros expression in the scope's currency (KRW by `rates r`). */
  money(expression: string): string {
    return this.scope.currency === 'USD' ? `sum(${expression})` : `sum(${expression} * r.krw)`;
  }

  /** The sums every figure is made from, as numeric columns of `alias`. */
  sums(alias: string): string {
    const gross = this.scope.showsGross;
    const revenue = gross ? 'revenue_micros' : 'member_revenue_micros';
    const premium = gross ? 'premium_revenue_micros' : 'member_premium_revenue_micros';
    return [
      `coalesce(sum(${alias}.views), 0) as views`,
      `coalesce(sum(${alias}.engaged_views), 0) as engaged_views`,
      `coalesce(sum(${alias}.premium_views), 0) as premium_views`,
      `coalesce(${this.money(`${alias}.${revenue}`)}, 0) as revenue`,
      gross
        ? `coalesce(${this.money(`${alias}.member_revenue_micros`)}, 0) as net_revenue`
        : 'null::numeric as net_revenue',
      `coalesce(${this.money(`${alias}.${premium}`)}, 0) as premium_revenue`,
    ].join(',\n      ');
  }
}

/** Numeric sums as exact text (trailing zeros of the KRW decimals dropped). */
const FIGURES_AS_TEXT = `views::text, engaged_views::text, premium_views::text,
  trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue,
  trim_scale(premium_revenue)::text as premium_revenue`;

const CHANNEL_ORDER: Record<ChannelReportSort, string> = {
  views: 'a.views',
  revenue: 'a.revenue',
  shorts: 'shorts',
  rpm: 'a.revenue / nullif(a.views, 0)',
  title: 'lower(c.title)',
};

const VIDEO_ORDER: Record<VideoReportSort, string> = {
  views: 'a.views',
  revenue: 'a.revenue',
  rpm: 'a.revenue / nullif(a.views, 0)',
  premium_views: 'a.premium_views',
  premium_ratio: 'a.premium_views::numeric / nullif(a.views, 0)',
  premium_rpm: 'a.premium_revenue / nullif(a.premium_views, 0)',
  view_rate: 'a.view_percentage_weighted::numeric / nullif(a.views, 0)',
  view_duration: 'a.watch_time_ms::numeric / nullif(a.views, 0)',
  published: 'v.published_at',
  title: 'lower(coalesce(v.title, a.video_id))',
};

export type Sorting<S extends string> = { sort: S; order: 'asc' | 'desc' };
export type Paging = { page: number; size: number };
/** Which Shorts a video report keeps: one channel's, a title search's, one. */
export type VideoFilter = { channel?: string; search?: string; videoId?: string };

/**
 * Whose rows a custom range's read takes: the Shorts a filter keeps, or Shorts picked
 * from them already (the conditions on the rows' alias that pick them, such as the page's
 * ids). Never both: picked Shorts are the filter's, and two lists of ids (`= any`) on one
 * key cost PostgreSQL 15 far more than either alone.
 */
type RowsOf = VideoFilter | ((alias: string) => string[]);

/** The figures a Short's rows of a custom range carry (`ReportSql.blockRows`). */
const BLOCK_FIGURES = [
  'channel_id',
  'views',
  'engaged_views',
  'premium_views',
  'revenue',
  'net_revenue',
  'premium_revenue',
  'watch_time_ms',
  'view_percentage_weighted',
] as const;
type BlockFigure = (typeof BLOCK_FIGURES)[number];

/**
 * Sorts whose figure in any range is at most the Short's lifetime figure (sums of figures
 * that are never negative), each with the indexed column of the lifetime window that
 * bounds it: a member's net revenue is at most the gross of their rows, and KRW at most
 * the dollars at the highest rate there is.
 */
const LIFETIME_BOUNDS: Partial<Record<VideoReportSort, 'revenue_usd' | 'views'>> = {
  revenue: 'revenue_usd',
  views: 'views',
};
/** The lifetime figure that bounds a sort (LIFETIME_BOUNDS): descending ones only. */
function lifetimeBound(sorting: Sorting<VideoReportSort>) {
  return sorting.order === 'desc' ? LIFETIME_BOUNDS[sorting.sort] : undefined;
}
/** How many Shorts the first look at a custom range's top takes, per Short it needs. */
const FIRST_CANDIDATES_PER_SHORT = 2;
/** How much the next look takes, when the first did not settle the page. */
const CANDIDATES_GROWTH = 8;
/** Past this many candidates, adding up every Short in the range is cheaper. */
const MAX_CANDIDATES = 3000;

/** Sums per Short of `columns` of `rows` (channel: any of its rows', they agree). */
function sumsPerVideo(rows: string, columns: readonly BlockFigure[]): string {
  const sums = columns.map((c) =>
    c === 'channel_id' ? 'max(p.channel_id) as channel_id' : `sum(p.${c}) as ${c}`,
  );
  return `select ${['p.video_id', ...sums].join(', ')} from (${rows}) p group by p.video_id`;
}

/** `nullable`: whether the expression can be null (empty ratios), which sort last. */
function orderBy(
  expression: string,
  order: 'asc' | 'desc',
  tieBreak: string,
  nullable = true,
): string {
  return `${expression} ${order}${nullable ? ' nulls last' : ''}, ${tieBreak} ${order}`;
}

/** No filter: every Short the scope sees. */
export function wholeScope(filter: VideoFilter): boolean {
  return !filter.channel && !filter.videoId && !filter.search;
}

/**
 * Custom ranges from this long are counted from the span counts (`spanCount`): the gaps
 * that long are few (7 k of 265 k at 10 M for 28 days), where the range's own keys are
 * many (67 k). Shorter ranges have few keys and many gaps as long.
 */
const SPAN_COUNT_MIN_DAYS = 28;

/**
 * Conditions on rows of `alias` (a rollup or a window) for a video report's filters. A
 * search's Shorts are an array the keys probe (`= any`), in sorted order. That needs the
 * table's statistics: with none (a window just rebuilt, before autovacuum), the planner
 * read all 300 k of a 100 M window's rows testing each against 40 k ids one by one (50 s)
 * instead of probing its key; the refresher analyzes what it rebuilds
 * (report-windows.ts). A join to the ids as a set (`in`) survives missing statistics but
 * took longer with them: a 28-day window's matches for "dance" in 0.43–0.56 s against
 * 0.35–0.37 s at 100 M, 34–52 against 25–28 ms at 10 M.
 */
function videoConditions(sql: ReportSql, alias: string, filter: VideoFilter): string[] {
  const conditions: string[] = [];
  if (filter.channel) conditions.push(`${alias}.channel_id = ${sql.param(filter.channel)}`);
  if (filter.videoId) conditions.push(`${alias}.video_id = ${sql.param(filter.videoId)}`);
  if (filter.search)
    conditions.push(`${alias}.video_id = any(${sql.searchedShorts(filter.search)})`);
  return conditions;
}

/**
 * What is precomputed for the period (report-windows.ts): a standard period's windows,
 * `custom` for the blocks of a custom range, or nothing: add up the days.
 */
export type WindowChoice = string | undefined;

/** The standard period whose windows tables to read, if the choice is one. */
function standardWindow(window: WindowChoice): string | undefined {
  return window === 'custom' ? undefined : window;
}

export function createReportsRepo(pool: pg.Pool) {
  /**
   * How many Shorts matching `filter` have a row in the custom range: every Short of the
   * scope in a long range from the span counts; otherwise the distinct keys of its days
   * and blocks (a short range's are few, and so are a channel's or a search's).
   */
  async function countInRange(scope: ReportScope, range: DayRange, filter: VideoFilter) {
    const sql = new ReportSql(scope, range);
    const query =
      wholeScope(filter) && daysIn(range) >= SPAN_COUNT_MIN_DAYS
        ? sql.spanCount()
        : sql.blockCount(filter);
    const { rows } = await pool.query<{ count: string }>(query, sql.params);
    return Number(rows[0]?.count ?? 0);
  }

  /**
   * Sums per day and in all (`grouping sets`) of the rows of the daily rollup `table`
   * (`d`) matching `conditions`: added up per day in integers first, so KRW multiplies
   * each day's sum by its rate once rather than every row (the same exact figure).
   */
  async function totalsAndDays(sql: ReportSql, table: string, conditions: string[]) {
    const { rows } = await pool.query<DailySums & { is_total: boolean }>(
      sql.withCtes(`days as (
         select d.day, ${DAY_FIGURES.map((c) => `sum(d.${c}) as ${c}`).join(', ')}
         from ${table} d where ${conditions.join(' and ')} group by d.day),
       a as (
         select d.day, grouping(d.day) = 1 as is_total, ${sql.sums('d')}
         from days d ${sql.ratesJoin('d')} group by grouping sets ((d.day), ()))
       select day::text, is_total, ${FIGURES_AS_TEXT} from a order by day`),
      sql.params,
    );
    return {
      totals: rows.find((row) => row.is_total)!,
      daily: rows.filter((row) => !row.is_total),
    };
  }

  /**
   * The first `need` Shorts of a custom range in a descending order whose figure the
   * lifetime window bounds (LIFETIME_BOUNDS), without adding up every Short in the range:
   * Shorts in the order of their lifetime figure, as many as it takes until the `need`-th
   * best range figure beats the lifetime figure of every Short not looked at. A few hundred
   * Shorts settle a page where the range holds tens of thousands. Undefined when that would
   * take more than MAX_CANDIDATES: then every Short is added up.
   */
  async function boundedTop(
    scope: ReportScope,
    range: DayRange,
    filter: VideoFilter,
    sorting: Sorting<VideoReportSort>,
    need: number,
  ): Promise<string[] | undefined> {
    const bound = lifetimeBound(sorting);
    if (!bound) return undefined;
    const key = sorting.sort as 'revenue' | 'views';
    const rate =
      key === 'revenue' && scope.currency !== 'USD'
        ? '(select max(krw_per_usd) from exchange_rates)'
        : '1';
    for (
      let candidates = need * FIRST_CANDIDATES_PER_SHORT;
      candidates <= MAX_CANDIDATES;
      candidates *= CANDIDATES_GROWTH
    ) {
      const sql = new ReportSql(scope, range);
      const limit = sql.param(candidates);
      const needed = sql.param(need);
      const inCandidates = (alias: string) => [
        `${alias}.video_id = any(array(select video_id from candidates))`,
      ];
      const best = `select w.video_id, w.${bound} as bound from video_windows w
           where ${[sql.windowWhere('w', 'lifetime'), ...videoConditions(sql, 'w', filter)].join(' and ')}
           order by w.${bound} desc limit ${limit}`;
      const keys = sumsPerVideo(sql.blockRows([key], inCandidates), [key]);
      const { rows } = await pool.query<{ ids: string[]; settled: boolean }>(
        sql.withCtes(`candidates as materialized (${best}),
         keys as (${keys}),
         ranked as (
           select a.video_id, a.${key} as key from keys a
           order by ${orderBy(`a.${key}`, 'desc', 'a.video_id')} limit ${needed})
         select array(select video_id from ranked) as ids,
           (select count(*) from candidates) < ${limit}
           or ((select count(*) from ranked) = ${needed}
             and (select min(key) from ranked) > (select min(bound) from candidates) * ${rate})
             as settled`),
        sql.params,
      );
      if (rows[0]!.settled) return rows[0]!.ids;
    }
    return undefined;
  }

  return {
    dataBounds: (siteId: number) => siteDataBounds(pool, siteId),

    async hasExchangeRates(): Promise<boolean> {
      const { rows } = await pool.query(`select 1 from exchange_rates limit 1`);
      return rows.length > 0;
    },

    /**
     * Totals and one row per day with data: the site's days from `site_daily`, a
     * member's from `member_daily`.
     */
    async summary(
      scope: ReportScope,
      range: DayRange,
    ): Promise<{ totals: FigureSums; daily: DailySums[] }> {
      const sql = new ReportSql(scope, range);
      const table = scope.memberAccountId === null ? 'site_daily' : 'member_daily';
      return totalsAndDays(sql, table, [sql.where('d')]);
    },

    async channels(
      scope: ReportScope,
      range: DayRange,
      options: Sorting<ChannelReportSort> & Paging,
      window: WindowChoice,
    ): Promise<{ total: number; rows: ChannelSums[] }> {
      const sql = new ReportSql(scope, range);
      const period = standardWindow(window);
      const windowRows = period && `from channel_windows w where ${sql.windowWhere('w', period)}`;
      const perChannel = windowRows
        ? `select w.channel_id, ${sql.windowFigures('w')} ${windowRows}`
        : `select d.channel_id, ${sql.sums('d')}
           from channel_daily d ${sql.ratesJoin('d')} where ${sql.where('d')}
           group by d.channel_id`;
      // Sorted and cut to the page on the sums alone; names and Shorts counts for the page only.
      const order = orderBy(CHANNEL_ORDER[options.sort], options.order, 'a.channel_id');
      const shorts = (alias: string) => `cross join lateral (select count(*) as shorts from videos v
           where v.site_id = $1 and v.channel_id = ${alias}.channel_id and v.published_at < ${sql.to}::date + 1) s`;
      const { rows } = await pool.query<ChannelSums & { total: string }>(
        sql.withCtes(`a as (${perChannel}),
         page as (
           select a.*, (select count(*) ${windowRows || 'from a'}) as total
           from a
           ${options.sort === 'title' ? 'left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id' : ''}
           ${options.sort === 'shorts' ? shorts('a') : ''}
           order by ${order}
           limit ${sql.param(options.size)} offset ${sql.param(options.page * options.size)})
         select a.channel_id, c.title, c.handle, c.thumbnail_url, s.shorts::text, a.total, ${FIGURES_AS_TEXT}
         from page a
         left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
         ${shorts('a')}
         order by ${order}`),
        sql.params,
      );
      return { total: Number(rows[0]?.total ?? 0), rows };
    },

    /** One page of the Shorts matching the filters, from a window or added up by day. */
    async videos(
      scope: ReportScope,
      range: DayRange,
      filter: VideoFilter,
      options: Sorting<VideoReportSort> & Paging,
      window: WindowChoice,
    ): Promise<{ total: number; rows: VideoSums[] }> {
      const sql = new ReportSql(scope, range);
      const period = standardWindow(window);
      const windowRows =
        period &&
        `from video_windows w
         where ${[sql.windowWhere('w', period), ...videoConditions(sql, 'w', filter)].join(' and ')}`;
      // Sorted and cut to the page on the sums alone; titles, channels and music for the page only.
      // By title: windows keep each Short's title key in an index, so a page reads its rows
      // in order (never null, so the index's order is the sort's).
      const byTitleKey = options.sort === 'title' && window !== undefined;
      // A custom range's exact count reads every Short's keys in its days and blocks (about
      // 67 k at 10 M, most of the call's work): asked beside the page, on a connection of
      // its own. Unless the page adds up every Short's sort key anyway (sorts no lifetime
      // figure bounds): then it counts those.
      const counting =
        window === 'custom' && (byTitleKey || lifetimeBound(options))
          ? countInRange(scope, range, filter)
          : undefined;
      // Awaited once the page is read; a failure meanwhile must not go unhandled.
      counting?.catch(() => {});
      const order = byTitleKey
        ? orderBy('a.title_key', options.order, 'a.video_id', false)
        : orderBy(VIDEO_ORDER[options.sort], options.order, 'a.video_id');
      const videoJoin = /\bv\./.test(order)
        ? 'left join videos v on v.site_id = $1 and v.video_id = a.video_id'
        : '';
      const limit = `limit ${sql.param(options.size)} offset ${sql.param(options.page * options.size)}`;
      let ctes: string;
      if (window === 'custom') {
        // Two passes over the blocks: the sort key alone, of every Short or of those that
        // can be on the page (boundedTop), then all the figures of the page's Shorts
        // (adding up every figure of every Short costs three times more).
        const onPage = (alias: string) => [
          `${alias}.video_id = any(array(select video_id from page))`,
        ];
        let pageCtes: string;
        if (byTitleKey) {
          // By title: the lifetime window's Shorts (every Short with data) in title order,
          // those with rows in the range, until the page is full.
          const hasRows = sql.blockRows([], (alias) => [`${alias}.video_id = a.video_id`]);
          pageCtes = `page as (select a.video_id, a.title_key
            from video_windows a
            where ${[sql.windowWhere('a', 'lifetime'), ...videoConditions(sql, 'a', filter)].join(' and ')}
              and exists (${hasRows})
            order by ${order} ${limit})`;
        } else {
          const keys = BLOCK_FIGURES.filter((c) => new RegExp(`\\ba\\.${c}\\b`).test(order));
          const top = await boundedTop(
            scope,
            range,
            filter,
            options,
            (options.page + 1) * options.size,
          );
          const topIds = top && sql.param(top);
          const rows = sql.blockRows(
            keys,
            topIds ? (alias) => [`${alias}.video_id = any(${topIds}::text[])`] : filter,
          );
          pageCtes = `keys as (${sumsPerVideo(rows, keys)}),
            page as (select a.video_id${counting ? '' : ', (select count(*) from keys) as total'}
            from keys a ${videoJoin}
            order by ${order} ${limit})`;
        }
        ctes = `${pageCtes},
          figures as (${sumsPerVideo(sql.blockRows(BLOCK_FIGURES, onPage), BLOCK_FIGURES)}),
          a as (select f.*, ${counting ? 'null' : 'page.total'} as total${byTitleKey ? ', page.title_key' : ''}
            from figures f join page using (video_id))`;
      } else {
        const perVideo = windowRows
          ? `select w.video_id, w.channel_id, w.title_key, ${sql.windowFigures('w')}, w.watch_time_ms,
               w.view_percentage_weighted ${windowRows}`
          : `select d.video_id, max(d.channel_id) as channel_id, ${sql.sums('d')},
               sum(d.watch_time_ms) as watch_time_ms, sum(d.view_percentage_weighted) as view_percentage_weighted
             from video_daily d ${sql.ratesJoin('d')}
             where ${[sql.where('d'), ...videoConditions(sql, 'd', filter)].join(' and ')}
             group by d.video_id`;
        // A whole window's Shorts are counted when it is computed; one channel's window
        // rows on its index; summed days, once summed; a search's rows, once read (the
        // sort reads every one of them anyway).
        const total =
          period && wholeScope(filter)
            ? `coalesce((select c.shorts from video_window_counts c where ${sql.windowWhere('c', period)}), 0)`
            : `(select count(*) ${windowRows && !filter.search ? windowRows : 'from a'})`;
        ctes = `a as (${perVideo}),
          page as (
            select a.*, ${total} as total
            from a ${videoJoin}
            order by ${order} ${limit})`;
      }
      const { rows } = await pool.query<VideoSums & { total: string }>(
        sql.withCtes(`${ctes}
         select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
           v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
           a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, ${FIGURES_AS_TEXT}
         from ${window === 'custom' ? 'a' : 'page a'}
         left join videos v on v.site_id = $1 and v.video_id = a.video_id
         left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
         left join music_tracks m on m.isrc = v.isrc
         order by ${order}`),
        sql.params,
      );
      return { total: counting ? await counting : Number(rows[0]?.total ?? 0), rows };
    },

    /** Totals and days of the Shorts matching the filters (one channel's, a search's, one Short's). */
    async videoTotals(
      scope: ReportScope,
      range: DayRange,
      filter: VideoFilter,
    ): Promise<{ totals: FigureSums; daily: DailySums[] }> {
      const sql = new ReportSql(scope, range);
      const conditions = [sql.where('d'), ...videoConditions(sql, 'd', filter)];
      // One channel without other filters: its per-channel rollup has the same sums.
      const table =
        filter.channel && !filter.search && !filter.videoId ? 'channel_daily' : 'video_daily';
      return totalsAndDays(sql, table, conditions);
    },

    /** Views and revenue of one Short per country, over the days the scope sees. */
    async videoCountries(
      scope: ReportScope,
      range: DayRange,
      videoId: string,
    ): Promise<CountrySums[]> {
      const sql = new ReportSql(scope, range);
      const video = sql.param(videoId);
      const gross = scope.showsGross;
      // The member's share of a country: that day's fee rate, rounded down per country and day.
      const memberShare = `case when d.member_account_id is null then 0
        else c.revenue_micros * (10000 - d.fee_bp) / 10000 end`;
      const { rows } = await pool.query<CountrySums>(
        sql.withCtes(`d as materialized (
           select d.day, coalesce((select fr.fee_rate_bp from fee_rates fr
             where fr.site_id = $1 and fr.account_id = d.member_account_id and fr.effective_from <= d.day
             order by fr.effective_from desc, fr.id desc limit 1), 0) as fee_bp,
             d.member_account_id
           from video_daily d where ${sql.where('d')} and d.video_id = ${video}),
         c as (
           select coalesce(v.day, m.day) as day, coalesce(v.country_code, m.country_code) as country_code,
             coalesce(v.views, 0) as views, coalesce(v.premium_views, 0) as premium_views,
             coalesce(m.revenue_micros, 0) as revenue_micros
           from (select * from views_by_country where site_id = $1 and video_id = ${video}
                   and day between ${sql.from}::date and ${sql.to}::date) v
           full join (select * from revenue_by_country where site_id = $1 and video_id = ${video}
                   and day between ${sql.from}::date and ${sql.to}::date) m
             on m.day = v.day and m.country_code = v.country_code)
         select c.country_code, sum(c.views)::text as views, sum(c.premium_views)::text as premium_views,
           trim_scale(coalesce(${sql.money(gross ? 'c.revenue_micros' : memberShare)}, 0))::text as revenue,
           ${gross ? `trim_scale(coalesce(${sql.money(memberShare)}, 0))::text` : 'null'} as net_revenue
         from c join d on d.day = c.day ${sql.ratesJoin('c')}
         group by c.country_code
         order by sum(c.views) desc, c.country_code`),
        sql.params,
      );
      return rows;
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
