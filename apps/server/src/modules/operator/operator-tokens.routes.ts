import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_API_PATHS,
  type OperatorToken,
  zOperatorTokenBody,
  zOperatorTokenCreateReply,
  zOperatorTokenListReply,
  zReply,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { clientAddress } from '../../http/request-context.ts';
import type { Operator } from './operator-tokens.repo.ts';
import type { OperatorTokens } from './operator-tokens.service.ts';
import { underOperator } from './operator-path.ts';

function presentToken(
  row: Operator & { createdAt: Date; expiresAt: Date },
  now: Date,
): OperatorToken {
  return {
    id: row.id,
    name: row.name,
    state: row.expiresAt > now ? 'active' : 'expired',
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Who acts, for the audit log: the operator's email, or the token's name. */
const actorOf = (request: FastifyRequest) => ({
  operator: request.operator.name,
  ip: clientAddress(request),
});

/**
 * Operator API tokens in the console (docs/product.md §4.12). Listing and revoking take a
 * session or a token; making one takes a signed-in operator's session. A token that
 * could mint tokens would outlive its own expiry through its successors, and a leaked
 * one would hand out fresh credentials nobody signed in with two factors to make.
 */
export const operatorTokensRoutes: FastifyPluginAsyncZod<{
  tokens: OperatorTokens;
  now: () => Date;
}> = async (app, { tokens, now }) => {
  app.get(
    underOperator(OPERATOR_API_PATHS.operatorTokenList),
    { schema: { response: { 200: zOperatorTokenListReply } } },
    async (request) => {
      const at = now();
      return ok(request, 'ok', {
        tokens: (await tokens.list()).map((row) => presentToken(row, at)),
      });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorTokenCreate),
    { schema: { body: zOperatorTokenBody, response: { 200: zOperatorTokenCreateReply } } },
    async (request, reply) => {
      if (!request.operator.session) throw new AppError('operator_token_needs_session');
      const created = await tokens.create(request.body.name, actorOf(request));
      // The token is in this reply alone: no cache along the way may keep it.
      void reply.header('cache-control', 'no-store');
      return ok(request, 'operatorTokenCreated', {
        token: created.token,
        operator_token: presentToken({ ...created.operator, expiresAt: created.expiresAt }, now()),
      });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorTokenRevoke),
    { schema: { body: zOperatorTokenBody, response: { 200: zReply } } },
    async (request) => {
      await tokens.revoke(request.body.name, actorOf(request));
      return ok(request, 'operatorTokenRevoked');
    },
  );
};
