import { z } from 'zod';
import { EMAIL_MAX, NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';

/**
 * Every reply carries `success` and `message`; data sits beside them
 * (docs/product.md §4.1).
 */
export const zReply = z.object({ success: z.boolean(), message: z.string() });
export type Reply = z.infer<typeof zReply>;

export const zErrorReply = z.object({
  success: z.literal(false),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** On 5xx replies: the request's id (also the X-Request-Id header, and in the server's log lines). */
  requestId: z.string().optional(),
});
export type ErrorReply = z.infer<typeof zErrorReply>;

/** Upper bound for any free text we hash or store, so a huge body cannot cost CPU. */
export const TEXT_MAX = 1024;

/** Email used as the account id: trimmed, lower-cased, valid. */
export const zEmail = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.emailRequired')
  .max(EMAIL_MAX, 'validation.tooLong')
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** A password being set: 4 to 64 characters (docs/product.md §10.1). */
export const zNewPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN, 'validation.passwordLength')
  .max(PASSWORD_MAX, 'validation.passwordLength');

/** A password being checked against the stored hash: present, bounded. */
export const zCurrentPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(PASSWORD_MAX, 'validation.passwordLength');

/** A nickname: trimmed, 2 to 12 characters at sign-up and in account settings. */
export const zNickname = z
  .string({ error: 'validation.nicknameRequired' })
  .trim()
  .min(1, 'validation.nicknameRequired')
  .min(NICKNAME_MIN, 'validation.nicknameLength')
  .max(NICKNAME_MAX, 'validation.nicknameLength');

/**
 * `page` of a paged list: counted from 0 (docs/product.md §4.1), query strings coerced.
 */
export const zPage = z.coerce
  .number({ error: 'validation.pageInvalid' })
  .int('validation.pageInvalid')
  .min(0, 'validation.pageInvalid')
  .max(1_000_000, 'validation.pageInvalid')
  .default(0);

/** `size` of a paged list: 1 to `max`, `fallback` when not given. */
export function zPageSize(fallback: number, max: number) {
  return z.coerce
    .number({ error: 'validation.pageSizeInvalid' })
    .int('validation.pageSizeInvalid')
    .min(1, 'validation.pageSizeInvalid')
    .max(max, 'validation.pageSizeInvalid')
    .default(fallback);
}

/** A site named by one of its domains in an operator's call: trimmed, lower-cased. */
export const zDomain = z
  .string({ error: 'validation.domainRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.domainRequired')
  .max(253, 'validation.tooLong');

/** What every paged reply says about its page, beside its items. */
export const pagedReplyFields = { page: z.number(), size: z.number(), total: z.number() };
