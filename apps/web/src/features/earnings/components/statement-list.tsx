import type { Currency, StatementsReply } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMoney, useMonthName } from '../../../shared/earnings/money.ts';
import { MonthCsvButton } from '../../../shared/earnings/month-csv-button.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { useExportStatement } from '../api/export-statement.ts';

/** The member's closed months: each statement's figures, its page and its CSV. */
export function StatementList({ reply }: { reply: StatementsReply }) {
  const { t } = useTranslation('money');
  const money = useMoney(reply.currency as Currency);
  const monthName = useMonthName();
  const exportCsv = useExportStatement();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('earnings.statements.title')}</h2>
      {reply.statements.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('earnings.statements.empty')}</p>
      ) : (
        <ScrollRegion className="mt-3" label={t('earnings.statements.title')}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('earnings.statements.month')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('earnings.statements.net')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('earnings.statements.withheld')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('earnings.statements.adjustments')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('earnings.statements.balanceAfter')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">CSV</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {reply.statements.map((statement) => (
                <tr key={statement.month}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    <Link
                      to="/earnings/statement/$month"
                      params={{ month: statement.month }}
                      className="text-primary-ink underline-offset-2 hover:underline"
                      aria-label={t('earnings.statements.view', {
                        month: monthName(statement.month),
                      })}
                    >
                      {monthName(statement.month)}
                    </Link>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(statement.net)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(statement.withheld)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {money(statement.adjustments)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {money(statement.balance_after)}
                  </td>
                  <td className="py-2 text-right">
                    <MonthCsvButton
                      month={statement.month}
                      label={t('earnings.statements.csv', { month: statement.month })}
                      exportCsv={exportCsv}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
