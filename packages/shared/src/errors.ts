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
  /** A password reset link that is unknown, expired or used (issue 26). */
  reset_link_invalid: 400,
  unsubscribe_link_invalid: 400,
  /** A network token that is unknown here, revoked or expired. */
  network_token_invalid: 401,
  /** An operator's second step (docs/product.md §5.6): a wrong code, or one used already. */
  two_factor_code_invalid: 401,
  two_factor_code_reused: 401,
  /** An operator's pending sign-in that is unknown, used or past its few minutes. */
  operator_sign_in_expired: 401,
  /** An operator's set-up link that is unknown, expired or used. */
  operator_setup_link_invalid: 400,
  wrong_password: 403,
  forbidden: 403,
  /** A network token on a call it may not make: it only reads (docs/decisions/025). */
  network_token_refused: 403,
  unknown_site: 404,
  not_found: 404,
  member_not_found: 404,
  channel_not_found: 404,
  video_not_found: 404,
  track_not_found: 404,
  favorite_not_found: 404,
  youtube_channel_not_found: 400,
  /**
   * Connecting to YouTube (docs/product.md §8.2): the OAuth round trip did not come back
   * right.
   */
  youtube_state_invalid: 400,
  youtube_code_invalid: 400,
  youtube_access_denied: 400,
  /** The Google account may not act for the content owner entered (YouTube's 403). */
  youtube_owner_forbidden: 400,
  youtube_not_connected: 404,
  email_taken: 409,
  domain_taken: 409,
  channel_taken: 409,
  verification_in_progress: 409,
  already_verified: 409,
  re_review_not_on_hold: 409,
  re_review_too_soon: 409,
  channel_assigned_elsewhere: 409,
  channel_already_assigned: 409,
  channel_not_assigned: 409,
  channel_not_verified: 409,
  favorites_full: 409,
  network_tokens_full: 409,
  operator_exists: 409,
  /** An operator cannot disable their own account (another operator does). */
  operator_self_disable: 409,
  /** An operator token's name is taken (names tell tokens apart in the audit log). */
  operator_token_exists: 409,
  /** Only a signed-in operator makes operator tokens; a token does not (docs/product.md §5.6). */
  operator_token_needs_session: 403,
  /**
   * An operator's upload of a report file (docs/product.md §4.12.1): unknown, expired or
   * another operator's; no longer taking bytes; bytes sent at another offset than the
   * server's; more bytes than the size announced.
   */
  upload_not_found: 404,
  upload_not_open: 409,
  upload_offset_mismatch: 409,
  upload_past_size: 400,
  /** A catalogue file with problems: none of it is loaded; the reply lists them. */
  catalogue_refused: 400,
  /** Money out (docs/product.md §7). */
  month_not_finished: 400,
  month_no_data: 409,
  month_out_of_order: 409,
  exchange_rates_missing: 409,
  statement_not_found: 404,
  withdrawal_not_found: 404,
  withdrawal_below_threshold: 400,
  withdrawal_over_balance: 409,
  withdrawal_open: 409,
  withdrawal_not_open: 409,
  payout_method_missing: 409,
  idempotency_key_reused: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  /** Too many failed password checks for an account or from an address; `{minutes}` to wait. */
  too_many_attempts: 429,
  /** An account's YouTube channel lookups of the day (adding channels) are used up. */
  channel_lookups_exhausted: 429,
  /** The protection headers (docs/security.md): missing or not matching the call. */
  protection_invalid: 400,
  protection_stale: 400,
  protection_replayed: 400,
  internal: 500,
  youtube_unavailable: 503,
  /** The server has no Google OAuth client (GOOGLE_OAUTH_CLIENT_ID). */
  youtube_not_configured: 503,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
