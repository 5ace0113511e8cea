import { API_PATHS, type ChannelReply, type ChannelTargetBody } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useChannelMutation } from './channel-mutation.ts';

/** POST channel/re-review {channel_id}: an on-hold channel asks to be reviewed again. */
export function reReviewChannel(body: ChannelTargetBody): Promise<ChannelReply> {
  return apiFetch<ChannelReply>(API_PATHS.channelReReview, { method: 'POST', body });
}

export const reReviewChannelMutationKey = ['channel', 're-review'] as const;

export function useReReviewChannel() {
  return useChannelMutation(reReviewChannelMutationKey, reReviewChannel);
}
