import type { NetworkToken } from '@portal/shared';
import type { ListedNetworkToken } from './network-tokens.repo.ts';

/** A token as its site's managers see it (zNetworkToken): never the token or its hash. */
export function presentNetworkToken(row: ListedNetworkToken, now: Date): NetworkToken {
  return {
    id: row.id,
    name: row.name,
    state: row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByEmail,
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
