import { API_PATHS, type PaidBody, type WithdrawalReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { payoutsQueryRoot } from './get-payouts-overview.ts';

/** POST payouts/paid {id, paid_on, reference} — an approved request was paid. */
export function markPaid(body: PaidBody): Promise<WithdrawalReply> {
  return apiFetch<WithdrawalReply>(API_PATHS.payoutPaid, { method: 'POST', body });
}

export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsQueryRoot }),
  });
}
