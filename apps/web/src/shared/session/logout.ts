import { API_PATHS, type Reply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client.ts';
import { clearSession } from './clear-session.ts';

/** POST member/logout: ends the session on the server. */
export function logout(): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.logout, { method: 'POST' });
}

export const logoutMutationKey = ['member', 'logout'] as const;

/**
 * Logs out. The session on this device ends whatever the server says: a user who asked
 * to leave must not stay signed in because the token had already expired.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onSettled: () => clearSession(queryClient),
  });
}
