import { API_PATHS, type MemberFeeHistoryReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';

/** GET member/mcn/fee-history?target= — a member's revenue share changes, newest first. */
export function getFeeHistory(
  target: string,
  signal?: AbortSignal,
): Promise<MemberFeeHistoryReply> {
  return apiFetch<MemberFeeHistoryReply>(API_PATHS.memberFeeHistory, { query: { target }, signal });
}

/** Emails are ids and compared lower-cased by the server; the key follows suit. */
export function feeHistoryQueryKey(target: string) {
  return ['member', 'mcn', 'fee-history', target.trim().toLowerCase()] as const;
}

export function useFeeHistory(target: string) {
  return useQuery({
    queryKey: feeHistoryQueryKey(target),
    queryFn: ({ signal }) => getFeeHistory(target, signal),
    // Always fresh when the dialog opens: another manager may have changed it meanwhile.
    staleTime: 0,
    retry: false,
  });
}
