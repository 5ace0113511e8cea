import { API_PATHS, type ChannelAssignBody, type Reply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useChannelMutation } from './channel-mutation.ts';

/**
 * POST channel/unassign {channel_id, member}: ends the member's assignment; the channel
 * and its earnings stay.
 */
export function unassignChannel(body: ChannelAssignBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.channelUnassign, { method: 'POST', body });
}

export const unassignChannelMutationKey = ['channel', 'unassign'] as const;

export function useUnassignChannel() {
  return useChannelMutation(unassignChannelMutationKey, unassignChannel);
}
