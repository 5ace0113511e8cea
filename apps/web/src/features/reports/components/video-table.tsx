import type { VideoReportReply, VideoReportRow, VideoReportSort } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTail } from '../../../shared/ui/deferred-render.tsx';
import { Img } from '../../../shared/ui/img.tsx';
import {
  PHONE_HIDDEN,
  STICKY_CELL,
  ScrollTable,
  type TableColumn,
} from '../../../shared/ui/list-layout.tsx';
import { MusicName } from './music-name.tsx';
import type { ReportFormat } from './report-format.ts';
import type { TableSortState } from './use-table-sort.ts';

/** Rows drawn with the table, about a phone's screen of them. */
const PHONE_SCREEN_ROWS = 10;

/** A figure column: its header, the server's sort key for it, the cell and the total. */
interface FigureColumn {
  label: string;
  sort: VideoReportSort | null;
  cell: (video: VideoReportRow) => string;
  total: string;
  /** In the dashboard's table too. */
  compact?: boolean;
  /** For managers only (the members' share). */
  grossOnly?: boolean;
  /** Left out of the full table on a phone: a row's detail shows it. */
  phoneHidden?: boolean;
}

interface VideoColumn {
  column: TableColumn;
  cell: (video: VideoReportRow) => ReactNode;
  total: ReactNode;
}

/**
 * The Shorts of a report, one row each. `compact` (the dashboard) shows what a creator
 * checks daily: views, revenue, RPM, music; `full` (the video report) every figure, and on
 * a phone the views and revenue with their rates and the music (a row's detail has the
 * rest). The totals row covers every Short matching the filters, not only this page. A
 * row (or its title, for the keyboard) opens the Short's detail.
 */
export function VideoTable({
  reply,
  variant,
  sort,
  format,
  onOpen,
  updating,
}: {
  reply: VideoReportReply;
  variant: 'compact' | 'full';
  sort: TableSortState<VideoReportSort>;
  format: ReportFormat;
  onOpen: (video: VideoReportRow) => void;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const { totals } = reply;
  const figures: FigureColumn[] = [
    {
      label: t('reports.columns.published'),
      sort: 'published',
      phoneHidden: true,
      cell: (video) => (video.published_at ? format.day(video.published_at) : '—'),
      total: '',
    },
    {
      label: t('reports.columns.views'),
      sort: 'views',
      compact: true,
      cell: (video) => format.count(video.views),
      total: format.count(totals.views),
    },
    {
      label: t('reports.columns.engagedViews'),
      sort: 'engaged_views',
      cell: (video) => format.count(video.engaged_views),
      total: format.count(totals.engaged_views),
    },
    {
      label: t('reports.columns.premiumViews'),
      sort: 'premium_views',
      phoneHidden: true,
      cell: (video) => format.count(video.premium_views),
      total: format.count(totals.premium_views),
    },
    {
      label: t('reports.columns.premiumRatio'),
      sort: 'premium_ratio',
      phoneHidden: true,
      cell: (video) => format.percent(video.premium_ratio),
      total: format.percent(totals.premium_ratio),
    },
    {
      label: t(reply.shows_gross ? 'reports.columns.grossRevenue' : 'reports.columns.revenue'),
      sort: 'revenue',
      compact: true,
      cell: (video) => format.money(video.revenue),
      total: format.money(totals.revenue),
    },
    {
      label: t('reports.columns.netRevenue'),
      sort: null,
      grossOnly: true,
      cell: (video) => format.money(video.net_revenue ?? '0'),
      total: format.money(totals.net_revenue ?? '0'),
    },
    {
      label: t('reports.columns.rpm'),
      sort: 'rpm',
      compact: true,
      cell: (video) => format.rpm(video.rpm),
      total: format.rpm(totals.rpm),
    },
    {
      label: t('reports.columns.engagedRpm'),
      sort: 'engaged_rpm',
      cell: (video) => format.rpm(video.engaged_rpm),
      total: format.rpm(totals.engaged_rpm),
    },
    {
      label: t('reports.columns.premiumRpm'),
      sort: 'premium_rpm',
      phoneHidden: true,
      cell: (video) => format.rpm(video.premium_rpm),
      total: format.rpm(totals.premium_rpm),
    },
    {
      label: t('reports.columns.viewRate'),
      sort: 'view_rate',
      phoneHidden: true,
      cell: (video) => format.percent(video.average_view_percentage / 100),
      total: '',
    },
    {
      label: t('reports.columns.viewDuration'),
      sort: 'view_duration',
      phoneHidden: true,
      cell: (video) => format.duration(video.average_view_duration_seconds),
      total: '',
    },
  ];

  const columns: VideoColumn[] = [
    {
      column: { label: t('reports.columns.video'), sort: sort.column('title') },
      cell: (video) => <VideoIdentity video={video} onOpen={onOpen} />,
      total: t('reports.table.total', { count: format.count(reply.total) }),
    },
    ...figures
      .filter(
        (figure) =>
          (variant === 'full' || figure.compact) && (!figure.grossOnly || reply.shows_gross),
      )
      .map((figure) => ({
        column: {
          label: figure.label,
          alignEnd: true,
          ...(figure.sort ? { sort: sort.column(figure.sort) } : {}),
          // Only the full table has columns a phone leaves out.
          ...(variant === 'full' && figure.phoneHidden ? { phoneHidden: true } : {}),
        },
        cell: figure.cell,
        total: figure.total,
      })),
    {
      column: { label: t('reports.columns.music') },
      cell: (video) => <MusicName music={video.music} />,
      total: '',
    },
  ];

  return (
    <ScrollTable
      stickyFirstColumn
      label={t('reports.table.videos')}
      columns={columns.map((entry) => entry.column)}
      minWidthClass={variant === 'full' ? 'min-w-[66rem] sm:min-w-[98rem]' : 'min-w-[48rem]'}
      updating={updating}
      footer={
        <tr>
          {columns.map((entry, index) =>
            index === 0 ? (
              <th
                key={index}
                scope="row"
                className={`${STICKY_CELL} bg-gray-50 px-4 py-3 text-left font-semibold`}
              >
                {entry.total}
              </th>
            ) : (
              <td
                key={index}
                className={`px-4 py-3 text-right whitespace-nowrap tabular-nums ${entry.column.phoneHidden ? PHONE_HIDDEN : ''}`}
              >
                {entry.total}
              </td>
            ),
          )}
        </tr>
      }
    >
      {/* A phone's screen shows the first rows; the rest come in a render of their own. */}
      <DeferredTail items={reply.videos} first={PHONE_SCREEN_ROWS}>
        {(video) => (
          <tr
            key={video.video_id}
            data-video-id={video.video_id}
            className="group cursor-pointer hover:bg-gray-50"
            onClick={(event) => {
              // The title button and links answer for themselves.
              if ((event.target as HTMLElement).closest('button, a')) return;
              onOpen(video);
            }}
          >
            {columns.map((entry, index) =>
              index === 0 ? (
                <th
                  key={index}
                  scope="row"
                  className={`${STICKY_CELL} max-w-44 bg-white px-4 py-2.5 text-left font-normal group-hover:bg-gray-50 sm:max-w-80`}
                >
                  {entry.cell(video)}
                </th>
              ) : (
                <td
                  key={index}
                  className={`${
                    entry.column.alignEnd
                      ? 'px-4 py-2.5 text-right whitespace-nowrap text-gray-800 tabular-nums'
                      : 'max-w-56 px-4 py-2.5 text-gray-700'
                  } ${entry.column.phoneHidden ? PHONE_HIDDEN : ''}`}
                >
                  {entry.cell(video)}
                </td>
              ),
            )}
          </tr>
        )}
      </DeferredTail>
    </ScrollTable>
  );
}

function VideoIdentity({
  video,
  onOpen,
}: {
  video: VideoReportRow;
  onOpen: (video: VideoReportRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Img
        src={video.thumbnail_url}
        width={64}
        height={36}
        alt=""
        // On a phone the title needs the room more than the picture.
        className="hidden h-9 w-16 shrink-0 rounded bg-gray-100 object-cover sm:block"
      />
      <div className="min-w-0">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => onOpen(video)}
          className="block max-w-full truncate rounded text-left font-medium text-gray-900 hover:text-primary-ink hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          {video.title}
          <span className="sr-only"> {t('reports.table.openDetail')}</span>
        </button>
        <p className="truncate text-xs text-gray-500">{video.channel_title}</p>
      </div>
    </div>
  );
}
