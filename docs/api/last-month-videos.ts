/**
 * Pulls a network's video report of last month with its read-only API token, every page
 * of it, and prints it as tab-separated lines a spreadsheet can open (docs/api.md):
 *
 *   PORTAL_URL=https://portal.example.net PORTAL_TOKEN=ntk_… node docs/api/last-month-videos.ts > videos.tsv
 *
 * Plain fetch with the types generated from the API's OpenAPI document.
 */
import type { components, operations } from './openapi-types.ts';

type VideoReport = operations['getReportVideos'];
type Query = NonNullable<VideoReport['parameters']['query']>;
type Reply = VideoReport['responses'][200]['content']['application/json'];
type ErrorReply = components['schemas']['ErrorReply'];

/** Shorts per page: the most the call answers at once. */
const PAGE_SIZE = 100;

/** One page of the video report, or an error naming the reply's code. */
async function videoReport(origin: string, token: string, query: Query): Promise<Reply> {
  const url = new URL('/api/report/videos', origin);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  const body = (await response.json()) as Reply | ErrorReply;
  if (!body.success) throw new Error(`${response.status} ${body.code}: ${body.message}`);
  return body;
}

/** Micro-units (a decimal string) as an amount of the currency. */
const amount = (micros: string) => (Number(micros) / 1_000_000).toFixed(2);

/** Every Short of last month, most viewed first, as a header line and one line each. */
async function printLastMonth(origin: string, token: string): Promise<void> {
  for (let page = 0; ; page += 1) {
    const reply = await videoReport(origin, token, {
      period: 'last_month',
      sort: 'views',
      order: 'desc',
      page,
      size: PAGE_SIZE,
    });
    if (page === 0) {
      console.error(`${reply.period.from} to ${reply.period.to}: ${reply.total} Shorts`);
      const columns = ['video_id', 'title', 'channel', 'views', 'engaged_views', 'revenue'];
      console.log([...columns, `currency`].join('\t'));
    }
    for (const video of reply.videos)
      console.log(
        [
          video.video_id,
          video.title,
          video.channel_title,
          video.views,
          video.engaged_views,
          amount(video.revenue),
          reply.currency,
        ].join('\t'),
      );
    if ((page + 1) * PAGE_SIZE >= reply.total) return;
  }
}

const origin = process.env.PORTAL_URL;
const token = process.env.PORTAL_TOKEN;
if (!origin || !token) {
  console.error('Set PORTAL_URL (the site’s address) and PORTAL_TOKEN (a network API token).');
  process.exitCode = 2;
} else {
  await printLastMonth(origin, token).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
