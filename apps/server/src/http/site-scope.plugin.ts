import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { isNetworkToken } from '@portal/shared';
import { inSite } from '../db/site-scope.ts';
import type { NetworkTokensService } from '../modules/network-tokens/network-tokens.service.ts';
import type { SessionsService } from '../modules/sessions/sessions.service.ts';
import type { SitesService } from '../modules/sites/sites.service.ts';
import { AppError } from './errors.ts';
import { isNetworkTokenCall } from './network-token.plugin.ts';
import type { NetworkTokenLimit } from './rate-limit.plugin.ts';
import { bearerToken, requestDomain } from './request-context.ts';

/**
 * A site call's statements may take this share of REQUEST_TIMEOUT_MS each: a query then
 * ends about when its request answers 503, and hands its connection back.
 */
const STATEMENT_SHARE_OF_REQUEST = 0.9;

/**
 * Makes the routes registered on `app` after this belong to the site the request names
 * (its domain): the rest of the call (session check, handler) sees that site's rows
 * alone, and its statements stop a little before the request does.
 */
export function registerSiteScope(
  app: FastifyInstance,
  { sites, requestTimeoutMs }: { sites: SitesService; requestTimeoutMs: number | undefined },
): void {
  app.addHook('onRequest', async (request) => {
    request.site = await sites.resolve(requestDomain(request));
  });
  const statementTimeoutMs = requestTimeoutMs
    ? Math.max(1, Math.floor(requestTimeoutMs * STATEMENT_SHARE_OF_REQUEST))
    : undefined;
  app.addHook('preHandler', (request, _reply, done) =>
    inSite(request.site.id, done, { statementTimeoutMs }),
  );
}

/**
 * The pre-handler of a site's routes for signed-in callers: their session, or 401. On
 * the calls a network token may make (NETWORK_TOKEN_CALLS), a network token of this
 * site instead: a caller of its own kind, with no session, counted against its own
 * limit and named in the request's log lines; revoked, expired, unknown or another
 * site's, 401.
 */
export function sessionRequired(deps: {
  sessions: SessionsService;
  networkTokens: NetworkTokensService;
  networkTokenLimit: NetworkTokenLimit | undefined;
}): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request);
    if (isNetworkToken(token)) {
      // The guard (network-token.plugin.ts) refused it elsewhere already; the rule
      // stays here too, where a caller is made.
      if (!isNetworkTokenCall(request)) throw new AppError('network_token_refused');
      const networkToken = await deps.networkTokens.authenticate(request.site.id, token);
      request.caller = { kind: 'networkToken', token: networkToken };
      request.log = reply.log = request.log.child({
        caller: `network-token:${networkToken.id}`,
      });
      await deps.networkTokenLimit?.(request);
      return;
    }
    request.session = await deps.sessions.authenticate(request.site.id, token);
    request.caller = { kind: 'session', session: request.session };
  };
}
