-- videos.days: manager, 2026-06-10..2026-06-12, no filter, views desc
-- params: [7,20,20,"2026-06-10","2026-06-12"]
with  a as (select d.video_id, max(d.channel_id) as channel_id, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.revenue_micros), 0) as revenue,
  coalesce(sum(d.member_revenue_micros), 0) as net_revenue,
  coalesce(sum(d.premium_revenue_micros), 0) as premium_revenue,
  sum(d.watch_time_ms) as watch_time_ms, sum(d.view_percentage_weighted) as view_percentage_weighted
  from video_daily d
  where d.site_id = $1 and d.day between $4::date and $5::date
  group by d.video_id),
page as (
  select a.*, (select count(*) from a) as total
  from a
  order by a.views desc nulls last, a.video_id desc limit $2 offset $3)
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.views desc nulls last, a.video_id desc;

-- videos.days: member, KRW, 2026-06-10..2026-06-12, search dance, view_rate asc
-- params: [7,20,20,"2026-06-10","2026-06-12",42,"dance"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($4::date, $5::date, interval '1 day') d),searched as materialized (select array(select t.video_id from video_title_suffixes t
    where t.site_id = $1 and t.suffix ^@ left(lower($7), video_title_suffix_length()) collate "C"
    and (length(lower($7)) <= video_title_suffix_length() or (select strpos(s.title_key, lower($7)) > 0
        from videos s where s.site_id = $1 and s.video_id = t.video_id))
    union select s.video_id from videos s where s.site_id = $1 and s.video_id = $7) as ids), a as (select d.video_id, max(d.channel_id) as channel_id, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.member_revenue_micros * r.krw), 0) as revenue,
  null::numeric as net_revenue,
  coalesce(sum(d.member_premium_revenue_micros * r.krw), 0) as premium_revenue,
  sum(d.watch_time_ms) as watch_time_ms, sum(d.view_percentage_weighted) as view_percentage_weighted
  from video_daily d join rates r on r.day = d.day
  where d.site_id = $1 and d.day between $4::date and $5::date and d.member_account_id = $6 and d.video_id = any((select ids from searched)::text[])
  group by d.video_id),
page as (
  select a.*, (select count(*) from a) as total
  from a
  order by a.view_percentage_weighted::numeric / nullif(a.views, 0) asc nulls last, a.video_id asc limit $2 offset $3)
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.view_percentage_weighted::numeric / nullif(a.views, 0) asc nulls last, a.video_id asc;

-- videos.days: manager, 2026-06-10..2026-06-12, videoId shortAAAAAA, revenue desc
-- params: [7,20,20,"2026-06-10","2026-06-12","shortAAAAAA"]
with  a as (select d.video_id, max(d.channel_id) as channel_id, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.revenue_micros), 0) as revenue,
  coalesce(sum(d.member_revenue_micros), 0) as net_revenue,
  coalesce(sum(d.premium_revenue_micros), 0) as premium_revenue,
  sum(d.watch_time_ms) as watch_time_ms, sum(d.view_percentage_weighted) as view_percentage_weighted
  from video_daily d
  where d.site_id = $1 and d.day between $4::date and $5::date and d.video_id = $6
  group by d.video_id),
page as (
  select a.*, (select count(*) from a) as total
  from a
  order by a.revenue desc nulls last, a.video_id desc limit $2 offset $3)
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.revenue desc nulls last, a.video_id desc;

-- videos.days: manager as member, KRW, 2026-06-10..2026-06-12, no filter, title desc
-- params: [7,20,20,"2026-06-10","2026-06-12",42]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($4::date, $5::date, interval '1 day') d), a as (select d.video_id, max(d.channel_id) as channel_id, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.revenue_micros * r.krw), 0) as revenue,
  coalesce(sum(d.member_revenue_micros * r.krw), 0) as net_revenue,
  coalesce(sum(d.premium_revenue_micros * r.krw), 0) as premium_revenue,
  sum(d.watch_time_ms) as watch_time_ms, sum(d.view_percentage_weighted) as view_percentage_weighted
  from video_daily d join rates r on r.day = d.day
  where d.site_id = $1 and d.day between $4::date and $5::date and d.member_account_id = $6
  group by d.video_id),
page as (
  select a.*, (select count(*) from a) as total
  from a left join videos v on v.site_id = $1 and v.video_id = a.video_id
  order by lower(coalesce(v.title, a.video_id)) desc nulls last, a.video_id desc limit $2 offset $3)
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by lower(coalesce(v.title, a.video_id)) desc nulls last, a.video_id desc;
