import type { EarningsSummaryReply } from '@portal/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useDayName, useMoney } from '../../../shared/earnings/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import { useWithdraw } from '../api/withdraw.ts';

/** A key per request the form is about to make: a double click or a retry sends the same one. */
const newKey = () => crypto.randomUUID();

/**
 * Asking to withdraw: the open request if there is one (cancellable until approved), else
 * the amount form, or what stands in the way (no payout method, under the threshold).
 */
export function WithdrawForm({ summary }: { summary: EarningsSummaryReply }) {
  const { t } = useTranslation(['money', 'api']);
  const money = useMoney(summary.currency);
  const dayName = useDayName();
  const withdraw = useWithdraw();
  const cancel = useCancelWithdrawal();
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(newKey);
  const [missing, setMissing] = useState(false);
  const open = summary.open_withdrawal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    withdraw.mutate(
      { amount: amount.trim().replaceAll(',', ''), idempotency_key: key },
      {
        onSuccess: (reply) => {
          snackbar.success(reply.message || t('api:success.withdrawalRequested'));
          setAmount('');
          setKey(newKey());
        },
        // A refusal changes nothing: the next try is a new request.
        onError: () => setKey(newKey()),
      },
    );
  };

  let body;
  if (open) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-gray-700" data-testid="open-withdrawal">
          {t('earnings.withdraw.open', {
            amount: money(open.amount),
            state: t(`earnings.states.${open.state}`),
            date: dayName(open.requested_at),
          })}
        </p>
        {open.state === 'requested' ? (
          <Button
            variant="secondary"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(open.id, {
                onSuccess: (reply) =>
                  snackbar.success(reply.message || t('api:success.withdrawalCancelled')),
                onError: (error) => snackbar.error(errorMessage(error, t('api:internal'))),
              })
            }
          >
            {t('earnings.withdraw.cancel')}
          </Button>
        ) : null}
      </div>
    );
  } else if (!summary.payout_method) {
    body = <p className="text-sm text-gray-600">{t('earnings.withdraw.needMethod')}</p>;
  } else if (BigInt(summary.balance) < BigInt(summary.threshold)) {
    body = (
      <p className="text-sm text-gray-600">
        {t('earnings.withdraw.belowThreshold', { amount: money(summary.threshold) })}
      </p>
    );
  } else {
    body = (
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <TextField
          label={t('earnings.withdraw.amount', { currency: summary.currency })}
          hint={t('earnings.withdraw.amountHint', {
            min: money(summary.threshold),
            max: money(summary.balance),
          })}
          error={missing ? t('earnings.withdraw.amountRequired') : undefined}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
        />
        <FormAlert
          message={withdraw.isError ? errorMessage(withdraw.error, t('api:internal')) : null}
        />
        <div>
          <Button type="submit" loading={withdraw.isPending}>
            {t('earnings.withdraw.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{t('earnings.withdraw.title')}</h2>
      {body}
    </Card>
  );
}
