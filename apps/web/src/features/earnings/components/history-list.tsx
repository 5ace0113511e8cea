import type { HistoryReply } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useDayName, useMoney, useMonthName } from '../../../shared/earnings/money.ts';
import { WithdrawalStateBadge } from '../../../shared/earnings/withdrawal-state.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';

/** The member's requests with their states, then every entry of their ledger, newest first. */
export function HistoryList({
  reply,
  page,
  onPage,
}: {
  reply: HistoryReply;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('money');
  const money = useMoney(reply.currency);
  const dayName = useDayName();
  const monthName = useMonthName();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('earnings.history.requests')}</h2>
      {reply.withdrawals.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('earnings.history.noRequests')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100" data-testid="withdrawal-history">
          {reply.withdrawals.map((request) => (
            <li
              key={request.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="tabular-nums font-medium">{money(request.amount)}</span>
              <WithdrawalStateBadge state={request.state} />
              <span className="text-gray-600">{dayName(request.requested_at)}</span>
              <span className="text-gray-600">
                {request.paid_on ? `${dayName(request.paid_on)} · ${request.reference ?? ''}` : ''}
                {request.reject_reason ?? ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-6 text-lg font-semibold text-gray-900">{t('earnings.history.title')}</h2>
      {reply.entries.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('earnings.history.empty')}</p>
      ) : (
        <ScrollRegion className="mt-3" label={t('earnings.history.title')}>
          <table className="w-full min-w-[30rem] text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('earnings.history.date')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('earnings.history.kind')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('earnings.history.about')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('earnings.history.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {reply.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="py-2 pr-3">{dayName(entry.created_at)}</td>
                  <td className="py-2 pr-3">{t(`earnings.kinds.${entry.kind}`)}</td>
                  <td className="py-2 pr-3">{entry.month ? monthName(entry.month) : ''}</td>
                  <td className="py-2 text-right tabular-nums">{money(entry.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination
        className="mt-3"
        page={page}
        pages={Math.ceil(reply.total / reply.size)}
        onPage={onPage}
        label={t('earnings.history.title')}
      />
    </Card>
  );
}
