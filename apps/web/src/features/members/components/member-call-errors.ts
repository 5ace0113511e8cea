import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { reportPasswordCallError } from '../../../shared/api/password-call-error.ts';
import { memberAccountsQueryRoot } from '../../../shared/members/get-member-accounts.ts';

/**
 * One place for what a failed member call means to the dialog that made it: a wrong
 * manager password belongs under that field; a member who is gone (deleted meanwhile,
 * perhaps by another manager) closes the dialog and refreshes the list; anything else is
 * an error snackbar with the server's message.
 */
export function handleMemberCallError(
  error: unknown,
  options: {
    fallback: string;
    queryClient: QueryClient;
    onWrongPassword: (message: string) => void;
    onMemberGone?: () => void;
  },
): void {
  reportPasswordCallError(error, options);
  if (isApiError(error) && error.code === 'member_not_found' && options.onMemberGone) {
    void options.queryClient.invalidateQueries({ queryKey: memberAccountsQueryRoot });
    options.onMemberGone();
  }
}
