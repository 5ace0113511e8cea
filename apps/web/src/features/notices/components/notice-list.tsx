import type { NoticeSummary } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

/**
 * One page of notices. An unread notice has a dot and a bold title, and says "unread"
 * to screen readers; a pinned one carries a label.
 */
export function NoticeList({
  notices,
  updating = false,
}: {
  notices: readonly NoticeSummary[];
  /** A newer page is on its way; the rows shown are the previous ones. */
  updating?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul
      aria-label={t('notices.listLabel')}
      aria-busy={updating || undefined}
      className={`divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-xs ${
        updating ? 'opacity-60' : ''
      }`}
    >
      {notices.map((notice) => (
        <li key={notice.id} data-testid="notice-item" data-unread={!notice.read || undefined}>
          <Link
            to="/notices/$id"
            params={{ id: String(notice.id) }}
            className={`flex items-start gap-3 px-4 py-4 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-ink sm:px-5 ${
              notice.pinned ? 'bg-primary-dim/40' : ''
            }`}
          >
            <span
              aria-hidden="true"
              className={`mt-2 size-2 shrink-0 rounded-full ${notice.read ? 'bg-transparent' : 'bg-primary'}`}
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2">
                {notice.pinned ? (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                    {t('notices.pinned')}
                  </span>
                ) : null}
                {notice.read ? null : <span className="sr-only">{t('notices.unread')}</span>}
                <span
                  lang={notice.language}
                  className={`min-w-0 text-gray-900 ${notice.read ? 'font-normal' : 'font-semibold'}`}
                >
                  {notice.title}
                </span>
              </span>
              <time dateTime={notice.published_at} className="text-xs text-gray-500 sm:text-sm">
                {formatDay(notice.published_at, locale)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
