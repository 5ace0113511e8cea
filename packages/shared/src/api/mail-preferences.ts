import { z } from 'zod';
import type { Locale } from '../locales.ts';

/**
 * The kinds of email a member may turn off (issue 26): every notice and the weekly
 * digest. A password reset link and the welcome are always sent: one is asked for, the
 * other comes before the member could choose.
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

/** POST member/mail-preferences {kind, on}: turns one kind on or off. */
export const zMailPreferenceBody = z.object({
  kind: z.enum(OPTIONAL_MAIL_KINDS, { error: 'validation.mailKindInvalid' }),
  on: z.boolean({ error: 'validation.mailKindInvalid' }),
});
export type MailPreferenceBody = z.input<typeof zMailPreferenceBody>;

/** The kinds' names as a member reads them (account settings, an unsubscribe's reply). */
export type MailPreferenceTexts = { kinds: Record<OptionalMailKind, string> };

export const MAIL_PREFERENCE_TEXTS: Record<Locale, MailPreferenceTexts> = {
  en: {
    kinds: {
      weeklyDigest: 'Weekly report (Monday morning)',
      channelVerified: 'A channel is verified',
      channelVerificationFailed: 'A channel could not be verified',
      channelApproved: 'A channel is approved',
      channelOnHold: 'A channel is put on hold',
      channelRejected: 'A channel is rejected',
      monthClosed: 'A monthly statement is ready',
      withdrawalApproved: 'A withdrawal is approved',
      withdrawalPaid: 'A withdrawal is paid',
      withdrawalRejected: 'A withdrawal is rejected',
    },
  },
  ko: {
    kinds: {
      weeklyDigest: '주간 리포트(월요일 아침)',
      channelVerified: '채널 인증 완료',
      channelVerificationFailed: '채널 인증 실패',
      channelApproved: '채널 승인',
      channelOnHold: '채널 보류',
      channelRejected: '채널 거절',
      monthClosed: '월 정산서 발행',
      withdrawalApproved: '출금 승인',
      withdrawalPaid: '출금 지급',
      withdrawalRejected: '출금 거절',
    },
  },
  'zh-CN': {
    kinds: {
      weeklyDigest: '每周报告（周一早上）',
      channelVerified: '频道已验证',
      channelVerificationFailed: '频道验证失败',
      channelApproved: '频道已批准',
      channelOnHold: '频道被暂缓',
      channelRejected: '频道被拒绝',
      monthClosed: '月度对账单已生成',
      withdrawalApproved: '提现已批准',
      withdrawalPaid: '提现已支付',
      withdrawalRejected: '提现被拒绝',
    },
  },
  'zh-TW': {
    kinds: {
      weeklyDigest: '每週報告（週一早上）',
      channelVerified: '頻道已驗證',
      channelVerificationFailed: '頻道驗證失敗',
      channelApproved: '頻道已核准',
      channelOnHold: '頻道被暫緩',
      channelRejected: '頻道被拒絕',
      monthClosed: '月結單已產生',
      withdrawalApproved: '提領已核准',
      withdrawalPaid: '提領已支付',
      withdrawalRejected: '提領被拒絕',
    },
  },
};
