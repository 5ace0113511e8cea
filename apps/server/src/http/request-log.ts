import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pretty from 'pino-pretty';

/**
 * Query parameters whose values are secrets: one-time login codes (`/external/auth?code=`),
 * OAuth codes and state, tokens, keys, signatures, passwords. Matched anywhere in the
 * name, so `access_token` and `apiKey` count too.
 */
const SECRET_PARAMETER = /code|token|secret|passw|key|auth|sig|session|state|credential/i;

/** A URL as the request log writes it: the values of secret query parameters replaced. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = equals === -1 ? parameter : parameter.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is judged as written.
      }
      return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : parameter;
    });
  return `${url.slice(0, query)}?${parameters.join('&')}`;
}

/** Fastify's request log fields, the URL redacted. */
function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger options the app runs with: the caller's (or a level alone), with a request
 * serializer that keeps secrets in query strings out of the log. A logger instance or
 * `false` is left as it is.
 */
export function withRedactedRequests(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, req: requestLogFields } };
}

/**
 * Request lines while developing: one line when a request is answered ("GET /api/… 200
 * 12 ms", an error with it) instead of an incoming and a completed line. Production keeps
 * Fastify's own pair, in JSON.
 */
export class OneLineRequests extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${redactedUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * The logger `npm start` runs with outside production: pino-pretty in the server's own
 * process (no worker thread that has to find it), one short line per entry with the time
 * of day, without the process fields and request ids (X-Request-Id still carries those).
 * It writes to standard output, in step with what the start-up prints there.
 */
export function developmentLogger(
  level: string,
  destination: NodeJS.WritableStream | 1 = 1,
): FastifyServerOptions['logger'] {
  return {
    level,
    stream: pretty({
      destination,
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId',
    }),
  };
}
