import { formatCount } from '@portal/shared';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { EmptyState } from '../../../shared/ui/list-states.tsx';
import { useMusicList } from '../api/get-music-list.ts';
import { useMusicTags } from '../api/get-music-tags.ts';
import { MusicError } from '../components/music-error.tsx';
import { MUSIC_ICON } from '../components/music-icon.tsx';
import { MusicPage } from '../components/music-layout.tsx';
import { PagedTracks } from '../components/paged-tracks.tsx';
import { TrackListSkeleton } from '../components/track-list.tsx';

const CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** /musics/tags?tag=: the mood tags, and the tracks of the one chosen. */
export function MusicsTagsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
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
          {tags.data.datas.map((item) => {
            const current = item.id === tag;
            return (
              <li key={item.id}>
                <Link
                  to="/musics/tags"
                  search={{ tag: item.id }}
                  className={`${CHIP} ${
                    current
                      ? 'border-primary bg-primary text-on-primary'
                      : 'border-gray-200 bg-white text-gray-800 hover:border-primary'
                  }`}
                >
                  #{item.name}{' '}
                  <span className={`text-xs tabular-nums ${current ? '' : 'text-gray-500'}`}>
                    {t('musics.tags.count', {
                      count: item.count,
                      formatted: formatCount(item.count, locale),
                    })}
                  </span>
                </Link>
              </li>
            );
          })}
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
