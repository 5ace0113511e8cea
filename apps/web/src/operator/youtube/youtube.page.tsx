import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  OPERATOR_API_PATHS,
  type OperatorYouTubeSite,
  YOUTUBE_REPORT_STATES,
  type YouTubeConnection,
  zOperatorYouTubeFetchReply,
  zOperatorYouTubeReply,
} from '@portal/shared';
import { errorMessage } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { EmptyState } from '../../shared/ui/list-states.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { showSnackbar } from '../../shared/ui/snackbar-store.ts';
import { operatorCall } from '../api/operator-call.ts';
import { ConsoleLink, consolePath, useConsoleSearch } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { useConsoleFormat } from '../lib/console-format.ts';
import { overviewKey } from '../overview/overview.page.tsx';
import { youtubeTexts } from './texts.ts';
import { ScrollRegion } from '../../shared/ui/scroll-region.tsx';
import { QueryStates } from '../lib/query-states.tsx';

const youtubeKey = (site: string | undefined) => ['operator', 'youtube', site ?? ''] as const;

/** Reports the page lists of each site; the manager's screen has the rest. */
const REPORTS_SHOWN = 5;

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs text-gray-500">{term}</dt>
          <dd className="text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ConnectionDetails({ connection }: { connection: YouTubeConnection }) {
  const t = useConsoleTexts(youtubeTexts);
  const format = useConsoleFormat();
  return (
    <div className="flex flex-col gap-4">
      <Facts
        items={[
          [t.contentOwner, connection.contentOwnerId],
          [
            t.connectedBy,
            connection.connectedBy
              ? `${connection.connectedBy.nickname} (${connection.connectedBy.email})`
              : '—',
          ],
          [t.connectedAt, format.dateTime(connection.connectedAt)],
          [t.lastFetch, connection.lastFetchAt ? format.dateTime(connection.lastFetchAt) : t.never],
          [t.completeUpTo, connection.completeUpTo ? format.day(connection.completeUpTo) : t.never],
          [
            t.problem,
            connection.lastProblem
              ? `${t.problems[connection.lastProblem.problem]} · ${format.dateTime(connection.lastProblem.at)}`
              : '—',
          ],
        ]}
      />
      <section>
        <h3 className="text-sm font-semibold text-gray-900">{t.alarmsTitle}</h3>
        {connection.alarms.length === 0 ? (
          <p className="text-sm text-gray-600">{t.noAlarms}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-sm text-red-700">
            {connection.alarms.map((alarm, index) => (
              <li key={index}>
                {t.alarms[alarm.kind]}
                {alarm.reportTypeId ? ` · ${alarm.reportTypeId}` : ''}
                {alarm.day ? ` · ${format.day(alarm.day)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="text-sm font-semibold text-gray-900">{t.jobs}</h3>
        <ul className="mt-1 text-sm text-gray-700">
          {connection.jobs.map((job) => (
            <li key={job.reportTypeId} className="break-all">
              {job.reportTypeId}: {t.jobStates[job.state]}
              {job.systemManaged ? ` (${t.systemManaged})` : ''}
            </li>
          ))}
        </ul>
      </section>
      {connection.reports.length > 0 ? (
        <section>
          <h3 className="text-sm font-semibold text-gray-900">{t.recentReports}</h3>
          <ScrollRegion label={t.recentReports} className="relative">
            <table className="mt-1 w-full min-w-[32rem] text-left text-sm">
              <thead className="text-xs text-gray-500">
                <tr>
                  {Object.values(t.reportColumns).map((name) => (
                    <th key={name} scope="col" className="py-1 pr-4 font-medium">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {connection.reports.slice(0, REPORTS_SHOWN).map((report) => (
                  <tr key={report.reportId}>
                    <td className="py-1 pr-4 whitespace-nowrap">{format.day(report.day)}</td>
                    <td className="py-1 pr-4 break-all">{report.reportTypeId}</td>
                    <td className="py-1 pr-4">{t.reportStates[report.state]}</td>
                    <td className="py-1 pr-4 tabular-nums">
                      {report.rows === null ? '—' : format.count(report.rows)}
                    </td>
                    <td className="py-1 pr-4 whitespace-nowrap">
                      {format.dateTime(report.fetchedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ) : null}
      <p className="text-xs text-gray-500">{t.quota(format.count(connection.quotaUsedToday))}</p>
    </div>
  );
}

function SiteCard({ site, filter }: { site: OperatorYouTubeSite; filter: string | undefined }) {
  const t = useConsoleTexts(youtubeTexts);
  const format = useConsoleFormat();
  const queryClient = useQueryClient();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fetchNow = useMutation({
    mutationFn: async () =>
      zOperatorYouTubeFetchReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorYouTubeFetch, {
          method: 'POST',
          body: { site: site.domain },
        }),
      ),
    onSuccess: (reply) => {
      showSnackbar(reply.message, 'success');
      void queryClient.invalidateQueries({ queryKey: youtubeKey(filter) });
      void queryClient.invalidateQueries({ queryKey: overviewKey });
    },
    onError: (error) => showSnackbar(errorMessage(error, t.fetchFailed), 'error'),
    onSettled: () => buttonRef.current?.focus(),
  });
  const { connection } = site;
  const headingId = `youtube-site-${site.id}`;
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-gray-900">
              {site.name}
            </h2>
            <p className="text-sm text-gray-500">
              {site.domain} ·{' '}
              <span className={connection?.state === 'needs_reconnect' ? 'text-red-700' : ''}>
                {connection ? t.states[connection.state] : t.notConnected}
              </span>
              {connection?.fetching ? ` · ${t.fetching}` : ''}
            </p>
          </div>
          {connection ? (
            <Button
              ref={buttonRef}
              variant="secondary"
              size="sm"
              loading={fetchNow.isPending}
              disabled={fetchNow.isPending}
              onClick={() => fetchNow.mutate()}
              aria-label={t.fetchNowFor(site.domain)}
            >
              {t.fetchNow}
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-gray-700">
          <span className="font-medium">{t.reportCounts}: </span>
          {YOUTUBE_REPORT_STATES.map(
            (state) => `${t.reportStates[state]} ${format.count(site.report_counts[state])}`,
          ).join(' · ')}
        </p>
        {connection ? (
          <ConnectionDetails connection={connection} />
        ) : (
          <p className="text-sm text-gray-600">{t.notConnectedText}</p>
        )}
      </section>
    </Card>
  );
}

/**
 * /operator/youtube[?site=] (docs/product.md §17.1): each site's YouTube connection and
 * ingestion, and "fetch now".
 */
export function YouTubePage() {
  const t = useConsoleTexts(youtubeTexts);
  const search = useConsoleSearch();
  const site = typeof search.site === 'string' && search.site ? search.site : undefined;
  const list = useQuery({
    queryKey: youtubeKey(site),
    queryFn: async ({ signal }) =>
      zOperatorYouTubeReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorYouTubeList, { query: { site }, signal }),
      ),
    // A fetch runs for a while: its end shows without a reload.
    refetchInterval: (query) =>
      query.state.data?.sites.some((one) => one.connection?.fetching) ? 5_000 : false,
  });
  return (
    <ConsolePage title={t.title} description={t.description}>
      <div className="flex flex-col gap-4" aria-busy={list.isPending}>
        {site ? (
          <p className="text-sm">
            {t.siteFilter}: <span className="font-medium">{site}</span> ·{' '}
            <ConsoleLink to={consolePath('youtube')} className="text-primary-ink hover:underline">
              {t.allSites}
            </ConsoleLink>
          </p>
        ) : null}
        {list.data && !list.data.configured ? (
          <p className="text-sm text-gray-600">{t.notConfigured}</p>
        ) : null}
        <QueryStates
          query={list}
          failed={t.loadFailed}
          isEmpty={(data) => data.sites.length === 0}
          empty={
            <EmptyState
              icon={<path d="M4 6h16v12H4zM10 9l5 3-5 3z" />}
              title={t.empty}
              text={t.emptyText}
            />
          }
        >
          {(data) => data.sites.map((one) => <SiteCard key={one.id} site={one} filter={site} />)}
        </QueryStates>
      </div>
    </ConsolePage>
  );
}
