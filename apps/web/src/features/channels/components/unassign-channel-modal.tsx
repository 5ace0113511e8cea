import type { Channel } from '@portal/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { memberName } from '../../../shared/members/member-name.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { useUnassignChannel } from '../api/unassign-channel.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useChannelDialogCall } from './channel-call-errors.tsx';

/**
 * Ends a channel's assignment to its member (docs/product.md §5.11): the channel stays,
 * its earnings stay, and it can be assigned again. The dialog says all three before the
 * manager commits.
 */
export function UnassignChannelModal({
  channel,
  onClose,
}: {
  channel: Channel;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const call = useChannelDialogCall(useUnassignChannel(), {
    successText: t('api:success.assignmentCancelled'),
    onClose,
  });
  // A channel has at most one current member (the server keeps it so).
  const member = channel.members[0];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (member) call.run({ channel_id: channel.channel_id, member: member.user_id });
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={t('channels.unassign.title')}
      submitLabel={t('channels.unassign.submit')}
      pending={call.pending}
      onSubmit={submit}
    >
      <p className="text-sm break-words text-gray-700">
        {member
          ? t('channels.unassign.intro', { name: channel.title, member: memberName(member) })
          : t('channels.unassign.noMember', { name: channel.title })}
      </p>
      <ul className="flex list-disc flex-col gap-1.5 rounded-xl bg-gray-50 py-3 pr-3.5 pl-8 text-sm text-gray-800">
        <li>{t('channels.unassign.notDeleted')}</li>
        <li>{t('channels.unassign.earningsKept')}</li>
        <li>{t('channels.unassign.reassign')}</li>
      </ul>
      <FormAlert message={call.error} />
    </FormModal>
  );
}
