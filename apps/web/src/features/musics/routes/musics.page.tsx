import { FAVORITES_MAX, formatDateRange, type MusicTrack, type RankingEntry } from '@portal/shared';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DeferredRender } from '../../../shared/ui/deferred-render.tsx';
import { useMusicHome } from '../api/get-music-home.ts';
import { MusicError } from '../components/music-error.tsx';
import { MusicPage, UsageNote } from '../components/music-layout.tsx';
import { TrackList, TrackListSkeleton } from '../components/track-list.tsx';
import { TagCountChip } from '../components/track-parts.tsx';

const SEE_ALL =
  'shrink-0 rounded-lg text-sm font-medium text-primary-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink';

function Section({
  id,
  title,
  to,
  seeAll,
  note,
  children,
}: {
  id: string;
  title: string;
  to: NonNullable<LinkProps['to']>;
  seeAll: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-gray-900">
            {title}
          </h2>
          {note ? <p className="text-sm text-gray-600">{note}</p> : null}
        </div>
        <Link to={to} className={SEE_ALL}>
          {seeAll}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** A home section's tracks, or a line saying there are none (`none`). */
function Tracks({
  label,
  tracks,
  ranks,
  none,
}: {
  label: string;
  tracks: readonly MusicTrack[];
  ranks?: readonly RankingEntry[];
  none: string;
}) {
  return tracks.length > 0 ? (
    <TrackList label={label} tracks={tracks} {...(ranks ? { ranks } : {})} />
  ) : (
    <p className="rounded-2xl border border-dashed border-gray-300 p-4 text-sm text-gray-600">
      {none}
    </p>
  );
}

/** /musics: the music home — the week's top tracks, new tracks, mood tags, shopping picks. */
export function MusicsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const home = useMusicHome();
  const data = home.data;

  let content: ReactNode;
  if (home.isPending) {
    content = <TrackListSkeleton />;
  } else if (!data) {
    content = <MusicError query={home} />;
  } else {
    const week = data.ranking.week;
    content = (
      <div className="flex flex-col gap-10">
        <p className="text-sm text-gray-700" data-testid="favorites-count">
          <Link
            to="/musics/favorites"
            className="font-medium text-primary-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
          >
            {t('musics.home.favorites', { count: data.favorites_count, max: FAVORITES_MAX })}
          </Link>
        </p>
        <Section
          id="music-home-ranking"
          title={t('musics.ranking.title')}
          note={
            week
              ? t('musics.ranking.week', { range: formatDateRange(week.start, week.end, locale) })
              : undefined
          }
          to="/musics/ranking"
          seeAll={t('musics.home.seeAll')}
        >
          <Tracks
            label={t('musics.ranking.title')}
            tracks={data.ranking.entries.map((entry) => entry.track)}
            ranks={data.ranking.entries}
            none={t('musics.ranking.noWeek')}
          />
        </Section>
        {/* Below the first screen on a phone: rendered after the ranking, in slices. */}
        <DeferredRender fallback={<TrackListSkeleton />}>
          <Section
            id="music-home-tags"
            title={t('musics.tags.title')}
            to="/musics/tags"
            seeAll={t('musics.home.seeAll')}
          >
            {data.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {data.tags.map((tag) => (
                  <li key={tag.id}>
                    <TagCountChip tag={tag} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-600">{t('musics.tags.none')}</p>
            )}
          </Section>
          {(
            [
              [
                'new',
                t('musics.home.newTitle'),
                '/musics/all',
                data.new_tracks,
                'musics.empty.text',
              ],
              [
                'shopping',
                t('musics.shopping.title'),
                '/musics/shopping',
                data.shopping,
                'musics.shopping.none',
              ],
            ] as const
          ).map(([id, title, to, tracks, none]) => (
            <Section
              key={id}
              id={`music-home-${id}`}
              title={title}
              to={to}
              seeAll={t('musics.home.seeAll')}
            >
              <Tracks label={title} tracks={tracks} none={t(none)} />
            </Section>
          ))}
          <UsageNote />
        </DeferredRender>
      </div>
    );
  }

  return (
    <MusicPage title={t('musics.home.title')} description={t('musics.home.description')}>
      {content}
    </MusicPage>
  );
}
