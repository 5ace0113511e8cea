import {
  chartColor,
  VIDEO_REPORT_FIRST_VIEW,
  VIDEO_REPORT_SORTS,
  type VideoReportReply,
  type VideoReportSort,
} from '@portal/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '../../../shared/lib/use-paged-search.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DeferredRender } from '../../../shared/ui/deferred-render.tsx';
import { ListSearch } from '../../../shared/ui/list-states.tsx';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useChannelReport } from '../api/get-channel-report.ts';
import { useVideoReport, videoReportQuery } from '../api/get-video-report.ts';
import type { ReportFilters } from '../api/report-query.ts';
import { useReportFilters } from '../api/use-report-filters.ts';
import { ChartCard, ChartCardSkeleton } from '../components/chart-card.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { TrendChart } from '../components/lazy-charts.ts';
import { useReportFormat, type ReportFormat } from '../components/report-format.ts';
import {
  ReportEmptyState,
  ReportError,
  ReportLoading,
  ReportPages,
  ReportPeriodLine,
  TableSkeleton,
} from '../components/report-parts.tsx';
import { ReportToolbar } from '../components/report-toolbar.tsx';
import { useTableSort, type TableSortState } from '../components/use-table-sort.ts';
import { useVideoDetailModal } from '../components/use-video-detail-modal.ts';
import { VideoDetailModal } from '../components/video-detail-modal.tsx';
import { VideoTable } from '../components/video-table.tsx';

const RPM_CHART_HEIGHT = 228;
/** Channels offered in the filter (the API's largest page). */
const CHANNEL_OPTIONS = 100;

/**
 * /report-video (docs/product.md §3.3): every Short with all its figures, searchable, by
 * channel, in any order, over any period (a custom range too), with the average RPM day
 * by day, each Short's detail, and a CSV of the whole list as filtered.
 */
export function ReportVideoPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useReportFilters();
  const [channel, setChannel] = useState('');
  const list = usePagedSearch();
  const sort = useTableSort<VideoReportSort>(VIDEO_REPORT_FIRST_VIEW, () => list.setPage(0));
  const detail = useVideoDetailModal();
  const params = {
    sort: sort.sort,
    order: sort.order,
    search: list.query.search,
    channel,
    size: VIDEO_REPORT_FIRST_VIEW.size,
  };
  const report = useVideoReport(filters, { ...params, page: list.query.page });
  const reply = report.data;
  const channels = useChannelReport(filters, {
    sort: 'title',
    order: 'asc',
    page: 0,
    size: CHANNEL_OPTIONS,
  });
  const changeFilters = (next: ReportFilters) => {
    list.setPage(0);
    setFilters(next);
  };

  let content;
  if (report.isPending) {
    content = (
      <ReportLoading>
        <ChartCardSkeleton height={RPM_CHART_HEIGHT} />
        <TableSkeleton rows={8} />
      </ReportLoading>
    );
  } else if (!reply) {
    content = <ReportError error={report.error} onRetry={() => void report.refetch()} />;
  } else if (channels.data?.total === 0) {
    content = <ReportEmptyState reason="noChannels" />;
  } else {
    content = (
      <VideoReport
        reply={reply}
        page={list.query.page}
        onPage={list.setPage}
        sort={sort}
        updating={report.isPlaceholderData}
        onOpen={detail.open}
        empty={
          reply.total > 0 ? null : list.query.search !== '' || channel !== '' ? (
            <Card>
              <p className="text-sm text-gray-700">{t('reports.video.noMatch')}</p>
              <Button
                variant="secondary"
                className="mt-3"
                onClick={() => {
                  setChannel('');
                  list.clear();
                }}
              >
                {t('reports.video.clearFilters')}
              </Button>
            </Card>
          ) : (
            <ReportEmptyState
              reason={
                reply.complete_up_to === null || filters.period === 'lifetime'
                  ? 'noData'
                  : 'noViews'
              }
              onShowLifetime={() => changeFilters({ period: 'lifetime', member: filters.member })}
            />
          )
        }
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('reports.video.title')}
        description={t('reports.video.description')}
        actions={<ExportButton report="videos" query={videoReportQuery(filters, params)} />}
      />
      <ReportToolbar filters={filters} onChange={changeFilters} lastDay={reply?.complete_up_to}>
        <SelectField
          className="w-full sm:w-56"
          label={t('reports.filters.channel')}
          value={channel}
          onChange={(event) => {
            list.setPage(0);
            setChannel(event.target.value);
          }}
        >
          <option value="">{t('reports.filters.allChannels')}</option>
          {channels.data?.channels.map((row) => (
            <option key={row.channel_id} value={row.channel_id}>
              {row.title}
            </option>
          ))}
        </SelectField>
        <div className="flex w-full gap-3 sm:w-auto">
          <SelectField
            className="flex-1 sm:w-44"
            label={t('reports.filters.sort')}
            value={sort.sort}
            onChange={(event) =>
              sort.set({ sort: event.target.value as VideoReportSort, order: sort.order })
            }
          >
            {VIDEO_REPORT_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(`reports.sorts.${key}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            className="flex-1 sm:w-36"
            label={t('reports.filters.order')}
            value={sort.order}
            onChange={(event) =>
              sort.set({ sort: sort.sort, order: event.target.value as 'asc' | 'desc' })
            }
          >
            <option value="desc">{t('reports.filters.desc')}</option>
            <option value="asc">{t('reports.filters.asc')}</option>
          </SelectField>
        </div>
      </ReportToolbar>
      <ListSearch
        label={t('reports.video.searchLabel')}
        placeholder={t('reports.video.searchPlaceholder')}
        submitLabel={t('reports.video.searchSubmit')}
        value={list.input}
        onChange={list.setInput}
        onSubmit={list.submit}
      />
      {content}
      <VideoDetailModal state={detail} filters={filters} />
    </>
  );
}

function VideoReport({
  reply,
  page,
  onPage,
  sort,
  updating,
  onOpen,
  empty,
}: {
  reply: VideoReportReply;
  page: number;
  onPage: (page: number) => void;
  sort: TableSortState<VideoReportSort>;
  updating: boolean;
  onOpen: Parameters<typeof VideoTable>[0]['onOpen'];
  /** What to show instead of the table when no Short matches. */
  empty: ReactNode;
}) {
  const format = useReportFormat(reply.currency);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <ReportPeriodLine reply={reply} format={format} updating={updating} />
        <DeferredRender fallback={<ChartCardSkeleton height={RPM_CHART_HEIGHT} />}>
          <RpmTrend reply={reply} format={format} />
        </DeferredRender>
      </div>
      {empty ?? (
        <DeferredRender fallback={<TableSkeleton rows={8} />}>
          <ReportPages
            reply={reply}
            page={page}
            onPage={onPage}
            count={reply.videos.length}
            summaryKey="reports.table.summary"
            format={format}
            updating={updating}
          >
            <VideoTable
              reply={reply}
              variant="full"
              sort={sort}
              format={format}
              onOpen={onOpen}
              updating={updating}
            />
          </ReportPages>
        </DeferredRender>
      )}
    </div>
  );
}

/**
 * The average RPM of the Shorts shown, day by day (docs/product.md §3.3), per view and per
 * engaged view, with the period's averages.
 */
function RpmTrend({ reply, format }: { reply: VideoReportReply; format: ReportFormat }) {
  const { t } = useTranslation();
  const days = reply.rpm_trend.map((point) => point.day);
  const series = [
    {
      key: 'rpm',
      label: t('reports.columns.rpm'),
      values: reply.rpm_trend.map((point) => point.rpm),
      color: 'var(--color-primary)',
      area: true,
    },
    {
      key: 'engaged',
      label: t('reports.columns.engagedRpm'),
      values: reply.rpm_trend.map((point) => point.engaged_rpm),
      color: chartColor(1),
    },
  ];
  return (
    <ChartCard
      title={t('reports.charts.rpmTitle')}
      summary={`${t('reports.charts.rpmAverage', { rpm: format.rpm(reply.totals.rpm) })} · ${t(
        'reports.charts.engagedRpmAverage',
        { rpm: format.rpm(reply.totals.engaged_rpm) },
      )}`}
      height={RPM_CHART_HEIGHT}
      table={{
        columns: [t('reports.columns.day'), ...series.map((line) => line.label)],
        rows: reply.rpm_trend.map((point) => ({
          key: point.day,
          cells: [format.day(point.day), format.rpm(point.rpm), format.rpm(point.engaged_rpm)],
        })),
      }}
    >
      <TrendChart
        days={days}
        series={series}
        height={RPM_CHART_HEIGHT}
        formatAxisDay={format.axisDay}
        formatDay={format.day}
        formatAxisValue={format.rpm}
        formatValue={format.rpm}
      />
    </ChartCard>
  );
}
