import { zodResolver } from '@hookform/resolvers/zod';
import { NICKNAME_MAX, NICKNAME_MIN } from '@portal/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reportPasswordCallError } from '../../../shared/api/password-call-error.ts';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useUpdateAccount } from '../api/update-account.ts';
import { zNicknameForm } from './account-forms.schema.ts';

type NicknameForm = z.input<typeof zNicknameForm>;

export function NicknameForm({ currentNickname }: { currentNickname: string }) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const update = useUpdateAccount();
  const headingId = useId();
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

  const submit = handleSubmit((values) => {
    update.mutate(
      { password: values.password, nickname: values.nickname },
      {
        onSuccess: (reply) => {
          snackbar.success(reply.message || t('api:success.accountUpdated'));
          reset({ nickname: values.nickname, password: '' });
        },
        onError: (error) =>
          reportPasswordCallError(error, {
            fallback: t('api:internal'),
            onWrongPassword: (message) =>
              setError('password', { type: SERVER_ERROR_TYPE, message }),
          }),
      },
    );
  });

  return (
    <Card>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('account.profileTitle')}
      </h2>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4"
      >
        <TextField
          label={t('account.nickname')}
          autoComplete="nickname"
          hint={t('account.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
          error={errorText(errors.nickname?.message)}
          {...register('nickname')}
        />
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errorText(errors.password)}
          {...register('password')}
        />
        <div>
          <Button type="submit" loading={update.isPending}>
            {t('account.profileSubmit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
