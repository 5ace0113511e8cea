import { z } from 'zod';
import { zReply } from './common.ts';

/**
 * A network's read-only API tokens (docs/product.md §4.15): a manager makes one for the
 * network's own tools; it reads what the manager's session reads of the reports and the
 * books, and nothing else (docs/decisions/026-network-api-tokens.md).
 */

/**
 * What every network token starts with: a person (or a secret scanner) who finds one in a
 * script or a log can tell what it is, and the server tells it from a session token
 * before looking anything up.
 */
export const NETWORK_TOKEN_PREFIX = 'ntk_';

/** Live (not revoked, not expired) tokens a site may hold at once. */
export const NETWORK_TOKENS_MAX = 20;

export const NETWORK_TOKEN_NAME_MAX = 60;

/** Expiries the screen offers, in days; the call takes any whole number up to the last. */
export const NETWORK_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const NETWORK_TOKEN_EXPIRY_DAYS_MAX = 365;

/** Whether a bearer token is a network token (by its prefix alone; nothing is looked up). */
export function isNetworkToken(token: string | undefined): token is string {
  return token !== undefined && token.startsWith(NETWORK_TOKEN_PREFIX);
}

/**
 * POST network-tokens/create {name, expires_in_days?}: without `expires_in_days` the
 * token works until it is revoked.
 */
export const zNetworkTokenCreateBody = z.object({
  name: z
    .string({ error: 'validation.tokenNameRequired' })
    .trim()
    .min(1, 'validation.tokenNameRequired')
    .max(NETWORK_TOKEN_NAME_MAX, 'validation.tokenNameLength'),
  expires_in_days: z
    .number({ error: 'validation.tokenExpiryInvalid' })
    .int('validation.tokenExpiryInvalid')
    .min(1, 'validation.tokenExpiryInvalid')
    .max(NETWORK_TOKEN_EXPIRY_DAYS_MAX, 'validation.tokenExpiryInvalid')
    .nullable()
    .optional(),
});
export type NetworkTokenCreateBody = z.input<typeof zNetworkTokenCreateBody>;

/** POST network-tokens/revoke {id}: the token stops working at once. */
export const zNetworkTokenRevokeBody = z.object({
  id: z
    .number({ error: 'validation.tokenIdInvalid' })
    .int('validation.tokenIdInvalid')
    .min(1, 'validation.tokenIdInvalid')
    .max(Number.MAX_SAFE_INTEGER, 'validation.tokenIdInvalid'),
});
export type NetworkTokenRevokeBody = z.input<typeof zNetworkTokenRevokeBody>;

/** A token as the list shows it: never the token itself, which only its creation answers. */
export const zNetworkToken = z.object({
  id: z.number(),
  name: z.string(),
  /** `expired` tokens stay listed (and answer 401) until revoked. */
  state: z.enum(['active', 'expired']),
  created_at: z.string(),
  /** The manager who made it (their email); null once that account is gone. */
  created_by: z.string().nullable(),
  /** Null: it does not expire. */
  expires_at: z.string().nullable(),
  /** To the minute; null: never used. */
  last_used_at: z.string().nullable(),
});
export type NetworkToken = z.infer<typeof zNetworkToken>;

/** GET network-tokens/list: the site's tokens that are not revoked, newest first. */
export const zNetworkTokenListReply = zReply.extend({ tokens: z.array(zNetworkToken) });
export type NetworkTokenListReply = z.infer<typeof zNetworkTokenListReply>;

/** The one reply that carries the token: it is shown once and only its hash is kept. */
export const zNetworkTokenCreateReply = zReply.extend({
  token: z.string(),
  network_token: zNetworkToken,
});
export type NetworkTokenCreateReply = z.infer<typeof zNetworkTokenCreateReply>;
