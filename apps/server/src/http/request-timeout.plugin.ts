import type { FastifyInstance } from 'fastify';

/**
 * Every call answers within REQUEST_TIMEOUT_MS (503 after it), but the operator's, whose
 * imports may rightly take longer. Register it before the routes it times.
 */
export function registerRequestTimeout(
  app: FastifyInstance,
  requestTimeoutMs: number | undefined,
): void {
  if (!requestTimeoutMs) return;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/operator/')) route.handlerTimeout ??= requestTimeoutMs;
  });
}
