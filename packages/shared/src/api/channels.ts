import { z } from 'zod';
import { EMAIL_MAX } from '../constants.ts';
import { CHANNEL_LINK_MAX, type ChannelLinkProblem } from '../channels/channel-link.ts';
import type { ValidationKey } from '../messages.ts';
import {
  pagedReplyFields,
  zCurrentPassword,
  zDomain,
  zErrorReply,
  zPage,
  zPageSize,
} from './common.ts';

/** Review statuses of docs/product.md §5.10, by their numbers. */
export const CHANNEL_STATUS = { pending: 0, deniedPending: 1, approved: 2, rejected: 3 } as const;
export type ChannelStatus = (typeof CHANNEL_STATUS)[keyof typeof CHANNEL_STATUS];
const zChannelStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Verification display states of docs/product.md §5.9: `pending_verification` (code
 * issued, Verify not pressed yet), `verifying` (the background job is reading the
 * description), `verified`, and `needs_verification` (the last attempt failed: enter the
 * code again).
 */
export const VERIFICATION_STATES = [
  'pending_verification',
  'verifying',
  'verified',
  'needs_verification',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/**
 * Why the last verification failed: the code was not in the description, YouTube could
 * not be asked (quota, key, outage) for the whole retry window, or the channel is gone.
 */
export const VERIFICATION_FAILURES = [
  'code_not_found',
  'youtube_unavailable',
  'channel_gone',
] as const;
export type VerificationFailure = (typeof VERIFICATION_FAILURES)[number];

/** Content categories a channel is registered under (docs/product.md §5.8). */
export const CHANNEL_CATEGORIES = [
  'music',
  'entertainment',
  'vlog',
  'gaming',
  'beauty_fashion',
  'food',
  'travel',
  'sports',
  'education',
  'kids',
  'pets',
  'other',
] as const;
export type ChannelCategory = (typeof CHANNEL_CATEGORIES)[number];

/** An on-hold channel may ask for re-review once per this many hours (decision 009). */
export const RE_REVIEW_INTERVAL_HOURS = 24;
/** Review takes this many business days (docs/product.md §5.10); shown, not enforced. */
export const REVIEW_BUSINESS_DAYS = { min: 1, max: 2 } as const;
/**
 * The withdrawal threshold in each reading of docs/product.md §7.10, shown in the delete
 * precautions.
 */
export const WITHDRAWAL_THRESHOLD = { points: 10_000, usd: 20, usdChineseText: 10 } as const;
export const CHANNELS_PAGE_SIZE = 50;
export const CHANNELS_PAGE_SIZE_MAX = 100;
export const REVIEW_NOTE_MAX = 500;

/** The message that tells the user what to paste instead of a refused link. */
export const CHANNEL_LINK_PROBLEM_KEYS: Record<ChannelLinkProblem, ValidationKey> = {
  empty: 'channelLinkRequired',
  video: 'channelLinkVideo',
  custom: 'channelLinkCustom',
  not_youtube: 'channelLinkNotYoutube',
  invalid: 'channelLinkInvalid',
};

/** POST channel/add {link, category} */
export const zChannelAddBody = z.object({
  link: z
    .string({ error: 'validation.channelLinkRequired' })
    .trim()
    .min(1, 'validation.channelLinkRequired')
    .max(CHANNEL_LINK_MAX, 'validation.tooLong'),
  category: z.enum(CHANNEL_CATEGORIES, { error: 'validation.channelCategoryRequired' }),
});
export type ChannelAddBody = z.input<typeof zChannelAddBody>;

/** A channel named in a call by its YouTube id. */
export const zChannelId = z
  .string({ error: 'validation.channelIdInvalid' })
  .trim()
  .regex(/^UC[0-9A-Za-z_-]{22}$/, 'validation.channelIdInvalid');

/** POST channel/verify | channel/re-review {channel_id}; GET channel/detail?channel_id= */
export const zChannelTargetBody = z.object({ channel_id: zChannelId });
export type ChannelTargetBody = z.input<typeof zChannelTargetBody>;

/** POST channel/assign | channel/unassign {channel_id, member} (member: the member's email) */
export const zChannelAssignBody = z.object({
  channel_id: zChannelId,
  member: z
    .string({ error: 'validation.targetRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.targetRequired')
    .max(EMAIL_MAX, 'validation.tooLong'),
});
export type ChannelAssignBody = z.input<typeof zChannelAssignBody>;

/** POST channel/delete {channel_id, password, acknowledged}: precautions, then the password. */
export const zChannelDeleteBody = z.object({
  channel_id: zChannelId,
  acknowledged: z.literal(true, { error: 'validation.precautionsRequired' }),
  password: zCurrentPassword.min(4, 'validation.passwordLength'),
});
export type ChannelDeleteBody = z.input<typeof zChannelDeleteBody>;

/** GET channel/list?page=&size=&search= — a manager sees the site's channels, a member their own. */
export const zChannelListQuery = z.object({
  page: zPage,
  size: zPageSize(CHANNELS_PAGE_SIZE, CHANNELS_PAGE_SIZE_MAX),
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type ChannelListQuery = z.input<typeof zChannelListQuery>;

export const zChannelMember = z.object({
  user_id: z.string(),
  nickname: z.string(),
  assigned_at: z.string(),
});
export type ChannelMember = z.infer<typeof zChannelMember>;

/** A channel as the channel management screen shows it (docs/product.md §5.8). */
export const zChannel = z.object({
  channel_id: z.string(),
  title: z.string(),
  handle: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  link: z.string(),
  category: z.enum(CHANNEL_CATEGORIES),
  status: zChannelStatus,
  verification: z.enum(VERIFICATION_STATES),
  verification_code: z.string(),
  verification_failure: z.enum(VERIFICATION_FAILURES).nullable(),
  verified_at: z.string().nullable(),
  registered_at: z.string(),
  approved_at: z.string().nullable(),
  review_note: z.string().nullable(),
  /** When an on-hold channel may next ask for re-review (null: it may now, or it is not on hold). */
  re_review_available_at: z.string().nullable(),
  /** The members the channel is assigned to now. */
  members: z.array(zChannelMember),
});
export type Channel = z.infer<typeof zChannel>;

export const zChannelReply = z.object({
  success: z.literal(true),
  message: z.string(),
  channel: zChannel,
});
export type ChannelReply = z.infer<typeof zChannelReply>;

export const zChannelListReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  channels: z.array(zChannel),
});
export type ChannelListReply = z.infer<typeof zChannelListReply>;

// ---- Operator calls ------------------------------------------------------------------

export const REVIEW_DECISIONS = ['approve', 'hold', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * GET operator/channels/list?site=&status= — channels of a site, or of every site without
 * `site`, waiting ones first.
 */
export const zOperatorChannelListQuery = z.object({
  site: zDomain.optional(),
  status: z.coerce
    .number({ error: 'validation.reviewStatusInvalid' })
    .int('validation.reviewStatusInvalid')
    .min(0, 'validation.reviewStatusInvalid')
    .max(3, 'validation.reviewStatusInvalid')
    .optional(),
  page: zPage,
  size: zPageSize(CHANNELS_PAGE_SIZE, CHANNELS_PAGE_SIZE_MAX),
});

/** Channels one bulk review may decide at once: a page of the queue. */
export const REVIEW_MANY_MAX = CHANNELS_PAGE_SIZE_MAX;

const zReviewNote = z
  .string()
  .trim()
  .max(REVIEW_NOTE_MAX, 'validation.reviewNoteLength')
  .optional();
const zReviewDecision = z.enum(REVIEW_DECISIONS, { error: 'validation.reviewDecisionInvalid' });

/** POST operator/channels/review {site, channel_id, decision, note} */
export const zOperatorChannelReviewBody = z.object({
  site: zDomain,
  channel_id: zChannelId,
  decision: zReviewDecision,
  note: zReviewNote,
});
export type OperatorChannelReviewBody = z.input<typeof zOperatorChannelReviewBody>;

/**
 * POST operator/channels/review-many {channels: [{site, channel_id}], decision, note}: one
 * decision and one note for several channels of any sites, each decided on its own.
 */
export const zOperatorChannelReviewManyBody = z.object({
  channels: z
    .array(z.object({ site: zDomain, channel_id: zChannelId }), {
      error: 'validation.reviewChannelsRequired',
    })
    .min(1, 'validation.reviewChannelsRequired')
    .max(REVIEW_MANY_MAX, 'validation.reviewChannelsMax'),
  decision: zReviewDecision,
  note: zReviewNote,
});
export type OperatorChannelReviewManyBody = z.input<typeof zOperatorChannelReviewManyBody>;

/** The site a channel of the operator's queue belongs to, by the domain calls name it with. */
export const zOperatorChannelSite = z.object({
  id: z.number(),
  name: z.string(),
  domain: z.string(),
});

/** A channel of the operator's review queue: the channel and its site. */
export const zOperatorChannel = zChannel.extend({ site: zOperatorChannelSite });
export type OperatorChannel = z.infer<typeof zOperatorChannel>;

export const zOperatorChannelListReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  channels: z.array(zOperatorChannel),
});
export type OperatorChannelListReply = z.infer<typeof zOperatorChannelListReply>;

/**
 * What became of one channel of a bulk review: reviewed (the channel as it is now), or
 * left as it was with the reason, as a single review would have answered it.
 */
export const zReviewManyResult = z.discriminatedUnion('reviewed', [
  z.object({
    reviewed: z.literal(true),
    site: z.string(),
    channel_id: z.string(),
    channel: zOperatorChannel,
  }),
  z.object({
    reviewed: z.literal(false),
    site: z.string(),
    channel_id: z.string(),
    code: zErrorReply.shape.code,
    message: z.string(),
  }),
]);
export type ReviewManyResult = z.infer<typeof zReviewManyResult>;

export const zOperatorChannelReviewManyReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** One per channel of the body, in its order. */
  results: z.array(zReviewManyResult),
});
export type OperatorChannelReviewManyReply = z.infer<typeof zOperatorChannelReviewManyReply>;
