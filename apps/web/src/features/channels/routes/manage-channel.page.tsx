import type { Channel } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useGlobalLoading } from '../../../shared/lib/global-loading.ts';
import { pageSpan, usePagedSearch } from '../../../shared/lib/use-paged-search.ts';
import { useQueryFlagModal } from '../../../shared/lib/use-query-flag-modal.ts';
import { useScreenClass } from '../../../shared/lib/use-screen-class.ts';
import { meQueryKey, useMe } from '../../../shared/session/get-me.ts';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { EmptyState, ListError, ListSearch } from '../../../shared/ui/list-states.tsx';
import { PageHeader } from '../../../shared/ui/page.tsx';
import { PagedList } from '../../../shared/ui/paged-list.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useChannel } from '../api/get-channel.ts';
import { useChannels } from '../api/get-channels.ts';
import { AddChannelModal } from '../components/add-channel-modal.tsx';
import { AssignChannelModal } from '../components/assign-channel-modal.tsx';
import { useVerificationFailureText } from '../../../shared/channels/channel-badges.tsx';
import {
  ChannelList,
  ChannelListSkeleton,
  type ChannelAction,
} from '../components/channel-list.tsx';
import { ChooseChannelModal } from '../components/choose-channel-modal.tsx';
import { DeleteChannelModal } from '../components/delete-channel-modal.tsx';
import { ReReviewModal } from '../components/re-review-modal.tsx';
import { UnassignChannelModal } from '../components/unassign-channel-modal.tsx';
import { useVerificationOutcomes } from '../components/use-verification-outcomes.ts';
import { VerifyChannelModal } from '../components/verify-channel-modal.tsx';

/**
 * /manage-channel (docs/product.md §3.3, §3.5): register, verify and follow the review of
 * channels. A manager sees the site's channels and also assigns, unassigns and deletes
 * them; a member sees their own channels (the server filters) without those controls.
 */
export function ManageChannelPage() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) {
    return (
      <>
        <PageHeader title={t('channels.title')} />
        <ChannelListSkeleton />
      </>
    );
  }
  return <ChannelManagement isManager={me.data.permission_flag === 1} />;
}

type RowDialog = { action: ChannelAction; channel: Channel };

/** A shield with a plus: register a channel. */
const CHANNEL_ICON = <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3ZM12 9v6M9 12h6" />;

function ChannelManagement({ isManager }: { isManager: boolean }) {
  const { t } = useTranslation(['translation', 'api']);
  const isMobile = useScreenClass() === 'mobile';
  const queryClient = useQueryClient();
  const addChannel = useQueryFlagModal('addChannel');
  const [rowDialog, setRowDialog] = useState<RowDialog | null>(null);
  const failureText = useVerificationFailureText();

  const list = usePagedSearch();
  const channels = useChannels(list.query);
  const data = channels.data;
  list.keepPageInRange(data, !channels.isPlaceholderData && data?.channels.length === 0);

  useVerificationOutcomes((channel) => {
    if (channel.verification === 'verified') {
      snackbar.success(t('channels.verify.verifiedNamed', { name: channel.title }));
    } else {
      snackbar.error(
        t('channels.verify.failedNamed', { name: channel.title, reason: failureText(channel) }),
      );
    }
    // The banner about unverified channels may go (or stay).
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  });

  const registerButton = <Button onClick={addChannel.show}>{t('channels.add')}</Button>;

  let content;
  if (channels.isPending) {
    content = <ChannelListSkeleton />;
  } else if (channels.isError && !data) {
    content = (
      <ListError
        title={t('channels.error.title')}
        error={channels.error}
        retryLabel={t('channels.error.retry')}
        onRetry={() => void channels.refetch()}
      />
    );
  } else if (data && data.channels.length === 0 && list.query.search === '') {
    content = (
      <EmptyState
        icon={CHANNEL_ICON}
        title={t('channels.empty.title')}
        text={t('channels.empty.text')}
      >
        {registerButton}
      </EmptyState>
    );
  } else if (data && data.channels.length === 0) {
    content = (
      <EmptyState
        icon={CHANNEL_ICON}
        title={t('channels.empty.noMatchTitle', { search: list.query.search })}
        text={t('channels.empty.noMatchText')}
      >
        <Button variant="secondary" onClick={list.clear}>
          {t('channels.search.clear')}
        </Button>
      </EmptyState>
    );
  } else if (data) {
    const verifying = data.channels.filter(
      (channel) => channel.verification === 'verifying',
    ).length;
    content = (
      <PagedList
        reply={data}
        page={list.query.page}
        onPage={list.setPage}
        summary={t('channels.list.summary', pageSpan(data, data.channels.length))}
        status={
          verifying > 0 ? (
            <p className="text-sky-800">{t('channels.list.verifying', { count: verifying })}</p>
          ) : null
        }
        updating={channels.isPlaceholderData}
        updatingText={t('channels.list.updating')}
        paginationLabel={t('channels.list.pagination')}
      >
        <ChannelList
          channels={data.channels}
          layout={isMobile ? 'cards' : 'table'}
          isManager={isManager}
          updating={channels.isPlaceholderData}
          onAction={(action, channel) => setRowDialog({ action, channel })}
        />
      </PagedList>
    );
  }

  return (
    <>
      <PageHeader
        title={t('channels.title')}
        description={t(isManager ? 'channels.descriptionManager' : 'channels.description')}
        actions={
          <>
            <Link to="/guides/auths" className={buttonClassName({ variant: 'secondary' })}>
              {t('channels.guide')}
            </Link>
            {registerButton}
          </>
        }
      />
      <ListSearch
        label={t('channels.search.label')}
        placeholder={t('channels.search.placeholder')}
        submitLabel={t('channels.search.submit')}
        value={list.input}
        onChange={list.setInput}
        onSubmit={list.submit}
      />

      {content}

      {addChannel.open ? (
        <AddChannelModal
          onClose={addChannel.close}
          // The new channel heads the unfiltered first page; show it there.
          onRegistered={list.clear}
        />
      ) : null}
      {rowDialog ? (
        <ChannelDialog
          action={rowDialog.action}
          channel={rowDialog.channel}
          onClose={() => setRowDialog(null)}
        />
      ) : null}
      {/* A flag's channel is looked for on the list first, so the list must be there. */}
      {isManager && data ? <ManagerFlagDialogs channels={data.channels} /> : null}
    </>
  );
}

function ChannelDialog({
  action,
  channel,
  onClose,
}: {
  action: ChannelAction;
  channel: Channel;
  onClose: () => void;
}) {
  switch (action) {
    case 'verify':
      return <VerifyChannelModal channel={channel} onClose={onClose} />;
    case 'reReview':
      return <ReReviewModal channel={channel} onClose={onClose} />;
    case 'assign':
      return <AssignChannelModal channel={channel} onClose={onClose} />;
    case 'unassign':
      return <UnassignChannelModal channel={channel} onClose={onClose} />;
    case 'delete':
      return <DeleteChannelModal channel={channel} onClose={onClose} />;
  }
}

type FlagAction = 'assign' | 'unassign' | 'delete';

/** Which channels each flag's action applies to, when the manager has to pick one. */
const APPLIES: Record<FlagAction, (channel: Channel) => boolean> = {
  assign: (channel) => channel.members.length === 0,
  unassign: (channel) => channel.members.length > 0,
  delete: () => true,
};

/**
 * `?assign`, `?unassign` and `?delete` (docs/product.md §3.6), managers only. The flag's
 * value names the channel by id (`?delete=UC…`); without one the manager picks it from
 * the list.
 */
function ManagerFlagDialogs({ channels }: { channels: readonly Channel[] }) {
  const assign = useQueryFlagModal('assign');
  const unassign = useQueryFlagModal('unassign');
  const remove = useQueryFlagModal('delete');
  const open = (
    [
      ['assign', assign],
      ['unassign', unassign],
      ['delete', remove],
    ] as const
  ).find(([, flag]) => flag.open);
  if (!open) return null;
  const [action, flag] = open;
  return (
    <FlagDialog
      key={action}
      action={action}
      channelId={flag.value ?? ''}
      channels={channels}
      onClose={flag.close}
    />
  );
}

const FLAG_TITLES = {
  assign: 'channels.assign.title',
  unassign: 'channels.unassign.title',
  delete: 'channels.delete.title',
} as const satisfies Record<FlagAction, string>;

function FlagDialog({
  action,
  channelId,
  channels,
  onClose,
}: {
  action: FlagAction;
  channelId: string;
  channels: readonly Channel[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const [chosen, setChosen] = useState<Channel | undefined>();
  const listed = channels.find((channel) => channel.channel_id === channelId);
  const detail = useChannel(channelId && !listed ? channelId : undefined);
  useGlobalLoading('channel-flag', detail.isFetching && !detail.data);
  const channel = chosen ?? listed ?? detail.data?.channel;

  const { isError, error } = detail;
  useEffect(() => {
    if (!isError) return;
    snackbar.error(errorMessage(error, t('api:channel_not_found')));
    onClose();
  }, [isError, error, onClose, t]);

  if (channel) return <ChannelDialog action={action} channel={channel} onClose={onClose} />;
  if (channelId) return null;
  return (
    <ChooseChannelModal
      title={t(FLAG_TITLES[action])}
      channels={channels.filter(APPLIES[action])}
      onChoose={setChosen}
      onClose={onClose}
    />
  );
}
