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
  constructor(code: ErrorCode, detail?: string) {
    super(code);
    this.code = code;
    this.detail = detail;
  }
}

export function errorReply(locale: Locale, code: ErrorCode, detail?: string): ErrorReply {
  const message = detail ? validationMessage(locale, detail) : MESSAGES[locale][code];
  return { success: false, code, message };
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
 * The one place errors become replies: known errors keep their code and a message in
 * the request's language; anything unexpected is logged and answered as `internal`
 * without internals.
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const locale = request.locale;
  if (error instanceof AppError) {
    void reply.status(ERROR_STATUS[error.code]).send(errorReply(locale, error.code, error.detail));
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    void reply
      .status(400)
      .send(errorReply(locale, 'invalid_input', first?.message ?? 'validation.invalid'));
    return;
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) {
    void reply.status(ERROR_STATUS[mapped]).send(errorReply(locale, mapped));
    return;
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    void reply.status(429).send(errorReply(locale, 'too_many_requests'));
    return;
  }
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    void reply
      .status(status === 404 ? 404 : 400)
      .send(errorReply(locale, status === 404 ? 'not_found' : 'invalid_input'));
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.status(500).send(errorReply(locale, 'internal'));
}
