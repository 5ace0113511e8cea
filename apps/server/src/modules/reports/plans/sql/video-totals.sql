-- video-totals: manager, channel UCchannelOne0000000000001
-- params: [7,"2026-06-10","2026-06-12","UCchannelOne0000000000001"]
with  days as (
  select d.day, sum(d.views) as views, sum(d.engaged_views) as engaged_views, sum(d.premium_views) as premium_views, sum(d.revenue_micros) as revenue_micros, sum(d.premium_revenue_micros) as premium_revenue_micros, sum(d.member_revenue_micros) as member_revenue_micros, sum(d.member_premium_revenue_micros) as member_premium_revenue_micros
  from channel_daily d where d.site_id = $1 and d.day between $2::date and $3::date and d.channel_id = $4 group by d.day),
a as (
  select d.day, grouping(d.day) = 1 as is_total, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.revenue_micros), 0) as revenue,
  coalesce(sum(d.member_revenue_micros), 0) as net_revenue,
  coalesce(sum(d.premium_revenue_micros), 0) as premium_revenue
  from days d  group by grouping sets ((d.day), ()))
select day::text, is_total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue from a order by day;

-- video-totals: member, KRW, search dance
-- params: [7,"2026-06-10","2026-06-12",42,"dance"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($2::date, $3::date, interval '1 day') d),searched as materialized (select array(select t.video_id from video_title_suffixes t
    where t.site_id = $1 and t.suffix ^@ left(lower($5), video_title_suffix_length()) collate "C"
    and (length(lower($5)) <= video_title_suffix_length() or (select strpos(s.title_key, lower($5)) > 0
        from videos s where s.site_id = $1 and s.video_id = t.video_id))
    union select s.video_id from videos s where s.site_id = $1 and s.video_id = $5) as ids), days as (
  select d.day, sum(d.views) as views, sum(d.engaged_views) as engaged_views, sum(d.premium_views) as premium_views, sum(d.revenue_micros) as revenue_micros, sum(d.premium_revenue_micros) as premium_revenue_micros, sum(d.member_revenue_micros) as member_revenue_micros, sum(d.member_premium_revenue_micros) as member_premium_revenue_micros
  from video_daily d where d.site_id = $1 and d.day between $2::date and $3::date and d.member_account_id = $4 and d.video_id = any((select ids from searched)::text[]) group by d.day),
a as (
  select d.day, grouping(d.day) = 1 as is_total, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.member_revenue_micros * r.krw), 0) as revenue,
  null::numeric as net_revenue,
  coalesce(sum(d.member_premium_revenue_micros * r.krw), 0) as premium_revenue
  from days d join rates r on r.day = d.day group by grouping sets ((d.day), ()))
select day::text, is_total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue from a order by day;

-- video-totals: manager as member, KRW, videoId shortAAAAAA
-- params: [7,"2026-06-10","2026-06-12",42,"shortAAAAAA"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($2::date, $3::date, interval '1 day') d), days as (
  select d.day, sum(d.views) as views, sum(d.engaged_views) as engaged_views, sum(d.premium_views) as premium_views, sum(d.revenue_micros) as revenue_micros, sum(d.premium_revenue_micros) as premium_revenue_micros, sum(d.member_revenue_micros) as member_revenue_micros, sum(d.member_premium_revenue_micros) as member_premium_revenue_micros
  from video_daily d where d.site_id = $1 and d.day between $2::date and $3::date and d.member_account_id = $4 and d.video_id = $5 group by d.day),
a as (
  select d.day, grouping(d.day) = 1 as is_total, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.revenue_micros * r.krw), 0) as revenue,
  coalesce(sum(d.member_revenue_micros * r.krw), 0) as net_revenue,
  coalesce(sum(d.premium_revenue_micros * r.krw), 0) as premium_revenue
  from days d join rates r on r.day = d.day group by grouping sets ((d.day), ()))
select day::text, is_total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue from a order by day;
