/**
 * Stable error codes of the API. The server answers `{success:false, code, message}`;
 * the web app can map `code` to its own text, and `message` is already localized.
 */
export const ERROR_STATUS = {
  invalid_json: 400,
  invalid_input: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  invalid_login_code: 401,
  wrong_password: 403,
  forbidden: 403,
  unknown_site: 404,
  not_found: 404,
  member_not_found: 404,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
