import { API_PATHS, type MusicTagsReply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useMusicQuery } from './music-query.ts';

/** GET music/tags — `datas`, the site's mood tags in the reader's language. */
export function getMusicTags(signal?: AbortSignal): Promise<MusicTagsReply> {
  return apiFetch<MusicTagsReply>(API_PATHS.musicTags, { signal });
}

export function useMusicTags() {
  return useMusicQuery(['tags'], getMusicTags);
}
