import { API_PATHS, type EarningsSummaryReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client.ts';

/** GET earnings/summary — a member's balance, what is withheld, and whether they can withdraw. */
export function getEarningsSummary(signal?: AbortSignal): Promise<EarningsSummaryReply> {
  return apiFetch<EarningsSummaryReply>(API_PATHS.earningsSummary, { signal });
}

/** Every earnings query starts with this, so a change to the books reloads them all. */
export const earningsQueryRoot = ['earnings'] as const;
export const earningsSummaryQueryKey = [...earningsQueryRoot, 'summary'] as const;

/** The summary; `enabled` false for managers, who have no earnings of their own. */
export function useEarningsSummary(enabled = true) {
  return useQuery({
    queryKey: earningsSummaryQueryKey,
    queryFn: ({ signal }) => getEarningsSummary(signal),
    enabled,
  });
}
