import type { MusicTrack, RankingEntry } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSpan } from '../../../shared/lib/use-paged-search.ts';
import { PagedList } from '../../../shared/ui/paged-list.tsx';
import { MusicError } from './music-error.tsx';
import { TrackList, TrackListSkeleton } from './track-list.tsx';

/** A page of tracks as a paged call answers it. */
export interface TrackPage {
  page: number;
  size: number;
  total: number;
  tracks: readonly MusicTrack[];
  ranks?: readonly Pick<RankingEntry, 'rank' | 'previous_rank' | 'views'>[];
}

/** What PagedTracks reads of a query. */
interface TrackQuery {
  data: TrackPage | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A paged list of tracks with its loading, error and empty states: the rows of the page
 * asked for (the previous page dimmed while it loads) and the pager.
 */
export function PagedTracks({
  query,
  page,
  onPage,
  label,
  empty,
}: {
  query: TrackQuery;
  page: number;
  onPage: (page: number) => void;
  label: string;
  /** What to show when there is nothing to list. */
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  if (query.isPending) return <TrackListSkeleton />;
  if (query.isError && !data) {
    return <MusicError query={query} />;
  }
  if (!data) return null;
  if (data.tracks.length === 0) return <>{empty}</>;
  return (
    <PagedList
      reply={data}
      page={page}
      onPage={onPage}
      summary={t('musics.list.summary', pageSpan(data, data.tracks.length))}
      updating={query.isPlaceholderData}
      updatingText={t('musics.list.updating')}
      paginationLabel={t('musics.list.pagination')}
    >
      <TrackList
        label={label}
        tracks={data.tracks}
        {...(data.ranks ? { ranks: data.ranks } : {})}
        updating={query.isPlaceholderData}
      />
    </PagedList>
  );
}
