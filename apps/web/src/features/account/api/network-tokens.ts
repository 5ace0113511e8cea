import {
  API_PATHS,
  type NetworkTokenCreateBody,
  type NetworkTokenCreateReply,
  type NetworkTokenListReply,
  type NetworkTokenRevokeBody,
  type Reply,
} from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';

/** GET network-tokens/list: the site's API tokens that are not revoked (managers only). */
export function getNetworkTokens(signal?: AbortSignal): Promise<NetworkTokenListReply> {
  return apiFetch<NetworkTokenListReply>(API_PATHS.networkTokenList, { signal });
}

export const networkTokensQueryRoot = ['network-tokens'] as const;

/** Keyed by the session too: whose site's tokens these are depends on who is signed in. */
export function useNetworkTokens() {
  const token = useToken();
  return useQuery({
    queryKey: [...networkTokensQueryRoot, token],
    queryFn: ({ signal }) => getNetworkTokens(signal),
    enabled: Boolean(token),
  });
}

/** POST network-tokens/create {name, expires_in_days?}: the reply is the one place the token appears. */
export function createNetworkToken(body: NetworkTokenCreateBody): Promise<NetworkTokenCreateReply> {
  return apiFetch<NetworkTokenCreateReply>(API_PATHS.networkTokenCreate, { method: 'POST', body });
}

/** POST network-tokens/revoke {id}: the token stops working at once. */
export function revokeNetworkToken(body: NetworkTokenRevokeBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.networkTokenRevoke, { method: 'POST', body });
}

/** Either change shows in the list: it is asked for again. */
function useTokensChange<TBody, TReply>(key: string, mutationFn: (body: TBody) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...networkTokensQueryRoot, key],
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkTokensQueryRoot }),
  });
}

export const useCreateNetworkToken = () => useTokensChange('create', createNetworkToken);
export const useRevokeNetworkToken = () => useTokensChange('revoke', revokeNetworkToken);
