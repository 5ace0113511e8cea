import type { MemberAccount } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CardList, CardListItem, ScrollTable } from '../../../shared/ui/list-layout.tsx';
import { formatShare } from './member-format.ts';

export type MemberAction = 'password' | 'feeRate' | 'delete';

interface MemberListProps {
  members: readonly MemberAccount[];
  /** Cards on phones, a table elsewhere. */
  layout: 'cards' | 'table';
  onAction: (action: MemberAction, member: MemberAccount) => void;
  /** A newer page is on its way; the rows shown are the previous ones. */
  updating?: boolean;
}

/**
 * The members of one page. Each action button is described by its member's email, so a
 * screen reader hears "Change password, creator@…" without the visible text growing.
 */
export function MemberList({ members, layout, onAction, updating = false }: MemberListProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const memberId = (index: number) => `${idPrefix}-member-${index}`;

  if (layout === 'cards') {
    return (
      <CardList label={t('members.list.caption')} updating={updating}>
        {members.map((member, index) => (
          <CardListItem key={member.user_id}>
            <MemberIdentity member={member} id={memberId(index)} />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-gray-500">{t('members.list.feeRate')}</dt>
              <dd className="min-w-0">
                <FeeRate member={member} />
              </dd>
              <dt className="text-gray-500">{t('members.list.registeredAt')}</dt>
              <dd>
                <RegisteredAt member={member} />
              </dd>
              <dt className="text-gray-500">{t('members.list.channels')}</dt>
              <dd className="min-w-0">
                <Channels member={member} />
              </dd>
            </dl>
            <MemberActions
              member={member}
              describedBy={memberId(index)}
              onAction={onAction}
              className="mt-4"
            />
          </CardListItem>
        ))}
      </CardList>
    );
  }

  return (
    <ScrollTable
      label={t('members.list.caption')}
      columns={[
        { label: t('members.list.member') },
        { label: t('members.list.registeredAt') },
        { label: t('members.list.channels') },
        { label: t('members.list.feeRate') },
        { label: t('members.list.actions'), alignEnd: true },
      ]}
      minWidthClass="min-w-[52rem]"
      updating={updating}
    >
      {members.map((member, index) => (
        <tr key={member.user_id} className="align-top">
          <th scope="row" className="px-4 py-3 font-normal">
            <MemberIdentity member={member} id={memberId(index)} />
          </th>
          <td className="px-4 py-3 whitespace-nowrap text-gray-700">
            <RegisteredAt member={member} />
          </td>
          <td className="max-w-56 px-4 py-3 text-gray-700">
            <Channels member={member} />
          </td>
          <td className="px-4 py-3">
            <FeeRate member={member} />
          </td>
          <td className="px-4 py-3">
            <MemberActions
              member={member}
              describedBy={memberId(index)}
              onAction={onAction}
              className="justify-end"
            />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function MemberIdentity({ member, id }: { member: MemberAccount; id: string }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-semibold text-gray-900">{member.nickname}</p>
      <p id={id} className="text-sm break-all text-gray-600">
        {member.user_id}
      </p>
    </div>
  );
}

function RegisteredAt({ member }: { member: MemberAccount }) {
  const locale = useLocale();
  return <time dateTime={member.registered_at}>{formatDay(member.registered_at, locale)}</time>;
}

function Channels({ member }: { member: MemberAccount }) {
  const { t } = useTranslation();
  if (member.channels.length === 0) {
    return <span className="text-gray-500">{t('members.list.noChannels')}</span>;
  }
  return (
    <ul className="flex flex-wrap gap-1">
      {member.channels.map((channel) => (
        <li
          key={channel}
          className="max-w-full truncate rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800"
        >
          {channel}
        </li>
      ))}
    </ul>
  );
}

function FeeRate({ member }: { member: MemberAccount }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const next = member.next_fee_rate;
  return (
    <div>
      <p className="font-semibold text-gray-900 tabular-nums">
        {formatShare(member.fee_rate, locale)}
      </p>
      {next ? (
        <p className="text-xs text-gray-600">
          {t('members.list.nextFeeRate', {
            date: formatDay(next.effective_from, locale),
            rate: formatShare(next.fee_rate, locale),
          })}
        </p>
      ) : null}
    </div>
  );
}

function MemberActions({
  member,
  describedBy,
  onAction,
  className = '',
}: {
  member: MemberAccount;
  describedBy: string;
  onAction: MemberListProps['onAction'];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <Button
        size="sm"
        variant="secondary"
        aria-describedby={describedBy}
        onClick={() => onAction('password', member)}
      >
        {t('members.list.changePassword')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-describedby={describedBy}
        onClick={() => onAction('feeRate', member)}
      >
        {t('members.list.changeFeeRate')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700! hover:bg-red-50!"
        aria-describedby={describedBy}
        onClick={() => onAction('delete', member)}
      >
        {t('members.list.delete')}
      </Button>
    </div>
  );
}
