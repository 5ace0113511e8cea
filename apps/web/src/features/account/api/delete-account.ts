import { API_PATHS, type AccountDeleteBody, type Reply } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';

/** POST member/account/delete.account {password}. */
export function deleteAccount(body: AccountDeleteBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.accountDelete, { method: 'POST', body });
}

export const deleteAccountMutationKey = ['member', 'account', 'delete'] as const;

export function useDeleteAccount() {
  return useMutation({ mutationKey: deleteAccountMutationKey, mutationFn: deleteAccount });
}
