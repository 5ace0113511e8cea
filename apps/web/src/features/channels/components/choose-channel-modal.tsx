import type { Channel } from '@portal/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';

/**
 * A `?assign`, `?unassign` or `?delete` link without a channel id: the manager picks the
 * channel first, from those on the list shown that the action applies to.
 */
export function ChooseChannelModal({
  title,
  channels,
  onChoose,
  onClose,
}: {
  title: string;
  channels: readonly Channel[];
  onChoose: (channel: Channel) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const channel = channels.find((candidate) => candidate.channel_id === chosen);
    if (channel) onChoose(channel);
    else setError(t('channels.choose.required'));
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={title}
      submitLabel={t('channels.choose.next')}
      pending={false}
      onSubmit={submit}
    >
      {channels.length === 0 ? (
        <p className="text-sm text-gray-600">{t('channels.choose.none')}</p>
      ) : null}
      <SelectField
        label={t('channels.choose.label')}
        value={chosen}
        error={error}
        onChange={(event) => {
          setChosen(event.target.value);
          setError(undefined);
        }}
      >
        <option value="">{t('channels.choose.placeholder')}</option>
        {channels.map((channel) => (
          <option key={channel.channel_id} value={channel.channel_id}>
            {channel.title}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
