import { API_PATHS, type AccountUpdateBody, type Reply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { meQueryKey } from '../../../shared/session/get-me.ts';

/** POST member/account/update {password, new_password?, nickname?}. */
export function updateAccount(body: AccountUpdateBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.accountUpdate, { method: 'POST', body });
}

export const updateAccountMutationKey = ['member', 'account', 'update'] as const;

/** Changes the nickname and/or password; the user data is reloaded to show the new nickname. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateAccountMutationKey,
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
