import { z } from 'zod';

/**
 * The kinds of email a member may turn off (issue 26): every notice and the weekly
 * digest. A password reset link, the welcome and the sign-up attempt notice are always
 * sent: the first is asked for, the welcome comes before the member could choose, and
 * the notice is about the account's security.
 */
export const OPTIONAL_MAIL_KINDS = [
  'weeklyDigest',
  'channelVerified',
  'channelVerificationFailed',
  'channelApproved',
  'channelOnHold',
  'channelRejected',
  'monthClosed',
  'withdrawalApproved',
  'withdrawalPaid',
  'withdrawalRejected',
] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export const isOptionalMailKind = (kind: string): kind is OptionalMailKind =>
  (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);

/** GET member/mail-preferences: each optional kind, on or off. */
export const zMailPreferencesReply = z.object({
  success: z.literal(true),
  message: z.string(),
  preferences: z.array(z.object({ kind: z.enum(OPTIONAL_MAIL_KINDS), on: z.boolean() })),
});
export type MailPreferencesReply = z.infer<typeof zMailPreferencesReply>;

/** POST mail/unsubscribe?token=: the one-click unsubscribe (RFC 8058) answers the kind. */
export const zUnsubscribeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  kind: z.enum(OPTIONAL_MAIL_KINDS),
});
export type UnsubscribeReply = z.infer<typeof zUnsubscribeReply>;

/** POST member/mail-preferences {kind, on}: turns one kind on or off. */
export const zMailPreferenceBody = z.object({
  kind: z.enum(OPTIONAL_MAIL_KINDS, { error: 'validation.mailKindInvalid' }),
  on: z.boolean({ error: 'validation.mailKindInvalid' }),
});
export type MailPreferenceBody = z.input<typeof zMailPreferenceBody>;
