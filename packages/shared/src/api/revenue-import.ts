import { z } from 'zod';
import { zDomain } from './common.ts';

export const IMPORT_FILE_KINDS = [
  'views',
  'revenue',
  'videos',
  'exchange_rates',
  'claims',
] as const;

/**
 * POST operator/revenue/import?site=&name= with a `text/csv` body: one file of
 * docs/data-formats.md, imported like `npm run operator -- import`.
 */
export const zOperatorRevenueImportQuery = z.object({
  site: zDomain,
  /** The file's name, used in messages and the import record. */
  name: z.string().trim().min(1).max(200, 'validation.tooLong').default('upload.csv'),
});

export const zOperatorRevenueImportReply = z.object({
  success: z.literal(true),
  message: z.string(),
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
