import {
  chartColor,
  type ChannelReportReply,
  type ChannelReportRow,
  type ChannelReportSort,
} from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredRender } from '../../../shared/ui/deferred-render.tsx';
import { PageHeader } from '../../../shared/ui/page.tsx';
import { useChannelReport } from '../api/get-channel-report.ts';
import { filterParams } from '../api/report-query.ts';
import { useReportFilters } from '../api/use-report-filters.ts';
import { ChannelTable } from '../components/channel-table.tsx';
import { ChartCard, ChartCardSkeleton } from '../components/chart-card.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { BarChart } from '../components/lazy-charts.ts';
import { micros, useReportFormat, type ReportFormat } from '../components/report-format.ts';
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

/** Channels drawn in each chart: the page's biggest. */
const CHART_CHANNELS = 10;
/** Bar rows are h-7 (28 px) each (charts/bar-chart.tsx). */
const barChartHeight = (rows: number) => Math.max(1, rows) * 28;

/**
 * /report-channel (docs/product.md §3.3): each channel's views, revenue, Shorts count and
 * RPM over the period, sortable, with charts comparing the channels and a CSV of the
 * table.
 */
export function ReportChannelPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useReportFilters();
  const [page, setPage] = useState(0);
  const sort = useTableSort<ChannelReportSort>({ sort: 'revenue', order: 'desc' }, () =>
    setPage(0),
  );
  const report = useChannelReport(filters, { sort: sort.sort, order: sort.order, page });
  const reply = report.data;
  const changeFilters: typeof setFilters = (next) => {
    setPage(0);
    setFilters(next);
  };

  let content;
  if (report.isPending) {
    content = (
      <ReportLoading>
        <ChannelChartsSkeleton />
        <TableSkeleton />
      </ReportLoading>
    );
  } else if (!reply) {
    content = <ReportError error={report.error} onRetry={() => void report.refetch()} />;
  } else if (reply.total === 0) {
    content = <ReportEmptyState reason="noChannels" />;
  } else {
    content = (
      <ChannelReport
        reply={reply}
        page={page}
        onPage={setPage}
        sort={sort}
        updating={report.isPlaceholderData}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('reports.channel.title')}
        description={t('reports.channel.description')}
        actions={
          <ExportButton
            report="channels"
            query={{ ...filterParams(filters), sort: sort.sort, order: sort.order }}
          />
        }
      />
      <ReportToolbar filters={filters} onChange={changeFilters} lastDay={reply?.complete_up_to} />
      {content}
    </>
  );
}

/** The two charts' placeholders, in their grid. */
function ChannelChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCardSkeleton height={barChartHeight(3)} />
      <ChartCardSkeleton height={barChartHeight(3)} />
    </div>
  );
}

function ChannelReport({
  reply,
  page,
  onPage,
  sort,
  updating,
}: {
  reply: ChannelReportReply;
  page: number;
  onPage: (page: number) => void;
  sort: TableSortState<ChannelReportSort>;
  updating: boolean;
}) {
  const format = useReportFormat(reply.currency);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <ReportPeriodLine reply={reply} format={format} updating={updating} />
        <DeferredRender fallback={<ChannelChartsSkeleton />}>
          <ChannelCharts reply={reply} format={format} />
        </DeferredRender>
      </div>
      <DeferredRender fallback={<TableSkeleton />}>
        <ReportPages
          reply={reply}
          page={page}
          onPage={onPage}
          count={reply.channels.length}
          summaryKey="reports.table.channelSummary"
          format={format}
          updating={updating}
        >
          <ChannelTable reply={reply} sort={sort} format={format} updating={updating} />
        </ReportPages>
      </DeferredRender>
    </div>
  );
}

/**
 * Revenue and views per channel, the biggest of the page first, each channel keeping its
 * palette colour in both charts.
 */
function ChannelCharts({ reply, format }: { reply: ChannelReportReply; format: ReportFormat }) {
  const { t } = useTranslation();
  const revenue: ChannelMeasure = {
    title: t('reports.charts.channelRevenueTitle'),
    label: t(reply.shows_gross ? 'reports.columns.grossRevenue' : 'reports.columns.revenue'),
    value: (row) => micros(row.revenue),
    text: (row) => format.money(row.revenue),
    short: (row) => format.money(row.revenue, { compact: true }),
  };
  const views: ChannelMeasure = {
    title: t('reports.charts.channelViewsTitle'),
    label: t('reports.columns.views'),
    value: (row) => row.views,
    text: (row) => format.count(row.views),
    short: (row) => format.count(row.views, { compact: true }),
  };
  const top = (measure: ChannelMeasure) =>
    [...reply.channels]
      .sort((a, b) => measure.value(b) - measure.value(a))
      .slice(0, CHART_CHANNELS);
  const byRevenue = top(revenue);
  const byViews = top(views);
  // A channel keeps one colour in both charts, whatever order the table is in.
  const colours = new Map<string, string>();
  for (const row of [...byRevenue, ...byViews]) {
    if (!colours.has(row.channel_id)) colours.set(row.channel_id, chartColor(colours.size));
  }

  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <ChannelBarCard measure={revenue} rows={byRevenue} colours={colours} />
      <ChannelBarCard measure={views} rows={byViews} colours={colours} />
    </div>
  );
}

/** One figure compared across channels: how to read it from a row and write it. */
interface ChannelMeasure {
  title: string;
  label: string;
  value: (row: ChannelReportRow) => number;
  /** Exact, for the table. */
  text: (row: ChannelReportRow) => string;
  /** Short, beside a bar. */
  short: (row: ChannelReportRow) => string;
}

function ChannelBarCard({
  measure,
  rows,
  colours,
}: {
  measure: ChannelMeasure;
  rows: readonly ChannelReportRow[];
  colours: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <ChartCard
      title={measure.title}
      height={barChartHeight(rows.length)}
      table={{
        columns: [t('reports.columns.channel'), measure.label],
        rows: rows.map((row) => ({ key: row.channel_id, cells: [row.title, measure.text(row)] })),
      }}
    >
      <BarChart
        data={rows.map((row) => ({
          key: row.channel_id,
          label: row.title,
          value: measure.value(row),
          valueText: measure.short(row),
          color: colours.get(row.channel_id) ?? chartColor(0),
        }))}
      />
    </ChartCard>
  );
}
