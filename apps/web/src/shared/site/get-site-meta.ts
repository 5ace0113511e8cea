import { API_PATHS, type SiteMetaReply } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client.ts';

/**
 * GET v2/mcn/meta?domain=: the branding of the site being visited (docs/product.md §5.2).
 */
export function getSiteMeta(domain: string, signal?: AbortSignal): Promise<SiteMetaReply> {
  return apiFetch<SiteMetaReply>(API_PATHS.siteMeta, { query: { domain }, signal });
}

export const siteMetaQueryKeyRoot = 'site-meta';

export function siteMetaQueryKey(domain: string) {
  return [siteMetaQueryKeyRoot, domain] as const;
}

/** The site's metadata; it does not change during a visit, so it is fetched once. */
export function siteMetaQueryOptions(domain: string) {
  return queryOptions({
    queryKey: siteMetaQueryKey(domain),
    queryFn: ({ signal }) => getSiteMeta(domain, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useSiteMetaQuery(domain: string) {
  return useQuery(siteMetaQueryOptions(domain));
}
