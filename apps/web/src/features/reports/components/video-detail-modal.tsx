import {
  chartColor,
  countryName,
  type CountryFigures,
  type VideoDetailReply,
  type VideoReportRow,
} from '@portal/shared';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { copyText } from '../../../shared/lib/copy-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Img } from '../../../shared/ui/img.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useVideoDetail } from '../api/get-video-detail.ts';
import type { ReportFilters } from '../api/report-query.ts';
import { ChartSkeleton } from './chart-card.tsx';
import { WorldMap } from './lazy-charts.ts';
import { useReportFormat, type ReportFormat } from './report-format.ts';
import type { VideoDetailState } from './use-video-detail-modal.ts';

/** Countries listed before "show all". */
const TOP_COUNTRIES = 10;

/** The figures a detail shows without the gross and net pair (VideoDetail). */
const FIGURE_PLACEHOLDERS = 10;

/**
 * One Short in detail (docs/product.md §3.5): every figure of the period, the music it
 * uses with its ISRC to copy, and where its viewers are, as a map and a ranked list.
 * Opened from a row (which lends its title and thumbnail while the detail loads) or by
 * `?videoDetail=<id>`.
 */
export function VideoDetailModal({
  state,
  filters,
}: {
  /** Which Short is open, if any (useVideoDetailModal). */
  state: VideoDetailState;
  filters: ReportFilters;
}) {
  if (!state.videoId) return null;
  return (
    <OpenVideoDetail
      videoId={state.videoId}
      row={state.row}
      filters={filters}
      onClose={state.close}
    />
  );
}

function OpenVideoDetail({
  videoId,
  filters,
  row,
  onClose,
}: {
  videoId: string;
  filters: ReportFilters;
  row: VideoReportRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useVideoDetail(videoId, filters);
  const video = detail.data?.video ?? row;

  let content;
  if (detail.data) {
    content = <VideoDetail reply={detail.data} />;
  } else if (detail.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 py-2">
        <p className="text-sm text-gray-700">
          {errorMessage(detail.error, t('reports.detail.failed'))}
        </p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('reports.error.retry')}
        </Button>
      </div>
    );
  } else {
    // Laid out as the detail will be (its period line, figures and music), so that the
    // dialog, a bottom sheet on phones, does not grow and shift when the detail arrives.
    content = (
      <div role="status" aria-label={t('reports.detail.loading')} className="flex flex-col gap-6">
        <div aria-hidden="true" className="h-5 w-56 animate-pulse rounded bg-gray-100" />
        <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {Array.from({ length: FIGURE_PLACEHOLDERS }, (_, index) => (
            <div key={index} className="h-16 animate-pulse rounded-xl bg-gray-100" />
          ))}
        </div>
        <div aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-gray-100" />
        <ChartSkeleton height={200} />
      </div>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={video?.title ?? t('reports.detail.title')}
      size="lg"
      // Opened by its address, the Short's title replaces "Short detail" once it loads.
      oneLineTitle
      swipeToClose
    >
      <div data-testid="video-detail" className="flex flex-col gap-6">
        {video ? (
          <VideoHeading video={video} />
        ) : detail.isPending ? (
          <div aria-hidden="true" className="flex items-center gap-4">
            <div className="h-[63px] w-28 shrink-0 animate-pulse rounded-lg bg-gray-100" />
            <div className="h-10 w-40 animate-pulse rounded bg-gray-100" />
          </div>
        ) : null}
        {content}
      </div>
    </Modal>
  );
}

function VideoHeading({ video }: { video: VideoReportRow }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4">
      <Img
        src={video.thumbnail_url}
        width={112}
        height={63}
        alt=""
        className="h-[63px] w-28 shrink-0 rounded-lg bg-gray-100 object-cover"
      />
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium text-gray-900">{video.channel_title}</p>
        <a
          href={video.link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block rounded font-medium text-primary-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          {t('reports.detail.watch')}
          <span className="sr-only"> {t('reports.table.opensInNewTab')}</span>
        </a>
      </div>
    </div>
  );
}

function VideoDetail({ reply }: { reply: VideoDetailReply }) {
  const { t } = useTranslation();
  const format = useReportFormat(reply.currency);
  const { video } = reply;
  const figures: [string, string][] = [
    [t('reports.detail.views'), format.count(video.views)],
    [t('reports.detail.engagedViews'), format.count(video.engaged_views)],
    [
      t(reply.shows_gross ? 'reports.detail.grossRevenue' : 'reports.detail.revenue'),
      format.money(video.revenue),
    ],
    ...(reply.shows_gross
      ? [
          [t('reports.detail.netRevenue'), format.money(video.net_revenue ?? '0')] as [
            string,
            string,
          ],
        ]
      : []),
    [t('reports.detail.rpm'), format.rpm(video.rpm)],
    [t('reports.detail.engagedRpm'), format.rpm(video.engaged_rpm)],
    [t('reports.detail.premiumViews'), format.count(video.premium_views)],
    [t('reports.detail.premiumRatio'), format.percent(video.premium_ratio)],
    [t('reports.detail.premiumRpm'), format.rpm(video.premium_rpm)],
    [t('reports.detail.viewRate'), format.percent(video.average_view_percentage / 100)],
    [t('reports.detail.viewDuration'), format.duration(video.average_view_duration_seconds)],
  ];
  return (
    <>
      <p className="text-sm text-gray-600">
        {t('reports.periodShown', { range: format.range(reply.period) })}
        {video.published_at ? (
          <> · {t('reports.detail.published', { date: format.day(video.published_at) })}</>
        ) : null}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-gray-50 px-3 py-2.5">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="mt-0.5 text-base font-semibold text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <UsedMusic music={video.music} />
      <Countries countries={reply.countries} format={format} />
    </>
  );
}

function UsedMusic({ music }: { music: VideoReportRow['music'] }) {
  const { t } = useTranslation();
  const isrcRef = useRef<HTMLElement>(null);
  const copy = async () => {
    if (!music) return;
    if (await copyText(music.isrc, isrcRef.current)) snackbar.success(t('reports.music.copied'));
    else snackbar.error(t('reports.music.copyFailed'));
  };
  return (
    <section aria-labelledby="video-detail-music">
      <h3 id="video-detail-music" className="mb-2 text-sm font-semibold text-gray-900">
        {t('reports.music.title')}
      </h3>
      {music ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-gray-200 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-gray-900">
              {music.title ?? t('reports.music.unknownTitle')}
            </p>
            {music.artist ? <p className="truncate text-sm text-gray-600">{music.artist}</p> : null}
            <p className="mt-1 text-xs text-gray-600">
              ISRC{' '}
              <code ref={isrcRef} data-testid="isrc" className="font-mono text-gray-900">
                {music.isrc}
              </code>
            </p>
          </div>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {t('reports.music.copy')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-gray-600">{t('reports.music.none')}</p>
      )}
    </section>
  );
}

function Countries({
  countries,
  format,
}: {
  countries: readonly CountryFigures[];
  format: ReportFormat;
}) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const total = countries.reduce((sum, country) => sum + country.views, 0);
  const name = (code: string) =>
    code === 'ZZ' ? t('reports.detail.unknownCountry') : countryName(code, format.locale);
  const ranked = countries.map((country, index) => ({
    ...country,
    name: name(country.country_code),
    color: chartColor(index),
  }));
  const shown = showAll ? ranked : ranked.slice(0, TOP_COUNTRIES);

  return (
    <section aria-labelledby="video-detail-countries">
      <h3 id="video-detail-countries" className="mb-2 text-sm font-semibold text-gray-900">
        {t('reports.detail.countries')}
      </h3>
      {countries.length === 0 ? (
        <p className="text-sm text-gray-600">{t('reports.detail.noCountries')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
          <Suspense fallback={<ChartSkeleton height={160} />}>
            <WorldMap
              points={ranked.map((country) => ({
                code: country.country_code,
                label: country.name,
                value: country.views,
                valueText: format.count(country.views),
                color: country.color,
              }))}
            />
          </Suspense>
          <div>
            <ol aria-label={t('reports.detail.countryRanking')} className="flex flex-col gap-1.5">
              {shown.map((country, index) => {
                const share = total > 0 ? country.views / total : 0;
                return (
                  <li key={country.country_code} className="text-sm">
                    <div className="flex items-center gap-2">
                      <span className="w-5 text-right text-xs text-gray-500 tabular-nums">
                        {index + 1}
                      </span>
                      <span
                        aria-hidden="true"
                        className="size-2.5 shrink-0 rounded-full"
                        style={{ backgroundColor: country.color }}
                      />
                      <span className="min-w-0 flex-1 truncate text-gray-900">{country.name}</span>
                      <span className="text-gray-900 tabular-nums">
                        {t('reports.detail.countryViews', { views: format.count(country.views) })}
                      </span>
                      <span className="w-12 text-right text-xs text-gray-500 tabular-nums">
                        {format.percent(share)}
                      </span>
                    </div>
                    <div aria-hidden="true" className="mt-1 ml-7 h-1 rounded-full bg-gray-100">
                      <div
                        className="h-full rounded-full"
                        style={{ width: `${share * 100}%`, backgroundColor: country.color }}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
            {ranked.length > TOP_COUNTRIES ? (
              <Button
                size="sm"
                variant="ghost"
                className="mt-2"
                aria-expanded={showAll}
                onClick={() => setShowAll((all) => !all)}
              >
                {showAll
                  ? t('reports.detail.showTopCountries', { count: TOP_COUNTRIES })
                  : t('reports.detail.showAllCountries', { count: ranked.length })}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
