import type { FastifyRequest } from 'fastify';
import { DEFAULT_OPERATOR_TOKEN_TTL_DAYS } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { bearerToken } from '../../http/request-context.ts';
import { hashSecret, newSecret } from '../sessions/sessions.service.ts';
import type { Operator, OperatorTokensRepo } from './operator-tokens.repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind an /api/operator/* call. */
    operator: Operator;
  }
}

export function createOperatorAuth(deps: {
  tokens: OperatorTokensRepo;
  /** How long a token made now works (OPERATOR_TOKEN_TTL_DAYS). */
  tokenTtlDays?: number;
}) {
  const ttlMs = (deps.tokenTtlDays ?? DEFAULT_OPERATOR_TOKEN_TTL_DAYS) * 86_400_000;
  return {
    /** A new operator token, until its expiry; shown once, only its hash is kept. */
    async create(
      name: string,
    ): Promise<{ operator: Operator; token: string; expiresAt: Date } | undefined> {
      const { secret, hash } = newSecret();
      const expiresAt = new Date(Date.now() + ttlMs);
      const operator = await deps.tokens.insert(name, hash, expiresAt);
      return operator ? { operator, token: secret, expiresAt } : undefined;
    },

    /** Fastify pre-handler: only a live operator token (not revoked, not expired) passes. */
    async require(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      const operator =
        token && token.length <= 128 ? await deps.tokens.findByHash(hashSecret(token)) : undefined;
      if (!operator) throw new AppError(token ? 'forbidden' : 'unauthorized');
      request.operator = operator;
    },
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
