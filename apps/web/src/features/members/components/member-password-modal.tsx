import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN, type MemberAccount } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SERVER_ERROR_TYPE, useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';
import { useMemberAccounts } from '../../../shared/members/get-member-accounts.ts';
import { memberName } from '../../../shared/members/member-name.ts';
import { useFieldRef } from '../../../shared/lib/use-field-ref.ts';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useUpdateMember } from '../api/update-member.ts';
import { handleMemberCallError } from './member-call-errors.ts';
import { zMemberPasswordForm } from './member-forms.schema.ts';

type MemberPasswordForm = z.input<typeof zMemberPasswordForm>;

export interface MemberPasswordModalProps {
  /** The member, when the dialog was opened from their row. */
  member?: MemberAccount | undefined;
  /** Only their email (a `?password&target=` link); empty: the manager picks one. */
  target?: string | undefined;
  onClose: () => void;
}

/**
 * Sets a member's password, confirmed by the manager's own password. The server ends
 * the member's sessions, which the dialog says before the manager commits.
 */
export function MemberPasswordModal({ member, target, onClose }: MemberPasswordModalProps) {
  const { t } = useTranslation(['translation', 'api']);
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const update = useUpdateMember();
  // The first thing to fill: the new password, or the member search when none is chosen.
  const firstField = useFieldRef<HTMLInputElement>();
  const fixedTarget = member?.user_id ?? target?.trim() ?? '';
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<MemberPasswordForm, unknown, z.output<typeof zMemberPasswordForm>>({
    resolver: zodResolver(zMemberPasswordForm),
    mode: 'onTouched',
    defaultValues: {
      target: fixedTarget,
      new_password: '',
      new_password_confirm: '',
      password: '',
    },
  });

  const submit = handleSubmit((values) => {
    update.mutate(
      { target: values.target, password: values.password, new_password: values.new_password },
      {
        onSuccess: (reply) => {
          snackbar.success(reply.message || t('api:success.memberPasswordChanged'));
          onClose();
        },
        onError: (error) =>
          handleMemberCallError(error, {
            fallback: t('api:internal'),
            queryClient,
            onWrongPassword: (message) => {
              setError('password', { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
            },
            onMemberGone: onClose,
          }),
      },
    );
  });

  return (
    <FormModal
      open
      onClose={onClose}
      title={t('members.password.title')}
      initialFocusRef={firstField.ref}
      submitLabel={t('members.password.submit')}
      pending={update.isPending}
      onSubmit={submit}
    >
      {fixedTarget ? (
        <TargetMember member={member} email={fixedTarget} />
      ) : (
        <MemberPicker
          control={control}
          error={errorText(errors.target)}
          searchRef={firstField.ref}
        />
      )}
      <NewPasswordFields
        password={{
          label: t('members.password.newPassword'),
          hint: t('members.password.newPasswordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
          error: errorText(errors.new_password),
          ...(fixedTarget ? firstField.keep(register('new_password')) : register('new_password')),
        }}
        confirm={{
          label: t('members.password.newPasswordConfirm'),
          error: errorText(errors.new_password_confirm),
          ...register('new_password_confirm'),
        }}
      />
      <TextField
        label={t('members.managerPassword')}
        type="password"
        autoComplete="current-password"
        hint={t('members.managerPasswordHint')}
        error={errorText(errors.password)}
        {...register('password')}
      />
      <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
        {t('members.password.sessionsNote')}
      </p>
    </FormModal>
  );
}

/** Who the change is for; a bare email from a link is looked up to show the nickname. */
function TargetMember({ member, email }: { member: MemberAccount | undefined; email: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-gray-50 px-3.5 py-2.5 text-sm">
      <p className="font-medium text-gray-800">{t('members.password.member')}</p>
      <p className="mt-0.5 break-all text-gray-900">
        {member ? memberName(member) : <LookedUpName email={email} />}
      </p>
    </div>
  );
}

/** "nickname (email)" once the search for `email` finds that member; the email until then. */
function LookedUpName({ email }: { email: string }) {
  const lookup = useMemberAccounts({ search: email });
  const found = lookup.data?.accounts.find(
    (account) => account.user_id.toLowerCase() === email.toLowerCase(),
  );
  return found ? memberName(found) : email;
}

/** Opened without a member (`?password`): find one by email or nickname, then choose. */
function MemberPicker({
  control,
  error,
  searchRef,
}: {
  searchRef: RefObject<HTMLInputElement | null>;
  control: Control<MemberPasswordForm, unknown, z.output<typeof zMemberPasswordForm>>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const {
    field: { ref: targetRef, name, value, onBlur, onChange },
  } = useController({ control, name: 'target' });
  const [search, setSearch] = useState('');
  // The chosen member stays a choice while the search moves on to others.
  const [picked, setPicked] = useState<MemberAccount | undefined>();
  const accounts = useMemberAccounts({ search: useDebouncedValue(search) });
  const found = accounts.data?.accounts ?? [];
  const options =
    picked && !found.some((account) => account.user_id === picked.user_id)
      ? [picked, ...found]
      : found;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('members.password.pickerSearch')}
        type="search"
        ref={searchRef}
        placeholder={t('members.password.pickerSearchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      <SelectField
        label={t('members.password.picker')}
        ref={targetRef}
        name={name}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          const email = event.target.value;
          setPicked(options.find((account) => account.user_id === email));
          onChange(email);
        }}
        error={error}
        aria-busy={accounts.isFetching || undefined}
      >
        <option value="">
          {options.length === 0 && !accounts.isFetching
            ? t('members.password.pickerEmpty')
            : t('members.password.pickerPlaceholder')}
        </option>
        {options.map((account) => (
          <option key={account.user_id} value={account.user_id}>
            {memberName(account)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
