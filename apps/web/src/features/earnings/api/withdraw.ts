import { API_PATHS, type WithdrawalReply, type WithdrawBody } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { earningsQueryRoot } from '../../../shared/earnings/get-earnings-summary.ts';

/**
 * POST payouts/withdraw {amount, idempotency_key} — the same key sent twice (a double
 * click, a retry after a lost reply) is one request.
 */
export function withdraw(body: WithdrawBody): Promise<WithdrawalReply> {
  return apiFetch<WithdrawalReply>(API_PATHS.payoutWithdraw, { method: 'POST', body });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsQueryRoot }),
  });
}
