import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBER_CHANNELS_MAX, NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../shared/api/api-error.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useFieldRef } from '../../../shared/lib/use-field-ref.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCreateMember } from '../api/create-member.ts';
import { handleMemberCallError } from './member-call-errors.ts';
import { firstBadChannelLine, zCreateMemberForm } from './member-forms.schema.ts';

type CreateMemberForm = z.input<typeof zCreateMemberForm>;

const EMPTY: CreateMemberForm = {
  user_id: '',
  password: '',
  password_confirm: '',
  nickname: '',
  channels: '',
};

/** Refusals about the channel addresses, shown under that field. */
const CHANNEL_ERRORS = new Set([
  'channel_taken',
  'channel_assigned_elsewhere',
  'youtube_channel_not_found',
  'youtube_unavailable',
]);

/**
 * Creates a member account (docs/product.md §10.1: email as id, password 4–64, nickname
 * 2+, channel addresses optional). The server registers each channel address and assigns
 * it to the new member, who then verifies it.
 */
export function CreateMemberModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated?: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const create = useCreateMember();
  const email = useFieldRef<HTMLInputElement>();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<CreateMemberForm, unknown, z.output<typeof zCreateMemberForm>>({
    resolver: zodResolver(zCreateMemberForm),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((values) => {
    create.mutate(
      {
        user_id: values.user_id,
        password: values.password,
        nickname: values.nickname,
        ...(values.channels.length > 0 ? { channels: values.channels } : {}),
      },
      {
        onSuccess: (reply) => {
          snackbar.success(reply.message || t('api:success.memberCreated'));
          onCreated?.();
          onClose();
        },
        onError: (error) => {
          // A taken address is about the email field, not the manager's password.
          if (isApiError(error) && error.code === 'email_taken') {
            setError(
              'user_id',
              { type: SERVER_ERROR_TYPE, message: errorMessage(error, t('api:email_taken')) },
              { shouldFocus: true },
            );
            return;
          }
          if (isApiError(error) && CHANNEL_ERRORS.has(error.code)) {
            setError(
              'channels',
              { type: SERVER_ERROR_TYPE, message: errorMessage(error, t('api:internal')) },
              { shouldFocus: true },
            );
            return;
          }
          handleMemberCallError(error, {
            fallback: t('api:internal'),
            queryClient,
            onWrongPassword: (message) => snackbar.error(message),
          });
        },
      },
    );
  });

  // A link the server could not read is pointed out by its line.
  const badLine =
    errors.channels?.type === SERVER_ERROR_TYPE ? null : firstBadChannelLine(getValues('channels'));
  const channelsError = errorText(errors.channels);

  return (
    <FormModal
      open
      onClose={onClose}
      title={t('members.create.title')}
      initialFocusRef={email.ref}
      submitLabel={t('members.create.submit')}
      pending={create.isPending}
      onSubmit={submit}
    >
      <TextField
        label={t('members.create.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('members.create.emailHint')}
        error={errorText(errors.user_id)}
        {...email.keep(register('user_id'))}
      />
      <NewPasswordFields
        password={{
          label: t('members.create.password'),
          hint: t('members.create.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
          error: errorText(errors.password),
          ...register('password'),
        }}
        confirm={{
          label: t('members.create.passwordConfirm'),
          error: errorText(errors.password_confirm),
          ...register('password_confirm'),
        }}
      />
      <TextField
        label={t('members.create.nickname')}
        autoComplete="off"
        hint={t('members.create.nicknameHint', { min: NICKNAME_MIN })}
        error={errorText(errors.nickname)}
        {...register('nickname')}
      />
      <TextAreaField
        label={t('members.create.channels')}
        rows={3}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('members.create.channelsPlaceholder')}
        hint={t('members.create.channelsHint', { max: MEMBER_CHANNELS_MAX })}
        error={
          channelsError && badLine
            ? t('members.create.channelsLineError', { line: badLine.line, message: channelsError })
            : channelsError
        }
        {...register('channels')}
      />
      <p className="text-sm text-gray-600">{t('members.create.channelsNote')}</p>
    </FormModal>
  );
}
