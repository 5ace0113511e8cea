import type { Channel, Reply } from '@portal/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memberAccountsQueryRoot } from '../../../shared/members/get-member-accounts.ts';
import { meQueryKey } from '../../../shared/session/get-me.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { channelDetailQueryKey } from './get-channel.ts';
import { channelListQueryRoot, channelQueryRoot } from './get-channels.ts';

/**
 * Reloads what shows channels: the channel lists, the members list (each member names
 * their channels) and the user data (whose `channel_verify_needed` drives the banner).
 */
export function refreshChannelViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: channelListQueryRoot }),
    queryClient.invalidateQueries({ queryKey: memberAccountsQueryRoot }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
}

/**
 * The mutation every channel call that changes a channel is: on success the channel in
 * the reply replaces its cached copy at once, so a dialog following it moves on without
 * waiting (a reply without one reloads every channel query instead), and the views above
 * reload.
 */
export function useChannelMutation<TBody, TReply extends Reply & { channel?: Channel }>(
  mutationKey: readonly unknown[],
  mutationFn: (body: TBody) => Promise<TReply>,
) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: (reply) => {
      const { channel } = reply;
      if (channel) {
        queryClient.setQueryData(channelDetailQueryKey(token, channel.channel_id), {
          success: true,
          message: reply.message,
          channel,
        });
      } else {
        void queryClient.invalidateQueries({ queryKey: channelQueryRoot });
      }
      return refreshChannelViews(queryClient);
    },
  });
}
