import { API_PATHS, type NoticeDetailReply, type NoticeListReply } from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { setUnreadNoticeCount } from '../../../shared/notices/get-unread-count.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { noticesQueryRoot } from './get-notices.ts';

/** GET notice/detail?id= — the notice in the reader's language; the server marks it read. */
export function getNotice(id: string, signal?: AbortSignal): Promise<NoticeDetailReply> {
  return apiFetch<NoticeDetailReply>(API_PATHS.noticeDetail, { query: { id }, signal });
}

export function noticeQueryKey(token: string | null, id: string) {
  return ['notice', 'detail', token, id] as const;
}

/**
 * One notice. Opening it marks it read: the menu badge takes the count from the reply,
 * and the lists already loaded mark the notice read without asking again.
 */
export function useNotice(id: string) {
  const token = useToken();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: noticeQueryKey(token, id),
    queryFn: async ({ signal }) => {
      const reply = await getNotice(id, signal);
      setUnreadNoticeCount(queryClient, reply.unread);
      queryClient.setQueriesData<NoticeListReply>({ queryKey: noticesQueryRoot }, (list) =>
        list
          ? {
              ...list,
              unread: reply.unread,
              notices: list.notices.map((notice) =>
                notice.id === reply.notice.id ? { ...notice, read: true } : notice,
              ),
            }
          : list,
      );
      return reply;
    },
    enabled: Boolean(token),
  });
}
