import type { YouTubeJobState, YouTubeReportState } from '@portal/shared';
import { useTranslation } from 'react-i18next';

const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const JOB_TONE: Record<YouTubeJobState, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  deprecated: 'bg-amber-100 text-amber-900',
  missing: 'bg-red-100 text-red-800',
};

const REPORT_TONE: Record<YouTubeReportState, string> = {
  imported: 'bg-emerald-100 text-emerald-900',
  superseded: 'bg-gray-100 text-gray-800',
  missed: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

export function JobStateBadge({ state }: { state: YouTubeJobState }) {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} ${JOB_TONE[state]}`}>
      {t(`youtubeConnection.jobs.state.${state}`)}
    </span>
  );
}

export function ReportStateBadge({ state }: { state: YouTubeReportState }) {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} ${REPORT_TONE[state]}`}>
      {t(`youtubeConnection.reports.states.${state}`)}
    </span>
  );
}

/** Connected in green; needing a re-connect in red, as loud as a badge gets. */
export function ConnectionStateBadge({ needsReconnect }: { needsReconnect: boolean }) {
  const { t } = useTranslation();
  return needsReconnect ? (
    // red-50, not white: playlist sites turn `white` dark (designs.css).
    <span className={`${BADGE} bg-red-700 text-red-50`}>
      {t('youtubeConnection.status.needsReconnect')}
    </span>
  ) : (
    <span className={`${BADGE} bg-emerald-100 text-emerald-900`}>
      {t('youtubeConnection.status.connected')}
    </span>
  );
}
