import { API_PATHS, type CloseReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { payoutsQueryRoot } from './get-payouts-overview.ts';

/** GET payouts/close/preview?month= — the totals a close would write (nothing written). */
export function getClosePreview(month: string, signal?: AbortSignal): Promise<CloseReply> {
  return apiFetch<CloseReply>(API_PATHS.payoutClosePreview, { query: { month }, signal });
}

export const closePreviewQueryKey = (month: string) =>
  [...payoutsQueryRoot, 'preview', month] as const;

/** Asked for only once the manager asks for the preview (`month` set). */
export function useClosePreview(month: string | null) {
  return useQuery({
    queryKey: closePreviewQueryKey(month ?? ''),
    queryFn: ({ signal }) => getClosePreview(month!, signal),
    enabled: month !== null,
    staleTime: 0,
    retry: false,
  });
}
