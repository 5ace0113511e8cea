import { Link, notFound, useParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatDay } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { importWithReload } from '../../../shared/lib/chunk-reload.ts';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { ListError } from '../../../shared/ui/list-states.tsx';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useNotice } from '../api/get-notice.ts';

/** The Markdown renderer loads with the first notice opened, not with the list. */
const MarkdownBody = lazy(
  importWithReload(async () => ({
    default: (await import('../../../shared/notices/markdown-body.tsx')).MarkdownBody,
  })),
);

/** Notice ids are whole numbers; anything else is not a notice. */
const NOTICE_ID = /^[1-9]\d{0,15}$/;

/**
 * /notices/$id: the notice's title, date and Markdown body. Opening it marks it read.
 * An id that is not a notice of this site (or not yet published) shows the 404 page.
 */
export function NoticeDetailPage() {
  const { id = '' } = useParams({ strict: false });
  if (!NOTICE_ID.test(id)) throw notFound();
  return <NoticeDetail id={id} />;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to="/notices" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M15 18l-6-6 6-6" />
      </svg>
      {t('common.backToList')}
    </Link>
  );
}

function NoticeDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useNotice(id);

  if (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status)) {
    throw notFound();
  }
  if (query.isPending) {
    return (
      <>
        <PageHeader title={t('notices.title')} />
        <PageSpinner />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={t('notices.title')} />
        <ListError
          className="max-w-3xl"
          title={t('notices.errorTitle')}
          error={query.error}
          retryLabel={t('notices.retry')}
          onRetry={() => void query.refetch()}
        >
          <BackToList />
        </ListError>
      </>
    );
  }

  const { notice } = query.data;
  return (
    <article data-testid="notice-detail" className="flex max-w-3xl flex-col gap-5">
      <div>
        <BackToList />
      </div>
      <header lang={notice.language} className="flex flex-col gap-2">
        {notice.pinned ? (
          <span className="w-fit rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
            {t('notices.pinned')}
          </span>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {notice.title}
        </h1>
        <p className="text-sm text-gray-500">
          <time dateTime={notice.published_at}>
            {t('notices.publishedOn', { date: formatDay(notice.published_at, locale) })}
          </time>
        </p>
      </header>
      <Card>
        <div lang={notice.language}>
          <Suspense fallback={<PageSpinner />}>
            <MarkdownBody source={notice.body} />
          </Suspense>
        </div>
      </Card>
    </article>
  );
}
