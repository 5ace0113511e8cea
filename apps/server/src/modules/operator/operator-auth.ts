import type { FastifyRequest } from 'fastify';
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

export function createOperatorAuth(deps: { tokens: OperatorTokensRepo }) {
  return {
    /** A new operator token; shown once, only its hash is kept. */
    async create(name: string): Promise<{ operator: Operator; token: string } | undefined> {
      const { secret, hash } = newSecret();
      const operator = await deps.tokens.insert(name, hash);
      return operator ? { operator, token: secret } : undefined;
    },

    /** Fastify pre-handler: only a live operator token passes. */
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
