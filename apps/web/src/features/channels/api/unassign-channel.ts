import { API_PATHS, type ChannelAssignBody, type ChannelReply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useChannelMutation } from './channel-mutation.ts';

/**
 * POST channel/unassign {channel_id, member}: ends the member's assignment; the channel
 * and its earnings stay.
 */
export function unassignChannel(body: ChannelAssignBody): Promise<ChannelReply> {
  return apiFetch<ChannelReply>(API_PATHS.channelUnassign, { method: 'POST', body });
}

export const unassignChannelMutationKey = ['channel', 'unassign'] as const;

export function useUnassignChannel() {
  return useChannelMutation(unassignChannelMutationKey, unassignChannel);
}
