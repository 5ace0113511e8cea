import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@portal/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { AccountFormCard, useAccountUpdate } from './account-form-card.tsx';
import { zPasswordForm } from './account-forms.schema.ts';

type PasswordForm = z.input<typeof zPasswordForm>;

const EMPTY: PasswordForm = { password: '', new_password: '', new_password_confirm: '' };

export function PasswordForm() {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordForm, unknown, z.output<typeof zPasswordForm>>({
    resolver: zodResolver(zPasswordForm),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const update = useAccountUpdate((message) =>
    setError('password', { type: SERVER_ERROR_TYPE, message }),
  );

  const submit = handleSubmit((values) =>
    update.run(
      { password: values.password, new_password: values.new_password },
      t('api:success.passwordChanged'),
      () => reset(EMPTY),
    ),
  );

  return (
    <AccountFormCard
      title={t('account.passwordTitle')}
      submitLabel={t('account.passwordSubmit')}
      pending={update.pending}
      onSubmit={submit}
    >
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password)}
        {...register('password')}
      />
      <NewPasswordFields
        password={{
          label: t('account.newPassword'),
          hint: t('account.newPasswordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
          error: errorText(errors.new_password),
          ...register('new_password'),
        }}
        confirm={{
          label: t('account.newPasswordConfirm'),
          error: errorText(errors.new_password_confirm),
          ...register('new_password_confirm'),
        }}
      />
    </AccountFormCard>
  );
}
