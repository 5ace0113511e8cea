import { API_PATHS, type WithdrawalReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { earningsQueryRoot } from '../../../shared/earnings/get-earnings-summary.ts';

/** POST payouts/cancel {id} — the member withdraws a request not yet approved; the amount returns. */
export function cancelWithdrawal(id: number): Promise<WithdrawalReply> {
  return apiFetch<WithdrawalReply>(API_PATHS.payoutCancel, { method: 'POST', body: { id } });
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsQueryRoot }),
  });
}
