import { z } from 'zod';
import { pagedReplyFields, zDomain, zPage, zPageSize } from './common.ts';

export const IMPORT_FILE_KINDS = [
  'views',
  'revenue',
  'videos',
  'exchange_rates',
  'claims',
] as const;

/** A file's name as an operator gives it: used in messages and the import record. */
const zFileName = z.string().trim().min(1).max(200, 'validation.tooLong');

/**
 * POST operator/revenue/import?site=&name= with a `text/csv` body: one file of
 * docs/data-formats.md, imported like `npm run operator -- import`.
 */
export const zOperatorRevenueImportQuery = z.object({
  site: zDomain,
  name: zFileName.default('upload.csv'),
});

/** What an imported file gave (docs/product.md §8.1). */
export const zImportSummary = z.object({
  file: z.string(),
  kind: z.enum(IMPORT_FILE_KINDS),
  rows_read: z.number(),
  rows_loaded: z.number(),
  rows_skipped: z.number(),
  /** Rows kept aside because their channel is not registered on the site. */
  unmatched: z.array(z.object({ channel_id: z.string(), rows: z.number() })),
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
});
export type ImportSummaryReply = z.infer<typeof zImportSummary>;

export const zOperatorRevenueImportReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...zImportSummary.shape,
});

/** The site an import or upload went into, as the console names it. */
export const zImportSite = z.object({ id: z.number(), name: z.string(), domain: z.string() });

/** GET operator/revenue/imports/list?site=&page=&size= — newest first; every site without `site`. */
export const zOperatorImportListQuery = z.object({
  site: zDomain.optional(),
  page: zPage,
  size: zPageSize(20, 100),
});
export type OperatorImportListQuery = z.input<typeof zOperatorImportListQuery>;

/** How many unmatched channels an import lists; `unmatched_channels` counts them all. */
export const IMPORT_UNMATCHED_LISTED = 50;

/** One imported file of the history: what it held and what was kept aside. */
export const zImportRecord = z.object({
  id: z.number(),
  site: zImportSite,
  file: z.string(),
  kind: z.enum(IMPORT_FILE_KINDS),
  rows_read: z.number(),
  rows_loaded: z.number(),
  rows_skipped: z.number(),
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
  /** An operator's name (an account's email or a token's name), or `youtube` for a fetch. */
  imported_by: z.string(),
  imported_at: z.string(),
  unmatched_channels: z.number(),
  unmatched: z.array(
    z.object({
      channel_id: z.string(),
      rows: z.number(),
      first_day: z.string(),
      last_day: z.string(),
    }),
  ),
});
export type ImportRecord = z.infer<typeof zImportRecord>;

export const zOperatorImportListReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  imports: z.array(zImportRecord),
});

/**
 * Where an upload stands (docs/product.md §4.12.1): its bytes arriving, the import
 * running in the background, done with its summary, or failed with the reason.
 */
export const UPLOAD_STATES = ['uploading', 'importing', 'done', 'failed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** The most one chunk of an upload may carry; the console sends smaller ones. */
export const UPLOAD_CHUNK_MAX_BYTES = 8 * 2 ** 20;

const zUploadId = z.uuid({ error: 'validation.uploadIdInvalid' });

/** POST operator/revenue/uploads/create: announces a file; the same unfinished one is resumed. */
export const zOperatorUploadCreateBody = z.object({
  site: zDomain,
  name: zFileName,
  size: z
    .number({ error: 'validation.uploadSizeInvalid' })
    .int('validation.uploadSizeInvalid')
    .min(1, 'validation.uploadSizeInvalid')
    .max(Number.MAX_SAFE_INTEGER, 'validation.uploadSizeInvalid'),
});
export type OperatorUploadCreateBody = z.input<typeof zOperatorUploadCreateBody>;

/** POST operator/revenue/uploads/chunk?id=&offset= with the bytes as `application/octet-stream`. */
export const zOperatorUploadChunkQuery = z.object({
  id: zUploadId,
  offset: z.coerce
    .number({ error: 'validation.uploadOffsetInvalid' })
    .int('validation.uploadOffsetInvalid')
    .min(0, 'validation.uploadOffsetInvalid')
    .max(Number.MAX_SAFE_INTEGER, 'validation.uploadOffsetInvalid'),
});

/** GET operator/revenue/uploads/list?site= — the caller's uploads of the last day. */
export const zOperatorUploadListQuery = z.object({ site: zDomain.optional() });

/** POST operator/revenue/uploads/cancel: drops an upload still taking bytes. */
export const zOperatorUploadCancelBody = z.object({ id: zUploadId });

export const zUpload = z.object({
  id: z.string(),
  site: zImportSite,
  file: z.string(),
  /** The file's size as announced, and how much of it the server holds. */
  size: z.number(),
  received: z.number(),
  state: z.enum(UPLOAD_STATES),
  /** How far the import has read the file, in bytes (0 until it starts). */
  bytes_read: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** An unfinished upload is dropped then, a finished one leaves the list. */
  expires_at: z.string(),
  summary: zImportSummary.nullable(),
  /** Why the import refused the file, in the request's language, with its line. */
  error: z
    .object({ message: z.string(), line: z.number().nullable(), column: z.string().nullable() })
    .nullable(),
});
export type Upload = z.infer<typeof zUpload>;

export const zOperatorUploadReply = z.object({
  success: z.literal(true),
  message: z.string(),
  upload: zUpload,
});
export type OperatorUploadReply = z.infer<typeof zOperatorUploadReply>;

export const zOperatorUploadListReply = z.object({
  success: z.literal(true),
  message: z.string(),
  uploads: z.array(zUpload),
});
