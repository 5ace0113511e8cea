import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { compactIsrc, type Locale, type MusicCategory, type MusicSort } from '@portal/shared';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import {
  musicCovers,
  musicFavorites,
  musicRankingEntries,
  musicRankings,
  musicTags,
  musicTracks,
  musicTrackSites,
  musicTrackTags,
} from '../../db/schema.ts';

export type TrackRow = typeof musicTracks.$inferSelect;
export type TrackTag = { trackId: number; id: string; name: string };

/**
 * Whether the outer `music_tracks` row shows on a site: not withdrawn, and for every
 * site or for this one. The outer table is named in full: drizzle leaves a lone table's
 * columns unqualified, and the subquery has its own.
 */
export function visibleOn(siteId: number): SQL {
  return sql`(not music_tracks.withdrawn and (music_tracks.all_sites or exists (
    select 1 from music_track_sites s where s.site_id = ${siteId} and s.track_id = music_tracks.id)))`;
}

/** A tag's name column in each language. */
const TAG_NAME: Record<
  Locale,
  | typeof musicTags.nameKo
  | typeof musicTags.nameEn
  | typeof musicTags.nameZhCn
  | typeof musicTags.nameZhTw
> = {
  ko: musicTags.nameKo,
  en: musicTags.nameEn,
  'zh-CN': musicTags.nameZhCn,
  'zh-TW': musicTags.nameZhTw,
};

export type TrackFilter = {
  search?: string | undefined;
  category?: MusicCategory | undefined;
  tag?: string | undefined;
  shopping?: boolean;
};

/** Title or artist containing the search, or an ISRC containing it once written compactly. */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const isrc = compactIsrc(search);
  return or(
    ilike(musicTracks.title, pattern),
    ilike(musicTracks.artist, pattern),
    /^[A-Z0-9]+$/.test(isrc) ? sql`${musicTracks.isrc} like ${containsPattern(isrc)}` : undefined,
  );
}

function filtered(siteId: number, filter: TrackFilter): SQL | undefined {
  return and(
    visibleOn(siteId),
    filter.search ? searchCondition(filter.search) : undefined,
    filter.category ? eq(musicTracks.category, filter.category) : undefined,
    filter.tag
      ? sql`exists (select 1 from music_track_tags tt
          where tt.track_id = music_tracks.id and tt.tag_id = ${filter.tag})`
      : undefined,
    filter.shopping ? eq(musicTracks.shopping, true) : undefined,
  );
}

/** The favorites of one account. */
function favoritesOf(siteId: number, accountId: number, ...more: SQL[]): SQL | undefined {
  return and(eq(musicFavorites.siteId, siteId), eq(musicFavorites.accountId, accountId), ...more);
}

const NEWEST: SQL[] = [sql`${musicTracks.releasedOn} desc nulls last`, desc(musicTracks.id)];

export function createMusicsRepo(db: Executor) {
  return {
    /** A page of the tracks a site shows, filtered and in the order asked for. */
    async listTracks(
      siteId: number,
      filter: TrackFilter,
      options: { sort: MusicSort; limit: number; offset: number },
      trx: Executor = db,
    ): Promise<{ total: number; rows: TrackRow[] }> {
      const where = filtered(siteId, filter);
      const [{ total } = { total: 0 }] = await trx
        .select({ total: count() })
        .from(musicTracks)
        .where(where);
      const base = trx
        .select({ track: musicTracks })
        .from(musicTracks)
        .leftJoin(
          musicRankingEntries,
          and(
            eq(musicRankingEntries.siteId, siteId),
            eq(musicRankingEntries.trackId, musicTracks.id),
          ),
        )
        .where(where);
      const order =
        options.sort === 'title'
          ? [asc(musicTracks.title), asc(musicTracks.id)]
          : options.sort === 'popular'
            ? [sql`${musicRankingEntries.rank} asc nulls last`, ...NEWEST]
            : NEWEST;
      const rows = await base
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset);
      return { total, rows: rows.map((row) => row.track) };
    },

    /**
     * A page of the whole catalogue as operators search it (withdrawn tracks and those of
     * some sites only included), by title, artist or ISRC; by title.
     */
    async catalogueTracks(
      search: string | undefined,
      options: { limit: number; offset: number },
      trx: Executor = db,
    ): Promise<{ total: number; rows: TrackRow[] }> {
      const where = search ? searchCondition(search) : undefined;
      const [{ total } = { total: 0 }] = await trx
        .select({ total: count() })
        .from(musicTracks)
        .where(where);
      const rows = await trx
        .select()
        .from(musicTracks)
        .where(where)
        .orderBy(asc(musicTracks.title), asc(musicTracks.id))
        .limit(options.limit)
        .offset(options.offset);
      return { total, rows };
    },

    /** The tag ids of some tracks, in each track's order. */
    async tagIdsOf(trackIds: number[], trx: Executor = db): Promise<Map<number, string[]>> {
      const found = new Map<number, string[]>();
      if (trackIds.length === 0) return found;
      const rows = await trx
        .select({ trackId: musicTrackTags.trackId, id: musicTrackTags.tagId })
        .from(musicTrackTags)
        .where(inArray(musicTrackTags.trackId, trackIds))
        .orderBy(musicTrackTags.trackId, musicTrackTags.position);
      for (const row of rows) found.set(row.trackId, [...(found.get(row.trackId) ?? []), row.id]);
      return found;
    },

    /** The domains (each site's first) of the sites some tracks are limited to. */
    async siteDomainsOf(trackIds: number[], trx: Executor = db): Promise<Map<number, string[]>> {
      const found = new Map<number, string[]>();
      if (trackIds.length === 0) return found;
      const rows = await trx
        .select({
          trackId: musicTrackSites.trackId,
          // Named in full: unqualified, `site_id` would be the domain's own.
          domain: sql<string>`(select min(d.domain) from site_domains d where d.site_id = music_track_sites.site_id)`,
        })
        .from(musicTrackSites)
        .where(inArray(musicTrackSites.trackId, trackIds))
        .orderBy(musicTrackSites.trackId, musicTrackSites.siteId);
      for (const row of rows)
        found.set(row.trackId, [...(found.get(row.trackId) ?? []), row.domain]);
      return found;
    },

    /** Tracks by id, those the site shows only. */
    async tracksByIds(siteId: number, ids: number[], trx: Executor = db): Promise<TrackRow[]> {
      if (ids.length === 0) return [];
      return trx
        .select()
        .from(musicTracks)
        .where(and(inArray(musicTracks.id, ids), visibleOn(siteId)));
    },

    /** The tags of some tracks, named in `locale`, in each track's order. */
    async tagsOf(trackIds: number[], locale: Locale, trx: Executor = db): Promise<TrackTag[]> {
      if (trackIds.length === 0) return [];
      return trx
        .select({ trackId: musicTrackTags.trackId, id: musicTags.id, name: TAG_NAME[locale] })
        .from(musicTrackTags)
        .innerJoin(musicTags, eq(musicTags.id, musicTrackTags.tagId))
        .where(inArray(musicTrackTags.trackId, trackIds))
        .orderBy(musicTrackTags.trackId, musicTrackTags.position);
    },

    /**
     * The tags the site's tracks carry, named in `locale`, with how many tracks each:
     * in the catalogue's order, or the most used first.
     */
    async tagsWithCounts(
      siteId: number,
      locale: Locale,
      options: { order: 'catalogue' | 'most_used'; limit?: number },
      trx: Executor = db,
    ): Promise<{ id: string; name: string; count: number }[]> {
      const tracks = count(musicTrackTags.trackId);
      const query = trx
        .select({ id: musicTags.id, name: TAG_NAME[locale], count: tracks })
        .from(musicTags)
        .innerJoin(musicTrackTags, eq(musicTrackTags.tagId, musicTags.id))
        .innerJoin(musicTracks, eq(musicTracks.id, musicTrackTags.trackId))
        .where(visibleOn(siteId))
        .groupBy(musicTags.id)
        .orderBy(
          ...(options.order === 'most_used'
            ? [desc(tracks), asc(musicTags.position), asc(musicTags.id)]
            : [asc(musicTags.position), asc(musicTags.id)]),
        );
      return options.limit === undefined ? query : query.limit(options.limit);
    },

    /** Which of some tracks an account has among its favorites. */
    async favoriteIdsAmong(
      siteId: number,
      accountId: number,
      trackIds: number[],
      trx: Executor = db,
    ): Promise<Set<number>> {
      if (trackIds.length === 0) return new Set();
      const rows = await trx
        .select({ trackId: musicFavorites.trackId })
        .from(musicFavorites)
        .where(favoritesOf(siteId, accountId, inArray(musicFavorites.trackId, trackIds)));
      return new Set(rows.map((row) => row.trackId));
    },

    /** An account's favorite tracks in the order they were added. */
    async favorites(siteId: number, accountId: number, trx: Executor = db): Promise<TrackRow[]> {
      const rows = await trx
        .select({ track: musicTracks })
        .from(musicFavorites)
        .innerJoin(musicTracks, eq(musicTracks.id, musicFavorites.trackId))
        .where(favoritesOf(siteId, accountId, visibleOn(siteId)))
        .orderBy(asc(musicFavorites.position));
      return rows.map((row) => row.track);
    },

    /**
     * Locks the account's favorites until the transaction ends (by its account row), so
     * concurrent adds for one account take turns and the limit holds.
     */
    async lockFavorites(siteId: number, accountId: number, trx: Executor): Promise<void> {
      await trx.execute(
        sql`select 1 from accounts where site_id = ${siteId} and id = ${accountId} for update`,
      );
    },

    /** How many favorites an account has, and whether `trackId` is one of them. */
    async favoriteState(siteId: number, accountId: number, trackId: number, trx: Executor = db) {
      const [row] = await trx
        .select({
          total: count(),
          has: sql<boolean>`coalesce(bool_or(${musicFavorites.trackId} = ${trackId}), false)`,
          last: sql<number>`coalesce(max(${musicFavorites.position}), 0)`.mapWith(Number),
        })
        .from(musicFavorites)
        .where(favoritesOf(siteId, accountId));
      return row ?? { total: 0, has: false, last: 0 };
    },

    async insertFavorite(
      row: { siteId: number; accountId: number; trackId: number; position: number },
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(musicFavorites).values(row);
    },

    /** Removes a favorite; false when the account did not have it. */
    async deleteFavorite(
      siteId: number,
      accountId: number,
      trackId: number,
      trx: Executor = db,
    ): Promise<boolean> {
      const rows = await trx
        .delete(musicFavorites)
        .where(favoritesOf(siteId, accountId, eq(musicFavorites.trackId, trackId)))
        .returning({ trackId: musicFavorites.trackId });
      return rows.length > 0;
    },

    /** The stored ranking of a site: its week, and a page of its places (shown tracks only). */
    async ranking(siteId: number, options: { limit: number; offset: number }, trx: Executor = db) {
      const [meta] = await trx.select().from(musicRankings).where(eq(musicRankings.siteId, siteId));
      const where = and(eq(musicRankingEntries.siteId, siteId), visibleOn(siteId));
      const [{ total } = { total: 0 }] = await trx
        .select({ total: count() })
        .from(musicRankingEntries)
        .innerJoin(musicTracks, eq(musicTracks.id, musicRankingEntries.trackId))
        .where(where);
      const entries = await trx
        .select({
          rank: musicRankingEntries.rank,
          previousRank: musicRankingEntries.previousRank,
          views: musicRankingEntries.views,
          track: musicTracks,
        })
        .from(musicRankingEntries)
        .innerJoin(musicTracks, eq(musicTracks.id, musicRankingEntries.trackId))
        .where(where)
        .orderBy(asc(musicRankingEntries.rank))
        .limit(options.limit)
        .offset(options.offset);
      return {
        weekStart: meta?.weekStart ?? null,
        computedAt: meta?.computedAt ?? null,
        total,
        entries,
      };
    },

    async cover(sha256: string, trx: Executor = db) {
      const [row] = await trx
        .select({ contentType: musicCovers.contentType, bytes: musicCovers.bytes })
        .from(musicCovers)
        .where(eq(musicCovers.sha256, sha256));
      return row;
    },
  };
}

export type MusicsRepo = ReturnType<typeof createMusicsRepo>;
