import { API_PATHS, type LoginBody, type TokenReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { meQueryKey } from '../../../shared/session/get-me.ts';
import { setToken } from '../../../shared/session/token-store.ts';

/** POST member/login {id, password}; the id is trimmed (docs/product.md §10.1). */
export function login(body: LoginBody): Promise<TokenReply> {
  return apiFetch<TokenReply>(API_PATHS.login, {
    method: 'POST',
    body: { id: body.id.trim(), password: body.password },
  });
}

export const loginMutationKey = ['member', 'login'] as const;

/**
 * Logs in and stores the token. The user data is then loaded afresh; the session
 * watcher moves on to fromUrl or the dashboard once it arrives.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: login,
    onSuccess: async (reply) => {
      setToken(reply.token);
      await queryClient.resetQueries({ queryKey: meQueryKey });
    },
  });
}
