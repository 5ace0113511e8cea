import type { ReportFigures, ReportSummaryReply } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { micros, type ReportFormat } from './report-format.ts';

type Figure = 'views' | 'premium_views' | 'rpm' | 'revenue';

/** A figure of a totals object as a number, for comparing periods. */
function valueOf(figures: ReportFigures, figure: Figure): number {
  return figure === 'revenue' ? micros(figures.revenue) : figures[figure];
}

/**
 * The dashboard's four cards (docs/product.md §3.3): total views, premium views, RPM and
 * expected revenue, each with its change against the period of equal length before.
 * Views show the engaged views YouTube pays Shorts by under them, and RPM its rate per
 * engaged view (docs/product.md §6.7). A manager's revenue is gross, with the members'
 * share under it; a member's is already their share.
 */
export function SummaryCards({
  reply,
  format,
  updating,
}: {
  reply: ReportSummaryReply;
  format: ReportFormat;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const { totals, previous_totals: previous } = reply;
  const change = (figure: Figure) =>
    previous ? (
      <Change
        current={valueOf(totals, figure)}
        previous={valueOf(previous, figure)}
        format={format}
      />
    ) : null;

  return (
    <dl
      aria-busy={updating || undefined}
      className={`grid grid-cols-2 gap-3 lg:grid-cols-4 ${updating ? 'opacity-60' : ''}`}
    >
      <FigureCard
        id="views"
        label={t('reports.cards.views')}
        value={format.count(totals.views)}
        details={[t('reports.cards.engagedViews', { count: format.count(totals.engaged_views) })]}
        change={change('views')}
      />
      <FigureCard
        id="premium-views"
        label={t('reports.cards.premiumViews')}
        value={format.count(totals.premium_views)}
        details={[
          t('reports.cards.premiumShare', { percent: format.percent(totals.premium_ratio) }),
        ]}
        change={change('premium_views')}
      />
      <FigureCard
        id="rpm"
        label={t('reports.cards.rpm')}
        value={format.rpm(totals.rpm)}
        details={[
          t('reports.cards.engagedRpm', { rpm: format.rpm(totals.engaged_rpm) }),
          t('reports.cards.premiumRpm', { rpm: format.rpm(totals.premium_rpm) }),
        ]}
        change={change('rpm')}
      />
      <FigureCard
        id="revenue"
        label={t(reply.shows_gross ? 'reports.cards.grossRevenue' : 'reports.cards.revenue')}
        value={format.money(totals.revenue)}
        details={[
          reply.shows_gross
            ? t('reports.cards.netRevenue', { amount: format.money(totals.net_revenue ?? '0') })
            : t('reports.cards.revenueIsNet'),
        ]}
        change={change('revenue')}
      />
    </dl>
  );
}

function FigureCard({
  id,
  label,
  value,
  details,
  change,
}: {
  id: string;
  label: string;
  value: string;
  /** Lines under the figure, each a figure beside it. */
  details: string[];
  change: ReactNode;
}) {
  return (
    <div
      data-testid={`card-${id}`}
      className="flex min-h-[7.5rem] min-w-0 flex-col rounded-2xl border border-gray-200 bg-white p-4 shadow-xs"
    >
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-1.5 flex min-w-0 flex-1 flex-col gap-1">
        <span
          data-testid="figure"
          className="text-xl font-bold tracking-tight break-all text-gray-900 tabular-nums sm:text-2xl"
        >
          {value}
        </span>
        {details.map((detail) => (
          <span key={detail} className="text-xs text-gray-500">
            {detail}
          </span>
        ))}
        {change}
      </dd>
    </div>
  );
}

/** The change against the previous period, in words (and colour and an arrow for the eye). */
function Change({
  current,
  previous,
  format,
}: {
  current: number;
  previous: number;
  format: ReportFormat;
}) {
  const { t } = useTranslation();
  let text: string;
  let tone = 'text-gray-500';
  let arrow = '';
  if (previous === 0) {
    text = current === 0 ? t('reports.change.same') : t('reports.change.new');
  } else {
    const ratio = (current - previous) / previous;
    const percent = format.percent(Math.abs(ratio));
    if (Math.abs(ratio) < 0.0005) {
      text = t('reports.change.same');
    } else if (ratio > 0) {
      text = t('reports.change.up', { percent });
      tone = 'text-emerald-700';
      arrow = '▲';
    } else {
      text = t('reports.change.down', { percent });
      tone = 'text-red-700';
      arrow = '▼';
    }
  }
  return (
    <span data-testid="change" className={`mt-auto text-xs font-medium ${tone}`}>
      {arrow ? (
        <span aria-hidden="true" className="mr-1">
          {arrow}
        </span>
      ) : null}
      {text}
    </span>
  );
}
