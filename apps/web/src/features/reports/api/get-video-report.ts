import {
  API_PATHS,
  VIDEO_REPORT_PAGE_SIZE,
  type VideoReportReply,
  type VideoReportSort,
} from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { filterParams, reportQueryKey, type ReportFilters } from './report-query.ts';

export interface VideoReportParams {
  sort: VideoReportSort;
  order: 'asc' | 'desc';
  /** First page is 0. */
  page: number;
  size?: number;
  /** Part of a title, or a video id. */
  search?: string;
  /** A channel id; none for every channel. */
  channel?: string;
}

/** The search, channel and sort of a video report: also what its CSV export takes. */
export function videoReportQuery(filters: ReportFilters, params: Omit<VideoReportParams, 'page'>) {
  return {
    ...filterParams(filters),
    channel: params.channel || undefined,
    search: params.search?.trim() || undefined,
    sort: params.sort,
    order: params.order,
  };
}

/** The whole query of one page of a video report. */
function videoReportPageQuery(filters: ReportFilters, params: VideoReportParams) {
  return {
    ...videoReportQuery(filters, params),
    page: params.page,
    size: params.size ?? VIDEO_REPORT_PAGE_SIZE,
  };
}

/** GET report/videos — one page of Shorts with their figures, the totals and the RPM trend. */
export function getVideoReport(
  filters: ReportFilters,
  params: VideoReportParams,
  signal?: AbortSignal,
): Promise<VideoReportReply> {
  return apiFetch<VideoReportReply>(API_PATHS.reportVideos, {
    query: videoReportPageQuery(filters, params),
    signal,
  });
}

export function useVideoReport(filters: ReportFilters, params: VideoReportParams) {
  const token = useToken();
  return useQuery({
    queryKey: reportQueryKey('videos', token, videoReportPageQuery(filters, params)),
    queryFn: ({ signal }) => getVideoReport(filters, params, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
