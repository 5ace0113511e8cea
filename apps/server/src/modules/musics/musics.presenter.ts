import {
  API_BASE,
  API_PATHS,
  type CatalogueProblem,
  type CatalogueTrack,
  type Locale,
  type MusicHomeReply,
  type MusicTag,
  type MusicTrack,
  type RankingEntry,
  type RankingWeek,
} from '@portal/shared';
import { addDays } from '../../lib/days.ts';
import type { MusicsRepo, TrackRow, TrackTag } from './musics.repo.ts';
import type { CatalogueTrackView } from './catalogue.service.ts';
import { catalogueReason, lineOf, type CatalogueIssue } from './catalogue-problems.ts';

/** Where a stored cover is served; an https cover is used as the catalogue gave it. */
export function coverUrl(row: Pick<TrackRow, 'coverSha256' | 'coverUrl'>): string {
  return row.coverSha256
    ? `${API_BASE}${API_PATHS.musicCover}/${row.coverSha256}`
    : (row.coverUrl ?? '');
}

/** A track as the calls answer it (zMusicTrack), with its tags and the favorite mark. */
export function presentTrack(
  row: TrackRow,
  tags: readonly TrackTag[],
  favorites: ReadonlySet<number>,
): MusicTrack {
  return {
    id: row.id,
    isrc: row.isrc,
    title: row.title,
    artist: row.artist,
    category: row.category,
    tags: tags.filter((tag) => tag.trackId === row.id).map(({ id, name }) => ({ id, name })),
    cover_url: coverUrl(row),
    preview_url: row.previewUrl,
    duration_seconds: row.durationSeconds,
    shopping: row.shopping,
    exclusive: row.exclusive,
    released_on: row.releasedOn,
    favorite: favorites.has(row.id),
  };
}

export function presentTracks(
  rows: readonly TrackRow[],
  tags: readonly TrackTag[],
  favorites: ReadonlySet<number>,
): MusicTrack[] {
  return rows.map((row) => presentTrack(row, tags, favorites));
}

function weekOf(start: string | null): RankingWeek | null {
  return start ? { start, end: addDays(start, 6) } : null;
}

/**
 * A page of a site's stored weekly ranking: the week it covers, when it was computed and
 * its places, each with its track as `tracks` (in the same order) presents it.
 */
export function presentRanking(
  stored: Awaited<ReturnType<MusicsRepo['ranking']>>,
  tracks: readonly MusicTrack[],
): {
  week: RankingWeek | null;
  computed_at: string | null;
  total: number;
  entries: RankingEntry[];
} {
  return {
    week: weekOf(stored.weekStart),
    computed_at: stored.computedAt?.toISOString() ?? null,
    total: stored.total,
    entries: stored.entries.map((entry, index) => ({
      rank: entry.rank,
      previous_rank: entry.previousRank,
      views: entry.views,
      track: tracks[index]!,
    })),
  };
}

/** The music home: the top of the ranking, new tracks, the most used tags, shopping picks. */
export function presentHome(parts: {
  ranking: ReturnType<typeof presentRanking>;
  newTracks: MusicTrack[];
  tags: MusicTag[];
  shopping: MusicTrack[];
  favoritesCount: number;
}): Omit<MusicHomeReply, 'success' | 'message'> {
  return {
    ranking: { week: parts.ranking.week, entries: parts.ranking.entries },
    new_tracks: parts.newTracks,
    tags: parts.tags,
    shopping: parts.shopping,
    favorites_count: parts.favoritesCount,
  };
}

/** A track of the whole catalogue as operators see it (zCatalogueTrack). */
export function presentCatalogueTrack({ row, tags, sites }: CatalogueTrackView): CatalogueTrack {
  return {
    id: row.id,
    isrc: row.isrc,
    title: row.title,
    artist: row.artist,
    category: row.category,
    duration_seconds: row.durationSeconds,
    tags,
    cover_url: coverUrl(row),
    shopping: row.shopping,
    exclusive: row.exclusive,
    withdrawn: row.withdrawn,
    sites,
    released_on: row.releasedOn,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Why a catalogue file was refused, row by row, in `locale`. */
export function presentCatalogueProblems(
  issues: readonly CatalogueIssue[],
  locale: Locale,
): CatalogueProblem[] {
  return issues.map((issue) => {
    const line = lineOf(issue.where);
    return {
      line,
      entry: line === null && issue.where !== 'the file' ? issue.where : null,
      field: issue.field ?? null,
      message: catalogueReason(issue, locale),
    };
  });
}
