import { API_PATHS, CHANNELS_PAGE_SIZE, type Channel, type ChannelListReply } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';

export interface ChannelListParams {
  /** First page is 0. */
  page?: number;
  size?: number;
  /** Part of a channel's name, handle or id. */
  search?: string;
}

function normalize(params: ChannelListParams) {
  return {
    page: params.page ?? 0,
    size: params.size ?? CHANNELS_PAGE_SIZE,
    search: params.search?.trim() ?? '',
  };
}

/**
 * GET channel/list?page=&size=&search= — a manager gets the site's channels, a member
 * only the channels assigned to them (the server decides).
 */
export function getChannels(
  params: ChannelListParams = {},
  signal?: AbortSignal,
): Promise<ChannelListReply> {
  const { page, size, search } = normalize(params);
  return apiFetch<ChannelListReply>(API_PATHS.channelList, {
    query: { page, size, search: search || undefined },
    signal,
  });
}

/** Every channel query (lists and details) starts with this. */
export const channelQueryRoot = ['channel'] as const;
export const channelListQueryRoot = [...channelQueryRoot, 'list'] as const;

/** Keyed by the token too: whose channels these are depends on who is signed in. */
export function channelListQueryKey(token: string | null, params: ChannelListParams = {}) {
  return [...channelListQueryRoot, token, normalize(params)] as const;
}

/**
 * How often a channel being verified is looked at again. Verification runs on the
 * server (it goes on when the dialog closes); the screen only follows it.
 */
export const VERIFY_POLL_MS = 3000;

/** Poll while a channel is being verified, stop once each has an outcome. */
export function pollWhileVerifying(channels: readonly Channel[] | undefined): number | false {
  return channels?.some((channel) => channel.verification === 'verifying') ? VERIFY_POLL_MS : false;
}

/** A page of channels, polled while any of them is being verified. */
export function useChannels(params: ChannelListParams = {}) {
  const token = useToken();
  return useQuery({
    queryKey: channelListQueryKey(token, params),
    queryFn: ({ signal }) => getChannels(params, signal),
    enabled: Boolean(token),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileVerifying(query.state.data?.channels),
  });
}
