import { zodResolver } from '@hookform/resolvers/zod';
import { NICKNAME_MAX, NICKNAME_MIN } from '@portal/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { AccountFormCard, useAccountUpdate } from './account-form-card.tsx';
import { zNicknameForm } from './account-forms.schema.ts';

type NicknameForm = z.input<typeof zNicknameForm>;

export function NicknameForm({ currentNickname }: { currentNickname: string }) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NicknameForm, unknown, z.output<typeof zNicknameForm>>({
    resolver: zodResolver(zNicknameForm),
    defaultValues: { nickname: currentNickname, password: '' },
  });
  const update = useAccountUpdate((message) =>
    setError('password', { type: SERVER_ERROR_TYPE, message }),
  );

  const submit = handleSubmit((values) =>
    update.run(
      { password: values.password, nickname: values.nickname },
      t('api:success.accountUpdated'),
      () => reset({ nickname: values.nickname, password: '' }),
    ),
  );

  return (
    <AccountFormCard
      title={t('account.profileTitle')}
      submitLabel={t('account.profileSubmit')}
      pending={update.pending}
      onSubmit={submit}
    >
      <TextField
        label={t('account.nickname')}
        autoComplete="nickname"
        hint={t('account.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        error={errorText(errors.nickname)}
        {...register('nickname')}
      />
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password)}
        {...register('password')}
      />
    </AccountFormCard>
  );
}
