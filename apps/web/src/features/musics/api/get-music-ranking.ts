import { API_PATHS, MUSIC_RANKING_PAGE_SIZE, type MusicRankingReply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useMusicQuery } from './music-query.ts';

/** GET music/ranking?page=&size= — the stored ranking of the last complete week. */
export function getMusicRanking(page: number, signal?: AbortSignal): Promise<MusicRankingReply> {
  return apiFetch<MusicRankingReply>(API_PATHS.musicRanking, {
    query: { page, size: MUSIC_RANKING_PAGE_SIZE },
    signal,
  });
}

export function useMusicRanking(page: number) {
  return useMusicQuery(['ranking', page], (signal) => getMusicRanking(page, signal));
}
