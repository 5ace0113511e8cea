import { zodResolver } from '@hookform/resolvers/zod';
import type { Channel } from '@portal/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDeleteChannel } from '../api/delete-channel.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useChannelDialogCall } from './channel-call-errors.tsx';
import { withdrawalThresholdAmount } from './channel-format.ts';
import { zDeleteChannelForm } from './channel-forms.schema.ts';

type DeleteChannelForm = z.input<typeof zDeleteChannelForm>;

/**
 * Deletes a channel with the manager's password once the precautions of
 * docs/product.md §5.12 are read and ticked. The withdrawal threshold is the one the
 * reader's language states (docs/product.md §7.10).
 */
export function DeleteChannelModal({
  channel,
  onClose,
}: {
  channel: Channel;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const locale = useLocale();
  const precautionsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteChannelForm, unknown, z.output<typeof zDeleteChannelForm>>({
    resolver: zodResolver(zDeleteChannelForm),
    defaultValues: { acknowledged: false, password: '' },
  });

  const call = useChannelDialogCall(useDeleteChannel(), {
    successText: t('api:success.channelDeleted'),
    onClose,
    onFieldError: (error) => {
      if (!isApiError(error) || error.code !== 'wrong_password') return false;
      const message = error.message || t('api:wrong_password');
      setError('password', { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
      return true;
    },
  });

  const submit = handleSubmit(({ password }) =>
    call.run({ channel_id: channel.channel_id, acknowledged: true, password }),
  );

  const amount = withdrawalThresholdAmount(locale);
  return (
    <FormModal
      open
      onClose={onClose}
      title={t('channels.delete.title')}
      submitLabel={t('channels.delete.submit')}
      pending={call.pending}
      onSubmit={submit}
      danger
    >
      <p className="text-sm break-words text-gray-700">
        {t('channels.delete.intro', { name: channel.title })}
      </p>
      <section
        aria-labelledby={precautionsId}
        className="rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-900"
      >
        <h3 id={precautionsId} className="font-semibold">
          {t('channels.delete.precautions')}
        </h3>
        <ul className="mt-1.5 flex list-disc flex-col gap-1.5 pl-4.5">
          <li>{t('channels.delete.infoLost')}</li>
          <li>{t('channels.delete.belowThreshold', { amount })}</li>
          <li>{t('channels.delete.aboveThreshold', { amount })}</li>
          <li>{t('channels.delete.reRegister')}</li>
        </ul>
      </section>
      <Checkbox
        label={t('channels.delete.acknowledge')}
        error={errorText(errors.acknowledged)}
        {...register('acknowledged')}
      />
      <TextField
        label={t('channels.delete.password')}
        type="password"
        autoComplete="current-password"
        hint={t('channels.delete.passwordHint')}
        error={errorText(errors.password)}
        {...register('password')}
      />
      <FormAlert message={call.error} />
    </FormModal>
  );
}
