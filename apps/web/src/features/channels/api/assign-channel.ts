import { API_PATHS, type ChannelAssignBody, type ChannelReply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useChannelMutation } from './channel-mutation.ts';

/** POST channel/assign {channel_id, member}: `member` is the member's email. */
export function assignChannel(body: ChannelAssignBody): Promise<ChannelReply> {
  return apiFetch<ChannelReply>(API_PATHS.channelAssign, { method: 'POST', body });
}

export const assignChannelMutationKey = ['channel', 'assign'] as const;

export function useAssignChannel() {
  return useChannelMutation(assignChannelMutationKey, assignChannel);
}
