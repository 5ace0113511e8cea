import { PASSWORD_MAX, PASSWORD_MIN } from '@portal/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field.tsx';

/**
 * A new password and its confirmation, with the password rules as the hint
 * (docs/product.md §10.1): the same pair on sign-up and on the reset page.
 */
export function NewPasswordFields({
  labels,
  password,
  confirm,
  errors,
}: {
  labels: { password: string; confirm: string };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={t('join.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={errors.password}
        {...password}
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
