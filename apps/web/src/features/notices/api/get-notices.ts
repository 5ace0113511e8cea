import { API_PATHS, NOTICES_PAGE_SIZE, type NoticeListReply } from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { setUnreadNoticeCount } from '../../../shared/notices/get-unread-count.ts';
import { useToken } from '../../../shared/session/token-store.ts';

export interface NoticesParams {
  /** First page is 0. */
  page: number;
  size?: number;
}

/** GET notice/list?page=&size= — pinned first, then newest first. */
export function getNotices(params: NoticesParams, signal?: AbortSignal): Promise<NoticeListReply> {
  return apiFetch<NoticeListReply>(API_PATHS.noticeList, {
    query: { page: params.page, size: params.size ?? NOTICES_PAGE_SIZE },
    signal,
  });
}

/** Every notice-list query starts with this; a notice opened changes their read marks. */
export const noticesQueryRoot = ['notice', 'list'] as const;

export function noticesQueryKey(token: string | null, params: NoticesParams) {
  return [...noticesQueryRoot, token, params.page, params.size ?? NOTICES_PAGE_SIZE] as const;
}

/** A page of the site's notices in the reader's language; the menu badge follows its count. */
export function useNotices(params: NoticesParams) {
  const token = useToken();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: noticesQueryKey(token, params),
    queryFn: async ({ signal }) => {
      const reply = await getNotices(params, signal);
      setUnreadNoticeCount(queryClient, reply.unread);
      return reply;
    },
    enabled: Boolean(token),
    // Paging keeps the rows on screen until the next page arrives (same session only).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === token ? previous : undefined,
  });
}
