import { API_PATHS, type FavoritesReply } from '@portal/shared';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useMusicQuery } from './music-query.ts';

/** GET music/favorites — the signed-in account's favorites, in the order added. */
export function getFavorites(signal?: AbortSignal): Promise<FavoritesReply> {
  return apiFetch<FavoritesReply>(API_PATHS.musicFavorites, { signal });
}

export const favoritesQueryPart = 'favorites';

export function useFavorites() {
  return useMusicQuery([favoritesQueryPart], getFavorites);
}
