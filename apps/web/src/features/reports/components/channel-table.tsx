import {
  channelUrl,
  type ChannelReportReply,
  type ChannelReportRow,
  type ChannelReportSort,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Img } from '../../../shared/ui/img.tsx';
import { STICKY_CELL, ScrollTable, type TableColumn } from '../../../shared/ui/list-layout.tsx';
import type { ReportFormat } from './report-format.ts';
import type { TableSortState } from './use-table-sort.ts';

/**
 * The channel report's summary table (docs/product.md §3.3, §3.5): thumbnail, name, views
 * and engaged views, revenue, Shorts count, and RPM per view and per engaged view for
 * each channel, sortable, with the totals of every channel. Managers also see the
 * members' share.
 */
export function ChannelTable({
  reply,
  sort,
  format,
  updating,
}: {
  reply: ChannelReportReply;
  sort: TableSortState<ChannelReportSort>;
  format: ReportFormat;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const { totals } = reply;
  const figures: { column: TableColumn; cell: (row: ChannelReportRow) => string; total: string }[] =
    [
      {
        column: { label: t('reports.columns.views'), alignEnd: true, sort: sort.column('views') },
        cell: (row) => format.count(row.views),
        total: format.count(totals.views),
      },
      {
        column: {
          label: t('reports.columns.engagedViews'),
          alignEnd: true,
          sort: sort.column('engaged_views'),
        },
        cell: (row) => format.count(row.engaged_views),
        total: format.count(totals.engaged_views),
      },
      {
        column: {
          label: t(reply.shows_gross ? 'reports.columns.grossRevenue' : 'reports.columns.revenue'),
          alignEnd: true,
          sort: sort.column('revenue'),
        },
        cell: (row) => format.money(row.revenue),
        total: format.money(totals.revenue),
      },
      ...(reply.shows_gross
        ? [
            {
              column: { label: t('reports.columns.netRevenue'), alignEnd: true },
              cell: (row: ChannelReportRow) => format.money(row.net_revenue ?? '0'),
              total: format.money(totals.net_revenue ?? '0'),
            },
          ]
        : []),
      {
        column: { label: t('reports.columns.shorts'), alignEnd: true, sort: sort.column('shorts') },
        cell: (row) => format.count(row.shorts),
        total: reply.channels.length === reply.total ? format.count(sumShorts(reply)) : '',
      },
      {
        column: { label: t('reports.columns.rpm'), alignEnd: true, sort: sort.column('rpm') },
        cell: (row) => format.rpm(row.rpm),
        total: format.rpm(totals.rpm),
      },
      {
        column: {
          label: t('reports.columns.engagedRpm'),
          alignEnd: true,
          sort: sort.column('engaged_rpm'),
        },
        cell: (row) => format.rpm(row.engaged_rpm),
        total: format.rpm(totals.engaged_rpm),
      },
    ];

  return (
    <ScrollTable
      stickyFirstColumn
      label={t('reports.table.channels')}
      columns={[
        { label: t('reports.columns.channel'), sort: sort.column('title') },
        ...figures.map((figure) => figure.column),
      ]}
      minWidthClass={reply.shows_gross ? 'min-w-[66rem]' : 'min-w-[58rem]'}
      updating={updating}
      footer={
        <tr>
          <th scope="row" className={`${STICKY_CELL} bg-gray-50 px-4 py-3 text-left font-semibold`}>
            {t('reports.table.totalChannels', { count: format.count(reply.total) })}
          </th>
          {figures.map((figure) => (
            <td
              key={figure.column.label}
              className="px-4 py-3 text-right whitespace-nowrap tabular-nums"
            >
              {figure.total}
            </td>
          ))}
        </tr>
      }
    >
      {reply.channels.map((row) => (
        <tr
          key={row.channel_id}
          data-channel-id={row.channel_id}
          className="group hover:bg-gray-50"
        >
          <th
            scope="row"
            className={`${STICKY_CELL} max-w-44 bg-white px-4 py-2.5 text-left font-normal group-hover:bg-gray-50 sm:max-w-80`}
          >
            <ChannelIdentity row={row} />
          </th>
          {figures.map((figure) => (
            <td
              key={figure.column.label}
              className="px-4 py-2.5 text-right whitespace-nowrap text-gray-800 tabular-nums"
            >
              {figure.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}

/** Shorts of every channel, when the page holds them all (the reply has no total of its own). */
function sumShorts(reply: ChannelReportReply): number {
  return reply.channels.reduce((sum, row) => sum + row.shorts, 0);
}

function ChannelIdentity({ row }: { row: ChannelReportRow }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Img
        src={row.thumbnail_url}
        width={40}
        height={40}
        alt=""
        className="size-10 shrink-0 rounded-full bg-gray-100 object-cover"
      />
      <div className="min-w-0">
        <a
          href={channelUrl(row.channel_id)}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate rounded font-medium text-gray-900 hover:text-primary-ink hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          {row.title}
          <span className="sr-only"> {t('reports.table.opensInNewTab')}</span>
        </a>
        <p className="truncate text-xs text-gray-500">{row.handle ?? row.channel_id}</p>
      </div>
    </div>
  );
}
