import { useMemberAccounts } from './get-member-accounts.ts';

/**
 * Spec §6: managers load their accounts list (page 0) at start and again after the token
 * changes; nobody else does. Renders nothing. Mount it once below the query client and
 * the site gate (next to the session watcher), so the member selector and the member
 * management screen open on data that is already there.
 */
export function MemberAccountsPreloader() {
  useMemberAccounts();
  return null;
}
