import { zodResolver } from '@hookform/resolvers/zod';
import { NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../shared/api/api-error.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCreateMember } from '../api/create-member.ts';
import { handleMemberCallError } from './member-call-errors.ts';
import { zCreateMemberForm } from './member-forms.schema.ts';

type CreateMemberForm = z.input<typeof zCreateMemberForm>;

const EMPTY: CreateMemberForm = { user_id: '', password: '', password_confirm: '', nickname: '' };

/**
 * Creates a member account (spec §5: email as id, password 4–64, nickname 2+). Channel
 * addresses are not asked for: the server refuses them until channel management exists.
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
  const emailRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateMemberForm, unknown, z.output<typeof zCreateMemberForm>>({
    resolver: zodResolver(zCreateMemberForm),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const { ref: registerEmailRef, ...emailField } = register('user_id');

  const close = () => {
    if (!create.isPending) onClose();
  };

  const submit = handleSubmit((values) => {
    create.mutate(
      { user_id: values.user_id, password: values.password, nickname: values.nickname },
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
          handleMemberCallError(error, {
            fallback: t('api:internal'),
            queryClient,
            onWrongPassword: (message) => snackbar.error(message),
          });
        },
      },
    );
  });

  return (
    <FormModal
      open
      onClose={close}
      title={t('members.create.title')}
      initialFocusRef={emailRef}
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
        ref={(element) => {
          registerEmailRef(element);
          emailRef.current = element;
        }}
        {...emailField}
      />
      <TextField
        label={t('members.create.password')}
        type="password"
        autoComplete="new-password"
        hint={t('members.create.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={errorText(errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('members.create.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.password_confirm)}
        {...register('password_confirm')}
      />
      <TextField
        label={t('members.create.nickname')}
        autoComplete="off"
        hint={t('members.create.nicknameHint', { min: NICKNAME_MIN })}
        error={errorText(errors.nickname)}
        {...register('nickname')}
      />
      <p className="text-sm text-gray-600">{t('members.create.channelsNote')}</p>
    </FormModal>
  );
}
