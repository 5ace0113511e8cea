import type { EarningsSummaryReply } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../ui/button.tsx';
import { Card } from '../ui/page.tsx';
import { useMoney, useMonthName } from './money.ts';

/**
 * A member's balance from closed months (what they are owed, unlike the dashboard's
 * estimates), with what is withheld and why; `withLink` leads to the Earnings page.
 */
export function BalanceCard({
  summary,
  withLink = false,
}: {
  summary: EarningsSummaryReply;
  withLink?: boolean;
}) {
  const { t } = useTranslation('money');
  const money = useMoney(summary.currency);
  const monthName = useMonthName();
  return (
    <Card>
      <div data-testid="balance-card" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-sm font-medium text-gray-600">{t('earnings.balance.title')}</h2>
            <p className="mt-1 text-3xl font-bold tracking-tight text-gray-900 tabular-nums">
              {money(summary.balance)}
            </p>
          </div>
          {withLink ? (
            <Link to="/earnings" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('earnings.balance.link')}
            </Link>
          ) : null}
        </div>
        <p className="text-sm text-gray-600">
          {summary.last_closed_month
            ? t('earnings.balance.lastClosed', { month: monthName(summary.last_closed_month) })
            : t('earnings.balance.noneClosed')}{' '}
          {t('earnings.balance.threshold', { amount: money(summary.threshold) })}
        </p>
        {summary.withheld.length > 0 ? (
          <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <h3 className="font-semibold">{t('earnings.balance.withheldTitle')}</h3>
            <ul className="mt-1 list-disc pl-5">
              {summary.withheld.map((held) => (
                <li key={held.channel_id}>
                  {t(
                    held.reason === 'unverified'
                      ? 'earnings.balance.withheldUnverified'
                      : 'earnings.balance.withheldDeleted',
                    { channel: held.title, amount: money(held.amount) },
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
