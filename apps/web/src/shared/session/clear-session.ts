import type { QueryClient } from '@tanstack/react-query';
import { siteMetaQueryKeyRoot } from '../site/get-site-meta.ts';
import { clearToken } from './token-store.ts';

/**
 * Ends the session on this device: the token and every cached answer that belonged to
 * the user go; the site's metadata stays, it is the same for everybody.
 */
export function clearSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== siteMetaQueryKeyRoot });
}
