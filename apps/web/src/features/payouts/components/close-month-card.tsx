import type { Currency } from '@portal/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useMoney, useMonthName } from '../../../shared/earnings/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCloseMonth } from '../api/close-month.ts';
import { useClosePreview } from '../api/get-close-preview.ts';

/**
 * Closing a month: the manager picks it (the next one to close is offered), sees the
 * totals the close would write, then confirms. Nothing is written before the confirmation.
 */
export function CloseMonthCard({
  currency,
  nextMonth,
}: {
  currency: Currency;
  nextMonth: string | null;
}) {
  const { t } = useTranslation(['money', 'api']);
  const money = useMoney(currency);
  const monthName = useMonthName();
  const [month, setMonth] = useState(nextMonth ?? '');
  const [asked, setAsked] = useState<string | null>(null);
  const preview = useClosePreview(asked);
  const close = useCloseMonth();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    close.reset();
    setAsked(month);
  };
  const totals = preview.data?.totals;
  const figures = totals
    ? ([
        ['members', String(totals.members)],
        ['gross', money(totals.gross)],
        ['net', money(totals.net)],
        ['withheld', money(totals.withheld)],
        ['released', money(totals.released)],
        ['adjustments', money(totals.adjustments)],
      ] as const)
    : [];

  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('payouts.close.title')}</h2>
      {nextMonth === null && !asked ? (
        <p className="mt-1 text-sm text-gray-600">{t('payouts.close.nothingToClose')}</p>
      ) : null}
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={ask}>
        <TextField
          label={t('payouts.close.month')}
          type="month"
          value={month}
          onChange={(event) => {
            setMonth(event.target.value);
            setAsked(null);
          }}
          required
        />
        <Button type="submit" variant="secondary" loading={preview.isFetching}>
          {t('payouts.close.preview')}
        </Button>
      </form>
      <FormAlert
        message={preview.isError ? errorMessage(preview.error, t('api:internal')) : null}
      />
      {totals && asked ? (
        <div className="mt-4 flex flex-col gap-3" data-testid="close-preview">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {figures.map(([key, value]) => (
              <div key={key} className="rounded-xl bg-gray-50 p-3">
                <dt className="text-xs text-gray-600">{t(`payouts.close.${key}`)}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {preview.data?.already_closed ? (
            <p className="text-sm text-gray-700">
              {t('payouts.close.alreadyClosed', { month: monthName(asked) })}
            </p>
          ) : (
            <>
              <p className="text-sm text-gray-600">{t('payouts.close.confirmNote')}</p>
              <FormAlert
                message={close.isError ? errorMessage(close.error, t('api:internal')) : null}
              />
              <div>
                <Button
                  loading={close.isPending}
                  onClick={() =>
                    // The card starts afresh once the overview names the next month, so the
                    // confirmation follows the call's promise, not a callback of `mutate`.
                    close
                      .mutateAsync(asked)
                      .then((reply) => {
                        snackbar.success(reply.message || t('api:success.monthClosed'));
                        setAsked(null);
                      })
                      .catch(() => {})
                  }
                >
                  {t('payouts.close.confirm', { month: monthName(asked) })}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
