import { API_PATHS, type ExternalAuthBody, type TokenReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { meQueryKey } from '../../../shared/session/get-me.ts';
import { setToken } from '../../../shared/session/token-store.ts';

/** POST member/external/auth {code}: trades a one-time login code for a session. */
export function externalAuth(body: ExternalAuthBody): Promise<TokenReply> {
  return apiFetch<TokenReply>(API_PATHS.externalAuth, {
    method: 'POST',
    body: { code: body.code.trim() },
  });
}

export const externalAuthMutationKey = ['member', 'external-auth'] as const;

export function useExternalAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: externalAuthMutationKey,
    mutationFn: externalAuth,
    // The page is itself a progress screen.
    meta: { overlay: false },
    onSuccess: async (reply) => {
      setToken(reply.token);
      await queryClient.resetQueries({ queryKey: meQueryKey });
    },
  });
}
