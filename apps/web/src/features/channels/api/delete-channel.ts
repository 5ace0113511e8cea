import { API_PATHS, type ChannelDeleteBody, type Reply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useChannelMutation } from './channel-mutation.ts';

/** POST channel/delete {channel_id, acknowledged: true, password}: `password` is the manager's own. */
export function deleteChannel(body: ChannelDeleteBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.channelDelete, { method: 'POST', body });
}

export const deleteChannelMutationKey = ['channel', 'delete'] as const;

export function useDeleteChannel() {
  return useChannelMutation(deleteChannelMutationKey, deleteChannel);
}
