import {
  API_PATHS,
  CHANNEL_REPORT_PAGE_SIZE,
  type ChannelReportReply,
  type ChannelReportSort,
} from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { filterParams, reportQueryKey, type ReportFilters } from './report-query.ts';

export interface ChannelReportParams {
  sort: ChannelReportSort;
  order: 'asc' | 'desc';
  /** First page is 0. */
  page: number;
  size?: number;
}

function channelReportQuery(filters: ReportFilters, params: ChannelReportParams) {
  return {
    ...filterParams(filters),
    sort: params.sort,
    order: params.order,
    page: params.page,
    size: params.size ?? CHANNEL_REPORT_PAGE_SIZE,
  };
}

/** GET report/channels — each channel's figures over the period, with the totals. */
export function getChannelReport(
  filters: ReportFilters,
  params: ChannelReportParams,
  signal?: AbortSignal,
): Promise<ChannelReportReply> {
  return apiFetch<ChannelReportReply>(API_PATHS.reportChannels, {
    query: channelReportQuery(filters, params),
    signal,
  });
}

export function useChannelReport(
  filters: ReportFilters,
  params: ChannelReportParams,
  options: { enabled?: boolean } = {},
) {
  const token = useToken();
  return useQuery({
    queryKey: reportQueryKey('channels', token, channelReportQuery(filters, params)),
    queryFn: ({ signal }) => getChannelReport(filters, params, signal),
    enabled: Boolean(token) && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}
