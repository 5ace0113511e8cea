import { API_PATHS, type MusicHomeReply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useMusicQuery } from './music-query.ts';

/** GET music/home — the week's top, new tracks, the most used tags, shopping picks. */
export function getMusicHome(signal?: AbortSignal): Promise<MusicHomeReply> {
  return apiFetch<MusicHomeReply>(API_PATHS.musicHome, { signal });
}

export function useMusicHome() {
  return useMusicQuery(['home'], getMusicHome);
}
