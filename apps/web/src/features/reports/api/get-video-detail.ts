import { API_PATHS, type VideoDetailReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { filterParams, reportQueryKey, type ReportFilters } from './report-query.ts';

/** GET report/video?video_id= — one Short over the period, with its countries and days. */
export function getVideoDetail(
  videoId: string,
  filters: ReportFilters,
  signal?: AbortSignal,
): Promise<VideoDetailReply> {
  return apiFetch<VideoDetailReply>(API_PATHS.reportVideo, {
    query: { ...filterParams(filters), video_id: videoId },
    signal,
  });
}

export function useVideoDetail(videoId: string, filters: ReportFilters) {
  const token = useToken();
  return useQuery({
    queryKey: reportQueryKey('video', token, { ...filterParams(filters), video_id: videoId }),
    queryFn: ({ signal }) => getVideoDetail(videoId, filters, signal),
    enabled: Boolean(token) && videoId !== '',
  });
}
