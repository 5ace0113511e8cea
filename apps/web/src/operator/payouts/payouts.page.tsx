import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LEDGER_PAGE_SIZE,
  OPERATOR_API_PATHS,
  type OperatorBooks,
  WITHDRAWAL_STATES,
  type WithdrawalState,
  zOperatorPayoutsReply,
  zOperatorRequestsReply,
} from '@portal/shared';
import { EmptyState } from '../../shared/ui/list-states.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { operatorCall } from '../api/operator-call.ts';
import {
  ConsoleLink,
  consolePath,
  useConsoleNavigate,
  useConsoleSearch,
} from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { consoleTexts } from '../app/texts.ts';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { useConsoleFormat } from '../lib/console-format.ts';
import { payoutsTexts } from './texts.ts';
import { ScrollRegion } from '../../shared/ui/scroll-region.tsx';
import { QueryStates } from '../lib/query-states.tsx';

function SiteBooks({ books }: { books: OperatorBooks }) {
  const t = useConsoleTexts(payoutsTexts);
  const format = useConsoleFormat();
  const money = (micros: string) => format.money(micros, books.currency);
  const headingId = `books-${books.id}`;
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            {books.name}
          </h2>
          <p className="text-sm text-gray-500">
            {books.domain} · {books.currency}
          </p>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {(
            [
              [t.balanceTotal, money(books.balance_total)],
              [t.withheldTotal, money(books.withheld_total)],
              [
                t.openRequests,
                t.openSummary(format.count(books.open_requests), money(books.open_amount)),
              ],
              [t.nextMonth, books.next_month ? format.month(books.next_month) : t.none],
              [t.autoClose, books.auto_close_day ? t.autoCloseDay(books.auto_close_day) : t.none],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs text-gray-500">{term}</dt>
              <dd className="text-gray-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <section>
          <h3 className="text-sm font-semibold text-gray-900">{t.months}</h3>
          {books.months.length === 0 ? (
            <p className="text-sm text-gray-600">{t.noMonths}</p>
          ) : (
            <ScrollRegion label={t.months} className="relative">
              <table className="mt-1 w-full min-w-[36rem] text-left text-sm">
                <thead className="text-xs text-gray-500">
                  <tr>
                    {Object.values(t.monthColumns).map((name) => (
                      <th key={name} scope="col" className="py-1 pr-4 font-medium">
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {books.months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row" className="py-1 pr-4 text-left font-normal whitespace-nowrap">
                        {format.month(month.month)}
                      </th>
                      <td className="py-1 pr-4">{format.count(month.members)}</td>
                      <td className="py-1 pr-4">{money(month.gross)}</td>
                      <td className="py-1 pr-4">{money(month.net)}</td>
                      <td className="py-1 pr-4">{money(month.withheld)}</td>
                      <td className="py-1 pr-4 whitespace-nowrap">
                        {format.dateTime(month.closed_at)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>
        <ConsoleLink
          to={consolePath('payouts')}
          search={{ site: books.domain }}
          className="self-start text-sm text-primary-ink underline-offset-2 hover:underline"
        >
          {t.showRequests(books.domain)}
        </ConsoleLink>
      </section>
    </Card>
  );
}

/** The chosen site's withdrawal requests, filtered by state in the URL, a page at a time. */
function Requests({
  site,
  state,
  page,
}: {
  site: string;
  state: WithdrawalState | undefined;
  page: number;
}) {
  const t = useConsoleTexts(payoutsTexts);
  const consoleT = useConsoleTexts(consoleTexts);
  const format = useConsoleFormat();
  const navigate = useConsoleNavigate();
  const go = (change: { state?: WithdrawalState | undefined; page?: number }) =>
    void navigate(consolePath('payouts'), {
      search: { site, state: change.state ?? state, page: change.page || undefined },
    });
  const requests = useQuery({
    queryKey: ['operator', 'payouts', 'requests', site, state ?? '', page],
    queryFn: async ({ signal }) =>
      zOperatorRequestsReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorPayoutRequests, {
          query: { site, state, page, size: LEDGER_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / LEDGER_PAGE_SIZE));
  return (
    <Card>
      <section aria-labelledby="requests-heading" className="flex flex-col gap-4">
        <h2 id="requests-heading" className="text-lg font-semibold text-gray-900">
          {t.requests(site)}
        </h2>
        <div className="max-w-xs">
          <SelectField
            label={t.stateFilter}
            value={state ?? ''}
            onChange={(event) =>
              void navigate(consolePath('payouts'), {
                search: { site, state: event.target.value || undefined },
              })
            }
          >
            <option value="">{t.allStates}</option>
            {WITHDRAWAL_STATES.map((one) => (
              <option key={one} value={one}>
                {t.states[one]}
              </option>
            ))}
          </SelectField>
        </div>
        <QueryStates
          query={requests}
          failed={t.requestsFailed}
          skeleton={<RowsSkeleton label={consoleT.loading} rows={3} />}
          isEmpty={(data) => data.withdrawals.length === 0}
          empty={<p className="text-sm text-gray-600">{t.noRequests}</p>}
        >
          {(data) => (
            <ScrollRegion label={t.requests(site)} className="relative">
              <div aria-busy={requests.isFetching}>
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <thead className="text-xs text-gray-500">
                    <tr>
                      {Object.values(t.requestColumns).map((name) => (
                        <th key={name} scope="col" className="py-1 pr-4 font-medium">
                          {name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.withdrawals.map((request) => (
                      <tr key={request.id}>
                        <th scope="row" className="py-1 pr-4 text-left font-normal break-all">
                          {request.member}
                        </th>
                        <td className="py-1 pr-4 tabular-nums">
                          {format.money(request.amount, request.currency)}
                        </td>
                        <td className="py-1 pr-4">{t.states[request.state]}</td>
                        <td className="py-1 pr-4">{request.payout_method}</td>
                        <td className="py-1 pr-4 whitespace-nowrap">
                          {format.dateTime(request.requested_at)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </ScrollRegion>
          )}
        </QueryStates>
        <Pagination
          page={page}
          pages={pages}
          onPage={(next) => go({ page: next })}
          label={t.pages}
        />
      </section>
    </Card>
  );
}

/**
 * /operator/payouts[?site=&state=&page=] (docs/product.md §17.1): every site's closed
 * months and what it owes, and one site's withdrawal requests, read only.
 */
export function PayoutsPage() {
  const t = useConsoleTexts(payoutsTexts);
  const search = useConsoleSearch();
  const site = typeof search.site === 'string' && search.site ? search.site : undefined;
  const state = (WITHDRAWAL_STATES as readonly unknown[]).includes(search.state)
    ? (search.state as WithdrawalState)
    : undefined;
  const page = Number.isSafeInteger(Number(search.page)) ? Math.max(0, Number(search.page)) : 0;
  const books = useQuery({
    queryKey: ['operator', 'payouts', 'list'],
    queryFn: async ({ signal }) =>
      zOperatorPayoutsReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorPayoutList, { signal }),
      ),
  });
  return (
    <ConsolePage title={t.title} description={t.description}>
      <div className="flex flex-col gap-4" aria-busy={books.isPending}>
        {site ? <Requests site={site} state={state} page={page} /> : null}
        <QueryStates
          query={books}
          failed={t.loadFailed}
          isEmpty={(data) => data.sites.length === 0}
          empty={
            <EmptyState
              icon={<path d="M3 7h18v10H3zM7 12h.01M17 12h.01M12 10a2 2 0 100 4 2 2 0 000-4z" />}
              title={t.empty}
              text={t.emptyText}
            />
          }
        >
          {(data) => data.sites.map((one) => <SiteBooks key={one.id} books={one} />)}
        </QueryStates>
      </div>
    </ConsolePage>
  );
}
