import { WITHDRAWAL_STATES, type RequestsReply, type WithdrawalState } from '@portal/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useDayName, useMoney } from '../../../shared/earnings/money.ts';
import { WithdrawalStateBadge } from '../../../shared/earnings/withdrawal-state.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useApproveWithdrawal } from '../api/approve-withdrawal.ts';
import { useRequests } from '../api/get-requests.ts';
import { useMarkPaid } from '../api/mark-paid.ts';
import { useRejectWithdrawal } from '../api/reject-withdrawal.ts';

type Request = RequestsReply['withdrawals'][number];

/** The withdrawal queue: requests to handle first, or those in one state; each row's actions. */
export function RequestQueue() {
  const { t } = useTranslation('money');
  const [state, setState] = useState<WithdrawalState | undefined>(undefined);
  const [page, setPage] = useState(0);
  const requests = useRequests(state, page);
  const reply = requests.data;
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{t('payouts.requests.title')}</h2>
        <SelectField
          label={t('payouts.requests.filter')}
          value={state ?? ''}
          onChange={(event) => {
            setState((event.target.value || undefined) as WithdrawalState | undefined);
            setPage(0);
          }}
        >
          <option value="">{t('payouts.requests.open')}</option>
          {WITHDRAWAL_STATES.map((option) => (
            <option key={option} value={option}>
              {t(`earnings.states.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {!reply ? (
        <PageSpinner />
      ) : reply.withdrawals.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t('payouts.requests.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100" data-testid="request-queue">
          {reply.withdrawals.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
      <Pagination
        className="mt-3"
        page={page}
        pages={reply ? Math.ceil(reply.total / reply.size) : 0}
        onPage={setPage}
        label={t('payouts.requests.title')}
      />
    </Card>
  );
}

type Action = 'reject' | 'paid' | null;

function RequestRow({ request }: { request: Request }) {
  const { t } = useTranslation(['money', 'api']);
  const money = useMoney(request.currency);
  const dayName = useDayName();
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const paid = useMarkPaid();
  const [action, setAction] = useState<Action>(null);
  const [reason, setReason] = useState('');
  const [paidOn, setPaidOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState('');
  const failure = [approve, reject, paid].find((mutation) => mutation.isError)?.error;
  const done = (message: string) => {
    snackbar.success(message);
    setAction(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The row leaves the list once the queue reloads, before a callback of `mutate` would
    // run: the confirmation follows the call's own promise (a refusal shows in the row).
    if (action === 'reject')
      reject
        .mutateAsync({ id: request.id, reason })
        .then((reply) => done(reply.message || t('api:success.withdrawalRejected')))
        .catch(() => {});
    if (action === 'paid')
      paid
        .mutateAsync({ id: request.id, paid_on: paidOn, reference })
        .then((reply) => done(reply.message || t('api:success.withdrawalPaid')))
        .catch(() => {});
  };

  return (
    <li className="flex flex-col gap-2 py-3 text-sm" data-testid={`request-${request.id}`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-medium">
          {request.nickname} ({request.member})
        </span>
        <span className="tabular-nums font-semibold">{money(request.amount)}</span>
        <WithdrawalStateBadge state={request.state} />
        <span className="text-gray-600">{dayName(request.requested_at)}</span>
      </div>
      <p className="text-gray-700">
        {t('payouts.requests.method')}: {request.payout_details ?? request.payout_method}
      </p>
      {request.state === 'requested' || request.state === 'approved' ? (
        <div className="flex flex-wrap gap-2">
          {request.state === 'requested' ? (
            <Button
              size="sm"
              loading={approve.isPending}
              onClick={() =>
                approve
                  .mutateAsync(request.id)
                  .then((reply) => done(reply.message || t('api:success.withdrawalApproved')))
                  .catch(() => {})
              }
            >
              {t('payouts.requests.approve')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => setAction('paid')}>
              {t('payouts.requests.markPaid')}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setAction('reject')}>
            {t('payouts.requests.reject')}
          </Button>
        </div>
      ) : null}
      {action ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
          {action === 'reject' ? (
            <TextField
              label={t('payouts.requests.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : (
            <>
              <TextField
                label={t('payouts.requests.paidOn')}
                type="date"
                value={paidOn}
                onChange={(event) => setPaidOn(event.target.value)}
              />
              <TextField
                label={t('payouts.requests.reference')}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </>
          )}
          <Button type="submit" size="sm" loading={reject.isPending || paid.isPending}>
            {t('payouts.requests.submit')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setAction(null)}>
            {t('payouts.requests.cancel')}
          </Button>
        </form>
      ) : null}
      <FormAlert message={failure ? errorMessage(failure, t('api:internal')) : null} />
    </li>
  );
}
