import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  MESSAGES,
  validationMessage,
  type ErrorCode,
  type ErrorReply,
  type Locale,
} from '@portal/shared';

/**
 * A domain error with a stable code. `detail` optionally names a `validation.*`
 * key when the code alone would be too vague for the user.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string | undefined;
  /** For a 429: how long to wait, sent as Retry-After and named in the message. */
  readonly retryAfterSeconds: number | undefined;
  constructor(code: ErrorCode, detail?: string, retryAfterSeconds?: number) {
    super(code);
    this.code = code;
    this.detail = detail;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function errorReply(
  locale: Locale,
  code: ErrorCode,
  detail?: string,
  retryAfterSeconds?: number,
): ErrorReply {
  const message = detail ? validationMessage(locale, detail) : MESSAGES[locale][code];
  const minutes = String(Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)));
  return { success: false, code, message: message.replace('{minutes}', minutes) };
}

/** Fastify's own error codes for what a client can send wrong, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

/**
 * Errors that mean the database cannot be reached right now (down, restarting, no
 * connection free in time): the request may work again in a moment, so they answer 503.
 */
const UNREACHABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNREACHABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_NODE_CODES.has(code))
  )
    return true;
  if (UNREACHABLE_MESSAGES.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnreachable(error.cause);
}

/** A statement cancelled past its request's statement timeout (SQLSTATE 57014). */
export function isQueryCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { code?: unknown }).code === '57014') return true;
  return error.cause !== undefined && error.cause !== error && isQueryCancelled(error.cause);
}

/**
 * The one place errors become replies: known errors keep their code and a message in
 * the request's language; anything unexpected is logged and answered as `internal`
 * without internals.
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Every reply has the X-Request-Id header; a server-side failure also names the id in
  // its body, for the person who reports it.
  const send = (status: number, code: ErrorCode, detail?: string, retryAfterSeconds?: number) =>
    void reply.status(status).send({
      ...errorReply(request.locale, code, detail, retryAfterSeconds),
      ...(status >= 500 ? { requestId: request.id } : {}),
    });
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
    return send(ERROR_STATUS[error.code], error.code, error.detail, error.retryAfterSeconds);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return send(400, 'invalid_input', first?.message ?? 'validation.invalid');
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return send(ERROR_STATUS[mapped], mapped);
  // Past REQUEST_TIMEOUT_MS (or its statement timeout), or the database away: try again
  // soon, nothing is broken for good.
  if (
    error.code === 'FST_ERR_HANDLER_TIMEOUT' ||
    isDatabaseUnreachable(error) ||
    isQueryCancelled(error)
  ) {
    request.log.warn({ err: error }, 'service unavailable');
    return send(503, 'unavailable');
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return send(429, 'too_many_requests');
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return status === 404 ? send(404, 'not_found') : send(400, 'invalid_input');
  }
  request.log.error({ err: error }, 'unhandled error');
  send(500, 'internal');
}
