import type { ReportExport } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useExportReport } from '../api/export-report.ts';
import type { QueryParams } from '../api/report-query.ts';

/**
 * Downloads a report table as CSV with the filters, search and order on screen, every
 * page of it. The button shows its own progress.
 */
export function ExportButton({
  report,
  query,
  label,
  describedBy,
}: {
  report: ReportExport;
  query: QueryParams;
  label?: string;
  /** The id of the table's title, so "Download CSV" says which table. */
  describedBy?: string;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const download = useExportReport();
  const start = () =>
    download.mutate(
      {
        report,
        query,
        fallbackName: `${report}-${String(query.period ?? 'report')}.csv`,
      },
      { onError: (error) => snackbar.error(errorMessage(error, t('reports.export.failed'))) },
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      aria-describedby={describedBy}
      onClick={start}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={download.isPending ? 'hidden' : 'size-4'}
      >
        <path d="M10 3v10M6 9l4 4 4-4M4 16h12" />
      </svg>
      {label ?? t('reports.export.csv')}
    </Button>
  );
}
