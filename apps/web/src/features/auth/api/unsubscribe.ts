import type { UnsubscribeReply } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';

/**
 * The call a mail program makes itself (RFC 8058) and the unsubscribe page makes on its
 * button: not in API_PATHS, whose calls the web app and API clients make.
 */
const UNSUBSCRIBE_CALL = 'mail/unsubscribe';

/** POST mail/unsubscribe?token=: turns the link's kind off, without signing in. */
export function useUnsubscribe() {
  return useMutation({
    mutationKey: ['mail', 'unsubscribe'] as const,
    mutationFn: (token: string) =>
      apiFetch<UnsubscribeReply>(UNSUBSCRIBE_CALL, { method: 'POST', query: { token } }),
  });
}
