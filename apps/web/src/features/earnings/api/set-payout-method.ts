import { API_PATHS, type PayoutMethodBody, type Reply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { earningsSummaryQueryKey } from '../../../shared/earnings/get-earnings-summary.ts';

/** POST payouts/method — a bank account or an email; stored sealed, shown masked. */
export function setPayoutMethod(body: PayoutMethodBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.payoutMethod, { method: 'POST', body });
}

export function useSetPayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayoutMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earningsSummaryQueryKey }),
  });
}
