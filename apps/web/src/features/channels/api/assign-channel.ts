import { API_PATHS, type ChannelAssignBody, type Reply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useChannelMutation } from './channel-mutation.ts';

/** POST channel/assign {channel_id, member}: `member` is the member's email. */
export function assignChannel(body: ChannelAssignBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.channelAssign, { method: 'POST', body });
}

export const assignChannelMutationKey = ['channel', 'assign'] as const;

export function useAssignChannel() {
  return useChannelMutation(assignChannelMutationKey, assignChannel);
}
