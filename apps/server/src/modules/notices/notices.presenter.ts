import {
  LOCALES,
  type Locale,
  type NoticeDetail,
  type NoticeSummary,
  type OperatorNotice,
} from '@portal/shared';
import type { Notice, NoticeListRow, NoticeSite, NoticeTextRow } from './notices.repo.ts';

/** One notice of a reader's list, in the language picked for them (zNoticeSummary). */
export function presentNoticeSummary(row: NoticeListRow, text: NoticeTextRow): NoticeSummary {
  return {
    id: row.id,
    title: text.title,
    language: text.locale,
    published_at: row.publishAt.toISOString(),
    pinned: row.pinned,
    read: row.read,
  };
}

/** A notice its reader opened, in the language picked for them; opening marks it read. */
export function presentNoticeDetail(notice: Notice, text: NoticeTextRow): NoticeDetail {
  return {
    id: notice.id,
    title: text.title,
    body: text.body,
    language: text.locale,
    published_at: notice.publishAt.toISOString(),
    pinned: notice.pinned,
    read: true,
  };
}

/**
 * A notice as operators manage it (zOperatorNotice): every language it has, the site it
 * is for (`null` for every site) and whether members can see it at `now`.
 */
export function presentOperatorNotice(
  row: Notice,
  texts: ReadonlyMap<Locale, NoticeTextRow> | undefined,
  site: NoticeSite | null,
  now: Date,
): OperatorNotice {
  return {
    id: row.id,
    scope: row.siteId === null ? 'global' : 'site',
    site,
    pinned: row.pinned,
    publish_at: row.publishAt.toISOString(),
    published: row.publishAt.getTime() <= now.getTime(),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    texts: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const text = texts?.get(locale);
        return text ? [[locale, { title: text.title, body: text.body }]] : [];
      }),
    ),
  };
}
