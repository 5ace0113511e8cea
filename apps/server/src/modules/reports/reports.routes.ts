import { Readable } from 'node:stream';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  HEADERS,
  zChannelReportQuery,
  zChannelReportReply,
  zReportExportQuery,
  zReportFilter,
  zReportSummaryReply,
  zVideoDetailQuery,
  zVideoDetailReply,
  zVideoReportQuery,
  zVideoReportReply,
  type ReportExport,
} from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { callerKey, callerViewer } from '../../http/request-context.ts';
import { ok } from '../../http/reply.ts';
import { createConcurrencyCap } from '../../lib/concurrency-cap.ts';
import { csvWriter, EXPORT_COLUMNS, type Column } from './report-export.ts';
import type { ReportsService, ReportViewer } from './reports.service.ts';

type Deps = { reports: ReportsService; requireSession: preHandlerAsyncHookHandler };

/**
 * Report calls one account may have running at once, per process: the dashboard asks for
 * three together (summary, channels, Shorts) and a Short's detail, with room for a change
 * of filters while the previous answers are still coming.
 */
export const REPORT_CALLS_PER_ACCOUNT = 6;

function viewerOf(request: FastifyRequest, member: string | undefined): ReportViewer {
  const currency = request.headers[HEADERS.currency];
  return {
    site: request.site,
    account: callerViewer(request),
    member,
    currency: Array.isArray(currency) ? currency[0] : currency,
  };
}

/** Rows an export reads per query: every page of the report, a thousand at a time. */
const EXPORT_PAGE = 1000;

/**
 * The report calls (docs/product.md §4.6): the dashboard summary, the channel and video
 * reports, one Short's detail, and each table as CSV with the same filters.
 */
export const reportsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { reports, requireSession },
) => {
  app.addHook('preHandler', requireSession);
  const running = createConcurrencyCap(REPORT_CALLS_PER_ACCOUNT);
  /** The answer of `work`, in one of the caller's report slots (429 when none is free). */
  const limited = async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
    const release = running.acquire(callerKey(request));
    try {
      return await work();
    } finally {
      release();
    }
  };

  app.get(
    `/${API_PATHS.reportSummary}`,
    { schema: { querystring: zReportFilter, response: { 200: zReportSummaryReply } } },
    async (request) =>
      ok(
        request,
        'ok',
        await limited(request, () =>
          reports.summary(viewerOf(request, request.query.member), request.query),
        ),
      ),
  );

  app.get(
    `/${API_PATHS.reportChannels}`,
    { schema: { querystring: zChannelReportQuery, response: { 200: zChannelReportReply } } },
    async (request) =>
      ok(
        request,
        'ok',
        await limited(request, () =>
          reports.channels(viewerOf(request, request.query.member), request.query),
        ),
      ),
  );

  app.get(
    `/${API_PATHS.reportVideos}`,
    { schema: { querystring: zVideoReportQuery, response: { 200: zVideoReportReply } } },
    async (request) =>
      ok(
        request,
        'ok',
        await limited(request, () =>
          reports.videos(viewerOf(request, request.query.member), request.query),
        ),
      ),
  );

  app.get(
    `/${API_PATHS.reportVideo}`,
    { schema: { querystring: zVideoDetailQuery, response: { 200: zVideoDetailReply } } },
    async (request) =>
      ok(
        request,
        'ok',
        await limited(request, () =>
          reports.video(viewerOf(request, request.query.member), request.query),
        ),
      ),
  );

  app.get(
    `/${API_PATHS.reportExport}`,
    // The rest of the query is the exported report's own, checked below by its schema.
    { schema: { querystring: zReportExportQuery.loose() } },
    async (request, reply) => {
      const { report } = request.query;
      const query = parseExportQuery(report, request.query);
      const viewer = viewerOf(request, query.member);
      // The slot is held while the file streams: its later pages are queries too.
      const release = running.acquire(callerKey(request));
      let file: Readable;
      try {
        const lines = await exportLines(reports, report, viewer, query, request.locale);
        file = Readable.from(prepend(await lines.next(), lines));
      } catch (error) {
        release();
        throw error;
      }
      // Ended, failed, or the client gone (Fastify destroys the stream then).
      file.once('close', release);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report}-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

/** The export's query through the schema of the report it exports, as a 400 when wrong. */
function parseExportQuery(report: ReportExport, raw: Record<string, unknown>) {
  const schema = report === 'channels' ? zChannelReportQuery : zVideoReportQuery;
  const parsed = (report === 'daily' ? zReportFilter : schema).safeParse(raw);
  if (!parsed.success) {
    throw new AppError('invalid_input', parsed.error.issues[0]?.message ?? 'validation.invalid');
  }
  return parsed.data as z.output<typeof zVideoReportQuery> & z.output<typeof zChannelReportQuery>;
}

async function* prepend<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>) {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/**
 * The CSV, line by line. The first page is read before the reply starts, so a problem
 * (an unknown member, a bad filter) is still an error reply rather than a broken file.
 */
async function* exportLines(
  reports: ReportsService,
  report: ReportExport,
  viewer: ReportViewer,
  query: z.output<typeof zVideoReportQuery> & z.output<typeof zChannelReportQuery>,
  locale: FastifyRequest['locale'],
): AsyncGenerator<string> {
  if (report === 'daily') {
    const summary = await reports.summary(viewer, query);
    yield* csvOf(summary, EXPORT_COLUMNS.daily, summary.daily, locale, true);
    return;
  }
  for (let page = 0; ; page += 1) {
    const paging = { ...query, page, size: EXPORT_PAGE };
    const result =
      report === 'channels'
        ? await reports.channels(viewer, paging)
        : await reports.videos(viewer, paging);
    yield* 'channels' in result
      ? csvOf(result, EXPORT_COLUMNS.channels, result.channels, locale, page === 0)
      : csvOf(result, EXPORT_COLUMNS.videos, result.videos, locale, page === 0);
    if ((page + 1) * EXPORT_PAGE >= result.total) return;
  }
}

/** One reply's rows as CSV text, after the header (with a BOM, so spreadsheets read UTF-8). */
function* csvOf<T>(
  result: { currency: 'KRW' | 'USD'; shows_gross: boolean },
  columns: Column<T>[],
  rows: T[],
  locale: FastifyRequest['locale'],
  withHeader: boolean,
): Generator<string> {
  const csv = csvWriter(columns, {
    locale,
    currency: result.currency,
    showsGross: result.shows_gross,
  });
  if (withHeader) yield `\uFEFF${csv.header}`;
  yield rows.map(csv.line).join('');
}
