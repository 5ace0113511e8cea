import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageInRange } from '../../../shared/lib/use-paged-search.ts';
import { ListError } from '../../../shared/ui/list-states.tsx';
import { OutlineIcon } from '../../../shared/ui/outline-icon.tsx';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useNotices } from '../api/get-notices.ts';
import { NoticeList } from '../components/notice-list.tsx';

export { NoticeDetailPage } from './notice-detail.page.tsx';

/** /notices: the site's notices, pinned first then newest first, a page at a time. */
export function NoticesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const notices = useNotices({ page });
  const data = notices.data;
  const pages = pageCount(data);
  // Notices went away while this page was open: show the last page that has some.
  const pageShown = pageInRange(
    page,
    data,
    !notices.isPlaceholderData && data?.notices.length === 0,
  );
  if (pageShown !== page) setPage(pageShown);

  let content;
  if (notices.isPending) {
    content = <PageSpinner />;
  } else if (notices.isError && !data) {
    content = (
      <ListError
        title={t('notices.errorTitle')}
        error={notices.error}
        retryLabel={t('notices.retry')}
        onRetry={() => void notices.refetch()}
      />
    );
  } else if (data && data.total === 0) {
    content = (
      <Card>
        <div
          data-testid="notices-empty"
          className="flex flex-col items-center gap-3 py-8 text-center"
        >
          <OutlineIcon className="size-10 text-primary-ink">
            <path d="M4 9v6h3l6 4V5L7 9H4ZM17 9a4 4 0 0 1 0 6" />
          </OutlineIcon>
          <h2 className="text-lg font-semibold text-gray-900">{t('notices.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-gray-600">{t('notices.emptyText')}</p>
        </div>
      </Card>
    );
  } else if (data) {
    content = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-600">
          {t('notices.summary', { total: data.total, unread: data.unread })}
        </p>
        <NoticeList notices={data.notices} updating={notices.isPlaceholderData} />
        <Pagination page={page} pages={pages} onPage={setPage} label={t('notices.pagination')} />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('notices.title')} description={t('notices.description')} />
      <div className="max-w-3xl">{content}</div>
    </>
  );
}
