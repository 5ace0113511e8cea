import { API_PATHS, type ChannelAddBody, type ChannelReply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useChannelMutation } from './channel-mutation.ts';

/** POST channel/add {link, category}: the reply's channel carries its verification code. */
export function addChannel(body: ChannelAddBody): Promise<ChannelReply> {
  return apiFetch<ChannelReply>(API_PATHS.channelAdd, { method: 'POST', body });
}

export const addChannelMutationKey = ['channel', 'add'] as const;

export function useAddChannel() {
  return useChannelMutation(addChannelMutationKey, addChannel);
}
