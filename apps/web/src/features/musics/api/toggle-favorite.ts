import { API_PATHS, type FavoriteBody, type FavoritesReply } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { musicQueryRoot } from './music-query.ts';

/** POST music/favorites/add | music/favorites/remove {track_id}: answers the list as it now is. */
export function setFavorite(body: FavoriteBody & { favorite: boolean }): Promise<FavoritesReply> {
  return apiFetch<FavoritesReply>(
    body.favorite ? API_PATHS.musicFavoriteAdd : API_PATHS.musicFavoriteRemove,
    { method: 'POST', body: { track_id: body.track_id } },
  );
}

/**
 * Adds or removes a favorite; afterwards every music list reloads, so the mark, the
 * favorites screen and the count on the music home agree wherever the change was made.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...musicQueryRoot, 'favorite'],
    mutationFn: setFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: musicQueryRoot }),
  });
}
