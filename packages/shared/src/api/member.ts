import { z } from 'zod';
import { EMAIL_MAX } from '../constants.ts';
import { TEXT_MAX, zCurrentPassword, zEmail, zNewPassword, zNickname } from './common.ts';

/** POST v2/mcn/join — sign-up. `password_confirm` is checked when sent. */
export const zJoinBody = z
  .object({
    email: zEmail,
    password: zNewPassword,
    password_confirm: z.string().max(TEXT_MAX, 'validation.tooLong').optional(),
    nickname: zNickname,
  })
  .refine(
    (body) => body.password_confirm === undefined || body.password_confirm === body.password,
    {
      error: 'validation.passwordMismatch',
      path: ['password_confirm'],
    },
  );
export type JoinBody = z.input<typeof zJoinBody>;

/** The email typed to sign in: trimmed and lower-cased, any text (an unknown one just fails). */
export const zSignInEmail = z
  .string({ error: 'validation.loginRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.loginRequired')
  .max(EMAIL_MAX, 'validation.tooLong');

/** The password typed to sign in: present and bounded; the hash says whether it is right. */
export const zSignInPassword = z
  .string({ error: 'validation.loginRequired' })
  .min(1, 'validation.loginRequired')
  .max(TEXT_MAX, 'validation.tooLong');

/** POST member/login {id, password}; the id is trimmed (docs/product.md §10.1). */
export const zLoginBody = z.object({ id: zSignInEmail, password: zSignInPassword });
export type LoginBody = z.input<typeof zLoginBody>;

export const zTokenReply = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export type TokenReply = z.infer<typeof zTokenReply>;

/**
 * GET member/me — user data of docs/product.md §4.3, with the account's own fields beside
 * it.
 */
export const zMeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  permission_flag: z.union([z.literal(0), z.literal(1)]),
  settings: z.object({ channel_verify_needed: z.boolean() }),
  email: z.string(),
  nickname: z.string(),
  registered_at: z.string(),
});
export type MeReply = z.infer<typeof zMeReply>;

/**
 * POST member/account/update {password, new_password, nickname}: the current password
 * confirms; either or both of the others change.
 */
export const zAccountUpdateBody = z
  .object({
    password: zCurrentPassword,
    new_password: zNewPassword.or(z.literal('')).optional(),
    nickname: zNickname.or(z.literal('')).optional(),
  })
  .refine((body) => Boolean(body.new_password) || Boolean(body.nickname), {
    error: 'validation.invalid',
    path: ['nickname'],
  });
export type AccountUpdateBody = z.input<typeof zAccountUpdateBody>;

/** POST member/account/delete.account {password} */
export const zAccountDeleteBody = z.object({ password: zCurrentPassword });
export type AccountDeleteBody = z.input<typeof zAccountDeleteBody>;

/** POST member/external/auth {code} — exchanges a one-time login code for a session. */
export const zExternalAuthBody = z.object({
  code: z
    .string({ error: 'validation.codeRequired' })
    .trim()
    .min(1, 'validation.codeRequired')
    .max(256, 'validation.tooLong'),
});
export type ExternalAuthBody = z.input<typeof zExternalAuthBody>;
