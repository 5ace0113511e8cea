import {
  NETWORK_TOKEN_EXPIRY_DAYS,
  zCurrentPassword,
  zNetworkTokenCreateBody,
  zNewPassword,
  zNickname,
} from '@portal/shared';
import { z } from 'zod';

/**
 * The account page splits member/account/update into two forms (nickname, password);
 * each confirms with the current password. Built from the shared field schemas so the
 * rules are the server's.
 */
export const zNicknameForm = z.object({
  nickname: zNickname,
  password: zCurrentPassword,
});

export const zPasswordForm = z
  .object({
    password: zCurrentPassword,
    new_password: zNewPassword,
    new_password_confirm: z.string(),
  })
  .refine((form) => form.new_password === form.new_password_confirm, {
    error: 'validation.passwordMismatch',
    path: ['new_password_confirm'],
  });

/**
 * Deleting needs the current password and an explicit acknowledgement
 * (docs/product.md §5.12).
 */
export const zDeleteForm = z.object({
  password: zCurrentPassword,
  acknowledged: z.boolean().refine((value) => value, { error: 'forms.acknowledgeRequired' }),
});

/** The expiries the token form offers: the screen's choices in days, or none. */
export const TOKEN_EXPIRIES: readonly string[] = [
  ...NETWORK_TOKEN_EXPIRY_DAYS.map(String),
  'never',
];

/** A new API token: its name as the server checks it, and one of the offered expiries. */
export const zNetworkTokenForm = z.object({
  name: zNetworkTokenCreateBody.shape.name,
  expiry: z
    .string()
    .refine((value) => TOKEN_EXPIRIES.includes(value), { error: 'validation.tokenExpiryInvalid' }),
});
