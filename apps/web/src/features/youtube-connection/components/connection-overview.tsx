import { formatCount, type YouTubeConnection } from '@portal/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { formatDay } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useScreenClass } from '../../../shared/lib/use-screen-class.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { OutlineIcon } from '../../../shared/ui/outline-icon.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useFetchYouTubeReports } from '../api/fetch-youtube-reports.ts';
import { DisconnectModal } from './disconnect-modal.tsx';
import { ConnectionStateBadge, JobStateBadge } from './report-badges.tsx';
import { Moment, ReportList } from './report-list.tsx';
import { useStartConnect } from './use-start-connect.ts';
import { useAlarmText, useReportTypeName } from './youtube-names.ts';

/**
 * A connected network: first what needs the manager (a grant to re-connect, the alarms),
 * then the connection itself with its actions, its report jobs and the recent reports.
 * `canConnect` is false when the server has lost its Google client: re-connecting could
 * not work then, so it is not offered.
 */
export function ConnectionOverview({
  connection,
  canConnect,
  onDisconnected,
}: {
  connection: YouTubeConnection;
  canConnect: boolean;
  /** The screen moves on to the connect form, where the keyboard's focus should go too. */
  onDisconnected: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const isMobile = useScreenClass() === 'mobile';
  const reconnect = useStartConnect();
  const fetchNow = useFetchYouTubeReports();
  const [disconnecting, setDisconnecting] = useState(false);
  const needsReconnect = connection.state === 'needs_reconnect';
  // The banner above says it louder, with the way out; the list would only repeat it.
  const alarms = connection.alarms.filter(
    (alarm) => !(needsReconnect && alarm.kind === 'needs_reconnect'),
  );

  const startFetch = () =>
    fetchNow.mutate(undefined, {
      onSuccess: (reply) => snackbar.success(reply.message || t('api:success.youtubeFetchQueued')),
    });
  const reconnectButton = canConnect ? (
    <Button
      // The way out of the red banner is the screen's main action, in the site's colour.
      variant={needsReconnect ? 'primary' : 'secondary'}
      loading={reconnect.pending}
      onClick={() => reconnect.start(connection.contentOwnerId)}
    >
      {t('youtubeConnection.status.reconnect')}
    </Button>
  ) : null;
  const actionError =
    reconnect.error ?? (fetchNow.isError ? errorMessage(fetchNow.error, t('api:internal')) : null);

  return (
    <div className="flex flex-col gap-6">
      {needsReconnect ? (
        <NeedsReconnectBanner>
          {reconnectButton}
          <FormAlert message={reconnect.error} />
        </NeedsReconnectBanner>
      ) : null}
      {alarms.length > 0 ? <AlarmList alarms={alarms} /> : null}

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-semibold text-gray-900">
              {t('youtubeConnection.status.title')}
            </h2>
            <ConnectionStateBadge needsReconnect={needsReconnect} />
          </div>
          <div className="flex flex-wrap gap-2">
            {needsReconnect ? null : (
              <Button loading={fetchNow.isPending || connection.fetching} onClick={startFetch}>
                {t('youtubeConnection.status.fetchNow')}
              </Button>
            )}
            {needsReconnect ? null : reconnectButton}
            <Button variant="ghost" onClick={() => setDisconnecting(true)}>
              {t('youtubeConnection.status.disconnect')}
            </Button>
          </div>
        </div>
        {/* Present (and not hidden) from the start, so screen readers hear a fetch begin. */}
        <p role="status" className="mt-3 text-sm empty:mt-0">
          {connection.fetching ? (
            <span className="inline-flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-1.5 text-sky-900">
              <Spinner className="size-4" />
              {t('youtubeConnection.status.fetching')}
            </span>
          ) : null}
        </p>
        {needsReconnect ? null : (
          <div className="mt-3 empty:hidden">
            <FormAlert message={actionError} />
          </div>
        )}
        <ConnectionFacts connection={connection} />
      </Card>

      <JobsCard jobs={connection.jobs} />

      {/* Not a region of its own: the table (or the cards) is one, named by the same words. */}
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-gray-900">
          {t('youtubeConnection.reports.title')}
        </h2>
        {connection.reports.length > 0 ? (
          <ReportList
            reports={connection.reports}
            layout={isMobile ? 'cards' : 'table'}
            label={t('youtubeConnection.reports.title')}
          />
        ) : (
          <Card>
            <p className="font-semibold text-gray-900">
              {t('youtubeConnection.reports.emptyTitle')}
            </p>
            <p className="mt-1 text-sm text-gray-600">{t('youtubeConnection.reports.emptyText')}</p>
          </Card>
        )}
      </div>

      {disconnecting ? (
        <DisconnectModal
          contentOwnerId={connection.contentOwnerId}
          onClose={() => setDisconnecting(false)}
          onDisconnected={onDisconnected}
        />
      ) : null}
    </div>
  );
}

/** How loud a warning panel is: the grant gone (danger) or an alarm to look at. */
const WARNING_TONES = {
  danger: {
    box: 'border-red-600 bg-red-50',
    icon: 'text-red-700',
    text: 'text-red-900',
  },
  alarm: {
    box: 'border-amber-500 bg-amber-50',
    icon: 'text-amber-700',
    text: 'text-amber-950',
  },
} as const;

/** A titled panel with a warning sign, for what the manager must not miss. */
function WarningPanel({
  tone,
  title,
  children,
}: {
  tone: keyof typeof WARNING_TONES;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const colours = WARNING_TONES[tone];
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border-2 p-5 sm:p-6 ${colours.box}`}
    >
      <div className="flex items-start gap-3">
        <WarningIcon className={`size-7 shrink-0 ${colours.icon}`} />
        <div className="flex min-w-0 flex-col items-start gap-3">
          <h2 id={headingId} className={`text-lg font-bold ${colours.text}`}>
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}

/** The grant is gone: nothing arrives until the manager connects again. */
function NeedsReconnectBanner({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <WarningPanel tone="danger" title={t('youtubeConnection.needsReconnect.title')}>
      <p className="text-sm text-red-900">{t('youtubeConnection.needsReconnect.text')}</p>
      {children}
    </WarningPanel>
  );
}

function AlarmList({ alarms }: { alarms: YouTubeConnection['alarms'] }) {
  const { t } = useTranslation();
  const alarmText = useAlarmText();
  return (
    <WarningPanel tone="alarm" title={t('youtubeConnection.alarms.title')}>
      <ul data-testid="youtube-alarms" className="flex list-disc flex-col gap-1.5 pl-5">
        {alarms.map((alarm) => (
          <li
            key={`${alarm.kind}:${alarm.reportTypeId ?? ''}:${alarm.day ?? ''}`}
            className="text-sm text-amber-950"
          >
            {alarmText(alarm)}
          </li>
        ))}
      </ul>
    </WarningPanel>
  );
}

function WarningIcon({ className }: { className: string }) {
  return (
    <OutlineIcon className={className}>
      <path d="M12 3 2 20h20L12 3ZM12 10v4M12 17h.01" />
    </OutlineIcon>
  );
}

/** Who connected what and when, and how far the data has come. */
function ConnectionFacts({ connection }: { connection: YouTubeConnection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeName = useReportTypeName();
  const notYet = <span className="text-gray-500">{t('youtubeConnection.status.notYet')}</span>;
  const { connectedBy, lastReport, lastProblem } = connection;
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      <Fact label={t('youtubeConnection.status.contentOwner')}>
        <span className="font-mono break-all">{connection.contentOwnerId}</span>
      </Fact>
      <Fact label={t('youtubeConnection.status.connectedBy')}>
        {connectedBy ? (
          <span className="break-all">
            {t('youtubeConnection.status.connectedByValue', {
              nickname: connectedBy.nickname,
              email: connectedBy.email,
            })}
          </span>
        ) : (
          <span className="text-gray-500">{t('youtubeConnection.status.connectedByUnknown')}</span>
        )}
      </Fact>
      <Fact label={t('youtubeConnection.status.connectedAt')}>
        <Moment value={connection.connectedAt} />
      </Fact>
      <Fact label={t('youtubeConnection.status.lastFetch')}>
        {connection.lastFetchAt ? <Moment value={connection.lastFetchAt} /> : notYet}
      </Fact>
      <Fact
        label={t('youtubeConnection.status.completeUpTo')}
        hint={t('youtubeConnection.status.completeUpToHint')}
      >
        {connection.completeUpTo ? (
          <time dateTime={connection.completeUpTo} className="font-semibold">
            {formatDay(connection.completeUpTo, locale)}
          </time>
        ) : (
          notYet
        )}
      </Fact>
      <Fact label={t('youtubeConnection.status.lastReport')}>
        {lastReport ? (
          <>
            {t('youtubeConnection.status.lastReportValue', {
              type: typeName(lastReport.reportTypeId),
              day: formatDay(lastReport.day, locale),
            })}
            <span className="block text-xs text-gray-500">
              <Moment value={lastReport.fetchedAt} />
            </span>
          </>
        ) : (
          notYet
        )}
      </Fact>
      <Fact label={t('youtubeConnection.status.quota')}>
        <span className="tabular-nums">
          {t('youtubeConnection.status.quotaValue', {
            count: connection.quotaUsedToday,
            value: formatCount(connection.quotaUsedToday, locale),
          })}
        </span>
      </Fact>
      <Fact label={t('youtubeConnection.status.lastProblem')}>
        {lastProblem ? (
          <>
            <span className="inline-block rounded-lg bg-red-50 px-2 py-1 text-red-900">
              {t(`youtubeConnection.problems.${lastProblem.problem}`)}
            </span>
            <span className="block text-xs text-gray-500">
              <Moment value={lastProblem.at} />
            </span>
          </>
        ) : (
          notYet
        )}
      </Fact>
    </dl>
  );
}

function Fact({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-gray-900">
        {children}
        {hint ? <span className="block text-xs text-gray-500">{hint}</span> : null}
      </dd>
    </div>
  );
}

function JobsCard({ jobs }: { jobs: YouTubeConnection['jobs'] }) {
  const { t } = useTranslation();
  const typeName = useReportTypeName();
  const headingId = useId();
  return (
    <Card>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('youtubeConnection.jobs.title')}
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('youtubeConnection.jobs.empty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 divide-y divide-gray-100">
          {jobs.map((job) => (
            <li
              key={job.reportTypeId}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{typeName(job.reportTypeId)}</p>
                <p className="text-xs break-all text-gray-500">
                  <span className="font-mono">{job.reportTypeId}</span>
                  {job.systemManaged ? (
                    <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 font-sans text-gray-700">
                      {t('youtubeConnection.jobs.systemManaged')}
                    </span>
                  ) : null}
                </p>
              </div>
              <JobStateBadge state={job.state} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
