import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MoneyTextsGate } from '../../../shared/earnings/money-texts-gate.tsx';
import { useMe } from '../../../shared/session/get-me.ts';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { ListError } from '../../../shared/ui/list-states.tsx';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { usePayoutsOverview } from '../api/get-payouts-overview.ts';
import { CloseMonthCard } from '../components/close-month-card.tsx';
import { Balances, ClosedMonths } from '../components/payouts-tables.tsx';
import { RequestQueue } from '../components/request-queue.tsx';
import { SettingsForm } from '../components/settings-form.tsx';

/**
 * /payouts: a manager's books (docs/product.md §3.3, §7): close a month after seeing its
 * totals, each member's balance, the withdrawal queue, closed months with their
 * statements' CSV, and the site's payout settings.
 */
export function PayoutsPage() {
  const { t } = useTranslation();
  return (
    <MoneyTextsGate title={t('nav.payouts')}>
      <PayoutsScreen />
    </MoneyTextsGate>
  );
}

function PayoutsScreen() {
  const { t } = useTranslation('money');
  const me = useMe();
  if (!me.data) {
    return (
      <>
        <PageHeader title={t('payouts.title')} />
        <PageSpinner />
      </>
    );
  }
  if (me.data.permission_flag !== 1) return <ManagersOnly />;
  return <Payouts />;
}

function ManagersOnly() {
  const { t } = useTranslation('money');
  return (
    <>
      <PageHeader title={t('payouts.title')} />
      <Card className="max-w-2xl">
        <div data-testid="managers-only">
          <h2 className="text-lg font-semibold text-gray-900">{t('payouts.managersOnly.title')}</h2>
          <p className="mt-1.5 text-sm text-gray-600">{t('payouts.managersOnly.text')}</p>
          <Link to="/earnings" className={`${buttonClassName({ variant: 'secondary' })} mt-4`}>
            {t('payouts.managersOnly.back')}
          </Link>
        </div>
      </Card>
    </>
  );
}

function Payouts() {
  const { t } = useTranslation('money');
  const overview = usePayoutsOverview();
  let content;
  if (overview.isPending) content = <PageSpinner />;
  else if (overview.isError)
    content = (
      <ListError
        title={t('payouts.error.title')}
        error={overview.error}
        retryLabel={t('payouts.error.retry')}
        onRetry={() => void overview.refetch()}
      />
    );
  else
    content = (
      <div className="flex flex-col gap-5">
        <CloseMonthCard
          key={overview.data.next_month ?? 'none'}
          currency={overview.data.currency}
          nextMonth={overview.data.next_month}
        />
        <RequestQueue />
        <Balances overview={overview.data} />
        <ClosedMonths overview={overview.data} />
        <SettingsForm key={overview.data.threshold} overview={overview.data} />
      </div>
    );
  return (
    <>
      <PageHeader title={t('payouts.title')} description={t('payouts.description')} />
      {content}
    </>
  );
}
