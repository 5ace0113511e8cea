import { chartColor, type DailyFigures, type ReportSummaryReply } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card.tsx';
import { TrendChart } from './lazy-charts.ts';
import { micros, type ReportFormat } from './report-format.ts';

export const TREND_CHART_HEIGHT = 248;
const PRIMARY = 'var(--color-primary)';

/**
 * The dashboard's revenue and views trend charts (docs/product.md §3.3), day by day over
 * the period, each with its numbers as a table. The main line takes the site's colour,
 * the others the palette's; views are drawn with the engaged views YouTube pays Shorts by.
 */
export function TrendCards({
  reply,
  format,
  revenueActions,
}: {
  reply: ReportSummaryReply;
  format: ReportFormat;
  /** Beside the revenue chart's numbers (the daily CSV). */
  revenueActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { daily } = reply;
  const days = daily.map((day) => day.day);
  const revenueLabel = t(
    reply.shows_gross ? 'reports.columns.grossRevenue' : 'reports.columns.revenue',
  );
  const revenueSeries = [
    {
      key: 'revenue',
      label: revenueLabel,
      values: daily.map((day) => micros(day.revenue)),
      color: PRIMARY,
      area: true,
    },
    ...(reply.shows_gross
      ? [
          {
            key: 'net',
            label: t('reports.columns.netRevenue'),
            values: daily.map((day) => micros(day.net_revenue)),
            color: chartColor(1),
          },
        ]
      : []),
  ];
  const viewSeries = [
    {
      key: 'views',
      label: t('reports.columns.views'),
      values: daily.map((day) => day.views),
      color: PRIMARY,
      area: true,
    },
    {
      key: 'engaged',
      label: t('reports.columns.engagedViews'),
      values: daily.map((day) => day.engaged_views),
      color: chartColor(1),
    },
    {
      key: 'premium',
      label: t('reports.columns.premiumViews'),
      values: daily.map((day) => day.premium_views),
      color: chartColor(2),
    },
  ];

  const tableRows = (cells: (day: DailyFigures) => string[]) =>
    daily.map((day) => ({ key: day.day, cells: [format.day(day.day), ...cells(day)] }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('reports.charts.revenueTitle')}
        actions={revenueActions}
        height={TREND_CHART_HEIGHT}
        table={{
          columns: [t('reports.columns.day'), ...revenueSeries.map((line) => line.label)],
          rows: tableRows((day) => [
            format.money(day.revenue),
            ...(reply.shows_gross ? [format.money(day.net_revenue ?? '0')] : []),
          ]),
        }}
      >
        <TrendChart
          days={days}
          series={revenueSeries}
          height={TREND_CHART_HEIGHT}
          formatAxisDay={format.axisDay}
          formatDay={format.day}
          formatAxisValue={(value) => format.moneyValue(value, { compact: true })}
          formatValue={(value) => format.moneyValue(value)}
        />
      </ChartCard>
      <ChartCard
        title={t('reports.charts.viewsTitle')}
        height={TREND_CHART_HEIGHT}
        table={{
          columns: [t('reports.columns.day'), ...viewSeries.map((line) => line.label)],
          rows: tableRows((day) =>
            [day.views, day.engaged_views, day.premium_views].map((views) => format.count(views)),
          ),
        }}
      >
        <TrendChart
          days={days}
          series={viewSeries}
          height={TREND_CHART_HEIGHT}
          integer
          formatAxisDay={format.axisDay}
          formatDay={format.day}
          formatAxisValue={(value) => format.count(value, { compact: true })}
          formatValue={(value) => format.count(value)}
        />
      </ChartCard>
    </div>
  );
}
