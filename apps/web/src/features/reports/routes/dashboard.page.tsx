import type { ReportSummaryReply, VideoReportSort } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceCard } from '../../../shared/earnings/balance-card.tsx';
import { useEarningsSummary } from '../../../shared/earnings/get-earnings-summary.ts';
import { useMoneyTexts } from '../../../shared/earnings/money-texts.ts';
import { useMe } from '../../../shared/session/get-me.ts';
import { DeferredRender } from '../../../shared/ui/deferred-render.tsx';
import { PageHeader } from '../../../shared/ui/page.tsx';
import { useChannelReport } from '../api/get-channel-report.ts';
import { useReportSummary } from '../api/get-report-summary.ts';
import { useVideoReport, videoReportQuery } from '../api/get-video-report.ts';
import { filterParams, type ReportFilters } from '../api/report-query.ts';
import { useReportFilters } from '../api/use-report-filters.ts';
import { ChartCardSkeleton } from '../components/chart-card.tsx';
import { ExportButton } from '../components/export-button.tsx';
import {
  FigureCardsSkeleton,
  ReportEmptyState,
  ReportError,
  ReportLoading,
  ReportPages,
  ReportPeriodLine,
  TableSkeleton,
  type EmptyReason,
} from '../components/report-parts.tsx';
import { useReportFormat } from '../components/report-format.ts';
import { ReportToolbar } from '../components/report-toolbar.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TREND_CHART_HEIGHT, TrendCards } from '../components/trend-cards.tsx';
import { useTableSort } from '../components/use-table-sort.ts';
import { useVideoDetailModal } from '../components/use-video-detail-modal.ts';
import { VideoDetailModal } from '../components/video-detail-modal.tsx';
import { VideoTable } from '../components/video-table.tsx';

/** Shorts per page of the dashboard's table. */
const SHORTS_PAGE_SIZE = 20;

/**
 * /dashboard (docs/product.md §3.3): the member selector (managers), the period, four
 * figure cards with their change, revenue and views trends, and the Shorts with their
 * detail. The cards come first; the charts load after them.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useReportFilters();
  const summary = useReportSummary(filters);
  const detail = useVideoDetailModal();
  const reply = summary.data;

  let content;
  if (summary.isPending) {
    content = (
      <ReportLoading>
        <FigureCardsSkeleton />
        <TrendCardsSkeleton />
        <TableSkeleton />
      </ReportLoading>
    );
  } else if (!reply) {
    content = <ReportError error={summary.error} onRetry={() => void summary.refetch()} />;
  } else {
    content = (
      <DashboardFigures
        reply={reply}
        filters={filters}
        updating={summary.isPlaceholderData}
        onShowLifetime={() => setFilters({ period: 'lifetime', member: filters.member })}
        onOpenVideo={detail.open}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('reports.dashboard.title')}
        description={t('reports.dashboard.description')}
      />
      <MemberBalance />
      <ReportToolbar filters={filters} onChange={setFilters} lastDay={reply?.complete_up_to} />
      {content}
      <VideoDetailModal state={detail} filters={filters} />
    </>
  );
}

/**
 * A member's balance from closed months (what they are owed), above the estimates; shown
 * once it has loaded, and not at all should it fail (the Earnings page says why).
 */
function MemberBalance() {
  const me = useMe();
  const isMember = me.data?.permission_flag === 0;
  const summary = useEarningsSummary(isMember);
  const texts = useMoneyTexts(isMember);
  if (!summary.data || !texts.ready) return null;
  return (
    <div className="mb-5">
      <BalanceCard summary={summary.data} withLink />
    </div>
  );
}

/**
 * Why there is nothing to show, if so: no channel yet, no data yet, or nothing in this
 * period. Counting channels takes a call, made only when the figures are all zero.
 */
function useEmptyReason(
  reply: ReportSummaryReply,
  filters: ReportFilters,
): EmptyReason | null | undefined {
  const empty = reply.totals.views === 0 && Number(reply.totals.revenue) === 0;
  const channels = useChannelReport(
    filters,
    { sort: 'revenue', order: 'desc', page: 0, size: 1 },
    { enabled: empty },
  );
  if (!empty) return null;
  if (channels.data?.total === 0) return 'noChannels';
  // Placeholders while the count loads; should it fail, the other reasons still hold.
  if (!channels.data && channels.isPending) return undefined;
  if (reply.complete_up_to === null || filters.period === 'lifetime') return 'noData';
  return 'noViews';
}

/** The two trend charts' placeholders, in their grid. */
function TrendCardsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCardSkeleton height={TREND_CHART_HEIGHT} />
      <ChartCardSkeleton height={TREND_CHART_HEIGHT} />
    </div>
  );
}

function DashboardFigures({
  reply,
  filters,
  updating,
  onShowLifetime,
  onOpenVideo,
}: {
  reply: ReportSummaryReply;
  filters: ReportFilters;
  updating: boolean;
  onShowLifetime: () => void;
  onOpenVideo: Parameters<typeof VideoTable>[0]['onOpen'];
}) {
  const { t } = useTranslation();
  const format = useReportFormat(reply.currency);
  const reason = useEmptyReason(reply, filters);
  const periodLine = <ReportPeriodLine reply={reply} format={format} updating={updating} />;

  if (reason === 'noChannels' || reason === 'noData') {
    return (
      <>
        {periodLine}
        <ReportEmptyState reason={reason} />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div>
        {periodLine}
        <SummaryCards reply={reply} format={format} updating={updating} />
      </div>
      {reason === 'noViews' ? (
        <ReportEmptyState reason="noViews" onShowLifetime={onShowLifetime} />
      ) : reason === undefined ? (
        <TableSkeleton />
      ) : (
        <>
          <DeferredRender fallback={<TrendCardsSkeleton />}>
            <TrendCards
              reply={reply}
              format={format}
              revenueActions={
                <ExportButton
                  report="daily"
                  query={filterParams(filters)}
                  label={t('reports.export.dailyCsv')}
                />
              }
            />
          </DeferredRender>
          <ShortsSection filters={filters} onOpen={onOpenVideo} />
        </>
      )}
    </div>
  );
}

/**
 * The Shorts of the period (docs/product.md §3.3), best earners first, with a CSV of all
 * of them.
 */
function ShortsSection({
  filters,
  onOpen,
}: {
  filters: ReportFilters;
  onOpen: Parameters<typeof VideoTable>[0]['onOpen'];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // Another member or period starts again at the first page.
  const filterKey = JSON.stringify(filterParams(filters));
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const sort = useTableSort<VideoReportSort>({ sort: 'revenue', order: 'desc' }, () => setPage(0));
  const params = { sort: sort.sort, order: sort.order, size: SHORTS_PAGE_SIZE };
  const videos = useVideoReport(filters, { ...params, page });
  const reply = videos.data;
  const format = useReportFormat(reply?.currency ?? 'KRW');

  let body;
  if (videos.isPending) {
    body = <TableSkeleton />;
  } else if (!reply) {
    body = <ReportError error={videos.error} onRetry={() => void videos.refetch()} />;
  } else if (reply.total === 0) {
    body = <p className="text-sm text-gray-600">{t('reports.dashboard.noShorts')}</p>;
  } else {
    body = (
      <DeferredRender fallback={<TableSkeleton />}>
        <ReportPages
          reply={reply}
          page={page}
          onPage={setPage}
          count={reply.videos.length}
          summaryKey="reports.table.summary"
          format={format}
          updating={videos.isPlaceholderData}
        >
          <VideoTable
            reply={reply}
            variant="compact"
            sort={sort}
            format={format}
            onOpen={onOpen}
            updating={videos.isPlaceholderData}
          />
        </ReportPages>
      </DeferredRender>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {t('reports.dashboard.shortsTitle')}
        </h2>
        <ExportButton
          report="videos"
          query={videoReportQuery(filters, params)}
          describedBy={titleId}
        />
      </div>
      {body}
    </section>
  );
}
