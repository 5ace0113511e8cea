import { channelUrl, type Channel, type ChannelCategory, type ChannelStatus } from '@portal/shared';
import type { AssignedMember, ChannelRow } from './channels.repo.ts';
import { reReviewAvailableAt } from './channels.service.ts';

/** A channel row as the calls answer it (zChannel). */
export function presentChannel(row: ChannelRow, members: AssignedMember[], now: Date): Channel {
  return {
    channel_id: row.youtubeId,
    title: row.title,
    handle: row.handle,
    thumbnail_url: row.thumbnailUrl,
    link: channelUrl(row.youtubeId),
    category: row.category as ChannelCategory,
    status: row.status as ChannelStatus,
    verification: row.verification,
    verification_code: row.verificationCode,
    verification_failure: row.verificationFailure,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    registered_at: row.createdAt.toISOString(),
    approved_at: row.approvedAt?.toISOString() ?? null,
    review_note: row.reviewNote,
    re_review_available_at: reReviewAvailableAt(row, now)?.toISOString() ?? null,
    members: members
      .filter((member) => member.channelId === row.id)
      .map((member) => ({
        user_id: member.email,
        nickname: member.nickname,
        assigned_at: member.assignedFrom.toISOString(),
      })),
  };
}
