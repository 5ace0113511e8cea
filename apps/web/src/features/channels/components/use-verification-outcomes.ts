import type { Channel, ChannelListReply, ChannelReply, VerificationState } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { channelQueryRoot } from '../api/get-channels.ts';

function channelsIn(data: unknown): readonly Channel[] {
  if (!data || typeof data !== 'object') return [];
  if ('channels' in data) return (data as ChannelListReply).channels;
  if ('channel' in data) return [(data as ChannelReply).channel];
  return [];
}

/**
 * Calls `onOutcome` once when a channel seen `verifying` comes back verified or needing
 * verification, whichever query saw it (the polled list or the dialog's polled detail).
 * Verification runs on the server, so this hears of it with the dialog closed too.
 */
export function useVerificationOutcomes(onOutcome: (channel: Channel) => void): void {
  const queryClient = useQueryClient();
  const onOutcomeRef = useRef(onOutcome);
  useEffect(() => {
    onOutcomeRef.current = onOutcome;
  });

  useEffect(() => {
    const last = new Map<string, VerificationState>();
    const observe = (channel: Channel) => {
      const before = last.get(channel.channel_id);
      last.set(channel.channel_id, channel.verification);
      if (before === 'verifying' && channel.verification !== 'verifying') {
        onOutcomeRef.current(channel);
      }
    };
    const cache = queryClient.getQueryCache();
    for (const query of cache.findAll({ queryKey: channelQueryRoot })) {
      channelsIn(query.state.data).forEach(observe);
    }
    return cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[0] !== channelQueryRoot[0]) return;
      channelsIn(event.query.state.data).forEach(observe);
    });
  }, [queryClient]);
}
