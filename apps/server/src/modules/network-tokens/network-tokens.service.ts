import { NETWORK_TOKEN_PREFIX, NETWORK_TOKENS_MAX } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Account } from '../accounts/accounts.repo.ts';
import type { Actor, AuditRepo } from '../audit/audit.repo.ts';
import { hashSecret, newSecret } from '../sessions/sessions.service.ts';
import type { ListedNetworkToken, NetworkTokensRepo } from './network-tokens.repo.ts';

const DAY_MS = 86_400_000;

/** The network token a call was made with: which one, of which site. Never the token itself. */
export type NetworkTokenCaller = { id: number; siteId: number; name: string };

/**
 * A network's read-only API tokens (docs/decisions/026-network-api-tokens.md): its
 * managers make, list and revoke them; a token's calls are authenticated here.
 */
export function createNetworkTokensService(deps: {
  db: Db;
  tokens: NetworkTokensRepo;
  audit: Pick<AuditRepo, 'record'>;
  now: () => Date;
}) {
  const { db, tokens, audit } = deps;
  return {
    list(siteId: number): Promise<ListedNetworkToken[]> {
      return tokens.list(siteId);
    },

    /**
     * A new token for the manager's site: 256 random bits after the prefix. The reply is
     * the only place it appears; the database keeps its SHA-256.
     */
    async create(
      manager: Account,
      actor: Actor,
      input: { name: string; expiresInDays: number | null | undefined },
    ): Promise<{ row: ListedNetworkToken; token: string }> {
      const token = `${NETWORK_TOKEN_PREFIX}${newSecret().secret}`;
      const expiresAt = input.expiresInDays
        ? new Date(deps.now().getTime() + input.expiresInDays * DAY_MS)
        : null;
      const siteId = manager.siteId;
      const row = await db.transaction(async (trx) => {
        await tokens.lockSite(siteId, trx);
        if ((await tokens.countLive(siteId, trx)) >= NETWORK_TOKENS_MAX)
          throw new AppError('network_tokens_full');
        const inserted = await tokens.insert(
          {
            siteId,
            name: input.name,
            tokenHash: hashSecret(token),
            createdBy: manager.id,
            expiresAt,
          },
          trx,
        );
        await audit.record(
          siteId,
          {
            actor,
            action: 'network_token.created',
            detail: {
              token_id: inserted.id,
              name: inserted.name,
              expires_at: expiresAt?.toISOString() ?? null,
            },
          },
          trx,
        );
        return inserted;
      });
      return { row: { ...row, createdByEmail: manager.email }, token };
    },

    /** Revokes a token of the site: its next call, in any process, answers 401. */
    async revoke(siteId: number, actor: Actor, id: number): Promise<void> {
      await db.transaction(async (trx) => {
        const revoked = await tokens.revoke(siteId, id, trx);
        if (!revoked) throw new AppError('not_found');
        await audit.record(
          siteId,
          {
            actor,
            action: 'network_token.revoked',
            detail: { token_id: revoked.id, name: revoked.name },
          },
          trx,
        );
      });
    },

    /**
     * The live token of this site behind a bearer token, or 401. Looked up on every call
     * (no cache), so a revoked or expired token stops at once.
     */
    async authenticate(siteId: number, token: string): Promise<NetworkTokenCaller> {
      // Tokens we issue are 47 characters; anything far off is not worth hashing.
      const row =
        token.length <= 128 ? await tokens.findLive(siteId, hashSecret(token)) : undefined;
      if (!row) throw new AppError('network_token_invalid');
      return { id: row.id, siteId: row.siteId, name: row.name };
    },
  };
}

export type NetworkTokensService = ReturnType<typeof createNetworkTokensService>;
