import type { DayRange, FiguresOf } from '@portal/shared';
import { perCountryRows } from '../../revenue/country-figures.ts';
import type { Queryable } from '../../revenue/rollups.ts';
import type { FigureSums } from '../report-figures.ts';
import { ReportSql, type ReportScope } from './report-sql.ts';

export type CountrySums = { country_code: string } & Pick<FigureSums, FiguresOf<'country'>>;

/**
 * Views and revenue of one Short per country, over the days the scope sees: the one
 * report that reads the per-country tables, by their key (day and Short) for each day
 * `video_daily` has of the Short, each day's row spread into its countries. The tables
 * have no index by Short (decision 032).
 */
export async function videoCountries(
  db: Queryable,
  scope: ReportScope,
  range: DayRange,
  videoId: string,
): Promise<CountrySums[]> {
  const sql = new ReportSql(scope, range);
  const video = sql.param(videoId);
  const gross = scope.showsGross;
  const ofTheShort = `r.site_id = $1 and r.video_id = ${video} and r.day in (select day from d)`;
  // The member's share of a country: that day's fee rate, rounded down per country and day.
  const memberShare = `case when d.member_account_id is null then 0
        else c.revenue_micros * (10000 - d.fee_bp) / 10000 end`;
  const { rows } = await db.query<CountrySums>(
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
           from (${perCountryRows('views', ['views', 'premium_views'], ofTheShort)}) v
           full join (${perCountryRows('revenue', ['revenue_micros'], ofTheShort)}) m
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
}
