import { API_PATHS, type ChannelReply, type ChannelTargetBody } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useChannelMutation } from './channel-mutation.ts';

/**
 * POST channel/verify {channel_id}: starts the background check of the channel's
 * description; the channel comes back `verifying` and is followed until it settles.
 */
export function verifyChannel(body: ChannelTargetBody): Promise<ChannelReply> {
  return apiFetch<ChannelReply>(API_PATHS.channelVerify, { method: 'POST', body });
}

export const verifyChannelMutationKey = ['channel', 'verify'] as const;

export function useVerifyChannel() {
  return useChannelMutation(verifyChannelMutationKey, verifyChannel);
}
