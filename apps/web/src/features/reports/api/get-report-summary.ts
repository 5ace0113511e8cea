import { API_PATHS, type ReportSummaryReply } from '@portal/shared';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { getToken, useToken } from '../../../shared/session/token-store.ts';
import { reportFiltersOf } from './use-report-filters.ts';
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

/** The summary of `filters` for the session `token`: the page's query and the prefetch's. */
function summaryQuery(token: string | null, filters: ReportFilters) {
  return {
    queryKey: reportQueryKey('summary', token, filterParams(filters)),
    queryFn: ({ signal }: { signal: AbortSignal }) => getReportSummary(filters, signal),
  };
}

export function useReportSummary(filters: ReportFilters) {
  const token = useToken();
  return useQuery({
    ...summaryQuery(token, filters),
    enabled: Boolean(token),
    // Another period keeps the last figures on screen (marked as updating) until it arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * Asks for the dashboard's summary as soon as its route matches, beside the page's code,
 * rather than once that code has arrived and rendered: on a slow mobile network the
 * first figures come one round trip sooner. The page's query then finds it there (or
 * on its way) under the same key.
 */
export function prefetchReportSummary(queryClient: QueryClient): void {
  const token = getToken();
  if (!token) return;
  void queryClient.prefetchQuery(summaryQuery(token, reportFiltersOf(token)));
}
