import { API_PATHS, type NoticeUnreadCountReply } from '@portal/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client.ts';
import { getToken, useToken } from '../session/token-store.ts';

/** GET notice/unread-count — published notices of the site the signed-in account has not opened. */
export function getUnreadNoticeCount(signal?: AbortSignal): Promise<NoticeUnreadCountReply> {
  return apiFetch<NoticeUnreadCountReply>(API_PATHS.noticeUnreadCount, { signal });
}

/** Keyed by the token: another account signing in on this device has its own count. */
export function unreadNoticeCountQueryKey(token: string | null) {
  return ['notice', 'unread-count', token] as const;
}

/**
 * The unread count for the menu badge; idle without a session. It is asked for again
 * every few minutes and when the tab comes back, so a new notice shows up on its own.
 */
export function useUnreadNoticeCount(): number {
  const token = useToken();
  const query = useQuery({
    queryKey: unreadNoticeCountQueryKey(token),
    queryFn: ({ signal }) => getUnreadNoticeCount(signal),
    enabled: Boolean(token),
    select: (reply) => reply.unread,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
    // A badge is not worth retrying for; the next interval asks again.
    retry: false,
  });
  return query.data ?? 0;
}

/**
 * Sets the badge from a reply that carries the count (the list, a notice just opened),
 * so it changes at once without another call.
 */
export function setUnreadNoticeCount(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData<NoticeUnreadCountReply>(unreadNoticeCountQueryKey(getToken()), {
    success: true,
    message: '',
    unread,
  });
}
