/**
 * `npm run operator -- channels ...`: the review queue of a site and review decisions.
 * The input goes through the same schemas as the operator API.
 */
import {
  CHANNEL_STATUS,
  zOperatorChannelListQuery,
  zOperatorChannelReviewBody,
} from '@portal/shared';
import type { Services } from '../../../services.ts';
import type { ChannelRow } from '../../channels/channels.repo.ts';
import { parseOptions, runCommand, UsageError, validated } from './command-kit.ts';

export const CHANNELS_USAGE = `  channels list [--site <domain>] [--status 0|1|2|3] [--page n]
                                       A site's channels (every site's without --site,
                                       each line then starting with its site id), waiting
                                       ones first: id, status, verification,
                                       registration date, name.
  channels review <channel id> --site <domain> --decision approve|hold|reject [--note <text>]
                                       Record a review. Approval needs a verified channel
                                       and sets the approval date.`;

/** Who the channels table and the audit log name as reviewer when the command line decided. */
const CLI_OPERATOR = { operator: 'command-line', ip: undefined };

const STATUS_NAMES = Object.fromEntries(
  Object.entries(CHANNEL_STATUS).map(([name, value]) => [value, name]),
) as Record<number, string>;

function describe(channel: ChannelRow): string {
  return [
    channel.youtubeId,
    `${channel.status} ${STATUS_NAMES[channel.status] ?? ''}`.trim(),
    channel.verification,
    channel.createdAt.toISOString(),
    channel.title,
  ].join('\t');
}

async function run(services: Services, args: string[]): Promise<number> {
  const { positionals, values } = parseOptions(args, {
    site: { type: 'string' },
    status: { type: 'string' },
    page: { type: 'string' },
    decision: { type: 'string' },
    note: { type: 'string' },
  });
  const [action, channelId, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError('');

  if (action === 'list' && channelId === undefined) {
    const query = validated(zOperatorChannelListQuery, {
      site: values.site,
      status: values.status,
      page: values.page,
    });
    const site = query.site === undefined ? undefined : await services.sites.resolve(query.site);
    const { total, rows } = await services.channels.listForOperator(site?.id, query);
    // Across sites, each line starts with the channel's site id.
    for (const row of rows) console.log(site ? describe(row) : `${row.siteId}\t${describe(row)}`);
    console.error(`${rows.length} of ${total} channel(s).`);
    return 0;
  }
  if (action === 'review') {
    const body = validated(zOperatorChannelReviewBody, {
      site: values.site,
      channel_id: channelId,
      decision: values.decision,
      note: values.note,
    });
    const site = await services.sites.resolve(body.site);
    const channel = await services.channels.review(site.id, CLI_OPERATOR, {
      channelId: body.channel_id,
      decision: body.decision,
      note: body.note,
    });
    console.log(describe(channel));
    return 0;
  }
  throw new UsageError('');
}

export async function channelsCommand(
  { services }: { services: Services },
  args: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(() => run(services, args), usage);
}
