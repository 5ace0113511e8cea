import { API_PATHS, type CloseReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { payoutsQueryRoot } from './get-payouts-overview.ts';

/** POST payouts/close {month} — closes a finished month into the ledger (once). */
export function closeMonth(month: string): Promise<CloseReply> {
  return apiFetch<CloseReply>(API_PATHS.payoutClose, { method: 'POST', body: { month } });
}

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMonth,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsQueryRoot }),
  });
}
