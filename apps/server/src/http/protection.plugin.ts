import type { FastifyInstance } from 'fastify';
import { presentsNetworkToken } from './network-token.plugin.ts';
import { createProtectionCheck } from './protection.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Loaded by the browser itself (an <img>) or read by tools, so it comes unsigned. */
    unsigned?: boolean;
  }
}

/** The options of a route the browser or a tool calls without the web app's signature. */
export const UNSIGNED = { unsigned: true } as const;

/**
 * Checks the protection headers the web app signs each call with (docs/security.md), on
 * the routes registered on `app` after this but those that say they come unsigned
 * (`config: UNSIGNED`). Operators' API clients do not sign: their routes go elsewhere.
 * Nor do a network's own tools with a network token: the guard before this has let such
 * a request through only to the calls a token may make (network-token.plugin.ts).
 */
export function registerProtectionCheck(app: FastifyInstance): void {
  const checkProtection = createProtectionCheck();
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.unsigned && !presentsNetworkToken(request))
      await checkProtection(request);
  });
}
