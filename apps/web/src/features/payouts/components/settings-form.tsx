import { microsToAmount, type PayoutsOverviewReply } from '@portal/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSavePayoutSettings } from '../api/save-settings.ts';

/** The site's withdrawal threshold and the day a month closes by itself. */
export function SettingsForm({ overview }: { overview: PayoutsOverviewReply }) {
  const { t } = useTranslation(['money', 'api']);
  const save = useSavePayoutSettings();
  const [threshold, setThreshold] = useState(String(microsToAmount(BigInt(overview.threshold))));
  const [day, setDay] = useState(overview.auto_close_day ? String(overview.auto_close_day) : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        withdrawal_threshold: threshold.trim(),
        auto_close_day: day.trim() === '' ? null : Number(day),
      },
      {
        onSuccess: (reply) =>
          snackbar.success(reply.message || t('api:success.payoutSettingsSaved')),
      },
    );
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('payouts.settings.title')}</h2>
      <form className="mt-3 flex flex-col gap-3" onSubmit={submit} noValidate>
        <TextField
          label={t('payouts.settings.threshold', { currency: overview.currency })}
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          inputMode="decimal"
        />
        <TextField
          label={t('payouts.settings.autoCloseDay')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          inputMode="numeric"
        />
        <FormAlert message={save.isError ? errorMessage(save.error, t('api:internal')) : null} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('payouts.settings.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
