import type { DayRange } from '@portal/shared';
import type { Queryable } from '../../revenue/rollups.ts';
import { rollupColumns, type FigureSums } from '../report-figures.ts';
import {
  FIGURES_AS_TEXT,
  ReportSql,
  videoConditions,
  type ReportScope,
  type VideoFilter,
} from './report-sql.ts';

export type DailySums = FigureSums & { day: string };
export type TotalsAndDays = { totals: FigureSums; daily: DailySums[] };

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

/** Whether any exchange rate is known (without one there is no KRW figure). */
export async function hasExchangeRates(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`select 1 from exchange_rates limit 1`);
  return rows.length > 0;
}

/** The figures every site-wide and per-member day keeps (`site_daily`, `member_daily`). */
const DAY_FIGURES = rollupColumns('site');

/**
 * Sums per day and in all (`grouping sets`) of the rows of the daily rollup `table`
 * (`d`) matching `conditions`: added up per day in integers first, so KRW multiplies
 * each day's sum by its rate once rather than every row (the same exact figure).
 */
async function totalsAndDays(
  db: Queryable,
  sql: ReportSql,
  table: string,
  conditions: string[],
): Promise<TotalsAndDays> {
  const { rows } = await db.query<DailySums & { is_total: boolean }>(
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
 * Totals and one row per day with data: the site's days from `site_daily`, a member's
 * from `member_daily`.
 */
export function summary(db: Queryable, scope: ReportScope, range: DayRange) {
  const sql = new ReportSql(scope, range);
  const table = scope.memberAccountId === null ? 'site_daily' : 'member_daily';
  return totalsAndDays(db, sql, table, [sql.where('d')]);
}

/** Totals and days of the Shorts matching the filters (one channel's, a search's, one Short's). */
export function videoTotals(
  db: Queryable,
  scope: ReportScope,
  range: DayRange,
  filter: VideoFilter,
) {
  const sql = new ReportSql(scope, range);
  const conditions = [sql.where('d'), ...videoConditions(sql, 'd', filter)];
  // One channel without other filters: its per-channel rollup has the same sums.
  const table =
    filter.channel && !filter.search && !filter.videoId ? 'channel_daily' : 'video_daily';
  return totalsAndDays(db, sql, table, conditions);
}
