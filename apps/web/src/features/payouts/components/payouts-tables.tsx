import type { PayoutsOverviewReply } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useDayName, useMoney, useMonthName } from '../../../shared/earnings/money.ts';
import { MonthCsvButton } from '../../../shared/earnings/month-csv-button.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { useExportStatements } from '../api/export-statements.ts';

const NUM = 'py-2 pr-3 text-right tabular-nums';

/** The closed months with their totals, each with every member's statements as CSV. */
export function ClosedMonths({ overview }: { overview: PayoutsOverviewReply }) {
  const { t } = useTranslation('money');
  const money = useMoney(overview.currency);
  const monthName = useMonthName();
  const dayName = useDayName();
  const exportCsv = useExportStatements();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('payouts.months.title')}</h2>
      {overview.months.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('payouts.months.empty')}</p>
      ) : (
        <ScrollRegion className="mt-3" label={t('payouts.months.title')}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payouts.months.month')}
                </th>
                <th scope="col" className={NUM}>
                  {t('payouts.close.net')}
                </th>
                <th scope="col" className={NUM}>
                  {t('payouts.close.withheld')}
                </th>
                <th scope="col" className={NUM}>
                  {t('payouts.close.adjustments')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payouts.months.closedAt')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">CSV</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {overview.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {monthName(month.month)}
                  </th>
                  <td className={NUM}>{money(month.net)}</td>
                  <td className={NUM}>{money(month.withheld)}</td>
                  <td className={NUM}>{money(month.adjustments)}</td>
                  <td className="py-2 pr-3">{dayName(month.closed_at)}</td>
                  <td className="py-2 text-right">
                    <MonthCsvButton
                      month={month.month}
                      label={t('payouts.months.csv', { month: month.month })}
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

/** Every member's balance, what is withheld, and any open request. */
export function Balances({ overview }: { overview: PayoutsOverviewReply }) {
  const { t } = useTranslation('money');
  const money = useMoney(overview.currency);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('payouts.balances.title')}</h2>
      {overview.balances.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('payouts.balances.empty')}</p>
      ) : (
        <ScrollRegion className="mt-3" label={t('payouts.balances.title')}>
          <table className="w-full min-w-[30rem] text-left text-sm" data-testid="balances">
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payouts.balances.member')}
                </th>
                <th scope="col" className={NUM}>
                  {t('payouts.balances.balance')}
                </th>
                <th scope="col" className={NUM}>
                  {t('payouts.balances.withheld')}
                </th>
                <th scope="col" className={NUM}>
                  {t('payouts.balances.open')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {overview.balances.map((row) => (
                <tr key={row.member}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {row.nickname} <span className="font-normal text-gray-600">{row.member}</span>
                  </th>
                  <td className={NUM}>{money(row.balance)}</td>
                  <td className={NUM}>{money(row.withheld)}</td>
                  <td className={NUM}>{row.open_withdrawal ? money(row.open_withdrawal) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
