import type { McnAccount } from '@portal/shared';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSpan, usePagedSearch } from '../../../shared/lib/use-paged-search.ts';
import { useScreenClass } from '../../../shared/lib/use-screen-class.ts';
import { useQueryFlagModal } from '../../../shared/lib/use-query-flag-modal.ts';
import { useMemberAccounts } from '../../../shared/members/get-member-accounts.ts';
import { useMe } from '../../../shared/session/get-me.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ListError, ListSearch } from '../../../shared/ui/list-states.tsx';
import { ManagersOnly } from '../../../shared/ui/managers-only.tsx';
import { PageHeader } from '../../../shared/ui/page.tsx';
import { PagedList } from '../../../shared/ui/paged-list.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { CreateMemberModal } from '../components/create-member-modal.tsx';
import { DeleteMemberModal } from '../components/delete-member-modal.tsx';
import { FeeRateModal } from '../components/fee-rate-modal.tsx';
import { MemberList, type MemberAction } from '../components/member-list.tsx';
import { MemberPasswordModal } from '../components/member-password-modal.tsx';

/**
 * /manage-member: a manager's members (spec §2) with create, change password, change
 * revenue share and delete. The menu lists it for managers only; a member who opens the
 * address is told so plainly instead of meeting refused calls.
 */
export function ManageMemberPage() {
  const { t } = useTranslation();
  const me = useMe();

  if (!me.data) {
    return (
      <>
        <PageHeader title={t('members.title')} />
        <PageSpinner />
      </>
    );
  }
  if (me.data.permission_flag !== 1) return <ManagersOnlyPage />;
  return <MemberManagement />;
}

function ManagersOnlyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('members.title')} />
      <ManagersOnly title={t('members.managersOnly.title')} text={t('members.managersOnly.text')} />
    </>
  );
}

type RowDialog = { action: MemberAction; member: McnAccount };

/** A person with a plus: add a member. */
const MEMBER_ICON = (
  <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 8v6M22 11h-6" />
);

function MemberManagement() {
  const { t } = useTranslation(['translation', 'api']);
  const isMobile = useScreenClass() === 'mobile';
  const navigate = useNavigate();
  // `?addMember` and `?password` open their dialogs (spec §2); `?password&target=email`
  // (or `?password=email`) names the member, otherwise the dialog offers a picker.
  const addMember = useQueryFlagModal('addMember');
  const passwordFlag = useQueryFlagModal('password');
  const urlTarget = useRouterState({
    select: (state) => {
      const target = (state.location.search as Record<string, unknown>).target;
      return typeof target === 'string' ? target : '';
    },
  });
  const [rowDialog, setRowDialog] = useState<RowDialog | null>(null);

  const list = usePagedSearch();
  const accounts = useMemberAccounts(list.query);
  const data = accounts.data;
  list.keepPageInRange(data, !accounts.isPlaceholderData && data?.accounts.length === 0);

  const closePasswordFlag = () => {
    passwordFlag.close();
    if (urlTarget) void navigate({ to: '/manage-member', search: {}, replace: true });
  };

  let content;
  if (accounts.isPending) {
    content = <PageSpinner />;
  } else if (accounts.isError && !data) {
    content = (
      <ListError
        title={t('members.error.title')}
        error={accounts.error}
        retryLabel={t('members.error.retry')}
        onRetry={() => void accounts.refetch()}
      />
    );
  } else if (data && data.accounts.length === 0 && list.query.search === '') {
    content = (
      <EmptyState
        icon={MEMBER_ICON}
        title={t('members.empty.title')}
        text={t('members.empty.text')}
      >
        <Button onClick={addMember.show}>{t('members.add')}</Button>
      </EmptyState>
    );
  } else if (data && data.accounts.length === 0) {
    content = (
      <EmptyState
        icon={MEMBER_ICON}
        title={t('members.empty.noMatchTitle', { search: list.query.search })}
        text={t('members.empty.noMatchText')}
      >
        <Button variant="secondary" onClick={list.clear}>
          {t('members.search.clear')}
        </Button>
      </EmptyState>
    );
  } else if (data) {
    content = (
      <PagedList
        reply={data}
        page={list.query.page}
        onPage={list.setPage}
        summary={t('members.list.summary', pageSpan(data, data.accounts.length))}
        updating={accounts.isPlaceholderData}
        updatingText={t('members.list.updating')}
        paginationLabel={t('members.list.pagination')}
      >
        <MemberList
          members={data.accounts}
          layout={isMobile ? 'cards' : 'table'}
          updating={accounts.isPlaceholderData}
          onAction={(action, member) => setRowDialog({ action, member })}
        />
      </PagedList>
    );
  }

  return (
    <>
      <PageHeader
        title={t('members.title')}
        description={t('members.description')}
        actions={<Button onClick={addMember.show}>{t('members.add')}</Button>}
      />
      <ListSearch
        label={t('members.search.label')}
        placeholder={t('members.search.placeholder')}
        submitLabel={t('members.search.submit')}
        value={list.input}
        onChange={list.setInput}
        onSubmit={list.submit}
      />

      {content}

      {addMember.open ? (
        <CreateMemberModal
          onClose={addMember.close}
          // The newest member heads the unfiltered first page; show it there.
          onCreated={list.clear}
        />
      ) : null}
      {passwordFlag.open ? (
        <MemberPasswordModal target={passwordFlag.value || urlTarget} onClose={closePasswordFlag} />
      ) : null}
      {rowDialog?.action === 'password' ? (
        <MemberPasswordModal member={rowDialog.member} onClose={() => setRowDialog(null)} />
      ) : null}
      {rowDialog?.action === 'feeRate' ? (
        <FeeRateModal member={rowDialog.member} onClose={() => setRowDialog(null)} />
      ) : null}
      {rowDialog?.action === 'delete' ? (
        <DeleteMemberModal member={rowDialog.member} onClose={() => setRowDialog(null)} />
      ) : null}
    </>
  );
}
