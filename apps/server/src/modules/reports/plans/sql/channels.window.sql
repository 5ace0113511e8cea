-- channels.window: manager, revenue desc
-- params: [7,"28d",0,20,20,"2026-06-12"]
with  a as (select w.channel_id, w.views, w.engaged_views, w.premium_views, w.revenue_usd::numeric as revenue, w.member_revenue_usd::numeric as net_revenue, w.premium_revenue_usd::numeric as premium_revenue from channel_windows w where w.site_id = $1 and w.period = $2
  and w.member_key = $3),
page as (
  select a.*, (select count(*) from channel_windows w where w.site_id = $1 and w.period = $2
    and w.member_key = $3) as total
  from a
  order by a.revenue desc nulls last, a.channel_id desc
  limit $4 offset $5)
select a.channel_id, c.title, c.handle, c.thumbnail_url, s.shorts::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
cross join lateral (select count(*) as shorts from videos v
  where v.site_id = $1 and v.channel_id = a.channel_id and v.published_at < $6::date + 1) s
order by a.revenue desc nulls last, a.channel_id desc;

-- channels.window: member, KRW, title asc
-- params: [7,"28d",42,20,20,"2026-06-12","2026-06-10"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($7::date, $6::date, interval '1 day') d), a as (select w.channel_id, w.views, w.engaged_views, w.premium_views, w.member_revenue_krw::numeric as revenue, null::numeric as net_revenue, w.member_premium_revenue_krw::numeric as premium_revenue from channel_windows w where w.site_id = $1 and w.period = $2
  and w.member_key = $3),
page as (
  select a.*, (select count(*) from channel_windows w where w.site_id = $1 and w.period = $2
    and w.member_key = $3) as total
  from a
  left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
  order by lower(c.title) asc nulls last, a.channel_id asc
  limit $4 offset $5)
select a.channel_id, c.title, c.handle, c.thumbnail_url, s.shorts::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
cross join lateral (select count(*) as shorts from videos v
  where v.site_id = $1 and v.channel_id = a.channel_id and v.published_at < $6::date + 1) s
order by lower(c.title) asc nulls last, a.channel_id asc;

-- channels.window: manager as member, KRW, shorts desc
-- params: [7,"28d",42,"2026-06-12",20,20,"2026-06-10"]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($7::date, $4::date, interval '1 day') d), a as (select w.channel_id, w.views, w.engaged_views, w.premium_views, w.revenue_krw::numeric as revenue, w.member_revenue_krw::numeric as net_revenue, w.premium_revenue_krw::numeric as premium_revenue from channel_windows w where w.site_id = $1 and w.period = $2
  and w.member_key = $3),
page as (
  select a.*, (select count(*) from channel_windows w where w.site_id = $1 and w.period = $2
    and w.member_key = $3) as total
  from a
  cross join lateral (select count(*) as shorts from videos v
    where v.site_id = $1 and v.channel_id = a.channel_id and v.published_at < $4::date + 1) s
  order by shorts desc nulls last, a.channel_id desc
  limit $5 offset $6)
select a.channel_id, c.title, c.handle, c.thumbnail_url, s.shorts::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
cross join lateral (select count(*) as shorts from videos v
  where v.site_id = $1 and v.channel_id = a.channel_id and v.published_at < $4::date + 1) s
order by shorts desc nulls last, a.channel_id desc;
