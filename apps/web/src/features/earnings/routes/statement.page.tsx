import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MoneyTextsGate } from '../../../shared/earnings/money-texts-gate.tsx';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useDayName, useMoney, useMonthName } from '../../../shared/earnings/money.ts';
import { useSite } from '../../../shared/site/site-context.ts';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { ListError } from '../../../shared/ui/list-states.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useExportStatement } from '../api/export-statement.ts';
import { useStatement } from '../api/get-statement.ts';

const CELL = 'py-1.5 pr-3 text-right tabular-nums';

/**
 * /earnings/statement/$month: one closed month's statement as a document the member can
 * keep. Printing it (or saving it as PDF from the print dialog) shows the statement alone:
 * the app's menu and the buttons are hidden by the print styles.
 */
export function StatementPage() {
  const { t } = useTranslation();
  return (
    <MoneyTextsGate title={t('nav.earnings')}>
      <Statement />
    </MoneyTextsGate>
  );
}

function Statement() {
  const { t } = useTranslation('money');
  const { month } = useParams({ from: '/app/earnings/statement/$month' });
  const statement = useStatement(month);
  const exportCsv = useExportStatement();
  const monthName = useMonthName();
  const dayName = useDayName();
  const site = useSite();
  const money = useMoney(statement.data?.statement.currency);

  const actions = (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Link to="/earnings" className={buttonClassName({ variant: 'secondary' })}>
        {t('statement.back')}
      </Link>
      {statement.data ? (
        <>
          <Button onClick={() => window.print()}>{t('statement.print')}</Button>
          <Button
            variant="secondary"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(month, {
                onError: (error) =>
                  snackbar.error(errorMessage(error, t('earnings.statements.csvFailed'))),
              })
            }
          >
            {t('statement.csv')}
          </Button>
        </>
      ) : null}
    </div>
  );

  if (statement.isPending) return <PageSpinner />;
  if (statement.isError)
    return (
      <div className="flex flex-col gap-4">
        {actions}
        <ListError
          title={t('statement.notFound')}
          error={statement.error}
          retryLabel={t('earnings.error.retry')}
          onRetry={() => void statement.refetch()}
        />
      </div>
    );

  const data = statement.data.statement;
  return (
    <article className="statement flex flex-col gap-6" data-testid="statement">
      {actions}
      <header className="flex flex-col gap-1">
        <p className="text-sm text-gray-600">{site.siteName}</p>
        <h1 className="text-2xl font-bold text-gray-900">
          {t('statement.title', { month: monthName(data.month) })}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">{t('statement.member')}</dt>
          <dd>
            {data.nickname} ({data.member})
          </dd>
          <dt className="text-gray-600">{t('statement.closedAt')}</dt>
          <dd>{dayName(data.closed_at)}</dd>
        </dl>
      </header>

      <ScrollRegion label={t('statement.title', { month: monthName(data.month) })}>
        {data.lines.length === 0 ? (
          <p className="text-sm text-gray-600">{t('statement.noLines')}</p>
        ) : (
          <table className="w-full min-w-[34rem] text-left text-sm">
            <thead className="border-b border-gray-300 text-gray-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t('statement.channel')}
                </th>
                <th scope="col" className={CELL}>
                  {t('statement.gross')}
                </th>
                <th scope="col" className={CELL}>
                  {t('statement.feeRates')}
                </th>
                <th scope="col" className={CELL}>
                  {t('statement.net')}
                </th>
                <th scope="col" className={CELL}>
                  {t('statement.withheld')}
                </th>
                <th scope="col" className={CELL}>
                  {t('statement.released')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.lines.map((line) => (
                <tr key={line.channel_id}>
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {line.title}
                  </th>
                  <td className={CELL}>{money(line.gross)}</td>
                  <td className={CELL}>{line.fee_rates.map((rate) => `${rate}%`).join(' → ')}</td>
                  <td className={CELL}>{money(line.net)}</td>
                  <td className={CELL}>{money(line.withheld)}</td>
                  <td className={CELL}>{money(line.released)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-gray-300 font-semibold">
              <tr>
                <th scope="row" className="py-1.5 pr-3">
                  {t('statement.total')}
                </th>
                <td className={CELL}>{money(data.gross)}</td>
                <td className={CELL} />
                <td className={CELL}>{money(data.net)}</td>
                <td className={CELL}>{money(data.withheld)}</td>
                <td className={CELL}>{money(data.released)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </ScrollRegion>

      {data.adjustments.length > 0 ? (
        <section>
          <h2 className="mb-2 text-lg font-semibold">{t('statement.adjustmentsTitle')}</h2>
          <table className="w-full text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t('statement.channel')}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t('statement.correctedMonth')}
                </th>
                <th scope="col" className={CELL}>
                  {t('statement.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.adjustments.map((adjustment) => (
                <tr key={`${adjustment.channel_id}-${adjustment.month}`}>
                  <td className="py-1.5 pr-3">{adjustment.title}</td>
                  <td className="py-1.5 pr-3">{monthName(adjustment.month)}</td>
                  <td className={CELL}>{money(adjustment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {data.payouts.length > 0 ? (
        <section>
          <h2 className="mb-2 text-lg font-semibold">{t('statement.payoutsTitle')}</h2>
          <table className="w-full text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t('statement.paidOn')}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t('statement.reference')}
                </th>
                <th scope="col" className={CELL}>
                  {t('statement.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.payouts.map((payout) => (
                <tr key={payout.id}>
                  <td className="py-1.5 pr-3">{dayName(payout.paid_on)}</td>
                  <td className="py-1.5 pr-3">{payout.reference}</td>
                  <td className={CELL}>{money(payout.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{t('statement.balanceBefore')}</dt>
        <dd className="text-right tabular-nums">{money(data.balance_before)}</dd>
        <dt className="font-semibold">{t('statement.balanceAfter')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="balance-after">
          {money(data.balance_after)}
        </dd>
      </dl>
    </article>
  );
}
