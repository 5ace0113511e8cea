import { z } from 'zod';
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
  'channel.reviewed',
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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET operator/audit?site=&action=&page=&size= — newest first; every site without `site`. */
export const zOperatorAuditQuery = z.object({
  site: zDomain.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'validation.invalid' }).optional(),
  page: zPage,
  size: zPageSize(50, 200),
});
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
