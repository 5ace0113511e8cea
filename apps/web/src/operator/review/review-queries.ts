import {
  OPERATOR_API_PATHS,
  CHANNELS_PAGE_SIZE,
  zChannelReply,
  zOperatorChannelListReply,
  zOperatorChannelReviewManyReply,
  type ChannelStatus,
  type OperatorChannelReviewBody,
  type OperatorChannelReviewManyBody,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from '../api/operator-call.ts';

const QUEUE_KEY = ['operator', 'review-queue'] as const;

export type QueueFilter = {
  site?: string | undefined;
  status?: ChannelStatus | undefined;
  page: number;
};

/** A page of the review queue, of one site or of every site, waiting channels first. */
export function useReviewQueue(filter: QueueFilter) {
  return useQuery({
    queryKey: [...QUEUE_KEY, filter],
    queryFn: async ({ signal }) =>
      zOperatorChannelListReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorChannelList, {
          signal,
          query: {
            ...(filter.site ? { site: filter.site } : {}),
            ...(filter.status === undefined ? {} : { status: String(filter.status) }),
            page: String(filter.page),
            size: String(CHANNELS_PAGE_SIZE),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** After any decision the queue is read again: statuses and the waiting-first order move. */
function useQueueChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: QUEUE_KEY });
}

export function useReviewChannel() {
  const changed = useQueueChanged();
  return useMutation({
    mutationFn: async (body: OperatorChannelReviewBody) =>
      zChannelReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorChannelReview, { method: 'POST', body }),
      ),
    onSettled: changed,
  });
}

export function useReviewChannels() {
  const changed = useQueueChanged();
  return useMutation({
    mutationFn: async (body: OperatorChannelReviewManyBody) =>
      zOperatorChannelReviewManyReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorChannelReviewMany, { method: 'POST', body }),
      ),
    onSettled: changed,
  });
}
