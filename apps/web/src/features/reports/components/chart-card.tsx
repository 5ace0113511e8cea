import { Component, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/page.tsx';

/** The numbers a chart draws, as rows of text: its alternative for screen readers and keyboards. */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

/**
 * A chart in its card: title, the chart (loaded on demand; a still placeholder of the
 * same height meanwhile), and the same numbers as a table. The table is always there for
 * screen readers; "Show as table" shows it to everyone instead of the chart.
 */
export function ChartCard({
  title,
  summary,
  table,
  actions,
  height,
  className = '',
  children,
}: {
  title: string;
  /** A figure or note beside the title. */
  summary?: ReactNode;
  table: ChartTable;
  /** Buttons beside "Show as table" (a CSV download). */
  actions?: ReactNode;
  /** The chart's height, kept while it loads. */
  height: number;
  className?: string;
  /** The chart (a lazy component). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    // min-w-0: a grid cell may be narrower than the chart drawn at its last width.
    <Card className={`min-w-0 ${className}`}>
      <div className="mb-4 flex min-h-9 flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-gray-900">
            {title}
          </h2>
          {summary ? <div className="mt-0.5 text-sm text-gray-600">{summary}</div> : null}
        </div>
        <div className="flex items-center gap-2">
          {actions}
          <button
            type="button"
            aria-pressed={asTable}
            aria-describedby={titleId}
            onClick={() => setAsTable((shown) => !shown)}
            className="rounded-lg px-2 py-1 text-sm font-medium text-primary-ink hover:bg-primary-dim focus-visible:outline-2 focus-visible:outline-primary-ink"
          >
            {t('reports.charts.showTable')}
          </button>
        </div>
      </div>
      {asTable ? (
        <ChartDataTable table={table} caption={title} visible />
      ) : (
        <>
          <ChartBoundary fallback={<ChartUnavailable height={height} />}>
            <Suspense fallback={<ChartSkeleton height={height} />}>{children}</Suspense>
          </ChartBoundary>
          <ChartDataTable table={table} caption={title} visible={false} />
        </>
      )}
    </Card>
  );
}

function ChartDataTable({
  table,
  caption,
  visible,
}: {
  table: ChartTable;
  caption: string;
  visible: boolean;
}) {
  const body = (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-gray-200 text-xs text-gray-600">
        <tr>
          {table.columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`px-3 py-2 font-semibold whitespace-nowrap ${index > 0 ? 'text-right' : ''}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {table.rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                  {cell}
                </th>
              ) : (
                <td key={index} className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!visible) return <div className="sr-only">{body}</div>;
  return (
    // Long periods make long tables: they scroll inside the card, sideways too on a phone.
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="max-h-80 overflow-auto rounded-lg border border-gray-100 focus-visible:outline-2 focus-visible:outline-primary-ink"
    >
      {body}
    </div>
  );
}

/** A chart card's placeholder while the report loads: the same frame, title and chart height. */
export function ChartCardSkeleton({ height }: { height: number }) {
  return (
    <Card className="min-w-0">
      <div aria-hidden="true" className="mb-4 flex h-9 items-center justify-between">
        <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
        <div className="h-4 w-16 animate-pulse rounded bg-gray-100" />
      </div>
      <ChartSkeleton height={height} />
    </Card>
  );
}

/** A still block where a chart is about to be, so nothing below it moves when it arrives. */
export function ChartSkeleton({ height }: { height: number }) {
  return (
    <div
      aria-hidden="true"
      className="w-full animate-pulse rounded-xl bg-gray-100"
      style={{ height }}
    />
  );
}

function ChartUnavailable({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex w-full items-center justify-center rounded-xl border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600"
      style={{ height }}
    >
      {t('reports.charts.unavailable')}
    </div>
  );
}

/** A chart that fails to load or draw costs the chart only; the table still has its numbers. */
class ChartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
