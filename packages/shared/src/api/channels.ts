import { z } from 'zod';
import { EMAIL_MAX } from '../constants.ts';
import { CHANNEL_LINK_MAX } from '../channels/channel-link.ts';
import { zCurrentPassword } from './common.ts';

/** Review statuses of spec §3, by their numbers. */
export const CHANNEL_STATUS = { pending: 0, deniedPending: 1, approved: 2, rejected: 3 } as const;
export type ChannelStatus = (typeof CHANNEL_STATUS)[keyof typeof CHANNEL_STATUS];

/** Verification display states of spec §4. */
export const VERIFICATION_STATES = [
  'needs_verification',
  'pending_verification',
  'verifying',
  'verified',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Content categories a channel is registered under (the spec names the field, not the list). */
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
  .string({ error: 'validation.invalid' })
  .regex(/^UC[0-9A-Za-z_-]{22}$/, 'validation.invalid');

export const zChannelTargetBody = z.object({ channel_id: zChannelId });

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

/** POST channel/delete {channel_id, password, acknowledged} */
export const zChannelDeleteBody = z.object({
  channel_id: zChannelId,
  password: zCurrentPassword,
  acknowledged: z.literal(true, { error: 'validation.precautionsRequired' }),
});
