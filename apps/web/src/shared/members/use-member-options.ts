import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberAccounts } from './get-member-accounts.ts';
import { memberName } from './member-name.ts';

/** The value of the "All" entry; a member's value is their email (the account id). */
export const ALL_MEMBERS = '';

export interface MemberOption {
  /** `ALL_MEMBERS` or the member's email. */
  value: string;
  /** What a select shows: "All", or "nickname (email)". */
  label: string;
  email: string | null;
  nickname: string | null;
}

/**
 * Choices for a member selector (the dashboard's, spec §2): "All" first, then each member
 * of the manager's first accounts page, the same page the app preloads (spec §7: page 0,
 * 50 members). Non-managers get "All" only.
 */
export function useMemberOptions(): readonly MemberOption[] {
  const { t } = useTranslation();
  const accounts = useMemberAccounts().data?.accounts;
  return useMemo(
    () => [
      { value: ALL_MEMBERS, label: t('members.options.all'), email: null, nickname: null },
      ...(accounts ?? []).map((account) => ({
        value: account.user_id,
        label: memberName(account),
        email: account.user_id,
        nickname: account.nickname,
      })),
    ],
    [accounts, t],
  );
}
