import { API_PATHS, type JoinBody, type Reply } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';

/** POST v2/mcn/join: creates the account; no session yet, the user logs in afterwards. */
export function join(body: JoinBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.join, { method: 'POST', body });
}

export const joinMutationKey = ['member', 'join'] as const;

export function useJoin() {
  return useMutation({ mutationKey: joinMutationKey, mutationFn: join });
}
