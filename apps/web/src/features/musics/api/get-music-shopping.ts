import { API_PATHS, MUSIC_PAGE_SIZE, type MusicListReply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useMusicQuery } from './music-query.ts';

/** GET music/shopping?page=&size= — tracks for shopping content, newest first. */
export function getMusicShopping(page: number, signal?: AbortSignal): Promise<MusicListReply> {
  return apiFetch<MusicListReply>(API_PATHS.musicShopping, {
    query: { page, size: MUSIC_PAGE_SIZE },
    signal,
  });
}

export function useMusicShopping(page: number) {
  return useMusicQuery(['shopping', page], (signal) => getMusicShopping(page, signal));
}
