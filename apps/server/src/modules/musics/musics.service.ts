import {
  FAVORITES_MAX,
  MUSIC_HOME_COUNTS,
  type Locale,
  type MusicCategory,
  type MusicSort,
  type MusicTrack,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recomputeMusicRanking } from './music-ranking.ts';
import { presentHome, presentRanking, presentTracks } from './musics.presenter.ts';
import type { MusicsRepo, TrackFilter, TrackRow } from './musics.repo.ts';

/** Who browses: an account of a site, reading tag names in its language. */
export type MusicViewer = { siteId: number; accountId: number; locale: Locale };

type Page = { page: number; size: number };

export type MusicsServiceDeps = {
  db: Db;
  musics: MusicsRepo;
  now: () => Date;
  /** Present in the server: recomputations go to the job queue instead of running at once. */
  enqueueRanking?: ((siteId: number) => Promise<void>) | undefined;
};

/** The music catalogue as a site's members browse it, their favorites, and the ranking's refresh. */
export function createMusicsService(deps: MusicsServiceDeps) {
  const { musics } = deps;

  /** Rows with their tags in the viewer's language and the viewer's favorite marks. */
  async function present(viewer: MusicViewer, rows: readonly TrackRow[]): Promise<MusicTrack[]> {
    const ids = rows.map((row) => row.id);
    const [tags, favorites] = await Promise.all([
      musics.tagsOf(ids, viewer.locale),
      musics.favoriteIdsAmong(viewer.siteId, viewer.accountId, ids),
    ]);
    return presentTracks(rows, tags, favorites);
  }

  async function list(
    viewer: MusicViewer,
    filter: TrackFilter,
    page: Page & { sort: MusicSort },
  ): Promise<{ total: number; tracks: MusicTrack[] }> {
    const { total, rows } = await musics.listTracks(viewer.siteId, filter, {
      sort: page.sort,
      limit: page.size,
      offset: page.page * page.size,
    });
    return { total, tracks: await present(viewer, rows) };
  }

  async function ranking(viewer: MusicViewer, page: Page) {
    const stored = await musics.ranking(viewer.siteId, {
      limit: page.size,
      offset: page.page * page.size,
    });
    const tracks = await present(
      viewer,
      stored.entries.map((entry) => entry.track),
    );
    return presentRanking(stored, tracks);
  }

  async function favorites(
    viewer: MusicViewer,
  ): Promise<{ max: typeof FAVORITES_MAX; tracks: MusicTrack[] }> {
    return {
      max: FAVORITES_MAX,
      tracks: await present(viewer, await musics.favorites(viewer.siteId, viewer.accountId)),
    };
  }

  return {
    /** All music: search, category, tag and order, a page at a time. */
    list(
      viewer: MusicViewer,
      query: Page & {
        sort: MusicSort;
        search?: string | undefined;
        category?: MusicCategory | undefined;
        tag?: string | undefined;
      },
    ) {
      const { search, category, tag } = query;
      return list(viewer, { search, category, tag }, query);
    },

    /** Tracks marked for shopping content, newest first. */
    shopping(viewer: MusicViewer, query: Page & { tag?: string | undefined }) {
      return list(viewer, { shopping: true, tag: query.tag }, { ...query, sort: 'newest' });
    },

    /** The mood tags the site's tracks carry, in the catalogue's order. */
    tags(viewer: MusicViewer) {
      return musics.tagsWithCounts(viewer.siteId, viewer.locale, { order: 'catalogue' });
    },

    ranking,
    favorites,

    /** The music home: the top of the ranking, new tracks, the most used tags, shopping picks. */
    async home(viewer: MusicViewer) {
      const [top, newest, tags, shopping, favoriteRows] = await Promise.all([
        ranking(viewer, { page: 0, size: MUSIC_HOME_COUNTS.ranking }),
        list(viewer, {}, { page: 0, size: MUSIC_HOME_COUNTS.newTracks, sort: 'newest' }),
        musics.tagsWithCounts(viewer.siteId, viewer.locale, {
          order: 'most_used',
          limit: MUSIC_HOME_COUNTS.tags,
        }),
        list(
          viewer,
          { shopping: true },
          { page: 0, size: MUSIC_HOME_COUNTS.shopping, sort: 'popular' },
        ),
        musics.favorites(viewer.siteId, viewer.accountId),
      ]);
      return presentHome({
        ranking: top,
        newTracks: newest.tracks,
        tags,
        shopping: shopping.tracks,
        favoritesCount: favoriteRows.length,
      });
    },

    /**
     * Adds a track to the viewer's favorites, last in their order; adding one already
     * there changes nothing. Concurrent adds of one account take turns on a lock, so
     * the FAVORITES_MAX limit holds however many arrive at once.
     */
    async addFavorite(viewer: MusicViewer, trackId: number) {
      await deps.db.transaction(async (trx) => {
        await musics.lockFavorites(viewer.siteId, viewer.accountId, trx);
        const [track] = await musics.tracksByIds(viewer.siteId, [trackId], trx);
        if (!track) throw new AppError('track_not_found');
        const state = await musics.favoriteState(viewer.siteId, viewer.accountId, trackId, trx);
        if (state.has) return;
        if (state.total >= FAVORITES_MAX) throw new AppError('favorites_full');
        await musics.insertFavorite(
          { siteId: viewer.siteId, accountId: viewer.accountId, trackId, position: state.last + 1 },
          trx,
        );
      });
      return favorites(viewer);
    },

    /** Removes a track from the viewer's own favorites; one not there is not found. */
    async removeFavorite(viewer: MusicViewer, trackId: number) {
      if (!(await musics.deleteFavorite(viewer.siteId, viewer.accountId, trackId))) {
        throw new AppError('favorite_not_found');
      }
      return favorites(viewer);
    },

    /** A stored cover image by the SHA-256 of its bytes. */
    async cover(sha256: string) {
      const cover = await musics.cover(sha256);
      if (!cover) throw new AppError('not_found');
      return cover;
    },

    /**
     * Asks for a site's weekly ranking to be recomputed: through the job queue in the
     * server (an import calls this once per file; the queue folds them into one run),
     * at once where there is no queue (operator commands).
     */
    async refreshRanking(siteId: number): Promise<void> {
      if (deps.enqueueRanking) await deps.enqueueRanking(siteId);
      else await recomputeMusicRanking(deps.db, siteId, deps.now());
    },
  };
}

export type MusicsService = ReturnType<typeof createMusicsService>;
