import {
  OPERATOR_API_PATHS,
  NOTICES_PAGE_SIZE,
  NOTICES_PAGE_SIZE_MAX,
  zOperatorNoticeListReply,
  zOperatorNoticeReply,
  zReply,
  type OperatorNotice,
  type OperatorNoticeCreateBody,
  type OperatorNoticeUpdateBody,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from '../api/operator-call.ts';

const NOTICES_KEY = ['operator', 'notices'] as const;

async function noticesPage(page: number, size: number, signal?: AbortSignal) {
  return zOperatorNoticeListReply.parse(
    await operatorCall(OPERATOR_API_PATHS.operatorNoticeList, {
      signal,
      query: { page: String(page), size: String(size) },
    }),
  );
}

/** A page of every notice of every site, future ones included, newest first. */
export function useNotices(page: number) {
  return useQuery({
    queryKey: [...NOTICES_KEY, 'page', page],
    queryFn: ({ signal }) => noticesPage(page, NOTICES_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * One notice to edit. Operators have no call for a single notice, so the list is read a
 * page of the largest size at a time until it turns up; `null` when it is not there.
 */
export function useNotice(id: number) {
  return useQuery({
    queryKey: [...NOTICES_KEY, 'one', id],
    queryFn: async ({ signal }): Promise<OperatorNotice | null> => {
      for (let page = 0; ; page++) {
        const reply = await noticesPage(page, NOTICES_PAGE_SIZE_MAX, signal);
        const found = reply.notices.find((notice) => notice.id === id);
        if (found) return found;
        if ((page + 1) * NOTICES_PAGE_SIZE_MAX >= reply.total) return null;
      }
    },
    staleTime: Infinity,
  });
}

function useNoticesChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: NOTICES_KEY });
}

export function useCreateNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: async (body: OperatorNoticeCreateBody) =>
      zOperatorNoticeReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorNoticeCreate, { method: 'POST', body }),
      ),
    onSuccess: changed,
  });
}

export function useUpdateNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: async (body: OperatorNoticeUpdateBody) =>
      zOperatorNoticeReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorNoticeUpdate, { method: 'POST', body }),
      ),
    onSuccess: changed,
  });
}

export function useDeleteNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: async (id: number) =>
      zReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorNoticeDelete, {
          method: 'POST',
          body: { id },
        }),
      ),
    onSuccess: changed,
  });
}
