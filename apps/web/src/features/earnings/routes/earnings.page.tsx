import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyTextsGate } from '../../../shared/earnings/money-texts-gate.tsx';
import { BalanceCard } from '../../../shared/earnings/balance-card.tsx';
import { useEarningsSummary } from '../../../shared/earnings/get-earnings-summary.ts';
import { useMe } from '../../../shared/session/get-me.ts';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { ListError } from '../../../shared/ui/list-states.tsx';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useHistory } from '../api/get-history.ts';
import { useStatements } from '../api/get-statements.ts';
import { HistoryList } from '../components/history-list.tsx';
import { PayoutMethodForm } from '../components/payout-method-form.tsx';
import { StatementList } from '../components/statement-list.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';

/**
 * /earnings: what a member is owed from closed months (docs/product.md §3.3, §7): the
 * balance and what is withheld, withdrawing, the payout method, monthly statements and
 * the history.
 */
export function EarningsPage() {
  const { t } = useTranslation();
  return (
    <MoneyTextsGate title={t('nav.earnings')}>
      <Earnings />
    </MoneyTextsGate>
  );
}

function Earnings() {
  const { t } = useTranslation('money');
  const me = useMe();
  if (!me.data) {
    return (
      <>
        <PageHeader title={t('earnings.title')} />
        <PageSpinner />
      </>
    );
  }
  if (me.data.permission_flag === 1) return <MembersOnly />;
  return <MemberEarnings />;
}

function MembersOnly() {
  const { t } = useTranslation('money');
  return (
    <>
      <PageHeader title={t('earnings.title')} />
      <Card className="max-w-2xl">
        <div data-testid="members-only">
          <h2 className="text-lg font-semibold text-gray-900">{t('earnings.membersOnly.title')}</h2>
          <p className="mt-1.5 text-sm text-gray-600">{t('earnings.membersOnly.text')}</p>
          <Link to="/payouts" className={`${buttonClassName({ variant: 'secondary' })} mt-4`}>
            {t('earnings.membersOnly.toPayouts')}
          </Link>
        </div>
      </Card>
    </>
  );
}

function MemberEarnings() {
  const { t } = useTranslation('money');
  const summary = useEarningsSummary();
  const statements = useStatements();
  const [page, setPage] = useState(0);
  const history = useHistory(page);

  let content;
  if (summary.isPending) {
    content = <PageSpinner />;
  } else if (summary.isError) {
    content = (
      <ListError
        title={t('earnings.error.title')}
        error={summary.error}
        retryLabel={t('earnings.error.retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-5">
        <BalanceCard summary={summary.data} />
        <div className="grid gap-5 lg:grid-cols-2">
          <WithdrawForm summary={summary.data} />
          <PayoutMethodForm summary={summary.data} />
        </div>
        {statements.data ? (
          <StatementList reply={statements.data} />
        ) : statements.isError ? (
          <ListError
            title={t('earnings.error.title')}
            error={statements.error}
            retryLabel={t('earnings.error.retry')}
            onRetry={() => void statements.refetch()}
          />
        ) : (
          <PageSpinner />
        )}
        {history.data ? (
          <HistoryList reply={history.data} page={page} onPage={setPage} />
        ) : history.isError ? (
          <ListError
            title={t('earnings.error.title')}
            error={history.error}
            retryLabel={t('earnings.error.retry')}
            onRetry={() => void history.refetch()}
          />
        ) : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('earnings.title')} description={t('earnings.description')} />
      {content}
    </>
  );
}
