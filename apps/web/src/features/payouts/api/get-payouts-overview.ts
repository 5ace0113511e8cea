import { API_PATHS, type PayoutsOverviewReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';

/** GET payouts/overview — closed months, every member's balance, the settings. */
export function getPayoutsOverview(signal?: AbortSignal): Promise<PayoutsOverviewReply> {
  return apiFetch<PayoutsOverviewReply>(API_PATHS.payoutOverview, { signal });
}

/** Every payouts query starts with this, so a change to the books reloads them all. */
export const payoutsQueryRoot = ['payouts'] as const;
export const payoutsOverviewQueryKey = [...payoutsQueryRoot, 'overview'] as const;

export function usePayoutsOverview() {
  return useQuery({
    queryKey: payoutsOverviewQueryKey,
    queryFn: ({ signal }) => getPayoutsOverview(signal),
  });
}
