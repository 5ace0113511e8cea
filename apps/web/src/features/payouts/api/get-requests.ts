import { API_PATHS, type RequestsReply, type WithdrawalState } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { payoutsQueryRoot } from './get-payouts-overview.ts';

/** GET payouts/requests?state=&page= — the withdrawal queue, or the requests in one state. */
export function getRequests(
  state: WithdrawalState | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<RequestsReply> {
  return apiFetch<RequestsReply>(API_PATHS.payoutRequests, { query: { state, page }, signal });
}

export const requestsQueryKey = (state: WithdrawalState | undefined, page: number) =>
  [...payoutsQueryRoot, 'requests', state ?? 'all', page] as const;

export function useRequests(state: WithdrawalState | undefined, page: number) {
  return useQuery({
    queryKey: requestsQueryKey(state, page),
    queryFn: ({ signal }) => getRequests(state, page, signal),
    placeholderData: keepPreviousData,
  });
}
