-- channels.days: manager, rpm desc
-- params: [7,"2026-06-10","2026-06-12",20,20]
with  a as (select d.channel_id, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.revenue_micros), 0) as revenue,
  coalesce(sum(d.member_revenue_micros), 0) as net_revenue,
  coalesce(sum(d.premium_revenue_micros), 0) as premium_revenue
  from channel_daily d  where d.site_id = $1 and d.day between $2::date and $3::date
  group by d.channel_id),
page as (
  select a.*, (select count(*) from a) as total
  from a
  order by a.revenue / nullif(a.views, 0) desc nulls last, a.channel_id desc
  limit $4 offset $5)
select a.channel_id, c.title, c.handle, c.thumbnail_url, s.shorts::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
cross join lateral (select count(*) as shorts from videos v
  where v.site_id = $1 and v.channel_id = a.channel_id and v.published_at < $3::date + 1) s
order by a.revenue / nullif(a.views, 0) desc nulls last, a.channel_id desc;

-- channels.days: member, KRW, views asc
-- params: [7,"2026-06-10","2026-06-12",42,20,20]
with rates as materialized (
  select d::date as day, coalesce(
    (select e.krw_per_usd from exchange_rates e where e.day <= d::date order by e.day desc limit 1),
    (select e.krw_per_usd from exchange_rates e order by e.day limit 1)) as krw
  from generate_series($2::date, $3::date, interval '1 day') d), a as (select d.channel_id, coalesce(sum(d.views), 0) as views,
  coalesce(sum(d.engaged_views), 0) as engaged_views,
  coalesce(sum(d.premium_views), 0) as premium_views,
  coalesce(sum(d.member_revenue_micros * r.krw), 0) as revenue,
  null::numeric as net_revenue,
  coalesce(sum(d.member_premium_revenue_micros * r.krw), 0) as premium_revenue
  from channel_daily d join rates r on r.day = d.day where d.site_id = $1 and d.day between $2::date and $3::date and d.member_account_id = $4
  group by d.channel_id),
page as (
  select a.*, (select count(*) from a) as total
  from a
  order by a.views asc nulls last, a.channel_id asc
  limit $5 offset $6)
select a.channel_id, c.title, c.handle, c.thumbnail_url, s.shorts::text, a.total, views::text, engaged_views::text, premium_views::text, trim_scale(revenue)::text as revenue, trim_scale(net_revenue)::text as net_revenue, trim_scale(premium_revenue)::text as premium_revenue
from page a
left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
cross join lateral (select count(*) as shorts from videos v
  where v.site_id = $1 and v.channel_id = a.channel_id and v.published_at < $3::date + 1) s
order by a.views asc nulls last, a.channel_id asc;
