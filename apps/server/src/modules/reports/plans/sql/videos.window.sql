-- videos.window: manager, 2026-06-10..2026-06-12, no filter, revenue desc
-- params: [7,"28d",0,20,20,"28d",0]
with  a as (select w.video_id, w.channel_id, w.title_key, w.views, w.engaged_views, w.premium_views, w.revenue_usd::numeric as revenue, w.member_revenue_usd::numeric as net_revenue, w.premium_revenue_usd::numeric as premium_revenue, w.watch_time_ms, w.view_percentage_weighted from video_windows w
  where w.site_id = $1 and w.period = $2
  and w.member_key = $3),
page as (
  select a.*, coalesce((select c.shorts from video_window_counts c where c.site_id = $1 and c.period = $6
      and c.member_key = $7), 0) as total
  from a
  order by a.revenue desc nulls last, a.video_id desc limit $4 offset $5)
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.revenue desc nulls last, a.video_id desc;

-- videos.window: member, KRW, 2026-06-10..2026-06-12, no filter, title asc
-- params: [7,"28d",42,20,20,"28d",42,"2026-06-10","2026-06-12"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($8::date, $9::date, interval '1 day') d), a as (select w.video_id, w.channel_id, w.title_key, w.views, w.engaged_views, w.premium_views, w.member_revenue_krw::numeric as revenue, null::numeric as net_revenue, w.member_premium_revenue_krw::numeric as premium_revenue, w.watch_time_ms, w.view_percentage_weighted from video_windows w
  where w.site_id = $1 and w.period = $2
  and w.member_key = $3),
page as (
  select a.*, coalesce((select c.shorts from video_window_counts c where c.site_id = $1 and c.period = $6
      and c.member_key = $7), 0) as total
  from a
  order by a.title_key asc, a.video_id asc limit $4 offset $5)
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.title_key asc, a.video_id asc;

-- videos.window: manager as member, KRW, 2026-06-10..2026-06-12, search dance, premium_ratio desc
-- params: [7,"28d",42,"dance",20,20,"2026-06-10","2026-06-12"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($7::date, $8::date, interval '1 day') d),searched as materialized (select array(select t.video_id from video_title_suffixes t
    where t.site_id = $1 and t.suffix ^@ left(lower($4), video_title_suffix_length()) collate "C"
    and (length(lower($4)) <= video_title_suffix_length() or (select strpos(s.title_key, lower($4)) > 0
        from videos s where s.site_id = $1 and s.video_id = t.video_id))
    union select s.video_id from videos s where s.site_id = $1 and s.video_id = $4) as ids), a as (select w.video_id, w.channel_id, w.title_key, w.views, w.engaged_views, w.premium_views, w.revenue_krw::numeric as revenue, w.member_revenue_krw::numeric as net_revenue, w.premium_revenue_krw::numeric as premium_revenue, w.watch_time_ms, w.view_percentage_weighted from video_windows w
  where w.site_id = $1 and w.period = $2
  and w.member_key = $3 and w.video_id = any((select ids from searched)::text[])),
page as (
  select a.*, (select count(*) from a) as total
  from a
  order by a.premium_views::numeric / nullif(a.views, 0) desc nulls last, a.video_id desc limit $5 offset $6)
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.premium_views::numeric / nullif(a.views, 0) desc nulls last, a.video_id desc;

-- videos.window: manager, 2026-06-10..2026-06-12, channel UCchannelOne0000000000001, published asc
-- params: [7,"28d",0,"UCchannelOne0000000000001",20,20]
with  a as (select w.video_id, w.channel_id, w.title_key, w.views, w.engaged_views, w.premium_views, w.revenue_usd::numeric as revenue, w.member_revenue_usd::numeric as net_revenue, w.premium_revenue_usd::numeric as premium_revenue, w.watch_time_ms, w.view_percentage_weighted from video_windows w
  where w.site_id = $1 and w.period = $2
  and w.member_key = $3 and w.channel_id = $4),
page as (
  select a.*, (select count(*) from video_windows w
    where w.site_id = $1 and w.period = $2
    and w.member_key = $3 and w.channel_id = $4) as total
  from a left join videos v on v.site_id = $1 and v.video_id = a.video_id
  order by v.published_at asc nulls last, a.video_id asc limit $5 offset $6)
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by v.published_at asc nulls last, a.video_id asc;
