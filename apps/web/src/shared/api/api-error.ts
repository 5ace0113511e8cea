import type { ErrorCode } from '@portal/shared';

/** Codes the server sends, plus the two only the client can see. */
export type ApiErrorCode = ErrorCode | 'network' | 'bad_reply';

/**
 * An unsuccessful call. `message` is ready to show: the server localizes its own, and
 * the client fills in a translated one for failures that never reached the server.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}

/**
 * The retry rule for every query: a refusal (4xx) will not change by asking again; a
 * dropped connection or a server error might, so those get two more tries.
 */
export function retryTransientErrors(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 2 && (!isApiError(error) || error.code === 'network' || error.status >= 500)
  );
}
