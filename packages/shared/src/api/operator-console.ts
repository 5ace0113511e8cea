import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { pagedReplyFields, zDomain, zPage, zPageSize, zReply } from './common.ts';
import {
  LEDGER_PAGE_SIZE,
  LEDGER_PAGE_SIZE_MAX,
  WITHDRAWAL_STATES,
  zCloseTotals,
  zWithdrawal,
} from './earnings.ts';
import { YOUTUBE_REPORT_STATES, zYouTubeConnection } from './youtube-connection.ts';

/**
 * The operator console's own calls (docs/product.md §4.12): every site at a glance, the
 * YouTube connections of all of them, their books read only, and operator API tokens.
 * They read what the site's screens read, through the same services, across sites.
 */

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A site as the console names it: the first of its domains is how operators call it. */
export const zConsoleSite = z.object({ id: z.number(), name: z.string(), domain: z.string() });
export type ConsoleSite = z.infer<typeof zConsoleSite>;

// ---- Overview ------------------------------------------------------------------------

/** What the overview shows of a site's YouTube connection: its health, not its reports. */
export const zOverviewConnection = zYouTubeConnection.pick({
  state: true,
  contentOwnerId: true,
  lastFetchAt: true,
  lastReport: true,
  completeUpTo: true,
  fetching: true,
  lastProblem: true,
  alarms: true,
});
export type OverviewConnection = z.infer<typeof zOverviewConnection>;

export const zOverviewSite = zConsoleSite.extend({
  /** Member accounts that are not deleted. */
  members: z.number(),
  /** Channels waiting for review (status 0). */
  channels_waiting: z.number(),
  /** The last day with figures: what the site's reports are complete up to; null before any. */
  complete_up_to: zDay.nullable(),
  /** Null: the site is not connected to YouTube. */
  youtube: zOverviewConnection.nullable(),
});
export type OverviewSite = z.infer<typeof zOverviewSite>;

/** GET operator/overview: every site, oldest first. */
export const zOperatorOverviewReply = zReply.extend({
  /** Whether the server has a Google OAuth client (without it no site can connect). */
  youtube_configured: z.boolean(),
  sites: z.array(zOverviewSite),
});
export type OperatorOverviewReply = z.infer<typeof zOperatorOverviewReply>;

// ---- YouTube connections -------------------------------------------------------------

/** How many of a site's reports ended in each state, since it first connected. */
export const zReportCounts = z.object(
  Object.fromEntries(YOUTUBE_REPORT_STATES.map((state) => [state, z.number()])) as Record<
    (typeof YOUTUBE_REPORT_STATES)[number],
    z.ZodNumber
  >,
);
export type ReportCounts = z.infer<typeof zReportCounts>;

export const zOperatorYouTubeSite = zConsoleSite.extend({
  /** The connection as its manager's screen shows it; null when not connected. */
  connection: zYouTubeConnection.nullable(),
  report_counts: zReportCounts,
});
export type OperatorYouTubeSite = z.infer<typeof zOperatorYouTubeSite>;

/** GET operator/youtube/list?site=: every site's connection, or the one site named. */
export const zOperatorYouTubeQuery = z.object({ site: zDomain.optional() });
export type OperatorYouTubeQuery = z.input<typeof zOperatorYouTubeQuery>;
export const zOperatorYouTubeReply = zReply.extend({
  configured: z.boolean(),
  sites: z.array(zOperatorYouTubeSite),
});
export type OperatorYouTubeReply = z.infer<typeof zOperatorYouTubeReply>;

/** POST operator/youtube/fetch {site}: fetch the site's new reports now, as its manager can. */
export const zOperatorYouTubeFetchBody = z.object({ site: zDomain });
export type OperatorYouTubeFetchBody = z.input<typeof zOperatorYouTubeFetchBody>;
export const zOperatorYouTubeFetchReply = zReply.extend({ site: zOperatorYouTubeSite });
export type OperatorYouTubeFetchReply = z.infer<typeof zOperatorYouTubeFetchReply>;

// ---- Books (read only) ---------------------------------------------------------------

/** Micro-units as a decimal string of an integer. */
const zMicros = z.string();

export const zOperatorBooks = zConsoleSite.extend({
  currency: z.enum(CURRENCIES),
  /** What the site owes its members in all: the sum of every balance. */
  balance_total: zMicros,
  /** Of it, held back for unverified or deleted channels. */
  withheld_total: zMicros,
  /** Requests still to be paid (requested or approved), and their amount. */
  open_requests: z.number(),
  open_amount: zMicros,
  /** The newest finished month with data not closed yet. */
  next_month: z.string().nullable(),
  auto_close_day: z.number().nullable(),
  /** Closed months, newest first. */
  months: z.array(zCloseTotals.extend({ closed_at: z.string() })),
});
export type OperatorBooks = z.infer<typeof zOperatorBooks>;

/** GET operator/payouts/list: every site's books. */
export const zOperatorPayoutsReply = zReply.extend({ sites: z.array(zOperatorBooks) });
export type OperatorPayoutsReply = z.infer<typeof zOperatorPayoutsReply>;

/**
 * GET operator/payouts/requests?site=&state=&page=&size=: a site's withdrawal requests,
 * newest first, of every state or of one. The payout method only masked: the manager pays.
 */
export const zOperatorRequestsQuery = z.object({
  site: zDomain,
  state: z.enum(WITHDRAWAL_STATES, { error: 'validation.withdrawalStateInvalid' }).optional(),
  page: zPage,
  size: zPageSize(LEDGER_PAGE_SIZE, LEDGER_PAGE_SIZE_MAX),
});
export type OperatorRequestsQuery = z.input<typeof zOperatorRequestsQuery>;
export const zOperatorRequestsReply = zReply.extend({
  ...pagedReplyFields,
  withdrawals: z.array(zWithdrawal),
});
export type OperatorRequestsReply = z.infer<typeof zOperatorRequestsReply>;

// ---- Operator API tokens -------------------------------------------------------------

/** A token's name, as the command line takes it: it names the token in the audit log. */
export const OPERATOR_TOKEN_NAME_MAX = 64;
export const zOperatorTokenName = z
  .string({ error: 'validation.operatorTokenNameInvalid' })
  .trim()
  .regex(/^[\w.@-]{1,64}$/, 'validation.operatorTokenNameInvalid');

/** A token as the list shows it: never the token itself, which only its creation answers. */
export const zOperatorToken = z.object({
  id: z.number(),
  name: z.string(),
  /** `expired` tokens stay listed (and are refused) until revoked. */
  state: z.enum(['active', 'expired']),
  created_at: z.string(),
  expires_at: z.string(),
});
export type OperatorToken = z.infer<typeof zOperatorToken>;

/** GET operator/tokens/list: every operator token by name. */
export const zOperatorTokenListReply = zReply.extend({ tokens: z.array(zOperatorToken) });
export type OperatorTokenListReply = z.infer<typeof zOperatorTokenListReply>;

/** POST operator/tokens/create {name}; POST operator/tokens/revoke {name}. */
export const zOperatorTokenBody = z.object({ name: zOperatorTokenName });
export type OperatorTokenBody = z.input<typeof zOperatorTokenBody>;

/** The one reply that carries the token: it is shown once and only its hash is kept. */
export const zOperatorTokenCreateReply = zReply.extend({
  token: z.string(),
  operator_token: zOperatorToken,
});
export type OperatorTokenCreateReply = z.infer<typeof zOperatorTokenCreateReply>;
