import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { errorReply } from './errors.ts';
import { requestLocale } from './request-context.ts';
import { developmentLogger, OneLineRequests, withRedactedRequests } from './request-log.ts';

/**
 * The log the server writes when its maker gives none (`npm start`): JSON lines in
 * production, or when it is not said to be development; readable lines while developing.
 */
function defaultLog({
  logLevel,
  production,
}: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'production'>>): Pick<
  FastifyServerOptions,
  'logger' | 'logController'
> {
  if (production !== false) return { logger: { level: logLevel } };
  return { logger: developmentLogger(logLevel), logController: new OneLineRequests() };
}

/** The options the Fastify server is made with: its log, body limit, request ids and proxies. */
export function serverOptions(
  {
    logLevel,
    trustProxy,
    production,
  }: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'trustProxy' | 'production'>>,
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions {
  const log = logger === undefined ? defaultLog({ logLevel, production }) : { logger };
  return {
    ...log,
    // Request lines without the secrets a query string may carry (one-time login codes).
    logger: withRedactedRequests(log.logger),
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
