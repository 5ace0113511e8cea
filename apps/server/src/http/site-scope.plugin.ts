import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { inSite } from '../db/site-scope.ts';
import type { SessionsService } from '../modules/sessions/sessions.service.ts';
import type { SitesService } from '../modules/sites/sites.service.ts';
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

/** The pre-handler of a site's routes for signed-in callers: their session, or 401. */
export function sessionRequired(sessions: SessionsService): preHandlerAsyncHookHandler {
  return async (request) => {
    request.session = await sessions.authenticate(request.site.id, bearerToken(request));
  };
}
