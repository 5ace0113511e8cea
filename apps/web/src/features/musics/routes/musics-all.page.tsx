import { MUSIC_CATEGORIES, MUSIC_SORTS, type MusicCategory, type MusicSort } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '../../../shared/lib/use-paged-search.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ListSearch } from '../../../shared/ui/list-states.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useMusicList } from '../api/get-music-list.ts';
import { useMusicTags } from '../api/get-music-tags.ts';
import { MusicPage } from '../components/music-layout.tsx';
import { MUSIC_ICON } from '../components/music-icon.tsx';
import { PagedTracks } from '../components/paged-tracks.tsx';

/** /musics/all: every track, searched by title, artist or ISRC, filtered and sorted. */
export function MusicsAllPage() {
  const { t } = useTranslation();
  const list = usePagedSearch();
  const [category, setCategory] = useState<MusicCategory | ''>('');
  const [tag, setTag] = useState('');
  const [sort, setSort] = useState<MusicSort>('newest');
  const tags = useMusicTags();
  const tracks = useMusicList({
    page: list.query.page,
    search: list.query.search,
    sort,
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
  });
  const filtered = list.query.search !== '' || category !== '' || tag !== '';
  const clear = () => {
    list.clear();
    setCategory('');
    setTag('');
  };

  return (
    <MusicPage title={t('musics.all.title')} description={t('musics.all.description')}>
      <ListSearch
        label={t('musics.search.label')}
        placeholder={t('musics.search.placeholder')}
        submitLabel={t('musics.search.submit')}
        value={list.input}
        onChange={list.setInput}
        onSubmit={list.submit}
      />
      <div className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <SelectField
          label={t('musics.filters.category')}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value as MusicCategory | '');
            list.setPage(0);
          }}
        >
          <option value="">{t('musics.filters.all')}</option>
          {MUSIC_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`musics.categories.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('musics.filters.tag')}
          value={tag}
          onChange={(event) => {
            setTag(event.target.value);
            list.setPage(0);
          }}
        >
          <option value="">{t('musics.filters.all')}</option>
          {(tags.data?.datas ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('musics.filters.sort')}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as MusicSort);
            list.setPage(0);
          }}
        >
          {MUSIC_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`musics.sorts.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedTracks
        query={tracks}
        page={list.query.page}
        onPage={list.setPage}
        label={t('musics.all.title')}
        empty={
          filtered ? (
            <EmptyState
              icon={MUSIC_ICON}
              title={
                list.query.search
                  ? t('musics.empty.noMatchTitle', { search: list.query.search })
                  : t('musics.empty.filteredTitle')
              }
              text={t('musics.empty.noMatchText')}
            >
              <Button variant="secondary" onClick={clear}>
                {t('musics.empty.clear')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={MUSIC_ICON}
              title={t('musics.empty.title')}
              text={t('musics.empty.text')}
            />
          )
        }
      />
    </MusicPage>
  );
}
