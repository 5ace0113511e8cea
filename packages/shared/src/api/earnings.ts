import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { pagedReplyFields, zEmail, zPage, zPageSize } from './common.ts';

/**
 * Money out (docs/product.md §7): closed months, statements, balances and withdrawals.
 * Amounts on the wire are integer micro-units of the site's currency as decimal strings
 * (bigint safe); an amount a person types is a decimal string of the currency ("10000",
 * "20.50").
 */

/** What each ledger entry records; the balance is the sum of a member's entries. */
export const LEDGER_KINDS = [
  'month_earnings',
  'withheld',
  'released',
  'adjustment',
  'withdrawal',
  'withdrawal_returned',
  'forfeit',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const WITHDRAWAL_STATES = [
  'requested',
  'approved',
  'paid',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
/** States in which a request still holds its amount and blocks another request. */
export const OPEN_WITHDRAWAL_STATES = ['requested', 'approved'] as const;

/**
 * Default withdrawal threshold per currency, in micro-units (docs/product.md §7.10:
 * ₩10,000, $20).
 */
export const DEFAULT_WITHDRAWAL_THRESHOLD_MICROS = {
  KRW: 10_000_000_000,
  USD: 20_000_000,
} as const;

export const WITHDRAW_REASON_MAX = 500;
export const PAYOUT_REFERENCE_MAX = 200;
export const BANK_FIELD_MAX = 100;
export const LEDGER_PAGE_SIZE = 50;
export const LEDGER_PAGE_SIZE_MAX = 200;

/** Micro-units as a decimal string of an integer (may be negative). */
const zMicros = z.string();

/** A calendar month, `YYYY-MM`. */
export const zMonth = z
  .string({ error: 'validation.monthInvalid' })
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'validation.monthInvalid');

/** An amount typed by a person: a non-negative decimal of the currency, checked for its decimals by the server. */
export const zAmount = z
  .union([z.string(), z.number()], { error: 'validation.amountInvalid' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{1,12}(\.\d{1,12})?$/, 'validation.amountInvalid')
      .refine((text) => /[1-9]/.test(text), 'validation.amountInvalid'),
  );

const zRequestId = z.coerce
  .number({ error: 'validation.withdrawalIdInvalid' })
  .int('validation.withdrawalIdInvalid')
  .min(1, 'validation.withdrawalIdInvalid')
  .max(Number.MAX_SAFE_INTEGER, 'validation.withdrawalIdInvalid');

const boundedText = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, 'validation.tooLong')
    .refine(
      (text) => ![...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
      'validation.invalid',
    );

// ---- Payout method -------------------------------------------------------------------

/** POST payouts/method: a bank account, or a PayPal-style email. */
export const zPayoutMethodBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('bank'),
      bank_name: boundedText(BANK_FIELD_MAX, 'validation.bankNameRequired'),
      holder: boundedText(BANK_FIELD_MAX, 'validation.accountHolderRequired'),
      account_number: z
        .string({ error: 'validation.accountNumberInvalid' })
        .trim()
        .regex(/^[0-9][0-9 -]{4,38}[0-9]$/, 'validation.accountNumberInvalid')
        .refine(
          (number) => number.replace(/\D/g, '').length >= 6,
          'validation.accountNumberInvalid',
        ),
    }),
    z.object({ kind: z.literal('email'), email: zEmail }),
  ],
  { error: 'validation.payoutMethodInvalid' },
);
export type PayoutMethodBody = z.input<typeof zPayoutMethodBody>;

/** A payout method as shown: masked, never the whole number. */
export const zPayoutMethod = z.object({
  kind: z.enum(['bank', 'email']),
  masked: z.string(),
  updated_at: z.string(),
});
export type PayoutMethod = z.infer<typeof zPayoutMethod>;

// ---- Withdrawals ---------------------------------------------------------------------

export const zWithdrawal = z.object({
  id: z.number(),
  /** The member's email (the account id); on the manager's queue. */
  member: z.string(),
  nickname: z.string(),
  amount: zMicros,
  currency: z.enum(CURRENCIES),
  state: z.enum(WITHDRAWAL_STATES),
  payout_method: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  paid_on: z.string().nullable(),
  reference: z.string().nullable(),
  reject_reason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof zWithdrawal>;

/** POST payouts/withdraw {amount, idempotency_key}: the same key twice is one request. */
export const zWithdrawBody = z.object({
  amount: zAmount,
  idempotency_key: z
    .string({ error: 'validation.idempotencyKeyInvalid' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.idempotencyKeyInvalid'),
});
export type WithdrawBody = z.input<typeof zWithdrawBody>;

export const zWithdrawalReply = z.object({
  success: z.literal(true),
  message: z.string(),
  withdrawal: zWithdrawal,
});
export type WithdrawalReply = z.infer<typeof zWithdrawalReply>;

/** POST payouts/cancel {id} (the member) and payouts/approve {id} (the manager). */
export const zWithdrawalIdBody = z.object({ id: zRequestId });
export type WithdrawalIdBody = z.input<typeof zWithdrawalIdBody>;

/** POST payouts/reject {id, reason}: the amount returns to the balance. */
export const zRejectBody = z.object({
  id: zRequestId,
  reason: boundedText(WITHDRAW_REASON_MAX, 'validation.rejectReasonRequired'),
});
export type RejectBody = z.input<typeof zRejectBody>;

/** A calendar day, `YYYY-MM-DD`, that exists. */
const zPaidOn = z
  .string({ error: 'validation.paidOnInvalid' })
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, 'validation.paidOnInvalid')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    { error: 'validation.paidOnInvalid' },
  );

/** POST payouts/paid {id, paid_on, reference}. */
export const zPaidBody = z.object({
  id: zRequestId,
  paid_on: zPaidOn,
  reference: boundedText(PAYOUT_REFERENCE_MAX, 'validation.referenceRequired'),
});
export type PaidBody = z.input<typeof zPaidBody>;

// ---- The member's earnings -----------------------------------------------------------

export const zWithheld = z.object({
  channel_id: z.string(),
  title: z.string(),
  amount: zMicros,
  /** Why it is held: the channel is not verified, or it was deleted (never released). */
  reason: z.enum(['unverified', 'channel_deleted']),
});

/** GET earnings/summary: what a member is owed and can do with it. */
export const zEarningsSummaryReply = z.object({
  success: z.literal(true),
  message: z.string(),
  currency: z.enum(CURRENCIES),
  balance: zMicros,
  withheld: z.array(zWithheld),
  threshold: zMicros,
  last_closed_month: z.string().nullable(),
  open_withdrawal: zWithdrawal.nullable(),
  payout_method: zPayoutMethod.nullable(),
  can_withdraw: z.boolean(),
});
export type EarningsSummaryReply = z.infer<typeof zEarningsSummaryReply>;

export const zStatementListItem = z.object({
  month: z.string(),
  net: zMicros,
  withheld: zMicros,
  adjustments: zMicros,
  balance_after: zMicros,
});

/** GET earnings/statements[?member=]: the member's closed months, newest first. */
export const zStatementsQuery = z.object({ member: zEmail.optional() });
export const zStatementsReply = z.object({
  success: z.literal(true),
  message: z.string(),
  currency: z.enum(CURRENCIES),
  statements: z.array(zStatementListItem),
});
export type StatementsReply = z.infer<typeof zStatementsReply>;

export const zStatementLine = z.object({
  channel_id: z.string(),
  title: z.string(),
  gross: zMicros,
  /** The fee rates (percent) in force on the month's days with earnings, in order. */
  fee_rates: z.array(z.number()),
  net: zMicros,
  withheld: zMicros,
  released: zMicros,
});

export const zStatementAdjustment = z.object({
  channel_id: z.string(),
  title: z.string(),
  /** The closed month the adjustment corrects. */
  month: z.string(),
  amount: zMicros,
});

export const zStatementPayout = z.object({
  id: z.number(),
  amount: zMicros,
  paid_on: z.string(),
  reference: z.string(),
});

/** GET earnings/statement?month=[&member=]: one member's immutable statement of a closed month. */
export const zStatementQuery = z.object({ month: zMonth, member: zEmail.optional() });
export type StatementQuery = z.input<typeof zStatementQuery>;
export const zStatement = z.object({
  month: z.string(),
  member: z.string(),
  nickname: z.string(),
  currency: z.enum(CURRENCIES),
  closed_at: z.string(),
  lines: z.array(zStatementLine),
  adjustments: z.array(zStatementAdjustment),
  payouts: z.array(zStatementPayout),
  gross: zMicros,
  net: zMicros,
  withheld: zMicros,
  released: zMicros,
  adjustments_total: zMicros,
  balance_before: zMicros,
  balance_after: zMicros,
});
export type Statement = z.infer<typeof zStatement>;
export const zStatementReply = z.object({
  success: z.literal(true),
  message: z.string(),
  statement: zStatement,
});
export type StatementReply = z.infer<typeof zStatementReply>;

export const zLedgerEntry = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  amount: zMicros,
  month: z.string().nullable(),
  channel_id: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof zLedgerEntry>;

/** GET earnings/history?page=&size=: the member's entries newest first, and their requests. */
export const zHistoryQuery = z.object({
  page: zPage,
  size: zPageSize(LEDGER_PAGE_SIZE, LEDGER_PAGE_SIZE_MAX),
});
export const zHistoryReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  currency: z.enum(CURRENCIES),
  entries: z.array(zLedgerEntry),
  withdrawals: z.array(zWithdrawal),
});
export type HistoryReply = z.infer<typeof zHistoryReply>;

// ---- The manager's payouts -----------------------------------------------------------

export const zCloseTotals = z.object({
  month: z.string(),
  members: z.number(),
  gross: zMicros,
  net: zMicros,
  withheld: zMicros,
  released: zMicros,
  adjustments: zMicros,
});
export type CloseTotals = z.infer<typeof zCloseTotals>;

/** GET payouts/close/preview?month= and POST payouts/close {month}. */
export const zCloseQuery = z.object({ month: zMonth });
export type CloseQuery = z.input<typeof zCloseQuery>;
export const zCloseReply = z.object({
  success: z.literal(true),
  message: z.string(),
  currency: z.enum(CURRENCIES),
  /** True when the month was closed before (closing again changed nothing). */
  already_closed: z.boolean(),
  totals: zCloseTotals,
});
export type CloseReply = z.infer<typeof zCloseReply>;

export const zMemberBalance = z.object({
  member: z.string(),
  nickname: z.string(),
  balance: zMicros,
  withheld: zMicros,
  open_withdrawal: zMicros.nullable(),
});

/** GET payouts/overview: closed months, every member's balance, the settings. */
export const zPayoutsOverviewReply = z.object({
  success: z.literal(true),
  message: z.string(),
  currency: z.enum(CURRENCIES),
  threshold: zMicros,
  auto_close_day: z.number().nullable(),
  /** The newest finished month not closed yet, if any has data. */
  next_month: z.string().nullable(),
  months: z.array(zCloseTotals.extend({ closed_at: z.string() })),
  balances: z.array(zMemberBalance),
});
export type PayoutsOverviewReply = z.infer<typeof zPayoutsOverviewReply>;

/** GET payouts/requests?state=&page=&size=: the open requests (requested, approved), or one state's. */
export const zRequestsQuery = z.object({
  state: z.enum(WITHDRAWAL_STATES, { error: 'validation.withdrawalStateInvalid' }).optional(),
  page: zPage,
  size: zPageSize(LEDGER_PAGE_SIZE, LEDGER_PAGE_SIZE_MAX),
});
export const zRequestsReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  withdrawals: z.array(
    zWithdrawal.extend({
      /** The payout details in full, for an open request the manager is to pay. */
      payout_details: z.string().nullable(),
    }),
  ),
});
export type RequestsReply = z.infer<typeof zRequestsReply>;

/** POST payouts/settings {withdrawal_threshold?, auto_close_day?}. */
export const zPayoutSettingsBody = z
  .object({
    withdrawal_threshold: zAmount.optional(),
    auto_close_day: z
      .number({ error: 'validation.autoCloseDayInvalid' })
      .int('validation.autoCloseDayInvalid')
      .min(1, 'validation.autoCloseDayInvalid')
      .max(28, 'validation.autoCloseDayInvalid')
      .nullable()
      .optional(),
  })
  .refine((body) => body.withdrawal_threshold !== undefined || body.auto_close_day !== undefined, {
    error: 'validation.siteChangeRequired',
  });
export type PayoutSettingsBody = z.input<typeof zPayoutSettingsBody>;

/** GET payouts/export?month=: every member's statement of a closed month as one CSV. */
export const zPayoutsExportQuery = z.object({ month: zMonth });

// ---- Statement CSV -------------------------------------------------------------------

/** The columns of a statement CSV (one member's, or every member's of a month). */
export const STATEMENT_CSV_COLUMNS = [
  'month',
  'member',
  'nickname',
  'row',
  'channel',
  'channel_id',
  'gross',
  'fee_rates',
  'net',
  'withheld',
  'released',
  'amount',
  'corrected_month',
  'paid_on',
  'reference',
] as const;
export type StatementCsvColumn = (typeof STATEMENT_CSV_COLUMNS)[number];

/** What each row of a statement CSV is. */
export const STATEMENT_CSV_ROWS = [
  'channel',
  'adjustment',
  'payout',
  'balance_before',
  'balance_after',
] as const;
export type StatementCsvRow = (typeof STATEMENT_CSV_ROWS)[number];

type StatementCsvLabels = {
  columns: Record<StatementCsvColumn, string>;
  rows: Record<StatementCsvRow, string>;
};

/** Headers and row names of the statement CSV in each language (`{currency}` filled in). */
export const STATEMENT_CSV_LABELS: Record<'ko' | 'en' | 'zh-CN' | 'zh-TW', StatementCsvLabels> = {
  ko: {
    columns: {
      month: '정산 월',
      member: '회원',
      nickname: '닉네임',
      row: '구분',
      channel: '채널',
      channel_id: '채널 ID',
      gross: '총수익 ({currency})',
      fee_rates: '수수료율 (%)',
      net: '순수익 ({currency})',
      withheld: '보류 ({currency})',
      released: '보류 해제 ({currency})',
      amount: '금액 ({currency})',
      corrected_month: '정정 대상 월',
      paid_on: '지급일',
      reference: '지급 참조 번호',
    },
    rows: {
      channel: '채널 수익',
      adjustment: '정정',
      payout: '지급',
      balance_before: '이전 잔액',
      balance_after: '마감 후 잔액',
    },
  },
  en: {
    columns: {
      month: 'Month',
      member: 'Member',
      nickname: 'Nickname',
      row: 'Row',
      channel: 'Channel',
      channel_id: 'Channel ID',
      gross: 'Gross ({currency})',
      fee_rates: 'Fee rates (%)',
      net: 'Net ({currency})',
      withheld: 'Withheld ({currency})',
      released: 'Released ({currency})',
      amount: 'Amount ({currency})',
      corrected_month: 'Corrected month',
      paid_on: 'Paid on',
      reference: 'Reference',
    },
    rows: {
      channel: 'Channel earnings',
      adjustment: 'Adjustment',
      payout: 'Payout',
      balance_before: 'Balance before',
      balance_after: 'Balance after',
    },
  },
  'zh-CN': {
    columns: {
      month: '结算月份',
      member: '会员',
      nickname: '昵称',
      row: '类型',
      channel: '频道',
      channel_id: '频道 ID',
      gross: '总收益 ({currency})',
      fee_rates: '分成费率 (%)',
      net: '净收益 ({currency})',
      withheld: '暂扣 ({currency})',
      released: '解除暂扣 ({currency})',
      amount: '金额 ({currency})',
      corrected_month: '更正月份',
      paid_on: '付款日期',
      reference: '付款参考号',
    },
    rows: {
      channel: '频道收益',
      adjustment: '更正',
      payout: '付款',
      balance_before: '期初余额',
      balance_after: '期末余额',
    },
  },
  'zh-TW': {
    columns: {
      month: '結算月份',
      member: '會員',
      nickname: '暱稱',
      row: '類型',
      channel: '頻道',
      channel_id: '頻道 ID',
      gross: '總收益 ({currency})',
      fee_rates: '分潤費率 (%)',
      net: '淨收益 ({currency})',
      withheld: '暫扣 ({currency})',
      released: '解除暫扣 ({currency})',
      amount: '金額 ({currency})',
      corrected_month: '更正月份',
      paid_on: '付款日期',
      reference: '付款參考號',
    },
    rows: {
      channel: '頻道收益',
      adjustment: '更正',
      payout: '付款',
      balance_before: '期初餘額',
      balance_after: '期末餘額',
    },
  },
};
