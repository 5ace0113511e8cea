import { zodResolver } from '@hookform/resolvers/zod';
import type { Channel } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../shared/api/api-error.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useMemberAccounts } from '../../../shared/members/get-member-accounts.ts';
import { memberName } from '../../../shared/members/member-name.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useAssignChannel } from '../api/assign-channel.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useChannelDialogCall } from './channel-call-errors.tsx';
import { zAssignChannelForm } from './channel-forms.schema.ts';

type AssignChannelForm = z.input<typeof zAssignChannelForm>;

/**
 * Assigns a channel to one of the manager's members (the accounts page the app already
 * loads for managers). A channel has one member at a time; the server says so if another
 * manager got there first.
 */
export function AssignChannelModal({
  channel,
  onClose,
}: {
  channel: Channel;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const accounts = useMemberAccounts();
  const members = accounts.data?.accounts ?? [];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AssignChannelForm, unknown, z.output<typeof zAssignChannelForm>>({
    resolver: zodResolver(zAssignChannelForm),
    defaultValues: { member: '' },
  });

  const call = useChannelDialogCall(useAssignChannel(), {
    successText: t('api:success.channelAssigned'),
    onClose,
    onFieldError: (error) => {
      if (!isApiError(error) || error.code !== 'member_not_found') return false;
      const message = errorMessage(error, t('api:member_not_found'));
      setError('member', { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
      return true;
    },
  });

  const submit = handleSubmit(({ member }) => call.run({ channel_id: channel.channel_id, member }));

  return (
    <FormModal
      open
      onClose={onClose}
      title={t('channels.assign.title')}
      submitLabel={t('channels.assign.submit')}
      pending={call.pending}
      onSubmit={submit}
    >
      <p className="text-sm break-words text-gray-700">
        {t('channels.assign.intro', { name: channel.title })}
      </p>
      {/* Only once the list has come: while it loads there is nothing to say yet. */}
      {accounts.data && members.length === 0 ? (
        <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
          {t('channels.assign.noMembers')}{' '}
          <Link
            to="/manage-member"
            className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary-ink"
          >
            {t('channels.assign.toMembers')}
          </Link>
        </p>
      ) : null}
      <SelectField
        label={t('channels.assign.member')}
        hint={t('channels.assign.oneMember')}
        error={errorText(errors.member)}
        {...register('member')}
      >
        <option value="">{t('channels.assign.memberPlaceholder')}</option>
        {members.map((member) => (
          <option key={member.user_id} value={member.user_id}>
            {memberName(member)}
          </option>
        ))}
      </SelectField>
      <FormAlert message={call.error} />
    </FormModal>
  );
}
