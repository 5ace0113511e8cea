import { formatDateRange } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { EmptyState } from '../../../shared/ui/list-states.tsx';
import { useMusicRanking } from '../api/get-music-ranking.ts';
import { MUSIC_ICON } from '../components/music-icon.tsx';
import { MusicPage } from '../components/music-layout.tsx';
import { PagedTracks } from '../components/paged-tracks.tsx';

/** /musics/ranking: last week's most used tracks, with each one's change in rank. */
export function MusicsRankingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const ranking = useMusicRanking(page);
  const data = ranking.data;
  const query = {
    ...ranking,
    data: data && {
      ...data,
      tracks: data.entries.map((entry) => entry.track),
      ranks: data.entries,
    },
  };
  return (
    <MusicPage title={t('musics.ranking.title')} description={t('musics.ranking.description')}>
      {data?.week ? (
        <p className="mb-4 text-sm text-gray-700" data-testid="ranking-week">
          {t('musics.ranking.week', {
            range: formatDateRange(data.week.start, data.week.end, locale),
          })}
          {data.computed_at ? (
            <span className="text-gray-500">
              {' · '}
              {t('musics.ranking.computedAt', { date: formatDateTime(data.computed_at, locale) })}
            </span>
          ) : null}
        </p>
      ) : null}
      <PagedTracks
        query={query}
        page={page}
        onPage={setPage}
        label={t('musics.ranking.title')}
        empty={
          <EmptyState
            icon={MUSIC_ICON}
            title={t('musics.ranking.emptyTitle')}
            text={t('musics.ranking.noWeek')}
          />
        }
      />
    </MusicPage>
  );
}
