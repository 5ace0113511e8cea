import type { FastifyRequest } from 'fastify';
import { DEFAULT_OPERATOR_TOKEN_TTL_DAYS } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { bearerToken } from '../../http/request-context.ts';
import { isOperatorSession } from '@portal/shared';
import { hashSecret, newSecret } from '../sessions/sessions.service.ts';
import type { OperatorSessionCaller } from './operator-accounts.service.ts';
import type { Operator, OperatorTokensRepo } from './operator-tokens.repo.ts';

/**
 * The operator behind an /api/operator/* call: an operator API token (by its name), or an
 * operator account's session (by the account's email, with the session).
 */
export type OperatorCaller = Operator & { session?: OperatorSessionCaller };

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind an /api/operator/* call. */
    operator: OperatorCaller;
  }
}

export function createOperatorAuth(deps: {
  tokens: OperatorTokensRepo;
  /** Operator accounts' sessions (operator-accounts.service.ts). */
  sessions: { authenticate(token: string): Promise<OperatorSessionCaller | undefined> };
  /** How long a token made now works (OPERATOR_TOKEN_TTL_DAYS). */
  tokenTtlDays?: number;
}) {
  const ttlMs = (deps.tokenTtlDays ?? DEFAULT_OPERATOR_TOKEN_TTL_DAYS) * 86_400_000;
  /** The operator behind a bearer token, told apart by the session's prefix. */
  async function find(token: string | undefined): Promise<OperatorCaller | undefined> {
    // Tokens we issue are under 50 characters; anything far off is not worth hashing.
    if (!token || token.length > 128) return undefined;
    if (!isOperatorSession(token)) return deps.tokens.findByHash(hashSecret(token));
    const session = await deps.sessions.authenticate(token);
    return session && { id: session.account.id, name: session.account.email, session };
  }

  return {
    /** A new operator token, until its expiry; shown once, only its hash is kept. */
    async create(
      name: string,
    ): Promise<
      { operator: Operator & { createdAt: Date }; token: string; expiresAt: Date } | undefined
    > {
      const { secret, hash } = newSecret();
      const expiresAt = new Date(Date.now() + ttlMs);
      const operator = await deps.tokens.insert(name, hash, expiresAt);
      return operator ? { operator, token: secret, expiresAt } : undefined;
    },

    /**
     * Fastify pre-handler: only a live operator token (not revoked, not expired) or a live
     * operator session passes; no token 401, any other token (a site's session) 403.
     */
    async require(request: FastifyRequest): Promise<void> {
      const operator = await find(bearerToken(request));
      if (!operator) throw new AppError(bearerToken(request) ? 'forbidden' : 'unauthorized');
      request.operator = operator;
    },

    find,
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
