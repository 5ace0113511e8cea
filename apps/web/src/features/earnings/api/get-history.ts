import { API_PATHS, type HistoryReply } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { earningsQueryRoot } from '../../../shared/earnings/get-earnings-summary.ts';

/** GET earnings/history?page= — the member's ledger entries, newest first, and their requests. */
export function getHistory(page: number, signal?: AbortSignal): Promise<HistoryReply> {
  return apiFetch<HistoryReply>(API_PATHS.earningsHistory, { query: { page }, signal });
}

export const historyQueryKey = (page: number) => [...earningsQueryRoot, 'history', page] as const;

export function useHistory(page: number) {
  return useQuery({
    queryKey: historyQueryKey(page),
    queryFn: ({ signal }) => getHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}
