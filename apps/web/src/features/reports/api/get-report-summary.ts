import { API_PATHS, type ReportSummaryReply } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { filterParams, reportQueryKey, type ReportFilters } from './report-query.ts';

/** GET report/summary — the dashboard's cards (with the previous period) and daily trend. */
export function getReportSummary(
  filters: ReportFilters,
  signal?: AbortSignal,
): Promise<ReportSummaryReply> {
  return apiFetch<ReportSummaryReply>(API_PATHS.reportSummary, {
    query: filterParams(filters),
    signal,
  });
}

export function useReportSummary(filters: ReportFilters) {
  const token = useToken();
  return useQuery({
    queryKey: reportQueryKey('summary', token, filterParams(filters)),
    queryFn: ({ signal }) => getReportSummary(filters, signal),
    enabled: Boolean(token),
    // Another period keeps the last figures on screen (marked as updating) until it arrives.
    placeholderData: keepPreviousData,
  });
}
