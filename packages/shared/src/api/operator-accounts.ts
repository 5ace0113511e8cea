import { z } from 'zod';
import { TEXT_MAX, zEmail, zReply } from './common.ts';
import { zSignInEmail, zSignInPassword } from './member.ts';

/**
 * Platform operators' own accounts (docs/product.md §5.6): an email, a password and a
 * TOTP second factor; signing in takes two steps and ends in an operator session
 * (docs/decisions/027-operator-accounts.md).
 */

/**
 * What every operator session token starts with: the server tells it from an operator
 * API token before looking anything up, and a person who finds one can tell what it is.
 */
export const OPERATOR_SESSION_PREFIX = 'ops_';

/** Whether a bearer token is an operator session's (by its prefix alone). */
export function isOperatorSession(token: string | undefined): token is string {
  return token !== undefined && token.startsWith(OPERATOR_SESSION_PREFIX);
}

/** Operators' passwords are longer than sites' minimum: they reach every site. */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

/** How many recovery codes an enrolment hands out. */
export const OPERATOR_RECOVERY_CODES = 10;

const zSecretToken = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, 'validation.codeRequired')
  .max(TEXT_MAX, 'validation.tooLong');

/** An authenticator's 6 digits, or a recovery code (`xxxxx-xxxxx`). */
const zTwoFactorCode = z
  .string({ error: 'validation.twoFactorCodeRequired' })
  .trim()
  .min(1, 'validation.twoFactorCodeRequired')
  .max(64, 'validation.tooLong');

/** POST operator/sign-in {email, password}: the first step. */
export const zOperatorSignInBody = z.object({ email: zSignInEmail, password: zSignInPassword });
export type OperatorSignInBody = z.input<typeof zOperatorSignInBody>;

/** POST operator/set-up {token, password}: an invitation's link sets the password. */
export const zOperatorSetUpBody = z.object({
  token: zSecretToken,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .min(OPERATOR_PASSWORD_MIN, 'validation.operatorPasswordLength')
    .max(OPERATOR_PASSWORD_MAX, 'validation.operatorPasswordLength'),
});
export type OperatorSetUpBody = z.input<typeof zOperatorSetUpBody>;

/**
 * POST operator/sign-in/enrol and operator/sign-in/code {pending_token, code}: the
 * second step, with the token the first one answered.
 */
export const zOperatorCodeBody = z.object({
  pending_token: zSecretToken,
  code: zTwoFactorCode,
});
export type OperatorCodeBody = z.input<typeof zOperatorCodeBody>;

/**
 * The first step's answer: `enrol` the first time (scan the QR code, or type the URI's
 * secret, then confirm with a code), else `code` (the authenticator's code, or a
 * recovery code). The pending token works for a few minutes.
 */
export const zOperatorSignInReply = z.discriminatedUnion('step', [
  zReply.extend({
    step: z.literal('enrol'),
    pending_token: z.string(),
    otpauth_uri: z.string(),
    /** The URI as a QR code, an SVG document. */
    qr_svg: z.string(),
    expires_at: z.string(),
  }),
  zReply.extend({
    step: z.literal('code'),
    pending_token: z.string(),
    expires_at: z.string(),
  }),
]);
export type OperatorSignInReply = z.infer<typeof zOperatorSignInReply>;

/** A new operator session; an enrolment's also carries the recovery codes, shown once. */
export const zOperatorSessionReply = zReply.extend({
  token: z.string(),
  expires_at: z.string(),
  recovery_codes: z.array(z.string()).optional(),
});
export type OperatorSessionReply = z.infer<typeof zOperatorSessionReply>;

/** POST operator/operators/invite {email}: a new operator with a one-time set-up link. */
export const zOperatorInviteBody = z.object({ email: zEmail });
export type OperatorInviteBody = z.input<typeof zOperatorInviteBody>;

/** POST operator/operators/disable {email}. */
export const zOperatorDisableBody = z.object({ email: zEmail });
export type OperatorDisableBody = z.input<typeof zOperatorDisableBody>;

export const zOperatorAccount = z.object({
  email: z.string(),
  /** `invited`: no password or no second factor yet. */
  state: z.enum(['invited', 'active', 'disabled']),
  /** Who invited them; null for the first operator (or once the inviter is gone). */
  invited_by: z.string().nullable(),
  created_at: z.string(),
});
export type OperatorAccount = z.infer<typeof zOperatorAccount>;

export const zOperatorListReply = zReply.extend({ operators: z.array(zOperatorAccount) });
export type OperatorListReply = z.infer<typeof zOperatorListReply>;

/**
 * The invitation: the set-up token, and its link when the server knows its origin; with
 * a link, the invitee is also emailed it (`emailed`).
 */
export const zOperatorInviteReply = zReply.extend({
  operator: zOperatorAccount,
  setup_token: z.string(),
  setup_link: z.string().nullable(),
  emailed: z.boolean(),
  expires_at: z.string(),
});
export type OperatorInviteReply = z.infer<typeof zOperatorInviteReply>;

/** GET operator/whoami: the operator token's name, or the signed-in operator's email. */
export const zOperatorWhoamiReply = zReply.extend({ operator: z.string() });
export type OperatorWhoamiReply = z.infer<typeof zOperatorWhoamiReply>;
