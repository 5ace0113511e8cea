import { API_PATHS, type McnUpdateBody, type Reply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { memberAccountsQueryRoot } from '../../../shared/members/get-member-accounts.ts';
import { feeHistoryQueryKey } from './get-fee-history.ts';

/**
 * POST member/mcn/update {target, password, fee_rate?, effective_from?, new_password?}:
 * `password` is the manager's own.
 */
export function updateMember(body: McnUpdateBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.mcnUpdate, { method: 'POST', body });
}

export const updateMemberMutationKey = ['member', 'mcn', 'update'] as const;

/** Changes a member's password or revenue share; the list and that member's history reload. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateMemberMutationKey,
    mutationFn: updateMember,
    onSuccess: (_reply, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberAccountsQueryRoot }),
        queryClient.invalidateQueries({ queryKey: feeHistoryQueryKey(body.target) }),
      ]),
  });
}
