/**
 * What the YouTube connection tests share: a manager connecting through the stand-in's
 * consent page as a person would (following its form), and report files in YouTube's
 * formats.
 */
import { expect } from 'vitest';
import type { TestContext } from './test-context.ts';

/** Follows the consent page the authorization URL shows and presses Allow or Cancel. */
export async function consent(
  authorizationUrl: string,
  decision: 'allow' | 'cancel',
): Promise<URL> {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no consent form in:\n${html}`);
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    fields.set(name!, unescapeHtml(value!));
  fields.set('decision', decision);
  const answer = await fetch(new URL(action, authorizationUrl), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

function unescapeHtml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '',
  );
}

export type Caller = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => ReturnType<TestContext['call']>;

/**
 * A manager connects the site to `contentOwnerId`: the connect call, the consent page,
 * and the redirect page's call with the code and state. Gives back the last reply.
 */
export async function connectThroughStandIn(call: Caller, contentOwnerId: string) {
  const started = await call('POST', 'youtube/connect', { contentOwnerId });
  expect(started.statusCode, started.body).toBe(200);
  const { authorizationUrl } = started.json() as { authorizationUrl: string };
  const back = await consent(authorizationUrl, 'allow');
  return call('POST', 'youtube/connect/complete', {
    state: back.searchParams.get('state'),
    code: back.searchParams.get('code'),
  });
}

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
