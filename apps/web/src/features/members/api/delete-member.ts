import { API_PATHS, type McnDeleteBody, type Reply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { memberAccountsQueryRoot } from '../../../shared/members/get-member-accounts.ts';
import { feeHistoryQueryKey } from './get-fee-history.ts';

/** POST member/mcn/delete {target, password}: `password` is the manager's own. */
export function deleteMember(body: McnDeleteBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.mcnDelete, { method: 'POST', body });
}

export const deleteMemberMutationKey = ['member', 'mcn', 'delete'] as const;

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteMemberMutationKey,
    mutationFn: deleteMember,
    onSuccess: (_reply, body) => {
      queryClient.removeQueries({ queryKey: feeHistoryQueryKey(body.target) });
      return queryClient.invalidateQueries({ queryKey: memberAccountsQueryRoot });
    },
  });
}
