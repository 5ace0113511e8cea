import { z } from 'zod';
import { FAVORITES_MAX, MUSIC_TAG_ID_PATTERN } from '../constants.ts';
import { pagedReplyFields, zPage, zPageSize } from './common.ts';

/**
 * Track categories of docs/product.md §5.14 (BGM, Song, OST), as the calls spell them.
 */
export const MUSIC_CATEGORIES = ['bgm', 'song', 'ost'] as const;
export type MusicCategory = (typeof MUSIC_CATEGORIES)[number];

/** Orders of the all-music list: newest release first, last week's ranking, or by title. */
export const MUSIC_SORTS = ['newest', 'popular', 'title'] as const;
export type MusicSort = (typeof MUSIC_SORTS)[number];

export const MUSIC_PAGE_SIZE = 30;
export const MUSIC_PAGE_SIZE_MAX = 100;
export const MUSIC_RANKING_PAGE_SIZE = 50;
/** What the music home shows of each part. */
export const MUSIC_HOME_COUNTS = { ranking: 10, newTracks: 8, tags: 8, shopping: 6 } as const;
/** The preview player stops here (issue 8: a 30-second preview). */
export const MUSIC_PREVIEW_SECONDS = 30;
export const MUSIC_SEARCH_MAX = 100;

/** A track named in a call by its id: a positive whole number (query strings are coerced). */
export const zTrackId = z.coerce
  .number({ error: 'validation.trackIdInvalid' })
  .int('validation.trackIdInvalid')
  .min(1, 'validation.trackIdInvalid')
  .max(Number.MAX_SAFE_INTEGER, 'validation.trackIdInvalid');

const zTagFilter = z
  .string({ error: 'validation.musicTagInvalid' })
  .trim()
  .regex(MUSIC_TAG_ID_PATTERN, 'validation.musicTagInvalid');

const zSearch = z.string().trim().max(MUSIC_SEARCH_MAX, 'validation.tooLong');

/** A mood tag in the request's language; `count` is how many tracks of the site carry it. */
export const zMusicTag = z.object({ id: z.string(), name: z.string(), count: z.number() });
export type MusicTag = z.infer<typeof zMusicTag>;

/**
 * A catalogue track as the music screens show it (docs/product.md §5.14): cover, title,
 * ISRC (stored form; `isrcParts` splits off its fixed prefix), category, mood tags, the
 * exclusive mark (the site's `exclusive_logo` shows on exclusive tracks), and whether the
 * signed-in account has it among its favorites.
 */
export const zMusicTrack = z.object({
  id: z.number(),
  isrc: z.string(),
  title: z.string(),
  artist: z.string(),
  category: z.enum(MUSIC_CATEGORIES),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  cover_url: z.string(),
  /** An audio file to preview (the player stops at MUSIC_PREVIEW_SECONDS); null without one. */
  preview_url: z.string().nullable(),
  duration_seconds: z.number(),
  shopping: z.boolean(),
  exclusive: z.boolean(),
  released_on: z.string().nullable(),
  favorite: z.boolean(),
});
export type MusicTrack = z.infer<typeof zMusicTrack>;

/** The week a ranking covers: Monday to Sunday (`YYYY-MM-DD`). */
export const zRankingWeek = z.object({ start: z.string(), end: z.string() });
export type RankingWeek = z.infer<typeof zRankingWeek>;

/**
 * One place of the weekly ranking: the track, its rank, its rank the week before (null:
 * not ranked then) and the views of the site's Shorts that used it that week.
 */
export const zRankingEntry = z.object({
  rank: z.number(),
  previous_rank: z.number().nullable(),
  views: z.number(),
  track: zMusicTrack,
});
export type RankingEntry = z.infer<typeof zRankingEntry>;

// ---- Calls of signed-in users (site-scoped) -----------------------------------------

/** GET music/list?page=&size=&search=&category=&tag=&sort= — search reads title, artist and ISRC. */
export const zMusicListQuery = z.object({
  page: zPage,
  size: zPageSize(MUSIC_PAGE_SIZE, MUSIC_PAGE_SIZE_MAX),
  search: zSearch.optional(),
  category: z.enum(MUSIC_CATEGORIES, { error: 'validation.musicCategoryInvalid' }).optional(),
  tag: zTagFilter.optional(),
  sort: z.enum(MUSIC_SORTS, { error: 'validation.musicSortInvalid' }).default('newest'),
});
export type MusicListQuery = z.input<typeof zMusicListQuery>;

/** GET music/shopping?page=&size=&tag= — tracks marked for shopping content, newest first. */
export const zMusicShoppingQuery = z.object({
  page: zPage,
  size: zPageSize(MUSIC_PAGE_SIZE, MUSIC_PAGE_SIZE_MAX),
  tag: zTagFilter.optional(),
});
export type MusicShoppingQuery = z.input<typeof zMusicShoppingQuery>;

export const zMusicListReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  tracks: z.array(zMusicTrack),
});
export type MusicListReply = z.infer<typeof zMusicListReply>;

/** GET music/tags (docs/product.md §5.15): `datas`, a list of items with `id`. */
export const zMusicTagsReply = z.object({
  success: z.literal(true),
  message: z.string(),
  datas: z.array(zMusicTag),
});
export type MusicTagsReply = z.infer<typeof zMusicTagsReply>;

/** GET music/ranking?page=&size= — the stored ranking of the last complete week. */
export const zMusicRankingQuery = z.object({
  page: zPage,
  size: zPageSize(MUSIC_RANKING_PAGE_SIZE, MUSIC_PAGE_SIZE_MAX),
});
export type MusicRankingQuery = z.input<typeof zMusicRankingQuery>;

export const zMusicRankingReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ...pagedReplyFields,
  /** null until the site has a complete week of Shorts data. */
  week: zRankingWeek.nullable(),
  computed_at: z.string().nullable(),
  entries: z.array(zRankingEntry),
});
export type MusicRankingReply = z.infer<typeof zMusicRankingReply>;

/** GET music/home — the weekly top, new tracks, the most used tags and shopping highlights. */
export const zMusicHomeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  ranking: z.object({ week: zRankingWeek.nullable(), entries: z.array(zRankingEntry) }),
  new_tracks: z.array(zMusicTrack),
  tags: z.array(zMusicTag),
  shopping: z.array(zMusicTrack),
  favorites_count: z.number(),
});
export type MusicHomeReply = z.infer<typeof zMusicHomeReply>;

/** POST music/favorites/add | music/favorites/remove {track_id} */
export const zFavoriteBody = z.object({ track_id: zTrackId });
export type FavoriteBody = z.input<typeof zFavoriteBody>;

/** GET music/favorites, and the reply of adding or removing one: the list in the order added. */
export const zFavoritesReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** FAVORITES_MAX (docs/product.md §5.16). */
  max: z.literal(FAVORITES_MAX),
  tracks: z.array(zMusicTrack),
});
export type FavoritesReply = z.infer<typeof zFavoritesReply>;

/** GET music/cover/{file}: a stored cover, named by the SHA-256 of its bytes. */
export const zMusicCoverParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}$/, 'validation.invalid'),
});
