import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberAccount } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { memberName } from '../../../shared/members/member-name.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDeleteMember } from '../api/delete-member.ts';
import { handleMemberCallError } from './member-call-errors.ts';
import { zDeleteMemberForm } from './member-forms.schema.ts';

type DeleteMemberForm = z.input<typeof zDeleteMemberForm>;

/**
 * Deletes a member with the manager's password (docs/product.md §5.12) once the manager
 * has read and ticked what it means: channels stay with the network, sessions end, past
 * earnings stay in the reports (decision 006).
 */
export function DeleteMemberModal({
  member,
  onClose,
}: {
  member: MemberAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const remove = useDeleteMember();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteMemberForm, unknown, z.output<typeof zDeleteMemberForm>>({
    resolver: zodResolver(zDeleteMemberForm),
    defaultValues: { password: '', acknowledged: false },
  });

  const submit = handleSubmit((values) => {
    remove.mutate(
      { target: member.user_id, password: values.password },
      {
        onSuccess: (reply) => {
          snackbar.success(reply.message || t('api:success.memberDeleted'));
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

  return (
    <FormModal
      open
      onClose={onClose}
      title={t('members.delete.title')}
      submitLabel={t('members.delete.submit')}
      pending={remove.isPending}
      onSubmit={submit}
      danger
    >
      <p className="text-sm break-words text-gray-700">
        {t('members.delete.intro', { name: memberName(member) })}
      </p>
      <ul className="flex list-disc flex-col gap-1.5 rounded-xl bg-red-50 py-3 pr-3.5 pl-8 text-sm text-red-900">
        <li>{t('members.delete.channels')}</li>
        <li>{t('members.delete.sessions')}</li>
        <li>{t('members.delete.earnings')}</li>
      </ul>
      <Checkbox
        label={t('members.delete.acknowledge')}
        error={errorText(errors.acknowledged)}
        {...register('acknowledged')}
      />
      <TextField
        label={t('members.managerPassword')}
        type="password"
        autoComplete="current-password"
        hint={t('members.managerPasswordHint')}
        error={errorText(errors.password)}
        {...register('password')}
      />
    </FormModal>
  );
}
