/**
 * Report files in YouTube's formats (docs/product.md §14.1), for the server's and the
 * browser's tests. It imports nothing, so a browser test can use it without the server
 * tests' set-up.
 */

export const VIEWS_HEADER =
  'date,channel_id,video_id,claimed_status,uploader_type,live_or_on_demand,subscribed_status,country_code,views,engaged_views,red_views,watch_time_minutes,red_watch_time_minutes,average_view_duration_seconds,average_view_duration_percentage,likes,shares,comments';
export const REVENUE_HEADER =
  'date,channel_id,video_id,claimed_status,uploader_type,country_code,estimated_partner_revenue,estimated_partner_ad_revenue,estimated_partner_ad_auction_revenue,estimated_partner_ad_reserved_revenue,estimated_youtube_ad_revenue,estimated_monetized_playbacks,estimated_playback_based_cpm,ad_impressions,estimated_cpm,estimated_partner_red_revenue,estimated_partner_transaction_revenue';
export const CLAIMS_HEADER =
  'claim_id,channel_id,asset_id,video_id,reference_id,claim_status,claim_type,video_title,views,engaged_views,video_upload_date,video_duration_sec,asset_title,isrc,artist,is_shorts_eligible';

/** One day's views report: `rows` of [channel, video, country, views]. */
export function viewsReport(day: string, rows: [string, string, string, number][]): string {
  const date = day.replaceAll('-', '');
  return [
    VIEWS_HEADER,
    ...rows.map(
      ([channel, video, country, views]) =>
        `${date},${channel},${video},claimed,self,on_demand,subscribed,${country},${views},${views},0,${views},0,30,80,0,0,0`,
    ),
  ].join('\n');
}

/** One day's revenue report: `rows` of [channel, video, country, USD as written]. */
export function revenueReport(day: string, rows: [string, string, string, string][]): string {
  const date = day.replaceAll('-', '');
  return [
    REVENUE_HEADER,
    ...rows.map(
      ([channel, video, country, usd]) =>
        `${date},${channel},${video},claimed,self,${country},${usd},0,0,0,0,0,0,0,0,0,0`,
    ),
  ].join('\n');
}
