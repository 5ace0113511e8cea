-- video-countries: manager
-- params: [7,"shortAAAAAA","2026-06-10","2026-06-12"]
with  d as materialized (
  select d.day, coalesce((select fr.fee_rate_bp from fee_rates fr
      where fr.site_id = $1 and fr.account_id = d.member_account_id and fr.effective_from <= d.day
      order by fr.effective_from desc, fr.id desc limit 1), 0) as fee_bp,
  d.member_account_id
  from video_daily d where d.site_id = $1 and d.day between $3::date and $4::date and d.video_id = $2),
c as (
  select coalesce(v.day, m.day) as day, coalesce(v.country_code, m.country_code) as country_code,
  coalesce(v.views, 0) as views, coalesce(v.premium_views, 0) as premium_views,
  coalesce(m.revenue_micros, 0) as revenue_micros
  from (select r.day, substr(r.countries, 2 * u.n::int - 1, 2) as country_code,
    u.views, u.premium_views
    from views_by_country r
    cross join lateral unnest(r.figures[:][1:1], r.figures[:][3:3]) with ordinality as u(views, premium_views, n)
    where r.site_id = $1 and r.video_id = $2 and r.day in (select day from d)) v
  full join (select r.day, substr(r.countries, 2 * u.n::int - 1, 2) as country_code,
    u.revenue_micros
    from revenue_by_country r
    cross join lateral unnest(r.figures[:][1:1]) with ordinality as u(revenue_micros, n)
    where r.site_id = $1 and r.video_id = $2 and r.day in (select day from d)) m
  on m.day = v.day and m.country_code = v.country_code)
select c.country_code, sum(c.views)::text as views, sum(c.premium_views)::text as premium_views,
trim_scale(coalesce(sum(c.revenue_micros), 0))::text as revenue,
trim_scale(coalesce(sum(case when d.member_account_id is null then 0
      else c.revenue_micros * (10000 - d.fee_bp) / 10000 end), 0))::text as net_revenue
from c join d on d.day = c.day
group by c.country_code
order by sum(c.views) desc, c.country_code;

-- video-countries: member, KRW
-- params: [7,"shortAAAAAA","2026-06-10","2026-06-12",42]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($3::date, $4::date, interval '1 day') d), d as materialized (
  select d.day, coalesce((select fr.fee_rate_bp from fee_rates fr
      where fr.site_id = $1 and fr.account_id = d.member_account_id and fr.effective_from <= d.day
      order by fr.effective_from desc, fr.id desc limit 1), 0) as fee_bp,
  d.member_account_id
  from video_daily d where d.site_id = $1 and d.day between $3::date and $4::date and d.member_account_id = $5 and d.video_id = $2),
c as (
  select coalesce(v.day, m.day) as day, coalesce(v.country_code, m.country_code) as country_code,
  coalesce(v.views, 0) as views, coalesce(v.premium_views, 0) as premium_views,
  coalesce(m.revenue_micros, 0) as revenue_micros
  from (select r.day, substr(r.countries, 2 * u.n::int - 1, 2) as country_code,
    u.views, u.premium_views
    from views_by_country r
    cross join lateral unnest(r.figures[:][1:1], r.figures[:][3:3]) with ordinality as u(views, premium_views, n)
    where r.site_id = $1 and r.video_id = $2 and r.day in (select day from d)) v
  full join (select r.day, substr(r.countries, 2 * u.n::int - 1, 2) as country_code,
    u.revenue_micros
    from revenue_by_country r
    cross join lateral unnest(r.figures[:][1:1]) with ordinality as u(revenue_micros, n)
    where r.site_id = $1 and r.video_id = $2 and r.day in (select day from d)) m
  on m.day = v.day and m.country_code = v.country_code)
select c.country_code, sum(c.views)::text as views, sum(c.premium_views)::text as premium_views,
trim_scale(coalesce(sum(case when d.member_account_id is null then 0
      else c.revenue_micros * (10000 - d.fee_bp) / 10000 end * r.krw), 0))::text as revenue,
null as net_revenue
from c join d on d.day = c.day join rates r on r.day = c.day
group by c.country_code
order by sum(c.views) desc, c.country_code;
