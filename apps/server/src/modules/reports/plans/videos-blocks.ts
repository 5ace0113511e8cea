import type { Queryable } from '../../revenue/rollups.ts';
import { daysIn } from '../report-period.ts';
import {
  BLOCK_FIGURES,
  blockCount,
  blockRows,
  spanCount,
  sumsPerVideo,
  type BlockFigure,
} from './blocks.ts';
import { ReportSql, videoConditions, wholeScope } from './report-sql.ts';
import { lifetimeBound, orderBy, VIDEO_SORTS } from './sorts.ts';
import { limitOf, readVideoPage, videoOrder, type VideoQuery } from './video-rows.ts';

/**
 * Custom ranges from this long are counted from the span counts (`spanCount`): the gaps
 * that long are few, where the range's own keys are many. Shorter ranges have few keys
 * and many gaps as long.
 */
const SPAN_COUNT_MIN_DAYS = 28;
/** How many Shorts the first look at a custom range's top takes, per Short it needs. */
const FIRST_CANDIDATES_PER_SHORT = 2;
/** How much the next look takes, when the first did not settle the page. */
const CANDIDATES_GROWTH = 8;
/** Past this many candidates, adding up every Short in the range is cheaper. */
const MAX_CANDIDATES = 3000;

/**
 * How many Shorts matching the filter have a row in the custom range: every Short of the
 * scope in a long range from the span counts; otherwise the distinct keys of its days
 * and blocks (a short range's are few, and so are a channel's or a search's).
 */
async function countInRange(db: Queryable, { scope, range, filter }: VideoQuery) {
  const sql = new ReportSql(scope, range);
  const query =
    wholeScope(filter) && daysIn(range) >= SPAN_COUNT_MIN_DAYS
      ? spanCount(sql)
      : blockCount(sql, filter);
  const { rows } = await db.query<{ count: string }>(query, sql.params);
  return Number(rows[0]?.count ?? 0);
}

/**
 * The first `need` Shorts of a custom range in a descending order whose figure the
 * lifetime window bounds (`SortKey.lifetimeBound`), without adding up every Short in the
 * range: Shorts in the order of their lifetime figure, as many as it takes until the
 * `need`-th best range figure beats the lifetime figure of every Short not looked at. A
 * few hundred Shorts settle a page where the range holds tens of thousands. Undefined
 * when that would take more than MAX_CANDIDATES: then every Short is added up.
 */
async function boundedTop(
  db: Queryable,
  { scope, range, filter, options }: VideoQuery,
  need: number,
): Promise<string[] | undefined> {
  const bound = lifetimeBound(options);
  if (!bound) return undefined;
  const key = options.sort as 'revenue' | 'views';
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
    const keys = sumsPerVideo(blockRows(sql, [key], inCandidates), [key]);
    const { rows } = await db.query<{ ids: string[]; settled: boolean }>(
      sql.withCtes(`candidates as materialized (${best}),
         keys as (${keys}),
         ranked as (
           select a.video_id, a.${key} as key from keys a
           order by ${orderBy(VIDEO_SORTS[key], 'desc', 'video_id')} limit ${needed})
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

/**
 * By title: the lifetime window's Shorts (every Short with data) in title order, those
 * with rows in the range, until the page is full.
 */
function pageByTitle(sql: ReportSql, query: VideoQuery, order: string, limit: string) {
  const hasRows = blockRows(sql, [], (alias) => [`${alias}.video_id = a.video_id`]);
  return `page as (select a.video_id, a.title_key
            from video_windows a
            where ${[sql.windowWhere('a', 'lifetime'), ...videoConditions(sql, 'a', query.filter)].join(' and ')}
              and exists (${hasRows})
            order by ${order} ${limit})`;
}

/**
 * By a figure: the sort's sums alone, of every Short or of those that can be on the page
 * (`boundedTop`), sorted and cut to the page.
 */
async function pageByKeys(
  db: Queryable,
  sql: ReportSql,
  query: VideoQuery,
  page: { order: string; videoJoin: string; limit: string; counted: boolean },
) {
  const { options } = query;
  const sort = VIDEO_SORTS[options.sort];
  const keys = BLOCK_FIGURES.filter((figure) =>
    (sort.figures as readonly BlockFigure[]).includes(figure),
  );
  const top = await boundedTop(db, query, (options.page + 1) * options.size);
  const topIds = top && sql.param(top);
  const rows = blockRows(
    sql,
    keys,
    topIds ? (alias) => [`${alias}.video_id = any(${topIds}::text[])`] : query.filter,
  );
  return `keys as (${sumsPerVideo(rows, keys)}),
            page as (select a.video_id${page.counted ? '' : ', (select count(*) from keys) as total'}
            from keys a ${page.videoJoin}
            order by ${page.order} ${page.limit})`;
}

/**
 * A custom range's Shorts from the blocks, in two passes: the page's Shorts by their sort
 * key alone, then all the figures of the page's Shorts (adding up every figure of every
 * Short costs three times more).
 */
export async function blockVideos(db: Queryable, query: VideoQuery) {
  const { options } = query;
  const sql = new ReportSql(query.scope, query.range);
  const byTitleKey = options.sort === 'title';
  // A custom range's exact count reads every Short's keys in its days and blocks, most of
  // the call's work: asked beside the page, on a connection of its own. Unless the page
  // adds up every Short's sort key anyway (sorts no lifetime figure bounds): then it
  // counts those.
  const counting = byTitleKey || lifetimeBound(options) ? countInRange(db, query) : undefined;
  // Awaited once the page is read; a failure meanwhile must not go unhandled.
  counting?.catch(() => {});
  const { order, videoJoin } = videoOrder(options, byTitleKey);
  const limit = limitOf(sql, options);
  const pageCtes = byTitleKey
    ? pageByTitle(sql, query, order, limit)
    : await pageByKeys(db, sql, query, { order, videoJoin, limit, counted: !!counting });
  const onPage = (alias: string) => [`${alias}.video_id = any(array(select video_id from page))`];
  const rows = await readVideoPage(
    db,
    sql,
    `${pageCtes},
          figures as (${sumsPerVideo(blockRows(sql, BLOCK_FIGURES, onPage), BLOCK_FIGURES)}),
          a as (select f.*, ${counting ? 'null' : 'page.total'} as total${byTitleKey ? ', page.title_key' : ''}
            from figures f join page using (video_id))`,
    'a',
    order,
  );
  return { total: counting ? await counting : Number(rows[0]?.total ?? 0), rows };
}
