import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/list-states.tsx';
import { useMusicList } from '../api/get-music-list.ts';
import { useMusicTags } from '../api/get-music-tags.ts';
import { MusicError } from '../components/music-error.tsx';
import { MUSIC_ICON } from '../components/music-icon.tsx';
import { MusicPage } from '../components/music-layout.tsx';
import { PagedTracks } from '../components/paged-tracks.tsx';
import { TrackListSkeleton } from '../components/track-list.tsx';
import { TagCountChip } from '../components/track-parts.tsx';

/** /musics/tags?tag=: the mood tags, and the tracks of the one chosen. */
export function MusicsTagsPage() {
  const { t } = useTranslation();
  const { tag } = useSearch({ from: '/app/musics/tags' });
  const tags = useMusicTags();
  const chosen = tags.data?.datas.find((item) => item.id === tag);

  let content;
  if (tags.isPending) {
    content = <TrackListSkeleton rows={2} />;
  } else if (!tags.data) {
    content = <MusicError query={tags} />;
  } else if (tags.data.datas.length === 0) {
    content = (
      <EmptyState icon={MUSIC_ICON} title={t('musics.tags.none')} text={t('musics.empty.text')} />
    );
  } else {
    content = (
      <>
        <ul aria-label={t('musics.tags.listLabel')} className="mb-6 flex flex-wrap gap-2">
          {tags.data.datas.map((item) => (
            <li key={item.id}>
              <TagCountChip tag={item} current={item.id === tag} />
            </li>
          ))}
        </ul>
        {chosen ? (
          <TagTracks key={chosen.id} tagId={chosen.id} name={chosen.name} />
        ) : (
          <p className="rounded-2xl border border-dashed border-gray-300 p-4 text-sm text-gray-600">
            {t(tag ? 'musics.tags.unknown' : 'musics.tags.choose')}
          </p>
        )}
      </>
    );
  }

  return (
    <MusicPage title={t('musics.tags.title')} description={t('musics.tags.description')}>
      {content}
    </MusicPage>
  );
}

function TagTracks({ tagId, name }: { tagId: string; name: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const tracks = useMusicList({ page, tag: tagId, sort: 'popular' });
  return (
    <section aria-labelledby="tag-tracks-title">
      <h2 id="tag-tracks-title" className="mb-3 text-lg font-bold text-gray-900">
        {t('musics.tags.tracksOf', { tag: name })}
      </h2>
      <PagedTracks
        query={tracks}
        page={page}
        onPage={setPage}
        label={t('musics.tags.tracksOf', { tag: name })}
        empty={
          <EmptyState
            icon={MUSIC_ICON}
            title={t('musics.empty.filteredTitle')}
            text={t('musics.empty.text')}
          />
        }
      />
    </section>
  );
}
