import type { Currency, DayRange } from '@portal/shared';
import { isCount, scopeColumn, SUMMED, type SummedFigure } from '../report-figures.ts';

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

/** Which Shorts a video report keeps: one channel's, a title search's, one. */
export type VideoFilter = { channel?: string; search?: string; videoId?: string };

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

/** A summed figure as exact text (trailing zeros of the KRW decimals dropped). */
const asText = (name: SummedFigure) =>
  isCount(name) ? `${name}::text` : `trim_scale(${name})::text as ${name}`;
/** The summed figures of a statement's rows, as exact text. */
export const FIGURES_AS_TEXT = SUMMED.map(asText).join(', ');

/**
 * The SQL of one report query: parameters in order, the rollup's filter, and the money
 * sums in the scope's currency. KRW converts each day with that day's rate, or the latest
 * earlier one (the earliest known before any), so figures are exact decimals that add up.
 */
export class ReportSql {
  readonly params: unknown[];
  readonly scope: ReportScope;
  readonly range: DayRange;
  #from: string | undefined;
  #to: string | undefined;
  /** The placeholder of a search's text, once the statement uses it. */
  #search: string | undefined;
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
   * leakproof, so no index can test a title; "starts with" (`^@`) is. A title holds the
   * text exactly when one of its suffixes starts with it, so the search reads the range of
   * `video_title_suffixes` that does, from its index alone (decision 029). A text longer
   * than the suffixes kept is found by its first characters, then each Short so found has
   * its title tested, read by its key (a scalar sub-select: the planner cannot turn it
   * into a read of every title, as it could an `exists`). The statement is planned with
   * the search's value (node-postgres sends unnamed statements), so the lengths compare
   * while planning and the range is the index's condition; the plan test in
   * title-search.test.ts holds that.
   * Each statement finds them itself rather than taking ids found before: at scale, the
   * ids out to the server and back in with the page and the totals took longer than
   * finding them in both, side by side (decision 012).
   */
  withCtes(body: string): string {
    const rates = this.scope.currency === 'USD' ? '' : `${ratesCte(this.from, this.to)},`;
    const searched = this.#search
      ? `searched as materialized (select array(select t.video_id from video_title_suffixes t
          where t.site_id = $1 and t.suffix ^@ left(lower(${this.#search}), video_title_suffix_length()) collate "C"
            and (length(lower(${this.#search})) <= video_title_suffix_length() or (select strpos(s.title_key, lower(${this.#search})) > 0
              from videos s where s.site_id = $1 and s.video_id = t.video_id))
          union select s.video_id from videos s where s.site_id = $1 and s.video_id = ${this.#search}) as ids),`
      : '';
    return `with ${rates}${searched} ${body}`;
  }

  /**
   * The figures of one precomputed row of `video_windows`/`channel_windows` (`alias`)
   * for the scope: the whole site's or one member's, in the scope's currency.
   */
  windowFigures(alias: string): string {
    const currency = this.scope.currency === 'USD' ? 'usd' : 'krw';
    return SUMMED.map((name) => {
      const column = scopeColumn(name, this.scope.showsGross);
      if (column === null) return `null::numeric as ${name}`;
      return isCount(name)
        ? `${alias}.${column}`
        : `${alias}.${column}_${currency}::numeric as ${name}`;
    }).join(', ');
  }

  /** Rows of the window `period` the scope sees: the site's (member 0) or one member's. */
  windowWhere(alias: string, period: string): string {
    return `${alias}.site_id = $1 and ${alias}.period = ${this.param(period)}
      and ${alias}.member_key = ${this.param(this.scope.memberAccountId ?? 0)}`;
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
    return SUMMED.map((name) => {
      const column = scopeColumn(name, this.scope.showsGross);
      if (column === null) return `null::numeric as ${name}`;
      return isCount(name)
        ? `coalesce(sum(${alias}.${column}), 0) as ${name}`
        : `coalesce(${this.money(`${alias}.${column}_micros`)}, 0) as ${name}`;
    }).join(',\n      ');
  }
}

/** No filter: every Short the scope sees. */
export function wholeScope(filter: VideoFilter): boolean {
  return !filter.channel && !filter.videoId && !filter.search;
}

/**
 * Conditions on rows of `alias` (a rollup or a window) for a video report's filters. A
 * search's Shorts are an array the keys probe (`= any`), in sorted order. That needs the
 * table's statistics: with none (a window just rebuilt, before autovacuum), the planner
 * read every row of a large window testing each against every id one by one instead of
 * probing its key; the refresher analyzes what it rebuilds (report-windows.ts). A join
 * to the ids as a set (`in`) survives missing statistics but took longer with them.
 */
export function videoConditions(sql: ReportSql, alias: string, filter: VideoFilter): string[] {
  const conditions: string[] = [];
  if (filter.channel) conditions.push(`${alias}.channel_id = ${sql.param(filter.channel)}`);
  if (filter.videoId) conditions.push(`${alias}.video_id = ${sql.param(filter.videoId)}`);
  if (filter.search)
    conditions.push(`${alias}.video_id = any(${sql.searchedShorts(filter.search)})`);
  return conditions;
}
