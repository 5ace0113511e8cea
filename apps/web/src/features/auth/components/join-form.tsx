import { zodResolver } from '@hookform/resolvers/zod';
import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  zJoinBody,
  type JoinBody,
} from '@portal/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useJoin } from '../api/join.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';

/**
 * Sign-up with the rules of docs/product.md §10.1, checked by the same schema the server
 * uses (zJoinBody): email required and valid, password 4–64, confirmation equal, nickname
 * 2–12.
 */
export function JoinForm({ onJoined }: { onJoined: (email: string) => void }) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const join = useJoin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<JoinBody, unknown, z.output<typeof zJoinBody>>({
    resolver: zodResolver(zJoinBody),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', password_confirm: '', nickname: '' },
  });

  const submit = handleSubmit((values) => {
    join.mutate(values, { onSuccess: () => onJoined(values.email) });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('join.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <NewPasswordFields
        password={{
          label: t('join.password'),
          hint: t('join.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
          error: errorText(errors.password?.message),
          ...register('password'),
        }}
        confirm={{
          label: t('join.passwordConfirm'),
          error: errorText(errors.password_confirm?.message),
          ...register('password_confirm'),
        }}
      />
      <TextField
        label={t('join.nickname')}
        autoComplete="nickname"
        hint={t('join.nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        error={errorText(errors.nickname?.message)}
        {...register('nickname')}
      />
      <FormAlert message={join.isError ? errorMessage(join.error, t('api:internal')) : undefined} />
      <Button type="submit" size="lg" fullWidth loading={join.isPending}>
        {t('join.submit')}
      </Button>
    </form>
  );
}
