-- videos.blocks: manager, 2026-06-10..2026-06-12, no filter, revenue desc (statement 1 of 3)
-- params: [7,["2026-06-12"],1,"2026-06-10"]
with  shorts as (select d.video_id from video_daily d
  where d.site_id = $1 and d.day = any($2::date[]) union select b.video_id from video_blocks b
  where b.site_id = $1 and b.level = $3 and b.start_day = $4::date) select count(*) from shorts;

-- videos.blocks: manager, 2026-06-10..2026-06-12, no filter, revenue desc (statement 2 of 3)
-- params: [7,80,40,"lifetime",0,["2026-06-12"],1,"2026-06-10"]
with  candidates as materialized (select w.video_id, w.revenue_usd as bound from video_windows w
  where w.site_id = $1 and w.period = $4
  and w.member_key = $5
  order by w.revenue_usd desc limit $2),
keys as (select p.video_id, sum(p.revenue) as revenue from (select d.video_id, d.revenue_micros::numeric as revenue from video_daily d
    where d.site_id = $1 and d.day = any($6::date[]) and d.video_id = any(array(select video_id from candidates)) union all select b.video_id, b.revenue_usd::numeric as revenue from video_blocks b
    where b.site_id = $1 and ((b.level = $7 and b.start_day = $8::date)) and b.video_id = any(array(select video_id from candidates))) p group by p.video_id),
ranked as (
  select a.video_id, a.revenue as key from keys a
  order by a.revenue desc nulls last, a.video_id desc limit $3)
select array(select video_id from ranked) as ids,
(select count(*) from candidates) < $2
or ((select count(*) from ranked) = $3
  and (select min(key) from ranked) > (select min(bound) from candidates) * 1)
as settled;

-- videos.blocks: manager, 2026-06-10..2026-06-12, no filter, revenue desc (statement 3 of 3)
-- params: [7,20,20,["shortAAAAAA","shortBBBBBB"],["2026-06-12"],1,"2026-06-10",["2026-06-12"],1,"2026-06-10"]
with  keys as (select p.video_id, sum(p.revenue) as revenue from (select d.video_id, d.revenue_micros::numeric as revenue from video_daily d
    where d.site_id = $1 and d.day = any($5::date[]) and d.video_id = any($4::text[]) union all select b.video_id, b.revenue_usd::numeric as revenue from video_blocks b
    where b.site_id = $1 and ((b.level = $6 and b.start_day = $7::date)) and b.video_id = any($4::text[])) p group by p.video_id),
page as (select a.video_id
  from keys a
  order by a.revenue desc nulls last, a.video_id desc limit $2 offset $3),
figures as (select p.video_id, max(p.channel_id) as channel_id, sum(p.views) as views, sum(p.engaged_views) as engaged_views, sum(p.premium_views) as premium_views, sum(p.revenue) as revenue, sum(p.net_revenue) as net_revenue, sum(p.premium_revenue) as premium_revenue, sum(p.watch_time_ms) as watch_time_ms, sum(p.view_percentage_weighted) as view_percentage_weighted from (select d.video_id, d.channel_id, d.views, d.engaged_views, d.premium_views, d.revenue_micros::numeric as revenue, d.member_revenue_micros::numeric as net_revenue, d.premium_revenue_micros::numeric as premium_revenue, d.watch_time_ms, d.view_percentage_weighted from video_daily d
    where d.site_id = $1 and d.day = any($8::date[]) and d.video_id = any(array(select video_id from page)) union all select b.video_id, b.channel_id, b.views, b.engaged_views, b.premium_views, b.revenue_usd::numeric as revenue, b.member_revenue_usd::numeric as net_revenue, b.premium_revenue_usd::numeric as premium_revenue, b.watch_time_ms, b.view_percentage_weighted from video_blocks b
    where b.site_id = $1 and ((b.level = $9 and b.start_day = $10::date)) and b.video_id = any(array(select video_id from page))) p group by p.video_id),
a as (select f.*, null as total
  from figures f join page using (video_id))
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.revenue desc nulls last, a.video_id desc;

-- videos.blocks: member, KRW, 2026-06-03..2026-07-10, no filter, views desc (statement 1 of 3)
-- params: [7,42,"2026-07-10","2026-06-03"]
select coalesce((select c.started from video_span_counts c
    where c.site_id = $1 and c.member_key = $2 and c.day <= $3::date order by c.day desc limit 1), 0) - coalesce((select c.ended from video_span_counts c
    where c.site_id = $1 and c.member_key = $2 and c.day <= $4::date order by c.day desc limit 1), 0)
- (select count(*) from video_gaps c
  where c.site_id = $1 and c.member_key = $2 and c.days >= $3::date - $4::date + 1
  and c.from_day <= $4::date and c.to_day >= $3::date) as count;

-- videos.blocks: member, KRW, 2026-06-03..2026-07-10, no filter, views desc (statement 2 of 3)
-- params: [7,80,40,"lifetime",42,["2026-06-03","2026-07-10"],42,5,"2026-06-04",2,"2026-07-06",42,"2026-06-03","2026-07-10"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($13::date, $14::date, interval '1 day') d), candidates as materialized (select w.video_id, w.views as bound from video_windows w
  where w.site_id = $1 and w.period = $4
  and w.member_key = $5
  order by w.views desc limit $2),
keys as (select p.video_id, sum(p.views) as views from (select d.video_id, d.views from video_daily d join rates r on r.day = d.day
    where d.site_id = $1 and d.day = any($6::date[]) and d.member_account_id = $7 and d.video_id = any(array(select video_id from candidates)) union all select b.video_id, b.views from video_blocks b
    where b.site_id = $1 and ((b.level = $8 and b.start_day = $9::date) or (b.level = $10 and b.start_day = $11::date)) and b.member_account_id = $12 and b.video_id = any(array(select video_id from candidates))) p group by p.video_id),
ranked as (
  select a.video_id, a.views as key from keys a
  order by a.views desc nulls last, a.video_id desc limit $3)
select array(select video_id from ranked) as ids,
(select count(*) from candidates) < $2
or ((select count(*) from ranked) = $3
  and (select min(key) from ranked) > (select min(bound) from candidates) * 1)
as settled;

-- videos.blocks: member, KRW, 2026-06-03..2026-07-10, no filter, views desc (statement 3 of 3)
-- params: [7,20,20,["shortAAAAAA","shortBBBBBB"],["2026-06-03","2026-07-10"],42,5,"2026-06-04",2,"2026-07-06",42,["2026-06-03","2026-07-10"],42,5,"2026-06-04",2,"2026-07-06",42,"2026-06-03","2026-07-10"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($19::date, $20::date, interval '1 day') d), keys as (select p.video_id, sum(p.views) as views from (select d.video_id, d.views from video_daily d join rates r on r.day = d.day
    where d.site_id = $1 and d.day = any($5::date[]) and d.member_account_id = $6 and d.video_id = any($4::text[]) union all select b.video_id, b.views from video_blocks b
    where b.site_id = $1 and ((b.level = $7 and b.start_day = $8::date) or (b.level = $9 and b.start_day = $10::date)) and b.member_account_id = $11 and b.video_id = any($4::text[])) p group by p.video_id),
page as (select a.video_id
  from keys a
  order by a.views desc nulls last, a.video_id desc limit $2 offset $3),
figures as (select p.video_id, max(p.channel_id) as channel_id, sum(p.views) as views, sum(p.engaged_views) as engaged_views, sum(p.premium_views) as premium_views, sum(p.revenue) as revenue, sum(p.net_revenue) as net_revenue, sum(p.premium_revenue) as premium_revenue, sum(p.watch_time_ms) as watch_time_ms, sum(p.view_percentage_weighted) as view_percentage_weighted from (select d.video_id, d.channel_id, d.views, d.engaged_views, d.premium_views, d.member_revenue_micros * r.krw as revenue, null::numeric as net_revenue, d.member_premium_revenue_micros * r.krw as premium_revenue, d.watch_time_ms, d.view_percentage_weighted from video_daily d join rates r on r.day = d.day
    where d.site_id = $1 and d.day = any($12::date[]) and d.member_account_id = $13 and d.video_id = any(array(select video_id from page)) union all select b.video_id, b.channel_id, b.views, b.engaged_views, b.premium_views, b.member_revenue_krw::numeric as revenue, null::numeric as net_revenue, b.member_premium_revenue_krw::numeric as premium_revenue, b.watch_time_ms, b.view_percentage_weighted from video_blocks b
    where b.site_id = $1 and ((b.level = $14 and b.start_day = $15::date) or (b.level = $16 and b.start_day = $17::date)) and b.member_account_id = $18 and b.video_id = any(array(select video_id from page))) p group by p.video_id),
a as (select f.*, null as total
  from figures f join page using (video_id))
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.views desc nulls last, a.video_id desc;

-- videos.blocks: manager as member, KRW, 2026-06-10..2026-06-12, no filter, title asc (statement 1 of 2)
-- params: [7,["2026-06-12"],42,1,"2026-06-10",42,"2026-06-10","2026-06-12"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($7::date, $8::date, interval '1 day') d), shorts as (select d.video_id from video_daily d
  where d.site_id = $1 and d.day = any($2::date[]) and d.member_account_id = $3 union select b.video_id from video_blocks b
  where b.site_id = $1 and b.level = $4 and b.start_day = $5::date and b.member_account_id = $6) select count(*) from shorts;

-- videos.blocks: manager as member, KRW, 2026-06-10..2026-06-12, no filter, title asc (statement 2 of 2)
-- params: [7,20,20,["2026-06-12"],42,1,"2026-06-10",42,"lifetime",42,["2026-06-12"],42,1,"2026-06-10",42,"2026-06-10","2026-06-12"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($16::date, $17::date, interval '1 day') d), page as (select a.video_id, a.title_key
  from video_windows a
  where a.site_id = $1 and a.period = $9
  and a.member_key = $10
  and exists (select d.video_id from video_daily d join rates r on r.day = d.day
    where d.site_id = $1 and d.day = any($4::date[]) and d.member_account_id = $5 and d.video_id = a.video_id union all select b.video_id from video_blocks b
    where b.site_id = $1 and ((b.level = $6 and b.start_day = $7::date)) and b.member_account_id = $8 and b.video_id = a.video_id)
  order by a.title_key asc, a.video_id asc limit $2 offset $3),
figures as (select p.video_id, max(p.channel_id) as channel_id, sum(p.views) as views, sum(p.engaged_views) as engaged_views, sum(p.premium_views) as premium_views, sum(p.revenue) as revenue, sum(p.net_revenue) as net_revenue, sum(p.premium_revenue) as premium_revenue, sum(p.watch_time_ms) as watch_time_ms, sum(p.view_percentage_weighted) as view_percentage_weighted from (select d.video_id, d.channel_id, d.views, d.engaged_views, d.premium_views, d.revenue_micros * r.krw as revenue, d.member_revenue_micros * r.krw as net_revenue, d.premium_revenue_micros * r.krw as premium_revenue, d.watch_time_ms, d.view_percentage_weighted from video_daily d join rates r on r.day = d.day
    where d.site_id = $1 and d.day = any($11::date[]) and d.member_account_id = $12 and d.video_id = any(array(select video_id from page)) union all select b.video_id, b.channel_id, b.views, b.engaged_views, b.premium_views, b.revenue_krw::numeric as revenue, b.member_revenue_krw::numeric as net_revenue, b.premium_revenue_krw::numeric as premium_revenue, b.watch_time_ms, b.view_percentage_weighted from video_blocks b
    where b.site_id = $1 and ((b.level = $13 and b.start_day = $14::date)) and b.member_account_id = $15 and b.video_id = any(array(select video_id from page))) p group by p.video_id),
a as (select f.*, null as total, page.title_key
  from figures f join page using (video_id))
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.title_key asc, a.video_id asc;

-- videos.blocks: manager, 2026-06-10..2026-06-12, search dance, rpm desc
-- params: [7,20,20,["2026-06-12"],"dance",1,"2026-06-10",["2026-06-12"],1,"2026-06-10"]
with searched as materialized (select array(select t.video_id from video_title_suffixes t
    where t.site_id = $1 and t.suffix ^@ left(lower($5), video_title_suffix_length()) collate "C"
    and (length(lower($5)) <= video_title_suffix_length() or (select strpos(s.title_key, lower($5)) > 0
        from videos s where s.site_id = $1 and s.video_id = t.video_id))
    union select s.video_id from videos s where s.site_id = $1 and s.video_id = $5) as ids), keys as (select p.video_id, sum(p.views) as views, sum(p.revenue) as revenue from (select d.video_id, d.views, d.revenue_micros::numeric as revenue from video_daily d
    where d.site_id = $1 and d.day = any($4::date[]) and d.video_id = any((select ids from searched)::text[]) union all select b.video_id, b.views, b.revenue_usd::numeric as revenue from video_blocks b
    where b.site_id = $1 and ((b.level = $6 and b.start_day = $7::date)) and b.video_id = any((select ids from searched)::text[])) p group by p.video_id),
page as (select a.video_id, (select count(*) from keys) as total
  from keys a
  order by a.revenue / nullif(a.views, 0) desc nulls last, a.video_id desc limit $2 offset $3),
figures as (select p.video_id, max(p.channel_id) as channel_id, sum(p.views) as views, sum(p.engaged_views) as engaged_views, sum(p.premium_views) as premium_views, sum(p.revenue) as revenue, sum(p.net_revenue) as net_revenue, sum(p.premium_revenue) as premium_revenue, sum(p.watch_time_ms) as watch_time_ms, sum(p.view_percentage_weighted) as view_percentage_weighted from (select d.video_id, d.channel_id, d.views, d.engaged_views, d.premium_views, d.revenue_micros::numeric as revenue, d.member_revenue_micros::numeric as net_revenue, d.premium_revenue_micros::numeric as premium_revenue, d.watch_time_ms, d.view_percentage_weighted from video_daily d
    where d.site_id = $1 and d.day = any($8::date[]) and d.video_id = any(array(select video_id from page)) union all select b.video_id, b.channel_id, b.views, b.engaged_views, b.premium_views, b.revenue_usd::numeric as revenue, b.member_revenue_usd::numeric as net_revenue, b.premium_revenue_usd::numeric as premium_revenue, b.watch_time_ms, b.view_percentage_weighted from video_blocks b
    where b.site_id = $1 and ((b.level = $9 and b.start_day = $10::date)) and b.video_id = any(array(select video_id from page))) p group by p.video_id),
a as (select f.*, page.total as total
  from figures f join page using (video_id))
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by a.revenue / nullif(a.views, 0) desc nulls last, a.video_id desc;

-- videos.blocks: member, KRW, 2026-06-10..2026-06-12, channel UCchannelOne0000000000001, published asc
-- params: [7,20,20,["2026-06-12"],42,"UCchannelOne0000000000001",1,"2026-06-10",42,"UCchannelOne0000000000001",["2026-06-12"],42,1,"2026-06-10",42,"2026-06-10","2026-06-12"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($16::date, $17::date, interval '1 day') d), keys as (select p.video_id from (select d.video_id from video_daily d join rates r on r.day = d.day
    where d.site_id = $1 and d.day = any($4::date[]) and d.member_account_id = $5 and d.channel_id = $6 union all select b.video_id from video_blocks b
    where b.site_id = $1 and ((b.level = $7 and b.start_day = $8::date)) and b.member_account_id = $9 and b.channel_id = $10) p group by p.video_id),
page as (select a.video_id, (select count(*) from keys) as total
  from keys a left join videos v on v.site_id = $1 and v.video_id = a.video_id
  order by v.published_at asc nulls last, a.video_id asc limit $2 offset $3),
figures as (select p.video_id, max(p.channel_id) as channel_id, sum(p.views) as views, sum(p.engaged_views) as engaged_views, sum(p.premium_views) as premium_views, sum(p.revenue) as revenue, sum(p.net_revenue) as net_revenue, sum(p.premium_revenue) as premium_revenue, sum(p.watch_time_ms) as watch_time_ms, sum(p.view_percentage_weighted) as view_percentage_weighted from (select d.video_id, d.channel_id, d.views, d.engaged_views, d.premium_views, d.member_revenue_micros * r.krw as revenue, null::numeric as net_revenue, d.member_premium_revenue_micros * r.krw as premium_revenue, d.watch_time_ms, d.view_percentage_weighted from video_daily d join rates r on r.day = d.day
    where d.site_id = $1 and d.day = any($11::date[]) and d.member_account_id = $12 and d.video_id = any(array(select video_id from page)) union all select b.video_id, b.channel_id, b.views, b.engaged_views, b.premium_views, b.member_revenue_krw::numeric as revenue, null::numeric as net_revenue, b.member_premium_revenue_krw::numeric as premium_revenue, b.watch_time_ms, b.view_percentage_weighted from video_blocks b
    where b.site_id = $1 and ((b.level = $13 and b.start_day = $14::date)) and b.member_account_id = $15 and b.video_id = any(array(select video_id from page))) p group by p.video_id),
a as (select f.*, page.total as total
  from figures f join page using (video_id))
select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
a.watch_time_ms::text, a.view_percentage_weighted::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from a
left join videos v on v.site_id = $1 and v.video_id = a.video_id
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
left join music_tracks m on m.isrc = v.isrc
order by v.published_at asc nulls last, a.video_id asc;
