import { zodResolver } from '@hookform/resolvers/zod';
import { CHANNEL_CATEGORIES, type Channel } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../shared/api/api-error.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useFieldRef } from '../../../shared/lib/use-field-ref.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useAddChannel } from '../api/add-channel.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { zAddChannelForm } from './channel-forms.schema.ts';
import { VerifyChannelModal } from './verify-channel-modal.tsx';

type AddChannelForm = z.input<typeof zAddChannelForm>;

/** Refusals that are about the link itself, shown under the link field. */
const LINK_ERRORS = new Set(['channel_taken', 'youtube_channel_not_found']);

/**
 * Registers a channel (docs/product.md §3.5, §10.2): link and category, then the same
 * dialog moves on to the verification step with the channel's code.
 */
export function AddChannelModal({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered?: (channel: Channel) => void;
}) {
  const [registered, setRegistered] = useState<Channel | null>(null);
  if (registered) return <VerifyChannelModal channel={registered} onClose={onClose} />;
  return (
    <AddChannelForm
      onClose={onClose}
      onRegistered={(channel) => {
        setRegistered(channel);
        onRegistered?.(channel);
      }}
    />
  );
}

function AddChannelForm({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered: (channel: Channel) => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const add = useAddChannel();
  const [formError, setFormError] = useState<string | null>(null);
  const link = useFieldRef<HTMLInputElement>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddChannelForm, unknown, z.output<typeof zAddChannelForm>>({
    resolver: zodResolver(zAddChannelForm),
    mode: 'onTouched',
    defaultValues: { link: '', category: '' },
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    add.mutate(values, {
      onSuccess: (reply) => {
        snackbar.success(reply.message || t('api:success.channelRegistered'));
        onRegistered(reply.channel);
      },
      onError: (error) => {
        const message = errorMessage(error, t('api:internal'));
        if (isApiError(error) && LINK_ERRORS.has(error.code)) {
          setError('link', { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
        } else {
          setFormError(message);
        }
      },
    });
  });

  return (
    <FormModal
      open
      onClose={onClose}
      title={t('channels.register.title')}
      initialFocusRef={link.ref}
      submitLabel={t('channels.register.submit')}
      pending={add.isPending}
      onSubmit={submit}
    >
      <TextField
        label={t('channels.register.link')}
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('channels.register.linkPlaceholder')}
        hint={t('channels.register.linkHint')}
        error={errorText(errors.link)}
        {...link.keep(register('link'))}
      />
      <SelectField
        label={t('channels.register.category')}
        error={errorText(errors.category)}
        {...register('category')}
      >
        <option value="">{t('channels.register.categoryPlaceholder')}</option>
        {CHANNEL_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`channels.categories.${category}`)}
          </option>
        ))}
      </SelectField>
      <FormAlert message={formError} />
    </FormModal>
  );
}
