import { API_PATHS, type McnAddBody, type Reply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { memberAccountsQueryRoot } from '../../../shared/members/get-member-accounts.ts';

/**
 * POST member/mcn/add {user_id, password, nickname, channels?}: the server registers each
 * channel link (category "other") and assigns it to the new member, who then verifies it.
 */
export function createMember(body: McnAddBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.mcnAdd, { method: 'POST', body });
}

export const createMemberMutationKey = ['member', 'mcn', 'add'] as const;

/** Creates a member; the list is reloaded before the caller hears of the success. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createMemberMutationKey,
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberAccountsQueryRoot }),
  });
}
