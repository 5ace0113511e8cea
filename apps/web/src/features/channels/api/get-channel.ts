import { API_PATHS, type Channel, type ChannelReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { channelQueryRoot, pollWhileVerifying } from './get-channels.ts';

/** GET channel/detail?channel_id= — one channel, as the list shows it. */
export function getChannel(channelId: string, signal?: AbortSignal): Promise<ChannelReply> {
  return apiFetch<ChannelReply>(API_PATHS.channelDetail, {
    query: { channel_id: channelId },
    signal,
  });
}

export function channelDetailQueryKey(token: string | null, channelId: string) {
  return [...channelQueryRoot, 'detail', token, channelId] as const;
}

/**
 * One channel, followed every few seconds while it is being verified. `initial` (the row
 * the dialog was opened from) shows at once; idle without a channel id.
 */
export function useChannel(channelId: string | undefined, initial?: Channel) {
  const token = useToken();
  return useQuery({
    queryKey: channelDetailQueryKey(token, channelId ?? ''),
    queryFn: ({ signal }) => getChannel(channelId ?? '', signal),
    enabled: Boolean(token && channelId),
    ...(initial ? { initialData: { success: true as const, message: '', channel: initial } } : {}),
    // The row may be a few seconds old; check it when the dialog opens.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => pollWhileVerifying(query.state.data && [query.state.data.channel]),
  });
}
