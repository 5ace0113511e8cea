import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { EmptyState, ListError } from '../../../shared/ui/list-states.tsx';
import { pageSpan } from '../../../shared/lib/use-paged-search.ts';
import { PagedList } from '../../../shared/ui/paged-list.tsx';
import type { ReportFormat } from './report-format.ts';

/** What every report reply says about itself, for the line under the filters. */
interface ReportHeader {
  period: { from: string; to: string };
  complete_up_to: string | null;
}

/**
 * The period shown, and what the figures are (docs/product.md §3.5, §6.10): estimates,
 * complete up to the last day with data. Read out when it changes, so a new period is
 * announced.
 */
export function ReportPeriodLine({
  reply,
  format,
  updating,
}: {
  reply: ReportHeader;
  format: ReportFormat;
  updating: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      aria-live="polite"
      data-testid="report-period"
      className="mb-5 flex flex-col gap-1 text-sm text-gray-600 sm:flex-row sm:flex-wrap sm:gap-x-4"
    >
      <p>
        <span className="font-medium text-gray-800">
          {t('reports.periodShown', { range: format.range(reply.period) })}
        </span>
        {updating ? <span className="ml-2 text-gray-500">{t('reports.updating')}</span> : null}
      </p>
      <p data-testid="complete-up-to">
        {reply.complete_up_to
          ? t('reports.completeUpTo', { date: format.day(reply.complete_up_to) })
          : t('reports.noDataYet')}
      </p>
    </div>
  );
}

/** A report that could not load: the server's message and a retry. */
export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ListError
      title={t('reports.error.title')}
      error={error}
      retryLabel={t('reports.error.retry')}
      onRetry={onRetry}
    />
  );
}

/** A bar chart rising: revenue. */
const CHART_ICON = <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />;
/** A shield with a plus: register a channel. */
const CHANNEL_ICON = <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3ZM12 9v6M9 12h6" />;
/** A clock: waiting for data. */
const CLOCK_ICON = <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2" />;

/**
 * Why a report has nothing to show, and what to do next: register a channel (none yet),
 * wait for the first data (channels, but no report imported yet), or look at a longer
 * period (nothing in this one).
 */
export type EmptyReason = 'noChannels' | 'noData' | 'noViews';

export function ReportEmptyState({
  reason,
  onShowLifetime,
}: {
  reason: EmptyReason;
  /** For `noViews`: switch to the whole history. */
  onShowLifetime?: () => void;
}) {
  const { t } = useTranslation();
  let action: ReactNode = null;
  if (reason === 'noChannels') {
    action = (
      <Link to="/manage-channel" search={{ addChannel: '1' }} className={buttonClassName()}>
        {t('reports.empty.registerChannel')}
      </Link>
    );
  } else if (reason === 'noData') {
    action = (
      <Link to="/guides" className={buttonClassName({ variant: 'secondary' })}>
        {t('reports.empty.openGuides')}
      </Link>
    );
  } else if (onShowLifetime) {
    action = (
      <Button variant="secondary" onClick={onShowLifetime}>
        {t('reports.empty.showLifetime')}
      </Button>
    );
  }
  const icon =
    reason === 'noChannels' ? CHANNEL_ICON : reason === 'noData' ? CLOCK_ICON : CHART_ICON;
  return (
    <EmptyState
      icon={icon}
      title={t(`reports.empty.${reason}Title`)}
      text={t(`reports.empty.${reason}Text`)}
    >
      {action}
    </EmptyState>
  );
}

/** Placeholder cards of the right size while the first figures load. */
export function FigureCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="h-[7.5rem] animate-pulse rounded-2xl border border-gray-200 bg-white p-4"
        >
          <div className="h-3 w-1/2 rounded bg-gray-200" />
          <div className="mt-4 h-6 w-3/4 rounded bg-gray-200" />
          <div className="mt-3 h-3 w-2/3 rounded bg-gray-100" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder rows of a report table while it loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white"
    >
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex h-16 animate-pulse items-center gap-4 px-4">
          <div className="h-9 w-16 shrink-0 rounded bg-gray-200" />
          <div className="h-3 flex-1 rounded bg-gray-200" />
          <div className="hidden h-3 w-20 rounded bg-gray-100 sm:block" />
          <div className="h-3 w-16 rounded bg-gray-100" />
        </div>
      ))}
    </div>
  );
}

/** The whole screen's placeholder: what a report looks like, in grey, while it loads. */
export function ReportLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('reports.loading')} className="flex flex-col gap-5">
      {children}
    </div>
  );
}

/**
 * A report table's pages: "1–20 of 45 Shorts" (`summaryKey` with the page's `count` rows,
 * said again when it changes) above, the pager below.
 */
export function ReportPages({
  reply,
  page,
  onPage,
  count,
  summaryKey,
  format,
  updating,
  children,
}: {
  reply: { page: number; size: number; total: number };
  page: number;
  onPage: (page: number) => void;
  /** The rows of the page shown. */
  count: number;
  summaryKey: 'reports.table.summary' | 'reports.table.channelSummary';
  format: ReportFormat;
  updating: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The numbers grouped as the language writes them.
  const span = pageSpan(reply, count);
  const summary = t(summaryKey, {
    from: format.count(span.from),
    to: format.count(span.to),
    total: format.count(span.total),
  });
  return (
    <PagedList
      reply={reply}
      page={page}
      onPage={onPage}
      summary={summary}
      updating={updating}
      updatingText={t('reports.updating')}
      paginationLabel={t('reports.table.pagination')}
    >
      {children}
    </PagedList>
  );
}
