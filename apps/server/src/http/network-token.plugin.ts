import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isNetworkToken } from '@portal/shared';
import { AppError } from './errors.ts';
import { NETWORK_TOKEN_CALLS } from './network-token-calls.ts';
import { bearerToken } from './request-context.ts';

const ALLOWED: ReadonlySet<string> = new Set(NETWORK_TOKEN_CALLS);

/** Whether the request presents a network token (by its prefix; nothing is looked up). */
export function presentsNetworkToken(request: FastifyRequest): boolean {
  return isNetworkToken(bearerToken(request));
}

/** Whether the route the router matched is one a network token may call. */
export function isNetworkTokenCall(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    route !== undefined &&
    route.startsWith('/api/') &&
    ALLOWED.has(`${request.method} ${route.slice('/api/'.length)}`)
  );
}

/**
 * Refuses a network token on every call but NETWORK_TOKEN_CALLS (403
 * `network_token_refused`) on the routes registered on `app` after this, operators'
 * and public calls too, before anything is looked up or written. Where the token is
 * let in, `requireSession` authenticates it (site-scope.plugin.ts).
 */
export function registerNetworkTokenGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (presentsNetworkToken(request) && !isNetworkTokenCall(request))
      done(new AppError('network_token_refused'));
    else done();
  });
}
