import { z } from 'zod';
import { LOCALES, type Locale } from '../locales.ts';
import { pagedReplyFields, zDomain, zPage, zPageSize } from './common.ts';

/** Notices per page on the list (the server accepts up to NOTICES_PAGE_SIZE_MAX). */
export const NOTICES_PAGE_SIZE = 20;
export const NOTICES_PAGE_SIZE_MAX = 100;
export const NOTICE_TITLE_MAX = 200;
/** Characters of Markdown per language; a long settlement table still fits. */
export const NOTICE_BODY_MAX = 20_000;

const zSize = zPageSize(NOTICES_PAGE_SIZE, NOTICES_PAGE_SIZE_MAX);

/** A notice id: a positive whole number (query strings are coerced). */
export const zNoticeId = z.coerce
  .number({ error: 'validation.noticeIdInvalid' })
  .int('validation.noticeIdInvalid')
  .min(1, 'validation.noticeIdInvalid')
  .max(Number.MAX_SAFE_INTEGER, 'validation.noticeIdInvalid');

// ---- Calls of signed-in users (site-scoped) -----------------------------------------

/** GET notice/list?page=&size= — pinned first, then newest first; first page 0. */
export const zNoticeListQuery = z.object({ page: zPage, size: zSize });
export type NoticeListQuery = z.input<typeof zNoticeListQuery>;

/**
 * One notice of the list, in the best language for the request: the request's
 * language, else the site's default language, else any (`language` says which).
 */
export const zNoticeSummary = z.object({
  id: z.number(),
  title: z.string(),
  language: z.enum(LOCALES),
  published_at: z.string(),
  pinned: z.boolean(),
  read: z.boolean(),
});
export type NoticeSummary = z.infer<typeof zNoticeSummary>;

export const zNoticeListReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  /** Published notices of the site the signed-in account has not opened. */
  unread: z.number(),
  notices: z.array(zNoticeSummary),
});
export type NoticeListReply = z.infer<typeof zNoticeListReply>;

/** GET notice/detail?id= — the notice in the best language; opening it marks it read. */
export const zNoticeDetailQuery = z.object({ id: zNoticeId });
export type NoticeDetailQuery = z.input<typeof zNoticeDetailQuery>;

/** `body` is Markdown exactly as written; the web app renders it without raw HTML. */
export const zNoticeDetail = zNoticeSummary.extend({ body: z.string() });
export type NoticeDetail = z.infer<typeof zNoticeDetail>;

export const zNoticeDetailReply = z.object({
  success: z.literal(true),
  message: z.string(),
  notice: zNoticeDetail,
  /** The unread count after this notice was marked read. */
  unread: z.number(),
});
export type NoticeDetailReply = z.infer<typeof zNoticeDetailReply>;

/** GET notice/unread-count */
export const zNoticeUnreadCountReply = z.object({
  success: z.literal(true),
  message: z.string(),
  unread: z.number(),
});
export type NoticeUnreadCountReply = z.infer<typeof zNoticeUnreadCountReply>;

// ---- Operator calls (/api/operator/..., operator token) ------------------------------

/** A notice's title and Markdown body in one language. The body is kept as written. */
export const zNoticeText = z.object(
  {
    title: z
      .string({ error: 'validation.noticeTitleRequired' })
      .trim()
      .min(1, 'validation.noticeTitleRequired')
      .max(NOTICE_TITLE_MAX, 'validation.noticeTitleLength'),
    body: z
      .string({ error: 'validation.noticeBodyRequired' })
      .max(NOTICE_BODY_MAX, 'validation.noticeBodyLength')
      .refine((body) => body.trim().length > 0, { error: 'validation.noticeBodyRequired' }),
  },
  { error: 'validation.noticeTextRequired' },
);
export type NoticeText = z.infer<typeof zNoticeText>;

/** A key other than a language is refused as such; anything else means texts are missing. */
function textsError(issue: { code?: string }): string {
  return issue.code === 'unrecognized_keys'
    ? 'validation.noticeLanguageInvalid'
    : 'validation.noticeTextRequired';
}

/** Texts by language; at least one language. Other keys are refused. */
const zNoticeTexts = z
  .strictObject(
    {
      ko: zNoticeText.optional(),
      en: zNoticeText.optional(),
      'zh-CN': zNoticeText.optional(),
      'zh-TW': zNoticeText.optional(),
    },
    { error: textsError },
  )
  .refine((texts) => Object.values(texts).some(Boolean), {
    error: 'validation.noticeTextRequired',
  });

/** Per language: texts to set, `null` to remove a language, absent to keep it. */
const zNoticeTextChanges = z.strictObject(
  {
    ko: zNoticeText.nullable().optional(),
    en: zNoticeText.nullable().optional(),
    'zh-CN': zNoticeText.nullable().optional(),
    'zh-TW': zNoticeText.nullable().optional(),
  },
  { error: textsError },
);

/** The site a notice is for, by one of its domains; `null` (or absent at creation) is every site. */
const zNoticeSite = zDomain.nullable();

/** An ISO 8601 date and time with its offset (`2026-12-01T09:00:00+09:00`). */
const zPublishAt = z.iso.datetime({ offset: true, error: 'validation.publishAtInvalid' });

const zPinned = z.boolean({ error: 'validation.invalid' });

/** POST operator/notices/create {texts, site?, pinned?, publish_at?} — publish_at defaults to now. */
export const zOperatorNoticeCreateBody = z.object({
  texts: zNoticeTexts,
  site: zNoticeSite.optional(),
  pinned: zPinned.optional(),
  publish_at: zPublishAt.optional(),
});
export type OperatorNoticeCreateBody = z.input<typeof zOperatorNoticeCreateBody>;

/** POST operator/notices/update {id, texts?, site?, pinned?, publish_at?}: only what is given changes. */
export const zOperatorNoticeUpdateBody = z
  .object({
    id: zNoticeId,
    texts: zNoticeTextChanges.optional(),
    site: zNoticeSite.optional(),
    pinned: zPinned.optional(),
    publish_at: zPublishAt.optional(),
  })
  .refine(
    (body) =>
      (body.texts !== undefined && Object.keys(body.texts).length > 0) ||
      body.site !== undefined ||
      body.pinned !== undefined ||
      body.publish_at !== undefined,
    { error: 'validation.noticeChangeRequired', path: ['texts'] },
  );
export type OperatorNoticeUpdateBody = z.input<typeof zOperatorNoticeUpdateBody>;

/** POST operator/notices/delete {id} */
export const zOperatorNoticeDeleteBody = z.object({ id: zNoticeId });
export type OperatorNoticeDeleteBody = z.input<typeof zOperatorNoticeDeleteBody>;

/** GET operator/notices/list?page=&size= — every notice, future ones included, newest first. */
export const zOperatorNoticeListQuery = z.object({ page: zPage, size: zSize });
export type OperatorNoticeListQuery = z.input<typeof zOperatorNoticeListQuery>;

/** A notice as the operator manages it: every language and its scope. */
export const zOperatorNotice = z.object({
  id: z.number(),
  /** `global` notices show on every site; `site` ones on `site` only. */
  scope: z.enum(['global', 'site']),
  site: z.object({ id: z.number(), name: z.string(), domains: z.array(z.string()) }).nullable(),
  pinned: z.boolean(),
  publish_at: z.string(),
  /** Whether members can see it yet (publish_at has passed). */
  published: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  texts: z.partialRecord(z.enum(LOCALES), z.object({ title: z.string(), body: z.string() })),
});
export type OperatorNotice = z.infer<typeof zOperatorNotice>;

export const zOperatorNoticeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  notice: zOperatorNotice,
});
export type OperatorNoticeReply = z.infer<typeof zOperatorNoticeReply>;

export const zOperatorNoticeListReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  notices: z.array(zOperatorNotice),
});
export type OperatorNoticeListReply = z.infer<typeof zOperatorNoticeListReply>;

/**
 * The language to show a notice in: the first of `preferred` it has, else the first
 * of LOCALES it has. `undefined` only for a notice without any text.
 */
export function pickNoticeLanguage(
  available: Iterable<Locale>,
  preferred: readonly Locale[],
): Locale | undefined {
  const has = new Set(available);
  return [...preferred, ...LOCALES].find((locale) => has.has(locale));
}
