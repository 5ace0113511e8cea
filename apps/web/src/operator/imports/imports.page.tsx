import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  OPERATOR_API_PATHS,
  zOperatorImportListReply,
  zOperatorSiteListReply,
  zOperatorUploadListReply,
  zReply,
  type ImportRecord,
  type ImportSummaryReply,
  type OperatorSite,
  type Upload,
} from '@portal/shared';
import { errorMessage } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { EmptyState, ListError } from '../../shared/ui/list-states.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { showSnackbar } from '../../shared/ui/snackbar-store.ts';
import { operatorCall } from '../api/operator-call.ts';
import { ConsolePage } from '../app/console-page.tsx';
import { consoleTexts } from '../app/texts.ts';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { useConsoleFormat } from '../lib/console-format.ts';
import { uploadInChunks } from './chunked-upload.ts';
import { importsTexts } from './texts.ts';
import { ConsoleTable } from '../lib/console-table.tsx';

const uploadsKey = ['operator', 'uploads'] as const;
const historyKey = ['operator', 'imports'] as const;
const HISTORY_PAGE_SIZE = 20;
/** How often the page asks how an import is going while one runs. */
const POLL_MS = 1000;

/** A file size in the console's language: bytes, KB, MB or GB. */
function useBytes(): (bytes: number) => string {
  const locale = useConsoleLocale();
  return (bytes) => {
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    }).format(value);
  };
}

/** How far an upload has come: its bytes while they arrive, then how far the import read. */
function progressOf(upload: Upload): number {
  if (upload.state === 'done') return 100;
  const done = upload.state === 'uploading' ? upload.received : upload.bytes_read;
  return upload.size > 0 ? Math.min(100, Math.floor((done / upload.size) * 100)) : 0;
}

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** What an import gave: rows read, loaded and kept aside, the days, the unmatched channels. */
function Summary({ summary }: { summary: ImportSummaryReply }) {
  const t = useConsoleTexts(importsTexts).summary;
  const format = useConsoleFormat();
  const figures = [
    [t.rowsRead, format.count(summary.rows_read)],
    [t.rowsLoaded, format.count(summary.rows_loaded)],
    [t.rowsSkipped, format.count(summary.rows_skipped)],
    [
      t.days,
      summary.first_day && summary.last_day
        ? `${format.day(summary.first_day)} – ${format.day(summary.last_day)}`
        : '—',
    ],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-gray-900">{t.heading}</h4>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-gray-50 px-3 py-2">
            <dt className="text-xs text-gray-500">{term}</dt>
            <dd className="font-semibold text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-xs text-gray-500">{t.unmatched}</p>
        {summary.unmatched.length === 0 ? (
          <p className="text-sm text-gray-700">{t.noUnmatched}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {summary.unmatched.map((channel) => (
              <li key={channel.channel_id} className="flex flex-wrap gap-x-2">
                <span className="font-mono break-all">{channel.channel_id}</span>
                <span className="text-gray-600">{t.channelRows(format.count(channel.rows))}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** One upload: its state, its progress bar, then its summary or why it failed. */
function UploadCard({ upload, sending }: { upload: Upload; sending: boolean }) {
  const t = useConsoleTexts(importsTexts);
  const format = useConsoleFormat();
  const bytes = useBytes();
  const queryClient = useQueryClient();
  const headingId = useId();
  const remove = useMutation({
    mutationFn: async () =>
      zReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorUploadCancel, {
          method: 'POST',
          body: { id: upload.id },
        }),
      ),
    onSuccess: () => {
      showSnackbar(t.uploads.removed, 'success');
      void queryClient.invalidateQueries({ queryKey: uploadsKey });
    },
  });
  const percent = progressOf(upload);
  const running = upload.state === 'uploading' || upload.state === 'importing';
  return (
    <li
      aria-labelledby={headingId}
      aria-busy={running}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-all text-gray-900">
          {upload.file}
        </h3>
        <span className="text-sm font-medium text-gray-700">{t.uploads.states[upload.state]}</span>
      </div>
      <p className="text-xs text-gray-500">
        {t.uploads.site(upload.site.domain)} · {format.dateTime(upload.created_at)}
      </p>
      <div className="flex flex-col gap-1">
        <ProgressBar percent={percent} label={t.uploads.progress(upload.file)} />
        <p className="text-xs text-gray-600 tabular-nums">
          {percent}% ·{' '}
          {t.uploads.received(
            bytes(upload.state === 'importing' ? upload.bytes_read : upload.received),
            bytes(upload.size),
          )}
        </p>
      </div>
      {upload.state === 'uploading' && !sending ? (
        <p className="text-sm text-amber-800">{t.uploads.paused}</p>
      ) : null}
      {upload.summary ? <Summary summary={upload.summary} /> : null}
      {upload.error ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">{t.failedHeading}</p>
          <p className="break-words">{upload.error.message}</p>
        </div>
      ) : null}
      <FormAlert message={remove.isError ? errorMessage(remove.error, t.retry) : null} />
      {upload.state !== 'importing' && !sending ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {upload.state === 'uploading' ? t.uploads.cancel : t.uploads.remove}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Chooses a site and a file, and sends it in chunks, from where the server is. */
function UploadForm({
  sites,
  onProgress,
  onSending,
}: {
  sites: OperatorSite[];
  onProgress: (upload: Upload) => void;
  onSending: (id: string | undefined) => void;
}) {
  const t = useConsoleTexts(importsTexts).upload;
  const fileId = useId();
  const hintId = useId();
  const [site, setSite] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setNote(null);
    if (!site) return setProblem(t.needSite);
    if (!file) return setProblem(t.needFile);
    setProblem(null);
    setBusy(true);
    let first = true;
    try {
      await uploadInChunks(file, site, {
        onProgress: (upload) => {
          if (first && upload.received > 0)
            setNote(t.resuming(`${Math.floor((upload.received / upload.size) * 100)}%`));
          first = false;
          onSending(upload.id);
          onProgress(upload);
        },
      });
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setProblem(errorMessage(error, t.needFile));
    } finally {
      setBusy(false);
      onSending(undefined);
      void queryClient.invalidateQueries({ queryKey: uploadsKey });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t.heading}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-gray-600">{t.intro}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={t.site}
          value={site}
          onChange={(event) => setSite(event.target.value)}
          disabled={busy}
        >
          <option value="">{t.chooseSite}</option>
          {sites.map((entry) => (
            <option key={entry.id} value={entry.domains[0] ?? ''}>
              {entry.name} ({entry.domains[0]})
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-gray-900">
            {t.file}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            disabled={busy}
            className="min-h-11 rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-gray-100 file:px-3 file:py-1.5"
          />
          <p id={hintId} className="text-xs text-gray-500">
            {t.fileHint}
          </p>
        </div>
      </div>
      <FormAlert message={problem} />
      {note ? (
        <p role="status" className="text-sm text-gray-700">
          {note}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t.start}
        </Button>
      </div>
    </form>
  );
}

/** The channels an import kept aside, folded away when there are any. */
function UnmatchedCell({ record }: { record: ImportRecord }) {
  const t = useConsoleTexts(importsTexts).history;
  const format = useConsoleFormat();
  if (record.unmatched_channels === 0) return <>—</>;
  const more = record.unmatched_channels - record.unmatched.length;
  return (
    <details>
      <summary className="cursor-pointer">
        {t.unmatchedCount(format.count(record.unmatched_channels))}
      </summary>
      <ul className="mt-1 flex flex-col gap-1">
        {record.unmatched.map((channel) => (
          <li key={channel.channel_id}>
            <span className="font-mono text-xs break-all">{channel.channel_id}</span>{' '}
            <span className="text-gray-600">
              {t.channelRows(
                format.count(channel.rows),
                format.day(channel.first_day),
                format.day(channel.last_day),
              )}
            </span>
          </li>
        ))}
        {more > 0 ? <li className="text-gray-600">{t.unmatchedMore(format.count(more))}</li> : null}
      </ul>
    </details>
  );
}

/** Every imported file, newest first, of one site or all. */
function History({ sites }: { sites: OperatorSite[] }) {
  const t = useConsoleTexts(importsTexts);
  const consoleT = useConsoleTexts(consoleTexts);
  const format = useConsoleFormat();
  const [site, setSite] = useState('');
  const [page, setPage] = useState(0);
  const history = useQuery({
    queryKey: [...historyKey, site, page],
    queryFn: async ({ signal }) =>
      zOperatorImportListReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorImportList, {
          query: { site: site || undefined, page, size: HISTORY_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const columns = t.history.columns;
  return (
    <section aria-labelledby="imports-history" className="flex flex-col gap-4">
      <h2 id="imports-history" className="text-xl font-semibold text-gray-900">
        {t.history.heading}
      </h2>
      <div className="max-w-sm">
        <SelectField
          label={t.history.site}
          value={site}
          onChange={(event) => {
            setSite(event.target.value);
            setPage(0);
          }}
        >
          <option value="">{t.history.allSites}</option>
          {sites.map((entry) => (
            <option key={entry.id} value={entry.domains[0] ?? ''}>
              {entry.name} ({entry.domains[0]})
            </option>
          ))}
        </SelectField>
      </div>
      {history.isError ? (
        <ListError
          title={t.history.loadFailed}
          error={history.error}
          retryLabel={t.retry}
          onRetry={() => void history.refetch()}
        />
      ) : history.isPending ? (
        <Card>
          <RowsSkeleton label={consoleT.loading} rows={4} />
        </Card>
      ) : history.data.imports.length === 0 ? (
        <EmptyState
          icon={<path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M12 4v12M7 9l5-5 5 5" />}
          title={t.history.empty}
          text={t.history.emptyText}
        />
      ) : (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {t.history.total(format.count(history.data.total))}
          </p>
          <ConsoleTable
            label={t.history.heading}
            columns={Object.values(columns)}
            minWidth="min-w-[56rem]"
            busy={history.isFetching}
          >
            <tbody className="divide-y divide-gray-100 align-top">
              {history.data.imports.map((record) => (
                <tr key={`${record.site.id}-${record.id}`}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {format.dateTime(record.imported_at)}
                  </td>
                  <td className="px-4 py-3 break-all">{record.site.domain}</td>
                  <td className="px-4 py-3 break-all">{record.file}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{t.kinds[record.kind]}</td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                    {format.count(record.rows_read)} / {format.count(record.rows_loaded)} /{' '}
                    {format.count(record.rows_skipped)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {record.first_day && record.last_day
                      ? `${format.day(record.first_day)} – ${format.day(record.last_day)}`
                      : '—'}
                  </td>
                  <td className="px-4 py-3 break-all">{record.imported_by}</td>
                  <td className="px-4 py-3">
                    <UnmatchedCell record={record} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
          <Pagination page={page} pages={pages} onPage={setPage} label={t.history.pages} />
        </>
      )}
    </section>
  );
}

/**
 * /operator/imports (docs/product.md §4.12.1): an upload of a report file whose progress
 * the server keeps, so it shows again after a reload, and the history of imports.
 */
export function ImportsPage() {
  const t = useConsoleTexts(importsTexts);
  const consoleT = useConsoleTexts(consoleTexts);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<string | undefined>(undefined);
  const sites = useQuery({
    queryKey: ['operator', 'sites', 'list'],
    queryFn: async ({ signal }) =>
      zOperatorSiteListReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorSiteList, { signal }),
      ),
  });
  const uploads = useQuery({
    queryKey: uploadsKey,
    queryFn: async ({ signal }) =>
      zOperatorUploadListReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorUploadList, { signal }),
      ),
    // While an import runs, its progress is asked for; once it ends, the history follows.
    refetchInterval: (query) =>
      query.state.data?.uploads.some((upload) => upload.state === 'importing') ? POLL_MS : false,
  });
  const importing = (uploads.data?.uploads ?? [])
    .filter((upload) => upload.state === 'importing')
    .map((upload) => upload.id)
    .join(',');
  const watched = useRef(importing);
  useEffect(() => {
    // An import that was running has ended: the history may have a new file.
    if (watched.current && watched.current !== importing)
      void queryClient.invalidateQueries({ queryKey: historyKey });
    watched.current = importing;
  }, [importing, queryClient]);
  /** A step of the upload this tab sends, shown at once without waiting for the list. */
  const showProgress = (upload: Upload) =>
    queryClient.setQueryData(uploadsKey, (before: typeof uploads.data) => {
      if (!before) return before;
      const others = before.uploads.filter((entry) => entry.id !== upload.id);
      return { ...before, uploads: [upload, ...others] };
    });
  const siteList = sites.data?.sites ?? [];
  return (
    <ConsolePage title={t.title} description={t.description}>
      <div className="flex flex-col gap-8">
        <Card>
          <h2 className="mb-4 text-xl font-semibold text-gray-900">{t.upload.heading}</h2>
          {sites.isError ? (
            <FormAlert message={errorMessage(sites.error, t.retry)} />
          ) : (
            <UploadForm sites={siteList} onProgress={showProgress} onSending={setSending} />
          )}
        </Card>
        <section aria-labelledby="imports-uploads" className="flex flex-col gap-4">
          <h2 id="imports-uploads" className="text-xl font-semibold text-gray-900">
            {t.uploads.heading}
          </h2>
          {uploads.isError ? (
            <ListError
              title={t.uploads.heading}
              error={uploads.error}
              retryLabel={t.retry}
              onRetry={() => void uploads.refetch()}
            />
          ) : uploads.isPending ? (
            <Card>
              <RowsSkeleton label={consoleT.loading} rows={2} />
            </Card>
          ) : uploads.data.uploads.length === 0 ? (
            <p className="text-sm text-gray-600">{t.uploads.empty}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {uploads.data.uploads.map((upload) => (
                <UploadCard key={upload.id} upload={upload} sending={upload.id === sending} />
              ))}
            </ul>
          )}
        </section>
        <History sites={siteList} />
      </div>
    </ConsolePage>
  );
}
