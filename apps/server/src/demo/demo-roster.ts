import { and, eq, inArray } from 'drizzle-orm';
import { CHANNEL_STATUS } from '@portal/shared';
import type { Executor } from '../db/client.ts';
import { channelAssignments, channels, feeRates } from '../db/schema.ts';
import { newVerificationCode } from '../modules/channels/verification-code.ts';
import { DAY_MS } from '../lib/days.ts';
import type { Network } from './generate/network.ts';

/** The network's cut of each member's revenue, by member (creator1 first): 20–35 %. */
const DEMO_FEE_RATES_BP = [3000, 2500, 2000, 3500, 2700, 2200, 3200, 2800];

/** Midnight UTC of a `YYYY-MM-DD` day, `offsetDays` later. */
function dayStart(day: string, offsetDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offsetDays * DAY_MS);
}

/**
 * Gives the generated network its history on the demo site: each member's fee rate from
 * the first data day, every channel registered, verified and approved on its
 * `approved_on`, and each channel with a member assigned to them from the later of its
 * approval and the first data day. The service refuses such backdating (fee rates from
 * today, assignments from now); the demo writes the history directly so its reports have
 * a past. Idempotent: a member with a fee rate keeps it, a registered channel (even one
 * since unassigned or edited in the demo) is left as it is.
 */
export async function ensureDemoRoster(
  trx: Executor,
  input: {
    siteId: number;
    managerId: number;
    network: Pick<Network, 'firstDay' | 'members' | 'channels'>;
    /** Account ids of the network's members, by email. */
    accountIds: ReadonlyMap<string, number>;
  },
): Promise<void> {
  const { siteId, managerId, network, accountIds } = input;

  const memberIds = [...accountIds.values()];
  const rated = new Set(
    (
      await trx
        .select({ accountId: feeRates.accountId })
        .from(feeRates)
        .where(and(eq(feeRates.siteId, siteId), inArray(feeRates.accountId, memberIds)))
    ).map((row) => row.accountId),
  );
  const rates = network.members.flatMap((member, index) => {
    const accountId = accountIds.get(member.email);
    if (accountId === undefined || rated.has(accountId)) return [];
    return [
      {
        siteId,
        accountId,
        feeRateBp: DEMO_FEE_RATES_BP[index % DEMO_FEE_RATES_BP.length]!,
        effectiveFrom: network.firstDay,
        changedBy: managerId,
      },
    ];
  });
  if (rates.length > 0) await trx.insert(feeRates).values(rates);

  const registered = new Set(
    (
      await trx
        .select({ youtubeId: channels.youtubeId })
        .from(channels)
        .where(
          and(
            eq(channels.siteId, siteId),
            inArray(
              channels.youtubeId,
              network.channels.map((channel) => channel.id),
            ),
          ),
        )
    ).map((row) => row.youtubeId),
  );
  const missing = network.channels.filter((channel) => !registered.has(channel.id));
  if (missing.length === 0) return;
  const inserted = await trx
    .insert(channels)
    .values(
      missing.map((channel) => {
        const memberId = channel.member === null ? undefined : accountIds.get(channel.member);
        const approvedAt = dayStart(channel.approvedOn);
        return {
          siteId,
          youtubeId: channel.id,
          title: channel.title,
          handle: channel.handle,
          category: channel.category,
          status: CHANNEL_STATUS.approved,
          verification: 'verified' as const,
          verificationCode: newVerificationCode(),
          verifiedAt: dayStart(channel.approvedOn, -1),
          registeredBy: memberId ?? managerId,
          createdAt: dayStart(channel.approvedOn, -2),
          reviewedAt: approvedAt,
          reviewedBy: 'demo',
          approvedAt,
        };
      }),
    )
    .returning({ id: channels.id, youtubeId: channels.youtubeId });

  const idOf = new Map(inserted.map((row) => [row.youtubeId, row.id]));
  const assignments = missing.flatMap((channel) => {
    const accountId = channel.member === null ? undefined : accountIds.get(channel.member);
    if (accountId === undefined) return [];
    const from = channel.approvedOn > network.firstDay ? channel.approvedOn : network.firstDay;
    return [
      {
        siteId,
        channelId: idOf.get(channel.id)!,
        accountId,
        assignedFrom: dayStart(from),
        assignedBy: managerId,
      },
    ];
  });
  if (assignments.length > 0) await trx.insert(channelAssignments).values(assignments);
}
