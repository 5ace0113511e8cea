import { formatCount, type YouTubeConnection } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { CardList, CardListItem, ScrollTable } from '../../../shared/ui/list-layout.tsx';
import { ReportStateBadge } from './report-badges.tsx';
import { useReportTypeName } from './youtube-names.ts';

type Report = YouTubeConnection['reports'][number];

/**
 * The most recent reports YouTube made and what became of each: a table from the phone
 * breakpoint up, cards below it. A failed report says why under its state.
 */
export function ReportList({
  reports,
  layout,
  label,
}: {
  reports: readonly Report[];
  layout: 'cards' | 'table';
  label: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeName = useReportTypeName();
  const rows = (report: Report) => (report.rows === null ? '—' : formatCount(report.rows, locale));

  if (layout === 'cards') {
    return (
      <CardList label={label}>
        {reports.map((report) => (
          <CardListItem key={report.reportId}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-gray-900">
                {t('youtubeConnection.status.lastReportValue', {
                  type: typeName(report.reportTypeId),
                  day: formatDay(report.day, locale),
                })}
              </p>
              <ReportStateBadge state={report.state} />
            </div>
            <FailedReason report={report} />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-gray-500">{t('youtubeConnection.reports.created')}</dt>
              <dd>
                <Moment value={report.createTime} />
              </dd>
              <dt className="text-gray-500">{t('youtubeConnection.reports.rows')}</dt>
              <dd className="tabular-nums">{rows(report)}</dd>
              <dt className="text-gray-500">{t('youtubeConnection.reports.fetched')}</dt>
              <dd>
                <Moment value={report.fetchedAt} />
              </dd>
            </dl>
          </CardListItem>
        ))}
      </CardList>
    );
  }

  return (
    <ScrollTable
      label={label}
      columns={[
        { label: t('youtubeConnection.reports.type') },
        { label: t('youtubeConnection.reports.day') },
        { label: t('youtubeConnection.reports.created') },
        { label: t('youtubeConnection.reports.state') },
        { label: t('youtubeConnection.reports.rows'), alignEnd: true },
        { label: t('youtubeConnection.reports.fetched') },
      ]}
      minWidthClass="min-w-[48rem]"
    >
      {reports.map((report) => (
        <tr key={report.reportId} className="align-top">
          <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-gray-900">
            {typeName(report.reportTypeId)}
          </th>
          <td className="px-4 py-3 whitespace-nowrap text-gray-700">
            <time dateTime={report.day}>{formatDay(report.day, locale)}</time>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-gray-700">
            <Moment value={report.createTime} />
          </td>
          <td className="max-w-72 px-4 py-3">
            <ReportStateBadge state={report.state} />
            <FailedReason report={report} />
          </td>
          <td className="px-4 py-3 text-right text-gray-700 tabular-nums">{rows(report)}</td>
          <td className="px-4 py-3 whitespace-nowrap text-gray-700">
            <Moment value={report.fetchedAt} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The import's own words (English, from the file) for why a report failed. */
function FailedReason({ report }: { report: Report }) {
  if (report.state !== 'failed' || !report.error) return null;
  return (
    <p lang="en" className="mt-1.5 text-sm break-words text-gray-700">
      {report.error}
    </p>
  );
}

/** A moment with its time of day, in the reader's language and time zone. */
export function Moment({ value }: { value: string }) {
  const locale = useLocale();
  return <time dateTime={value}>{formatDateTime(value, locale)}</time>;
}
