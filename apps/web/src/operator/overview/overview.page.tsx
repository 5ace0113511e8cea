import { useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS, type OverviewSite, zOperatorOverviewReply } from '@portal/shared';
import { EmptyState, ListError } from '../../shared/ui/list-states.tsx';
import { operatorCall } from '../api/operator-call.ts';
import { ConsoleLink, consolePath } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { useConsoleFormat } from '../lib/console-format.ts';
import { youtubeTexts } from '../youtube/texts.ts';
import { overviewTexts } from './texts.ts';
import { ConsoleTable, ConsoleTableLoading } from '../lib/console-table.tsx';

export const overviewKey = ['operator', 'overview'] as const;

const cell = 'px-4 py-3 align-top';

function SiteRow({ site }: { site: OverviewSite }) {
  const t = useConsoleTexts(overviewTexts);
  const yt = useConsoleTexts(youtubeTexts);
  const format = useConsoleFormat();
  const { youtube } = site;
  return (
    <tr>
      <th scope="row" className={`${cell} font-medium text-gray-900`}>
        <span className="block">{site.name}</span>
        <span className="block text-xs font-normal text-gray-500">{site.domain}</span>
      </th>
      <td className={`${cell} tabular-nums`}>{format.count(site.members)}</td>
      <td className={`${cell} tabular-nums`}>
        <ConsoleLink
          to={consolePath('review')}
          search={{ site: site.domain }}
          className="text-primary-ink underline-offset-2 hover:underline"
        >
          <span className="sr-only">{site.domain}: </span>
          {format.count(site.channels_waiting)}
          <span className="sr-only">{t.waitingSuffix}</span>
        </ConsoleLink>
      </td>
      <td className={cell}>
        <ConsoleLink
          to={consolePath('youtube')}
          search={{ site: site.domain }}
          className="text-primary-ink underline-offset-2 hover:underline"
        >
          <span className="sr-only">{site.domain} YouTube: </span>
          {youtube ? yt.states[youtube.state] : yt.notConnected}
        </ConsoleLink>
        {youtube?.fetching ? (
          <span className="block text-xs text-gray-500">{yt.fetching}</span>
        ) : null}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {youtube?.lastReport ? format.dateTime(youtube.lastReport.fetchedAt) : t.none}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {site.complete_up_to ? format.day(site.complete_up_to) : t.none}
      </td>
      <td className={cell}>
        {youtube && youtube.alarms.length > 0 ? (
          <>
            <span className="font-medium text-red-700">{t.alarmCount(youtube.alarms.length)}</span>
            <ul className="mt-1 list-disc pl-4 text-xs text-gray-600">
              {youtube.alarms.map((alarm, index) => (
                <li key={index}>{yt.alarms[alarm.kind]}</li>
              ))}
            </ul>
          </>
        ) : (
          t.none
        )}
      </td>
    </tr>
  );
}

/** /operator (docs/product.md §17.1): the console's home, every site at a glance. */
export function OverviewPage() {
  const t = useConsoleTexts(overviewTexts);
  const yt = useConsoleTexts(youtubeTexts);
  const overview = useQuery({
    queryKey: overviewKey,
    queryFn: async ({ signal }) =>
      zOperatorOverviewReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorOverview, { signal }),
      ),
  });
  const columns = t.columns;
  return (
    <ConsolePage title={t.title} description={t.description}>
      {overview.isError ? (
        <ListError
          title={t.loadFailed}
          error={overview.error}
          retryLabel={t.retry}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data?.sites.length === 0 ? (
        <EmptyState
          icon={<path d="M3 12h18M3 6h18M3 18h18" />}
          title={t.empty}
          text={t.emptyText}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {overview.data && !overview.data.youtube_configured ? (
            <p className="text-sm text-gray-600">{yt.notConfigured}</p>
          ) : null}
          <ConsoleTable
            label={t.title}
            columns={[
              columns.site,
              columns.members,
              columns.waiting,
              columns.youtube,
              columns.lastReport,
              columns.completeUpTo,
              columns.alarms,
            ]}
            minWidth="min-w-[48rem]"
            busy={overview.isPending}
          >
            <tbody className="divide-y divide-gray-100">
              {overview.isPending ? (
                <ConsoleTableLoading columns={7} />
              ) : (
                overview.data.sites.map((site) => <SiteRow key={site.id} site={site} />)
              )}
            </tbody>
          </ConsoleTable>
        </div>
      )}
    </ConsolePage>
  );
}
