import { z } from 'zod';
import { EMAIL_MAX } from '../constants.ts';
import { pagedReplyFields, zDomain, zPage, zPageSize } from './common.ts';

/** What the audit log records (docs/security.md). */
export const AUDIT_ACTIONS = [
  'member.created',
  'member.deleted',
  'member.password_changed',
  'member.fee_rate_changed',
  'account.deleted',
  'account.password_changed',
  'account.password_reset',
  'account.password_check_failed',
  'channel.registered',
  'channel.re_review_requested',
  'channel.assigned',
  'channel.unassigned',
  'channel.deleted',
  'session.login',
  'session.login_failed',
  'session.locked_out',
  'operator.call',
  'youtube.connected',
  'youtube.disconnected',
  'youtube.grant_refused',
  'earnings.month_closed',
  'earnings.forfeited',
  'payout.method_set',
  'payout.requested',
  'payout.cancelled',
  'payout.approved',
  'payout.rejected',
  'payout.paid',
  'payout.settings_changed',
  'network_token.created',
  'network_token.revoked',
  'operator.password_set',
  'operator.enrolled',
  'operator.signed_in',
  'operator.sign_in_failed',
  'operator.locked_out',
  'operator.signed_out',
  'operator.invited',
  'operator.disabled',
  'operator.token_created',
  'operator.token_revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * A bound of the audit log's time range: a day (`YYYY-MM-DD`, UTC: `from` its start, `to`
 * its end) or an instant with its offset (ISO 8601), as a person or a script has it.
 */
const zAuditTime = z.union(
  [
    z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
    z.iso.datetime({ offset: true }),
  ],
  { error: 'validation.auditTimeInvalid' },
);

/** The first instant a `from` bound lets in, and the first a `to` bound leaves out. */
export function auditTimeBounds(query: { from?: string | undefined; to?: string | undefined }): {
  from: Date | undefined;
  until: Date | undefined;
} {
  const isDay = (text: string) => text.length === 10;
  const from = query.from === undefined ? undefined : new Date(query.from);
  let until: Date | undefined;
  if (query.to !== undefined) {
    until = new Date(query.to);
    // A day includes itself; an instant includes itself too (the next millisecond is out).
    until = new Date(until.getTime() + (isDay(query.to) ? 86_400_000 : 1));
  }
  return { from, until };
}

/**
 * GET operator/audit?site=&action=&actor=&from=&to=&page=&size= — newest first; every site
 * without `site`. `actor` is who the entry names: an account's email, or an operator's
 * name (with or without `operator:`).
 */
export const zOperatorAuditQuery = z
  .object({
    site: zDomain.optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'validation.invalid' }).optional(),
    actor: z
      .string({ error: 'validation.invalid' })
      .trim()
      .min(1, 'validation.invalid')
      .max(EMAIL_MAX + 'operator:'.length, 'validation.tooLong')
      .optional(),
    from: zAuditTime.optional(),
    to: zAuditTime.optional(),
    page: zPage,
    size: zPageSize(50, 200),
  })
  .refine(
    (query) => {
      const { from, until } = auditTimeBounds(query);
      return !from || !until || from < until;
    },
    { error: 'validation.auditRangeInvalid', path: ['to'] },
  );
export type OperatorAuditQuery = z.input<typeof zOperatorAuditQuery>;

export const zAuditEntry = z.object({
  id: z.number(),
  /** 0: the platform (an operator's call that names no site). */
  site_id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  /** The account's email, or `operator:<token name>`; null when nobody signed in (a failed login). */
  actor: z.string().nullable(),
  /** The account acted upon, by email. */
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;

export const zOperatorAuditReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  entries: z.array(zAuditEntry),
});
export type OperatorAuditReply = z.infer<typeof zOperatorAuditReply>;
