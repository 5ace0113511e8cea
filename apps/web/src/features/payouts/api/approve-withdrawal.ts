import { API_PATHS, type WithdrawalReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { payoutsQueryRoot } from './get-payouts-overview.ts';

/** POST payouts/approve {id} — the manager accepts a request, to pay it next. */
export function approveWithdrawal(id: number): Promise<WithdrawalReply> {
  return apiFetch<WithdrawalReply>(API_PATHS.payoutApprove, { method: 'POST', body: { id } });
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsQueryRoot }),
  });
}
