import type { McnAccount } from '@portal/shared';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useScreenClass } from '../../../shared/lib/use-screen-class.ts';
import { useQueryFlagModal } from '../../../shared/lib/use-query-flag-modal.ts';
import { useMcnAccounts } from '../../../shared/members/get-mcn-accounts.ts';
import { useMe } from '../../../shared/session/get-me.ts';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { OutlineIcon } from '../../../shared/ui/outline-icon.tsx';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { CreateMemberModal } from '../components/create-member-modal.tsx';
import { DeleteMemberModal } from '../components/delete-member-modal.tsx';
import { FeeRateModal } from '../components/fee-rate-modal.tsx';
import { MemberList, type MemberAction } from '../components/member-list.tsx';
import { MemberPasswordModal } from '../components/member-password-modal.tsx';
import { SEARCH_DEBOUNCE_MS } from '../components/use-debounced-value.ts';
import { Pagination } from '../../../shared/ui/pagination.tsx';

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
  if (me.data.permission_flag !== 1) return <ManagersOnly />;
  return <MemberManagement />;
}

function ManagersOnly() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('members.title')} />
      <Card className="max-w-2xl">
        <div data-testid="managers-only" className="flex items-start gap-4">
          <OutlineIcon className="size-8 shrink-0 text-primary">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </OutlineIcon>
          <div>
            <h2 className="text-lg font-semibold text-gray-900">
              {t('members.managersOnly.title')}
            </h2>
            <p className="mt-1.5 text-sm text-gray-600">{t('members.managersOnly.text')}</p>
            <Link to="/dashboard" className={`${buttonClassName({ variant: 'secondary' })} mt-4`}>
              {t('members.managersOnly.back')}
            </Link>
          </div>
        </div>
      </Card>
    </>
  );
}

type RowDialog = { action: MemberAction; member: McnAccount };

interface ListQuery {
  search: string;
  page: number;
}

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

  const [searchInput, setSearchInput] = useState('');
  const [listQuery, setListQuery] = useState<ListQuery>({ search: '', page: 0 });
  const applySearch = (value: string) =>
    setListQuery((current) =>
      current.search === value.trim() ? current : { search: value.trim(), page: 0 },
    );
  // Typing searches once it pauses; Enter searches at once.
  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        setListQuery((current) =>
          current.search === searchInput.trim() ? current : { search: searchInput.trim(), page: 0 },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  const accounts = useMcnAccounts(listQuery);
  const data = accounts.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  // The last member of the last page went (deleted here or elsewhere): show the page before.
  if (data && !accounts.isPlaceholderData && data.accounts.length === 0 && listQuery.page > 0) {
    setListQuery({ ...listQuery, page: Math.min(listQuery.page, pages) - 1 });
  }

  const closePasswordFlag = () => {
    passwordFlag.close();
    if (urlTarget) void navigate({ to: '/manage-member', search: {}, replace: true });
  };

  const clearSearch = () => {
    setSearchInput('');
    setListQuery({ search: '', page: 0 });
  };

  const onSearchSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applySearch(searchInput);
  };

  let content;
  if (accounts.isPending) {
    content = <PageSpinner />;
  } else if (accounts.isError && !data) {
    content = (
      <Card>
        <div role="alert" className="flex flex-col items-start gap-3">
          <h2 className="text-lg font-semibold text-gray-900">{t('members.error.title')}</h2>
          <p className="text-sm text-gray-600">{errorMessage(accounts.error, t('api:internal'))}</p>
          <Button variant="secondary" onClick={() => void accounts.refetch()}>
            {t('members.error.retry')}
          </Button>
        </div>
      </Card>
    );
  } else if (data && data.accounts.length === 0 && listQuery.search === '') {
    content = (
      <EmptyState title={t('members.empty.title')} text={t('members.empty.text')}>
        <Button onClick={addMember.show}>{t('members.add')}</Button>
      </EmptyState>
    );
  } else if (data && data.accounts.length === 0) {
    content = (
      <EmptyState
        title={t('members.empty.noMatchTitle', { search: listQuery.search })}
        text={t('members.empty.noMatchText')}
      >
        <Button variant="secondary" onClick={clearSearch}>
          {t('members.search.clear')}
        </Button>
      </EmptyState>
    );
  } else if (data) {
    const from = data.page * data.size + 1;
    const to = data.page * data.size + data.accounts.length;
    content = (
      <div className="flex flex-col gap-4">
        <p aria-live="polite" className="text-sm text-gray-600">
          {t('members.list.summary', { total: data.total, from, to })}
          {accounts.isPlaceholderData ? (
            <span className="sr-only"> {t('members.list.updating')}</span>
          ) : null}
        </p>
        <MemberList
          members={data.accounts}
          layout={isMobile ? 'cards' : 'table'}
          updating={accounts.isPlaceholderData}
          onAction={(action, member) => setRowDialog({ action, member })}
        />
        {pages > 1 ? (
          <Pagination
            label={t('members.list.pagination')}
            page={listQuery.page}
            pages={pages}
            onPage={(page) => setListQuery({ ...listQuery, page })}
          />
        ) : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t('members.title')}
        description={t('members.description')}
        actions={<Button onClick={addMember.show}>{t('members.add')}</Button>}
      />
      <form role="search" onSubmit={onSearchSubmit} className="mb-5 flex max-w-xl items-end gap-2">
        <TextField
          className="flex-1"
          label={t('members.search.label')}
          type="search"
          placeholder={t('members.search.placeholder')}
          autoComplete="off"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('members.search.submit')}
        </Button>
      </form>

      {content}

      {addMember.open ? (
        <CreateMemberModal
          onClose={addMember.close}
          // The newest member heads the unfiltered first page; show it there.
          onCreated={clearSearch}
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

function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <OutlineIcon className="size-10 text-primary">
          <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 8v6M22 11h-6" />
        </OutlineIcon>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="max-w-md text-sm text-gray-600">{text}</p>
        <div className="mt-1">{children}</div>
      </div>
    </Card>
  );
}
