import { LOCALES, NOTICES_PAGE_SIZE, type Locale, type OperatorNotice } from '@portal/shared';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../shared/i18n/date-format.ts';
import { LANGUAGE_NATIVE_NAMES } from '../../shared/i18n/language-names.ts';
import { Button, buttonClassName } from '../../shared/ui/button.tsx';
import { snackbar } from '../../shared/ui/snackbar-store.ts';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { ConsoleLink, consolePath } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { DeleteNoticeDialog } from './delete-notice-dialog.tsx';
import { useNotices } from './notice-queries.ts';
import { noticesTexts } from './texts.ts';
import { EmptyCard, QueryStates } from '../lib/query-states.tsx';

/** The notice's title in the console's language if written, else the first written. */
export function noticeTitle(notice: OperatorNotice, locale: Locale): string {
  const language = [locale, ...LOCALES].find((candidate) => notice.texts[candidate]);
  return language ? notice.texts[language]!.title : '';
}

/** /operator/notices: every notice of every site, future ones included; edit or delete. */
export function NoticesPage() {
  const t = useConsoleTexts(noticesTexts);
  const [page, setPage] = useState(0);
  const notices = useNotices(page);
  const [deleting, setDeleting] = useState<{ id: number; title: string }>();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <ConsolePage title={t.title}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-600">{t.intro}</p>
        <ConsoleLink
          to={consolePath('notices/new')}
          className={`${buttonClassName({ variant: 'primary' })} shrink-0`}
        >
          {t.newNotice}
        </ConsoleLink>
      </div>
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {t.listLabel}
      </h2>
      <QueryStates
        query={notices}
        failed={t.loadFailed}
        skeleton={<RowsSkeleton label={t.loading} pictureClassName="hidden" />}
        isEmpty={(data) => data.notices.length === 0}
        empty={<EmptyCard title={t.emptyTitle} text={t.emptyText} />}
      >
        {(data) => (
          <>
            <ul
              aria-label={t.listLabel}
              aria-busy={notices.isFetching || undefined}
              className="flex flex-col gap-3"
            >
              {data.notices.map((notice) => (
                <NoticeRow key={notice.id} notice={notice} onDelete={setDeleting} />
              ))}
            </ul>
            <Pagination
              className="mt-4"
              page={page}
              pages={Math.ceil(data.total / NOTICES_PAGE_SIZE)}
              onPage={setPage}
              label={t.pagination}
            />
          </>
        )}
      </QueryStates>
      {deleting ? (
        <DeleteNoticeDialog
          notice={deleting}
          onDeleted={(message) => {
            snackbar.success(message);
            setDeleting(undefined);
            heading.current?.focus();
          }}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </ConsolePage>
  );
}

function NoticeRow({
  notice,
  onDelete,
}: {
  notice: OperatorNotice;
  onDelete: (notice: { id: number; title: string }) => void;
}) {
  const t = useConsoleTexts(noticesTexts);
  const locale = useConsoleLocale();
  const title = noticeTitle(notice, locale);
  const when = formatDateTime(notice.publish_at, locale);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {notice.pinned ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
              {t.pinned}
            </span>
          ) : null}
          <h3 className="min-w-0 truncate text-base font-semibold text-gray-900">{title}</h3>
        </div>
        <p className="mt-1 text-sm text-gray-700">
          {notice.site ? `${notice.site.name} (${notice.site.domains[0] ?? ''})` : t.allSites}
          {' · '}
          <span className={notice.published ? '' : 'font-medium text-amber-800'}>
            {notice.published ? t.published(when) : t.scheduled(when)}
          </span>
          {notice.created_by ? ` · ${t.writtenBy(notice.created_by)}` : ''}
        </p>
        <p className="mt-1 flex flex-wrap gap-1 text-xs text-gray-600">
          <span className="sr-only">{t.languages}: </span>
          {LOCALES.filter((language) => notice.texts[language]).map((language) => (
            <span key={language} lang={language} className="rounded bg-gray-100 px-1.5 py-0.5">
              {LANGUAGE_NATIVE_NAMES[language]}
            </span>
          ))}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <ConsoleLink
          to={consolePath(`notices/${notice.id}`)}
          aria-label={t.editOf(title)}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {t.edit}
        </ConsoleLink>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t.deleteOf(title)}
          onClick={() => onDelete({ id: notice.id, title })}
        >
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
