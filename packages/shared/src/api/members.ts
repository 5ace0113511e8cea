import { z } from 'zod';
import {
  ACCOUNTS_PAGE_SIZE,
  ACCOUNTS_PAGE_SIZE_MAX,
  EMAIL_MAX,
  MEMBER_CHANNELS_MAX,
} from '../constants.ts';
import {
  pagedReplyFields,
  TEXT_MAX,
  zCurrentPassword,
  zEmail,
  zNewPassword,
  zPage,
  zPageSize,
} from './common.ts';

/**
 * A revenue share (fee rate, the network's cut) as a percentage: 0 to 100 with at most
 * two decimals, i.e. whole basis points (docs/product.md §6.5).
 */
export const zFeeRatePercent = z
  .number({ error: 'validation.feeRateRange' })
  .min(0, 'validation.feeRateRange')
  .max(100, 'validation.feeRateRange')
  .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
    error: 'validation.feeRatePrecision',
  });

/** Percent (12.34) to basis points (1234) and back, exact for values zFeeRatePercent accepts. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** The member a manager call is about, named by email (the account id). */
const zTarget = z
  .string({ error: 'validation.targetRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.targetRequired')
  .max(EMAIL_MAX, 'validation.tooLong');

/** A calendar day, `YYYY-MM-DD`. */
const zDay = z
  .string({ error: 'validation.effectiveFromInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.effectiveFromInvalid')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    {
      error: 'validation.effectiveFromInvalid',
    },
  );

/** POST member/mcn/add {user_id, password, nickname, channels} */
export const zMemberAddBody = z.object({
  user_id: zEmail,
  password: zNewPassword,
  nickname: z
    .string({ error: 'validation.nicknameRequired' })
    .trim()
    .min(1, 'validation.nicknameRequired')
    .min(2, 'validation.nicknameMin')
    .max(64, 'validation.tooLong'),
  channels: z
    .array(
      z.string({ error: 'validation.channelsInvalid' }).trim().max(TEXT_MAX, 'validation.tooLong'),
      {
        error: 'validation.channelsInvalid',
      },
    )
    .max(MEMBER_CHANNELS_MAX, 'validation.channelsInvalid')
    .optional()
    .transform((links) => (links ?? []).filter((link) => link.length > 0)),
});
export type MemberAddBody = z.input<typeof zMemberAddBody>;

/** GET member/mcn/accounts?page=&size=&search= (first page 0, size 50 by default). */
export const zMemberAccountsQuery = z.object({
  page: zPage,
  size: zPageSize(ACCOUNTS_PAGE_SIZE, ACCOUNTS_PAGE_SIZE_MAX),
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type MemberAccountsQuery = z.input<typeof zMemberAccountsQuery>;

export const zMemberAccount = z.object({
  user_id: z.string(),
  nickname: z.string(),
  registered_at: z.string(),
  /** The revenue share in force today, in percent. */
  fee_rate: z.number(),
  /** A change already set for a later day, if any. */
  next_fee_rate: z.object({ fee_rate: z.number(), effective_from: z.string() }).nullable(),
  /** Channel names assigned to the member. */
  channels: z.array(z.string()),
});
export type MemberAccount = z.infer<typeof zMemberAccount>;

export const zMemberAccountsReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  accounts: z.array(zMemberAccount),
});
export type MemberAccountsReply = z.infer<typeof zMemberAccountsReply>;

/**
 * POST member/mcn/update: `{target, password, fee_rate}` changes the revenue share (from
 * today, or from `effective_from`), `{target, password, new_password}` the member's
 * password; `password` is the manager's own.
 */
export const zMemberUpdateBody = z
  .object({
    target: zTarget,
    password: zCurrentPassword,
    fee_rate: zFeeRatePercent.optional(),
    effective_from: zDay.optional(),
    new_password: zNewPassword.optional(),
  })
  .refine((body) => body.fee_rate !== undefined || body.new_password !== undefined, {
    error: 'validation.memberChangeRequired',
    path: ['fee_rate'],
  });
export type MemberUpdateBody = z.input<typeof zMemberUpdateBody>;

/** POST member/mcn/delete {target, password} */
export const zMemberDeleteBody = z.object({ target: zTarget, password: zCurrentPassword });
export type MemberDeleteBody = z.input<typeof zMemberDeleteBody>;

/** GET member/mcn/fee-history?target= — every revenue share change of a member, newest first. */
export const zMemberFeeHistoryQuery = z.object({ target: zTarget });
export const zFeeRateChange = z.object({
  fee_rate: z.number(),
  previous_fee_rate: z.number(),
  effective_from: z.string(),
  changed_at: z.string(),
  changed_by: z.string().nullable(),
});
export type FeeRateChange = z.infer<typeof zFeeRateChange>;
export const zMemberFeeHistoryReply = z.object({
  success: z.literal(true),
  message: z.string(),
  history: z.array(zFeeRateChange),
});
export type MemberFeeHistoryReply = z.infer<typeof zMemberFeeHistoryReply>;
