import {
  isLocale,
  LOCALES,
  pickNoticeLanguage,
  type Locale,
  type NoticeDetail,
  type NoticeSummary,
  type NoticeText,
  type OperatorNotice,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { normalizeDomain } from '../../http/request-context.ts';
import type { Site, SitesRepo } from '../sites/sites.repo.ts';
import {
  presentNoticeDetail,
  presentNoticeSummary,
  presentOperatorNotice,
} from './notices.presenter.ts';
import type { Notice, NoticesRepo, NoticeSite, NoticeTextRow } from './notices.repo.ts';

export type NoticesServiceDeps = {
  db: Db;
  notices: NoticesRepo;
  sites: SitesRepo;
  /** The current time: notices published after it are not shown yet. */
  now: () => Date;
};

/** Who reads: the account and the site it signed in on, in the request's language. */
export type NoticeReader = { site: Site; accountId: number; locale: Locale };

export type NoticeTexts = Partial<Record<Locale, NoticeText>>;

/** Languages to try for a reader: theirs, then the site's default (then any, in pickNoticeLanguage). */
function preferredLanguages(reader: NoticeReader): Locale[] {
  const siteDefault = reader.site.defaultLanguage;
  return isLocale(siteDefault) ? [reader.locale, siteDefault] : [reader.locale];
}

/** Each notice's texts by language. */
function textsByNotice(rows: NoticeTextRow[]): Map<number, Map<Locale, NoticeTextRow>> {
  const byNotice = new Map<number, Map<Locale, NoticeTextRow>>();
  for (const row of rows) {
    const texts = byNotice.get(row.noticeId) ?? new Map<Locale, NoticeTextRow>();
    texts.set(row.locale, row);
    byNotice.set(row.noticeId, texts);
  }
  return byNotice;
}

function bestText(
  texts: Map<Locale, NoticeTextRow> | undefined,
  preferred: Locale[],
): NoticeTextRow | undefined {
  if (!texts) return undefined;
  const language = pickNoticeLanguage(texts.keys(), preferred);
  return language ? texts.get(language) : undefined;
}

/** Notices: members read those of their site and the global ones; operators write them. */
export function createNoticesService(deps: NoticesServiceDeps) {
  async function resolveSite(domain: string | null): Promise<Site | null> {
    if (domain === null) return null;
    const site = await deps.sites.findByDomain(normalizeDomain(domain));
    if (!site) throw new AppError('unknown_site');
    return site;
  }

  async function presentForOperator(rows: Notice[]): Promise<OperatorNotice[]> {
    const ids = rows.map((row) => row.id);
    const siteIds = [...new Set(rows.flatMap((row) => (row.siteId === null ? [] : [row.siteId])))];
    const [texts, siteRows] = await Promise.all([
      deps.notices.texts(ids, { withBody: true }),
      deps.notices.sitesOf(siteIds),
    ]);
    const byNotice = textsByNotice(texts);
    const sitesById = new Map<number, NoticeSite>(siteRows.map((site) => [site.id, site]));
    const now = deps.now();
    return rows.map((row) =>
      presentOperatorNotice(
        row,
        byNotice.get(row.id),
        row.siteId === null ? null : (sitesById.get(row.siteId) ?? null),
        now,
      ),
    );
  }

  async function operatorGet(id: number): Promise<OperatorNotice> {
    const notice = await deps.notices.findById(id);
    if (!notice) throw new AppError('not_found');
    const [presented] = await presentForOperator([notice]);
    return presented!;
  }

  return {
    /** A page of the reader's notices in their best language, with the unread count. */
    async list(reader: NoticeReader, page: { page: number; size: number }) {
      const { total, unread, rows } = await deps.notices.listVisible(
        reader.site.id,
        reader.accountId,
        { limit: page.size, offset: page.page * page.size, now: deps.now() },
      );
      const texts = textsByNotice(
        await deps.notices.texts(
          rows.map((row) => row.id),
          { withBody: false },
        ),
      );
      const preferred = preferredLanguages(reader);
      const notices: NoticeSummary[] = rows.flatMap((row) => {
        const text = bestText(texts.get(row.id), preferred);
        // A notice always keeps one language; skip rather than show an empty title.
        if (!text) return [];
        return [presentNoticeSummary(row, text)];
      });
      return { total, unread, notices };
    },

    /**
     * A notice in the reader's best language, marked read for them. Another site's
     * notice or one not yet published reads as not found.
     */
    async open(
      reader: NoticeReader,
      id: number,
    ): Promise<{ notice: NoticeDetail; unread: number }> {
      const now = deps.now();
      const notice = await deps.notices.findVisible(reader.site.id, id, now);
      const text = notice
        ? bestText(
            textsByNotice(await deps.notices.texts([notice.id], { withBody: true })).get(notice.id),
            preferredLanguages(reader),
          )
        : undefined;
      if (!notice || !text) throw new AppError('not_found');
      await deps.notices.markRead(reader.site.id, reader.accountId, notice.id);
      const unread = await deps.notices.unreadCount(reader.site.id, reader.accountId, now);
      return {
        notice: presentNoticeDetail(notice, text),
        unread,
      };
    },

    unreadCount(reader: Pick<NoticeReader, 'site' | 'accountId'>): Promise<number> {
      return deps.notices.unreadCount(reader.site.id, reader.accountId, deps.now());
    },

    // ---- Operators ---------------------------------------------------------------------

    async operatorList(page: { page: number; size: number }) {
      const { total, rows } = await deps.notices.listAll({
        limit: page.size,
        offset: page.page * page.size,
      });
      return { total, notices: await presentForOperator(rows) };
    },

    operatorGet,

    /** Posts a notice for one site (by domain) or, without a site, for every site. */
    async create(
      operator: { name: string },
      input: { texts: NoticeTexts; site?: string | null; pinned?: boolean; publishAt?: Date },
    ): Promise<OperatorNotice> {
      const site = await resolveSite(input.site ?? null);
      const created = await deps.db.transaction(async (trx) => {
        const notice = await deps.notices.insert(
          {
            siteId: site?.id ?? null,
            pinned: input.pinned ?? false,
            publishAt: input.publishAt ?? deps.now(),
            createdBy: operator.name,
          },
          trx,
        );
        for (const locale of LOCALES) {
          const text = input.texts[locale];
          if (text) await deps.notices.upsertText(notice.id, locale, text, trx);
        }
        return notice;
      });
      return operatorGet(created.id);
    },

    /**
     * Changes what is given: texts per language (`null` removes one), the site (`null`
     * for every site), the pin, the publish time. A notice keeps at least one language.
     */
    async update(input: {
      id: number;
      texts?: Partial<Record<Locale, NoticeText | null>>;
      site?: string | null;
      pinned?: boolean;
      publishAt?: Date;
    }): Promise<OperatorNotice> {
      const site = input.site === undefined ? undefined : await resolveSite(input.site);
      await deps.db.transaction(async (trx) => {
        const notice = await deps.notices.findById(input.id, trx, { forUpdate: true });
        if (!notice) throw new AppError('not_found');
        await deps.notices.update(
          input.id,
          {
            ...(site === undefined ? {} : { siteId: site?.id ?? null }),
            ...(input.pinned === undefined ? {} : { pinned: input.pinned }),
            ...(input.publishAt === undefined ? {} : { publishAt: input.publishAt }),
          },
          trx,
        );
        for (const locale of LOCALES) {
          const text = input.texts?.[locale];
          if (text) await deps.notices.upsertText(input.id, locale, text, trx);
          else if (text === null) await deps.notices.deleteText(input.id, locale, trx);
        }
        const remaining = await deps.notices.texts([input.id], { withBody: false }, trx);
        if (remaining.length === 0) {
          throw new AppError('invalid_input', 'validation.noticeTextRequired');
        }
      });
      return operatorGet(input.id);
    },

    async remove(id: number): Promise<void> {
      if (!(await deps.notices.delete(id))) throw new AppError('not_found');
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
