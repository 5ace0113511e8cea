import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { errorReply } from './errors.ts';
import { requestLocale } from './request-context.ts';
import { withRedactedRequests } from './request-log.ts';

/** The options the Fastify server is made with: its log, body limit, request ids and proxies. */
export function serverOptions(
  { logLevel, trustProxy }: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'trustProxy'>>,
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions {
  return {
    // Request lines without the secrets a query string may carry (one-time login codes).
    logger: withRedactedRequests(logger ?? { level: logLevel }),
    bodyLimit: 64 * 1024,
    // Request ids go into every log line and the X-Request-Id reply header.
    requestIdHeader: false,
    // A malformed or over-long path segment is bad input like any other, in our shape.
    frameworkErrors: (_error, request, reply: FastifyReply) =>
      void reply
        .status(400)
        .header('x-request-id', request.id)
        .send(errorReply(requestLocale(request), 'invalid_input')),
    genReqId: () => crypto.randomUUID(),
    // Client addresses (rate limits, audit log) from X-Forwarded-For only behind trusted proxies.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : (trustProxy ?? false),
  };
}
