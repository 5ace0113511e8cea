import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { OPERATOR_API_PATHS, zOperatorCatalogueTracksReply } from '@portal/shared';
import { errorMessage } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { EmptyState } from '../../shared/ui/list-states.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { operatorCall } from '../api/operator-call.ts';
import { ConsolePage } from '../app/console-page.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { useConsoleFormat } from '../lib/console-format.ts';
import { sendCatalogue, type CatalogueOutcome } from './catalogue-import.ts';
import { catalogueTexts } from './texts.ts';
import { ScrollRegion } from '../../shared/ui/scroll-region.tsx';
import { ConsoleTable } from '../lib/console-table.tsx';
import { QueryStates } from '../lib/query-states.tsx';

const TRACKS_PAGE_SIZE = 30;

/** What a sent file gave: its counts, or its problems row by row. */
function Outcome({ outcome }: { outcome: CatalogueOutcome }) {
  const t = useConsoleTexts(catalogueTexts).import;
  const format = useConsoleFormat();
  if (outcome.kind === 'imported') {
    const { reply } = outcome;
    const counts = (c: { added: number; changed: number; unchanged: number }) =>
      t.counts(format.count(c.added), format.count(c.changed), format.count(c.unchanged));
    return (
      <div role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
        <p className="font-semibold">{t.done(reply.file)}</p>
        <p>
          {t.tags}: {counts(reply.tags)}
        </p>
        <p>
          {t.tracks}: {counts(reply.tracks)}
        </p>
        {reply.covers_stored > 0 ? <p>{t.covers(format.count(reply.covers_stored))}</p> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={outcome.message} />
      <h3 className="text-sm font-semibold text-gray-900">
        {t.problemsHeading(format.count(outcome.problems.length))}
      </h3>
      <ScrollRegion
        label={t.problemsHeading(format.count(outcome.problems.length))}
        className="relative"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">
            {t.problemsHeading(format.count(outcome.problems.length))}
          </caption>
          <thead className="border-b border-gray-200 text-xs text-gray-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t.columns.where}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.columns.field}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.columns.reason}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 align-top">
            {outcome.problems.map((problem, index) => (
              <tr key={index}>
                <td className="px-3 py-2 whitespace-nowrap">
                  {problem.line !== null
                    ? t.line(format.count(problem.line))
                    : (problem.entry ?? t.wholeFile)}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{problem.field ?? '—'}</td>
                <td className="px-3 py-2 break-words">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** Sends a catalogue file and shows what it gave. */
function ImportForm({ onImported }: { onImported: () => void }) {
  const t = useConsoleTexts(catalogueTexts).import;
  const fileId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: sendCatalogue,
    onSuccess: (outcome) => {
      if (outcome.kind === 'imported') onImported();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem(t.needFile);
    setProblem(null);
    send.mutate(file);
  };
  return (
    <form onSubmit={submit} aria-label={t.heading} className="flex flex-col gap-4">
      <p className="text-sm text-gray-600">{t.intro}</p>
      <div className="flex max-w-md flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-gray-900">
          {t.file}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={hintId}
          disabled={send.isPending}
          className="min-h-11 rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-gray-100 file:px-3 file:py-1.5"
        />
        <p id={hintId} className="text-xs text-gray-500">
          {t.fileHint}
        </p>
      </div>
      <FormAlert
        message={problem ?? (send.isError ? errorMessage(send.error, t.needFile) : null)}
      />
      <div>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? t.sending : t.start}
        </Button>
      </div>
      {send.data ? <Outcome outcome={send.data} /> : null}
    </form>
  );
}

/** Every track of the catalogue, by title, a page at a time. */
function Tracks({ version }: { version: number }) {
  const t = useConsoleTexts(catalogueTexts);
  const format = useConsoleFormat();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const tracks = useQuery({
    queryKey: ['operator', 'catalogue', 'tracks', search, page, version],
    queryFn: async ({ signal }) =>
      zOperatorCatalogueTracksReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorCatalogueTracks, {
          query: { q: search || undefined, page, size: TRACKS_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((tracks.data?.total ?? 0) / TRACKS_PAGE_SIZE));
  const minutes = (seconds: number) =>
    `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const columns = t.search.columns;
  return (
    <section aria-labelledby="catalogue-tracks" className="flex flex-col gap-4">
      <h2 id="catalogue-tracks" className="text-xl font-semibold text-gray-900">
        {t.search.heading}
      </h2>
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(0);
        }}
      >
        <TextField
          label={t.search.label}
          type="search"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          className="sm:w-80"
        />
        <Button type="submit" variant="secondary">
          {t.search.submit}
        </Button>
      </form>
      <QueryStates
        query={tracks}
        failed={t.search.loadFailed}
        skeletonRows={5}
        isEmpty={(data) => data.tracks.length === 0}
        empty={
          <EmptyState
            icon={
              <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
            }
            title={t.search.empty}
            text={t.search.emptyText}
          />
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-gray-600" aria-live="polite">
              {t.search.total(format.count(data.total))}
            </p>
            <ConsoleTable
              label={t.search.heading}
              columns={Object.values(columns)}
              minWidth="min-w-[56rem]"
              busy={tracks.isFetching}
            >
              <tbody className="divide-y divide-gray-100 align-top">
                {data.tracks.map((track) => (
                  <tr key={track.id}>
                    <td className="px-4 py-3 font-medium text-gray-900">{track.title}</td>
                    <td className="px-4 py-3">{track.artist}</td>
                    <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{track.isrc}</td>
                    <td className="px-4 py-3">{t.categories[track.category]}</td>
                    <td className="px-4 py-3 tabular-nums">{minutes(track.duration_seconds)}</td>
                    <td className="px-4 py-3 text-xs break-all">
                      {track.tags.length > 0 ? track.tags.join(', ') : '—'}
                    </td>
                    <td className="px-4 py-3 text-xs break-all">
                      {track.sites === null ? t.search.allSites : track.sites.join(', ')}
                    </td>
                    <td className="px-4 py-3 text-xs">
                      {[
                        track.withdrawn ? t.search.withdrawn : t.search.shown,
                        track.shopping ? t.search.shopping : null,
                        track.exclusive ? t.search.exclusive : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ConsoleTable>
            <Pagination page={page} pages={pages} onPage={setPage} label={t.search.pages} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

/**
 * /operator/catalogue (docs/product.md §4.12.2): a catalogue file imported with its
 * problems listed row by row, and every track searched.
 */
export function CataloguePage() {
  const t = useConsoleTexts(catalogueTexts);
  // A loaded file changes the list: a new version asks for it again.
  const [version, setVersion] = useState(0);
  return (
    <ConsolePage title={t.title} description={t.description}>
      <div className="flex flex-col gap-8">
        <Card>
          <h2 className="mb-4 text-xl font-semibold text-gray-900">{t.import.heading}</h2>
          <ImportForm onImported={() => setVersion((before) => before + 1)} />
        </Card>
        <Tracks version={version} />
      </div>
    </ConsolePage>
  );
}
