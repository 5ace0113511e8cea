import {
  API_PATHS,
  type PasswordForgotBody,
  type PasswordResetBody,
  type Reply,
  type TokenReply,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { meQueryKey } from '../../../shared/session/get-me.ts';
import { setToken } from '../../../shared/session/token-store.ts';

/** POST member/password/forgot {email}: the reply is the same whether or not it has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationKey: ['member', 'password-forgot'] as const,
    mutationFn: (body: PasswordForgotBody) =>
      apiFetch<Reply>(API_PATHS.passwordForgot, {
        method: 'POST',
        body: { email: body.email.trim() },
      }),
  });
}

/**
 * POST member/password/reset: the new password through the emailed link. The reply's
 * session is stored; the session watcher moves on to the dashboard once the user data loads.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member', 'password-reset'] as const,
    mutationFn: (body: PasswordResetBody) =>
      apiFetch<TokenReply>(API_PATHS.passwordReset, { method: 'POST', body }),
    onSuccess: async (reply) => {
      setToken(reply.token);
      await queryClient.resetQueries({ queryKey: meQueryKey });
    },
  });
}
