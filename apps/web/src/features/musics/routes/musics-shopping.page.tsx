import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/list-states.tsx';
import { useMusicShopping } from '../api/get-music-shopping.ts';
import { MUSIC_ICON } from '../components/music-icon.tsx';
import { MusicPage } from '../components/music-layout.tsx';
import { PagedTracks } from '../components/paged-tracks.tsx';

/** /musics/shopping: tracks that suit shopping content, newest first. */
export function MusicsShoppingPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const tracks = useMusicShopping(page);
  return (
    <MusicPage title={t('musics.shopping.title')} description={t('musics.shopping.description')}>
      <PagedTracks
        query={tracks}
        page={page}
        onPage={setPage}
        label={t('musics.shopping.title')}
        empty={
          <EmptyState
            icon={MUSIC_ICON}
            title={t('musics.shopping.none')}
            text={t('musics.empty.text')}
          />
        }
      />
    </MusicPage>
  );
}
