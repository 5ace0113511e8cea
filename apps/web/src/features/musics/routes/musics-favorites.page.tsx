import { FAVORITES_MAX } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/list-states.tsx';
import { useFavorites } from '../api/get-favorites.ts';
import { MusicError } from '../components/music-error.tsx';
import { MUSIC_ICON } from '../components/music-icon.tsx';
import { MusicPage } from '../components/music-layout.tsx';
import { TrackList, TrackListSkeleton } from '../components/track-list.tsx';

/** /musics/favorites: the account's favorite tracks (at most 10), in the order added. */
export function MusicsFavoritesPage() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const data = favorites.data;

  let content;
  if (favorites.isPending) {
    content = <TrackListSkeleton rows={3} />;
  } else if (!data) {
    content = <MusicError query={favorites} />;
  } else if (data.tracks.length === 0) {
    content = (
      <EmptyState
        icon={MUSIC_ICON}
        title={t('musics.favorites.emptyTitle')}
        text={t('musics.favorites.emptyText')}
      >
        <Link to="/musics/all" className={buttonClassName({ variant: 'secondary' })}>
          {t('musics.favorites.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <p aria-live="polite" className="mb-4 text-sm text-gray-600" data-testid="favorites-count">
          {t('musics.favorites.count', { count: data.tracks.length, max: data.max })}
        </p>
        <TrackList
          label={t('musics.favorites.title')}
          tracks={data.tracks}
          updating={favorites.isFetching}
        />
      </>
    );
  }

  return (
    <MusicPage
      title={t('musics.favorites.title')}
      description={t('musics.favorites.description', { max: FAVORITES_MAX })}
    >
      {content}
    </MusicPage>
  );
}
