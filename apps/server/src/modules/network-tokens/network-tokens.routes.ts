import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  zNetworkTokenCreateBody,
  zNetworkTokenCreateReply,
  zNetworkTokenListReply,
  zNetworkTokenRevokeBody,
  zReply,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { actorOf } from '../../http/request-context.ts';
import { presentNetworkToken } from './network-tokens.presenter.ts';
import type { NetworkTokensService } from './network-tokens.service.ts';

type Deps = {
  tokens: NetworkTokensService;
  requireSession: preHandlerAsyncHookHandler;
  now: () => Date;
};

/**
 * A network's API tokens (docs/product.md §4.15): its managers list, make and revoke
 * them with their session. A token never manages tokens: these calls are not among
 * NETWORK_TOKEN_CALLS, so a token meets 403 before it gets here.
 */
export const networkTokensRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { tokens, requireSession, now },
) => {
  app.addHook('preHandler', requireSession);
  app.addHook('preHandler', async (request) => {
    if (request.session.account.role !== 'manager') throw new AppError('forbidden');
  });

  app.get(
    `/${API_PATHS.networkTokenList}`,
    { schema: { response: { 200: zNetworkTokenListReply } } },
    async (request) => {
      const rows = await tokens.list(request.site.id);
      const at = now();
      return ok(request, 'ok', { tokens: rows.map((row) => presentNetworkToken(row, at)) });
    },
  );

  app.post(
    `/${API_PATHS.networkTokenCreate}`,
    { schema: { body: zNetworkTokenCreateBody, response: { 200: zNetworkTokenCreateReply } } },
    async (request, reply) => {
      const created = await tokens.create(request.session.account, actorOf(request), {
        name: request.body.name,
        expiresInDays: request.body.expires_in_days,
      });
      // The token is in this reply alone: no cache along the way may keep it.
      void reply.header('cache-control', 'no-store');
      return ok(request, 'networkTokenCreated', {
        token: created.token,
        network_token: presentNetworkToken(created.row, now()),
      });
    },
  );

  app.post(
    `/${API_PATHS.networkTokenRevoke}`,
    { schema: { body: zNetworkTokenRevokeBody, response: { 200: zReply } } },
    async (request) => {
      await tokens.revoke(request.site.id, actorOf(request), request.body.id);
      return ok(request, 'networkTokenRevoked');
    },
  );
};
