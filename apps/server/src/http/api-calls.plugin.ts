import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API call the app answers, as `METHOD path` without `/api/`. */
    apiCalls: readonly string[];
  }
}

/**
 * Lists every API call the app answers ("GET member/me") as routes are added: the
 * authorization matrix and the fuzz tests check that they cover each one.
 */
export function registerApiCalls(app: FastifyInstance): void {
  const apiCalls: string[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiCalls.push(`${method} ${route.url.slice('/api/'.length)}`);
  });
  app.decorate('apiCalls', apiCalls);
}
