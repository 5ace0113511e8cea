import { API_PATHS, type RejectBody, type WithdrawalReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { payoutsQueryRoot } from './get-payouts-overview.ts';

/** POST payouts/reject {id, reason} — the amount returns to the member's balance. */
export function rejectWithdrawal(body: RejectBody): Promise<WithdrawalReply> {
  return apiFetch<WithdrawalReply>(API_PATHS.payoutReject, { method: 'POST', body });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsQueryRoot }),
  });
}
