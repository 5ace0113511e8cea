import { z } from 'zod';
import { MUSIC_CATEGORIES } from './musics.ts';
import { pagedReplyFields, zErrorReply, zPage, zPageSize } from './common.ts';

/** A catalogue file sent from the console: JSON or CSV (docs/catalogue-format.md). */
export const CATALOGUE_UPLOAD_MAX_BYTES = 20 * 2 ** 20;

/**
 * POST operator/catalogue/import?name= with the file as `application/octet-stream`:
 * `.json` is read as JSON, any other name as CSV, as on the command line.
 */
export const zOperatorCatalogueImportQuery = z.object({
  name: z.string().trim().min(1).max(200, 'validation.tooLong'),
});

const zCounts = z.object({ added: z.number(), changed: z.number(), unchanged: z.number() });

export const zOperatorCatalogueImportReply = z.object({
  success: z.literal(true),
  message: z.string(),
  file: z.string(),
  tags: zCounts,
  tracks: zCounts,
  covers_stored: z.number(),
});
export type OperatorCatalogueImportReply = z.infer<typeof zOperatorCatalogueImportReply>;

/**
 * One reason a catalogue file was refused: its row (a CSV `line`, or a JSON `entry`
 * such as `tracks[3]`; neither for the file as a whole), the field, and the reason in
 * the request's language.
 */
export const zCatalogueProblem = z.object({
  line: z.number().nullable(),
  entry: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type CatalogueProblem = z.infer<typeof zCatalogueProblem>;

/** The call's error reply: a refused file (`catalogue_refused`) lists every problem found. */
export const zOperatorCatalogueRefusedReply = zErrorReply.extend({
  problems: z.array(zCatalogueProblem).optional(),
});

/** GET operator/catalogue/tracks?q=&page=&size= — every track, withdrawn ones too. */
export const zOperatorCatalogueTracksQuery = z.object({
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  page: zPage,
  size: zPageSize(30, 100),
});
export type OperatorCatalogueTracksQuery = z.input<typeof zOperatorCatalogueTracksQuery>;

export const zCatalogueTrack = z.object({
  id: z.number(),
  isrc: z.string(),
  title: z.string(),
  artist: z.string(),
  category: z.enum(MUSIC_CATEGORIES),
  duration_seconds: z.number(),
  tags: z.array(z.string()),
  cover_url: z.string(),
  shopping: z.boolean(),
  exclusive: z.boolean(),
  withdrawn: z.boolean(),
  /** The domains of the sites it is limited to; null: every site. */
  sites: z.array(z.string()).nullable(),
  released_on: z.string().nullable(),
  updated_at: z.string(),
});
export type CatalogueTrack = z.infer<typeof zCatalogueTrack>;

export const zOperatorCatalogueTracksReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  tracks: z.array(zCatalogueTrack),
});
