import { API_BASE, API_PATHS, type MusicTrack } from '@portal/shared';
import type { TrackRow, TrackTag } from './musics.repo.ts';

/** Where a stored cover is served; an https cover is used as the catalogue gave it. */
export function coverUrl(row: Pick<TrackRow, 'coverSha256' | 'coverUrl'>): string {
  return row.coverSha256
    ? `${API_BASE}${API_PATHS.musicCover}/${row.coverSha256}`
    : (row.coverUrl ?? '');
}

/** Tracks as the calls answer them (zMusicTrack), with their tags and the favorite mark. */
export function presentTracks(
  rows: readonly TrackRow[],
  tags: readonly TrackTag[],
  favorites: ReadonlySet<number>,
): MusicTrack[] {
  return rows.map((row) => ({
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
  }));
}
