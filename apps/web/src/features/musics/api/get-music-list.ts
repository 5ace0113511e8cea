import {
  API_PATHS,
  MUSIC_PAGE_SIZE,
  type MusicCategory,
  type MusicListReply,
  type MusicSort,
} from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useMusicQuery } from './music-query.ts';

export interface MusicListParams {
  /** First page is 0. */
  page: number;
  size?: number;
  /** Part of a title or artist, or an ISRC written any way. */
  search?: string;
  category?: MusicCategory;
  tag?: string;
  sort?: MusicSort;
}

function normalize(params: MusicListParams) {
  return {
    page: params.page,
    size: params.size ?? MUSIC_PAGE_SIZE,
    search: params.search?.trim() || undefined,
    category: params.category,
    tag: params.tag,
    sort: params.sort ?? 'newest',
  };
}

/** GET music/list?page=&size=&search=&category=&tag=&sort= */
export function getMusicList(params: MusicListParams, signal?: AbortSignal) {
  return apiFetch<MusicListReply>(API_PATHS.musicList, { query: normalize(params), signal });
}

export function useMusicList(params: MusicListParams) {
  const query = normalize(params);
  return useMusicQuery(['list', query], (signal) => getMusicList(query, signal));
}
