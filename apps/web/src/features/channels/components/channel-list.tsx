import { channelUrl, type Channel } from '@portal/shared';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Img } from '../../../shared/ui/img.tsx';
import { DeferredTail } from '../../../shared/ui/deferred-render.tsx';
import { CardList, CardListItem, ScrollTable } from '../../../shared/ui/list-layout.tsx';
import { RowsSkeleton } from '../../../shared/ui/rows-skeleton.tsx';
import {
  ReviewStatusBadge,
  VerificationBadge,
  useVerificationFailureText,
} from '../../../shared/channels/channel-badges.tsx';
import { canVerify, reReviewWaitUntil, useNow } from './channel-format.ts';

/** Cards drawn with the page, about a phone's screen of them. */
const PHONE_SCREEN_CARDS = 3;

export type ChannelAction = 'verify' | 'reReview' | 'assign' | 'unassign' | 'delete';

interface ChannelListProps {
  channels: readonly Channel[];
  /** Cards on phones, a table elsewhere. */
  layout: 'cards' | 'table';
  /** Managers assign, unassign and delete; members only register, verify and ask for re-review. */
  isManager: boolean;
  onAction: (action: ChannelAction, channel: Channel) => void;
  /** A newer page is on its way; the rows shown are the previous ones. */
  updating?: boolean;
}

/**
 * The channels of one page. Every action button is described by its channel's name, so a
 * screen reader hears "Verify, My channel" without the visible text growing.
 */
export function ChannelList({
  channels,
  layout,
  isManager,
  onAction,
  updating = false,
}: ChannelListProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const nameId = (index: number) => `${idPrefix}-channel-${index}`;
  const now = useNow();
  const rowProps = (channel: Channel, index: number) => ({
    channel,
    describedBy: nameId(index),
    isManager,
    now,
    onAction,
  });

  if (layout === 'cards') {
    return (
      <CardList label={t('channels.list.caption')} updating={updating}>
        {/* A phone's screen shows the first cards; the rest come in a render of their own. */}
        <DeferredTail items={channels} first={PHONE_SCREEN_CARDS}>
          {(channel, index) => (
            <CardListItem key={channel.channel_id}>
              <ChannelIdentity channel={channel} id={nameId(index)} />
              <div className="mt-3 flex flex-wrap gap-1.5">
                <ReviewStatusBadge status={channel.status} />
                <VerificationBadge channel={channel} />
              </div>
              <VerificationFailure channel={channel} />
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-gray-500">{t('channels.list.category')}</dt>
                <dd>
                  <Category channel={channel} />
                </dd>
                <dt className="text-gray-500">{t('channels.list.registeredAt')}</dt>
                <dd>
                  <Day value={channel.registered_at} />
                </dd>
                <dt className="text-gray-500">{t('channels.list.approvedAt')}</dt>
                <dd>
                  <ApprovedAt channel={channel} />
                </dd>
                <dt className="text-gray-500">{t('channels.list.members')}</dt>
                <dd className="min-w-0">
                  <Members channel={channel} />
                </dd>
              </dl>
              <ChannelActions {...rowProps(channel, index)} className="mt-4" />
            </CardListItem>
          )}
        </DeferredTail>
      </CardList>
    );
  }

  return (
    <ScrollTable
      label={t('channels.list.caption')}
      columns={[
        { label: t('channels.list.channel') },
        { label: t('channels.list.category') },
        { label: t('channels.list.dates') },
        { label: t('channels.list.members') },
        { label: t('channels.list.states') },
        { label: t('channels.list.actions'), alignEnd: true },
      ]}
      minWidthClass="min-w-[60rem]"
      updating={updating}
    >
      {channels.map((channel, index) => (
        <tr key={channel.channel_id} className="align-top">
          <th scope="row" className="px-4 py-3 font-normal">
            <ChannelIdentity channel={channel} id={nameId(index)} />
          </th>
          <td className="px-4 py-3 text-gray-700">
            <Category channel={channel} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-gray-700">
            <CellLines
              lines={[
                [t('channels.list.registeredAt'), <Day value={channel.registered_at} />],
                [t('channels.list.approvedAt'), <ApprovedAt channel={channel} />],
              ]}
            />
          </td>
          <td className="max-w-44 px-4 py-3 text-gray-700">
            <Members channel={channel} />
          </td>
          <td className="max-w-60 px-4 py-3">
            <CellLines
              lines={[
                [t('channels.list.status'), <ReviewStatusBadge status={channel.status} />],
                [t('channels.list.verification'), <VerificationBadge channel={channel} />],
              ]}
            />
            <VerificationFailure channel={channel} />
          </td>
          <td className="px-4 py-3">
            <ChannelActions {...rowProps(channel, index)} className="justify-end" />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** Placeholder rows while the first page loads. */
export function ChannelListSkeleton() {
  const { t } = useTranslation();
  return <RowsSkeleton label={t('channels.list.loading')} badge />;
}

/** Two or more labelled values in one table cell: a small label before each. */
function CellLines({ lines }: { lines: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1.5">
      {lines.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-xs text-gray-500">{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function ChannelIdentity({ channel, id }: { channel: Channel; id: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Img
        src={channel.thumbnail_url}
        width={48}
        height={48}
        alt=""
        className="size-12 shrink-0 rounded-full bg-gray-100 object-cover"
      />
      <div className="min-w-0">
        <a
          href={youtubeHref(channel)}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate rounded font-semibold text-gray-900 underline-offset-2 hover:text-primary-ink hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          <span id={id}>{channel.title}</span>
          <span className="sr-only"> {t('channels.list.opensInNewTab')}</span>
        </a>
        <p className="truncate text-sm text-gray-600">{channel.handle ?? channel.channel_id}</p>
      </div>
    </div>
  );
}

/** The channel's own page; the server's link when it is a web address, else one built from the id. */
function youtubeHref(channel: Channel): string {
  return /^https?:\/\//i.test(channel.link) ? channel.link : channelUrl(channel.channel_id);
}

function Category({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return <>{t(`channels.categories.${channel.category}`)}</>;
}

function Day({ value }: { value: string }) {
  const locale = useLocale();
  return <time dateTime={value}>{formatDay(value, locale)}</time>;
}

function ApprovedAt({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  if (!channel.approved_at)
    return <span className="text-gray-500">{t('channels.list.notApproved')}</span>;
  return <Day value={channel.approved_at} />;
}

function Members({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  if (channel.members.length === 0) {
    return <span className="text-gray-500">{t('channels.list.noMembers')}</span>;
  }
  return (
    <ul className="flex flex-col gap-1">
      {channel.members.map((member) => (
        <li key={member.user_id} className="min-w-0">
          <p className="truncate font-medium text-gray-900">{member.nickname}</p>
          <p className="text-xs break-all text-gray-600">{member.user_id}</p>
        </li>
      ))}
    </ul>
  );
}

function VerificationFailure({ channel }: { channel: Channel }) {
  const failureText = useVerificationFailureText();
  if (channel.verification !== 'needs_verification') return null;
  return <p className="mt-1.5 text-xs text-red-700">{failureText(channel)}</p>;
}

function ChannelActions({
  channel,
  describedBy,
  isManager,
  now,
  onAction,
  className = '',
}: {
  channel: Channel;
  describedBy: string;
  isManager: boolean;
  now: number;
  onAction: ChannelListProps['onAction'];
  className?: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const locale = useLocale();
  const act = (action: ChannelAction) => () => onAction(action, channel);
  const reReviewFrom = reReviewWaitUntil(channel, now);
  return (
    <div className={`flex flex-wrap items-start gap-2 ${className}`}>
      {canVerify(channel) ? (
        <Button size="sm" aria-describedby={describedBy} onClick={act('verify')}>
          {t('channels.actions.verify')}
        </Button>
      ) : null}
      {channel.verification === 'verifying' ? (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          onClick={act('verify')}
        >
          {t('channels.actions.verifyProgress')}
        </Button>
      ) : null}
      {channel.status === 1 ? (
        // Full width on a card; on the table's right edge, its hint aligned under it.
        <div className="flex w-full flex-col gap-1 sm:w-auto sm:max-w-56 sm:items-end sm:text-right">
          <Button
            size="sm"
            variant="secondary"
            disabled={reReviewFrom !== null}
            aria-describedby={`${describedBy} ${hintId}`}
            onClick={act('reReview')}
          >
            {reReviewFrom
              ? t('channels.actions.reReviewAvailableFrom', {
                  date: formatDateTime(reReviewFrom, locale),
                })
              : t('channels.actions.reReview')}
          </Button>
          <p id={hintId} className="text-xs text-gray-500">
            {t('channels.actions.reReviewHint')}
          </p>
        </div>
      ) : null}
      {isManager && channel.members.length === 0 ? (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          onClick={act('assign')}
        >
          {t('channels.actions.assign')}
        </Button>
      ) : null}
      {isManager && channel.members.length > 0 ? (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          onClick={act('unassign')}
        >
          {t('channels.actions.unassign')}
        </Button>
      ) : null}
      {isManager ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700! hover:bg-red-50!"
          aria-describedby={describedBy}
          onClick={act('delete')}
        >
          {t('channels.actions.delete')}
        </Button>
      ) : null}
    </div>
  );
}
