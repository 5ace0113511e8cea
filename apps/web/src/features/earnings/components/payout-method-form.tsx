import type { EarningsSummaryReply, PayoutMethodBody } from '@portal/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSetPayoutMethod } from '../api/set-payout-method.ts';

/** Where the member is paid: the masked method on file, and a form to set it anew. */
export function PayoutMethodForm({ summary }: { summary: EarningsSummaryReply }) {
  const { t } = useTranslation(['money', 'api']);
  const save = useSetPayoutMethod();
  const [kind, setKind] = useState<'bank' | 'email'>('bank');
  const [fields, setFields] = useState({
    bank_name: '',
    holder: '',
    account_number: '',
    email: '',
  });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PayoutMethodBody =
      kind === 'email'
        ? { kind, email: fields.email }
        : {
            kind,
            bank_name: fields.bank_name,
            holder: fields.holder,
            account_number: fields.account_number,
          };
    save.mutate(body, {
      onSuccess: (reply) => {
        snackbar.success(reply.message || t('api:success.payoutMethodSaved'));
        setFields({ bank_name: '', holder: '', account_number: '', email: '' });
      },
    });
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('earnings.method.title')}</h2>
      <p className="mt-1 text-sm text-gray-600" data-testid="payout-method-current">
        {summary.payout_method
          ? t('earnings.method.current', { masked: summary.payout_method.masked })
          : t('earnings.method.none')}
      </p>
      <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
        <SelectField
          label={t('earnings.method.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as 'bank' | 'email')}
        >
          <option value="bank">{t('earnings.method.bank')}</option>
          <option value="email">{t('earnings.method.email')}</option>
        </SelectField>
        {kind === 'bank' ? (
          <>
            <TextField
              label={t('earnings.method.bankName')}
              value={fields.bank_name}
              onChange={set('bank_name')}
              autoComplete="off"
            />
            <TextField
              label={t('earnings.method.holder')}
              value={fields.holder}
              onChange={set('holder')}
              autoComplete="off"
            />
            <TextField
              label={t('earnings.method.accountNumber')}
              value={fields.account_number}
              onChange={set('account_number')}
              inputMode="numeric"
              autoComplete="off"
            />
          </>
        ) : (
          <TextField
            label={t('earnings.method.emailAddress')}
            type="email"
            value={fields.email}
            onChange={set('email')}
            autoComplete="email"
          />
        )}
        <FormAlert message={save.isError ? errorMessage(save.error, t('api:internal')) : null} />
        <p className="text-xs text-gray-500">{t('earnings.method.secured')}</p>
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('earnings.method.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
