import { API_PATHS, type PayoutSettingsBody, type Reply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { payoutsOverviewQueryKey } from './get-payouts-overview.ts';

/** POST payouts/settings {withdrawal_threshold?, auto_close_day?}. */
export function savePayoutSettings(body: PayoutSettingsBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.payoutSettings, { method: 'POST', body });
}

export function useSavePayoutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutsOverviewQueryKey }),
  });
}
