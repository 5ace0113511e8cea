import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberAccount } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime, formatDay } from '../../../shared/i18n/date-format.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { memberName } from '../../../shared/members/member-name.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useFieldRef } from '../../../shared/lib/use-field-ref.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useFeeHistory } from '../api/get-fee-history.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { handleMemberCallError } from './member-call-errors.ts';
import { formatShare } from './member-format.ts';
import { localDay, zFeeRateForm } from './member-forms.schema.ts';

type FeeRateForm = z.input<typeof zFeeRateForm>;

/**
 * Changes a member's revenue share (the network's cut, docs/product.md §6.5) from today
 * or a later day, confirmed by the manager's own password; shows the share in force, a
 * scheduled change and every past change (when, who, old → new).
 */
export function FeeRateModal({ member, onClose }: { member: MemberAccount; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const update = useUpdateMember();
  const rate = useFieldRef<HTMLInputElement>();
  const today = localDay();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FeeRateForm, unknown, z.output<typeof zFeeRateForm>>({
    resolver: zodResolver(zFeeRateForm),
    mode: 'onTouched',
    defaultValues: { fee_rate: '', effective_from: today, password: '' },
  });

  const submit = handleSubmit((values) => {
    // "From today" is left to the server: its day is UTC (decision 006), which can be a
    // day behind the manager's calendar and would refuse a "today" sent from here.
    const later = values.effective_from !== '' && values.effective_from > localDay();
    update.mutate(
      {
        target: member.user_id,
        password: values.password,
        fee_rate: values.fee_rate,
        ...(later ? { effective_from: values.effective_from } : {}),
      },
      {
        onSuccess: (reply) => {
          snackbar.success(reply.message || t('api:success.feeRateChanged'));
          onClose();
        },
        onError: (error) =>
          handleMemberCallError(error, {
            fallback: t('api:internal'),
            queryClient,
            onWrongPassword: (message) =>
              setError('password', { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true }),
            onMemberGone: onClose,
          }),
      },
    );
  });

  const next = member.next_fee_rate;

  return (
    <FormModal
      onClose={onClose}
      title={t('members.feeRate.title')}
      initialFocusRef={rate.ref}
      submitLabel={t('members.feeRate.submit')}
      pending={update.isPending}
      onSubmit={submit}
    >
      <div className="rounded-xl bg-gray-50 px-3.5 py-3 text-sm">
        <p className="break-all text-gray-900">{memberName(member)}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-gray-600">{t('members.feeRate.current')}</dt>
          <dd data-testid="current-fee-rate" className="font-semibold text-gray-900 tabular-nums">
            {formatShare(member.fee_rate, locale)}
          </dd>
          {next ? (
            <>
              <dt className="text-gray-600">{t('members.feeRate.scheduled')}</dt>
              <dd className="text-gray-900">
                {t('members.feeRate.scheduledValue', {
                  date: formatDay(next.effective_from, locale),
                  rate: formatShare(next.fee_rate, locale),
                })}
              </dd>
            </>
          ) : null}
        </dl>
        <p className="mt-2 text-xs text-gray-600">{t('members.feeRate.explanation')}</p>
      </div>

      <TextField
        label={t('members.feeRate.newRate')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={String(member.fee_rate)}
        hint={t('members.feeRate.newRateHint')}
        error={errorText(errors.fee_rate)}
        {...rate.keep(register('fee_rate'))}
      />
      <TextField
        label={t('members.feeRate.effectiveFrom')}
        type="date"
        min={today}
        hint={t('members.feeRate.effectiveFromHint')}
        error={errorText(errors.effective_from)}
        {...register('effective_from')}
      />
      <TextField
        label={t('members.managerPassword')}
        type="password"
        autoComplete="current-password"
        hint={t('members.managerPasswordHint')}
        error={errorText(errors.password)}
        {...register('password')}
      />

      <FeeRateHistory target={member.user_id} />
    </FormModal>
  );
}

function FeeRateHistory({ target }: { target: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useFeeHistory(target);
  const headingId = useId();

  let body;
  if (history.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner className="size-4" />
        {t('common.loading')}
      </p>
    );
  } else if (history.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        <p>{t('members.feeRate.historyError')}</p>
        <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
          {t('members.error.retry')}
        </Button>
      </div>
    );
  } else if (history.data.history.length === 0) {
    body = <p className="text-sm text-gray-600">{t('members.feeRate.historyEmpty')}</p>;
  } else {
    body = (
      <ol className="flex flex-col divide-y divide-gray-100 text-sm">
        {history.data.history.map((change, index) => (
          <li key={`${index}-${change.changed_at}`} className="py-2.5">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-gray-900 tabular-nums">
                {t('members.feeRate.historyChange', {
                  from: formatShare(change.previous_fee_rate, locale),
                  to: formatShare(change.fee_rate, locale),
                })}
              </span>
              <span className="text-gray-700">
                {t('members.feeRate.historyEffective', {
                  date: formatDay(change.effective_from, locale),
                })}
              </span>
            </p>
            <p className="mt-0.5 text-xs break-all text-gray-600">
              {t('members.feeRate.historyChangedAt', {
                date: formatDateTime(change.changed_at, locale),
              })}
              {' · '}
              {change.changed_by
                ? t('members.feeRate.historyChangedBy', { email: change.changed_by })
                : t('members.feeRate.historyChangedByUnknown')}
            </p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={headingId} className="border-t border-gray-100 pt-4">
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-gray-900">
        {t('members.feeRate.historyTitle')}
      </h3>
      {body}
    </section>
  );
}
