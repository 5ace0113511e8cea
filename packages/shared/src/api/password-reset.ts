import { z } from 'zod';
import { TEXT_MAX, zEmail, zNewPassword } from './common.ts';

/**
 * POST member/password/forgot {email}: sends a reset link when an account uses the email;
 * the reply is the same either way.
 */
export const zPasswordForgotBody = z.object({ email: zEmail });
export type PasswordForgotBody = z.input<typeof zPasswordForgotBody>;

/**
 * POST member/password/reset {token, password, password_confirm}: a new password within
 * the spec's rules (4 to 64 characters) through the emailed link; answers a session token.
 */
export const zPasswordResetBody = z
  .object({
    token: z
      .string({ error: 'validation.resetTokenRequired' })
      .trim()
      .min(1, 'validation.resetTokenRequired')
      .max(256, 'validation.tooLong'),
    password: zNewPassword,
    password_confirm: z.string().max(TEXT_MAX, 'validation.tooLong').optional(),
  })
  .refine(
    (body) => body.password_confirm === undefined || body.password_confirm === body.password,
    { error: 'validation.passwordMismatch', path: ['password_confirm'] },
  );
export type PasswordResetBody = z.input<typeof zPasswordResetBody>;
