import { formatCount, type MusicTrack, type RankingEntry } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useSite } from '../../../shared/site/site-context.ts';
import { Img } from '../../../shared/ui/img.tsx';
import { RowsSkeleton } from '../../../shared/ui/rows-skeleton.tsx';
import { CategoryBadge, FavoriteButton, IsrcCode, PreviewButton, TagChip } from './track-parts.tsx';

type Ranked = Pick<RankingEntry, 'rank' | 'previous_rank' | 'views'>;

/**
 * Tracks as every music screen lists them: cover, title and artist, category, tags,
 * ISRC with copy, preview, favorite, and how to use the track. `ranks` puts the weekly
 * rank and its change before each (the ranking screens).
 */
export function TrackList({
  label,
  tracks,
  ranks,
  updating = false,
}: {
  label: string;
  tracks: readonly MusicTrack[];
  ranks?: readonly Ranked[];
  updating?: boolean;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={updating || undefined}
      data-testid="track-list"
      className={`flex flex-col gap-3 ${updating ? 'opacity-60' : ''}`}
    >
      {tracks.map((track, index) => (
        <TrackItem key={track.id} track={track} rank={ranks?.[index]} />
      ))}
    </ul>
  );
}

function TrackItem({ track, rank }: { track: MusicTrack; rank: Ranked | undefined }) {
  const { t } = useTranslation();
  const { exclusiveLogo } = useSite();
  return (
    <li
      data-testid="track"
      className="flex gap-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-xs sm:gap-4 sm:p-4"
    >
      {rank ? <RankCell rank={rank} /> : null}
      <div className="relative shrink-0">
        <Img
          src={track.cover_url}
          width={64}
          height={64}
          alt=""
          className="size-14 rounded-xl bg-gray-100 object-cover sm:size-16"
        />
        {track.exclusive ? (
          exclusiveLogo ? (
            <img
              src={exclusiveLogo}
              alt={t('musics.track.exclusive')}
              className="absolute -bottom-1 -left-1 h-5 max-w-12 rounded bg-white object-contain p-0.5 shadow"
            />
          ) : (
            <span className="absolute -bottom-1 -left-1 rounded bg-amber-400 px-1 text-[0.65rem] font-bold text-gray-900 shadow">
              {t('musics.track.exclusive')}
            </span>
          )
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-semibold text-gray-900">{track.title}</h3>
            <p className="truncate text-sm text-gray-600">
              {track.artist}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, {t('musics.track.duration')} </span>
              {formatDuration(track.duration_seconds)}
            </p>
          </div>
          <div className="-mt-1 -mr-1 flex shrink-0">
            <PreviewButton track={track} />
            <FavoriteButton track={track} />
          </div>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <CategoryBadge category={track.category} />
          {track.shopping ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('musics.track.shopping')}
            </span>
          ) : null}
          {track.tags.map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-4">
          <IsrcCode track={track} />
          <Link
            to="/guides"
            className="text-sm font-medium text-primary-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
          >
            {t('musics.track.howToUse')}
          </Link>
        </div>
      </div>
    </li>
  );
}

/** The weekly rank, its change since the week before, and the week's views. */
function RankCell({ rank }: { rank: Ranked }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change =
    rank.previous_rank === null
      ? { text: t('musics.ranking.new'), mark: 'NEW', className: 'text-amber-700' }
      : rank.previous_rank > rank.rank
        ? {
            text: t('musics.ranking.up', { count: rank.previous_rank - rank.rank }),
            mark: `▲${rank.previous_rank - rank.rank}`,
            className: 'text-rose-600',
          }
        : rank.previous_rank < rank.rank
          ? {
              text: t('musics.ranking.down', { count: rank.rank - rank.previous_rank }),
              mark: `▼${rank.rank - rank.previous_rank}`,
              className: 'text-sky-700',
            }
          : { text: t('musics.ranking.same'), mark: '–', className: 'text-gray-500' };
  return (
    <div className="flex w-10 shrink-0 flex-col items-center pt-1 text-center" data-testid="rank">
      <span className="text-xl font-bold text-gray-900 tabular-nums">
        <span className="sr-only">{t('musics.ranking.rank', { rank: rank.rank })}</span>
        <span aria-hidden="true">{rank.rank}</span>
      </span>
      <span className={`text-xs font-semibold tabular-nums ${change.className}`}>
        <span aria-hidden="true">{change.mark}</span>
        <span className="sr-only">{change.text}</span>
      </span>
      <span className="mt-1 text-[0.65rem] text-gray-500 tabular-nums">
        <span className="sr-only">{t('musics.ranking.viewsLabel')} </span>
        {formatCount(rank.views, locale, { compact: true })}
      </span>
    </div>
  );
}

/** Placeholder rows while a list loads. */
export function TrackListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <RowsSkeleton
      label={t('musics.list.loading')}
      rows={rows}
      pictureClassName="size-14 rounded-xl sm:size-16"
      lines={['w-1/3', 'w-1/2', 'w-1/4']}
    />
  );
}
