import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  OPERATOR_API_PATHS,
  zOperatorAuditReply,
  zOperatorSiteListReply,
} from '@portal/shared';
import { Button } from '../../shared/ui/button.tsx';
import { EmptyState } from '../../shared/ui/list-states.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { operatorCall } from '../api/operator-call.ts';
import { consolePath, useConsoleNavigate, useConsoleSearch } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { useConsoleFormat } from '../lib/console-format.ts';
import {
  AUDIT_PAGE_SIZE,
  auditQueryOf,
  auditSearchFrom,
  compact,
  withFilters,
  type AuditSearch,
} from './audit-search.ts';
import { auditTexts } from './texts.ts';
import { ConsoleTable } from '../lib/console-table.tsx';
import { QueryStates } from '../lib/query-states.tsx';

type Draft = { site: string; action: string; actor: string; from: string; to: string };

const draftOf = (search: AuditSearch): Draft => ({
  site: search.site ?? '',
  action: search.action ?? '',
  actor: search.actor ?? '',
  from: search.from ?? '',
  to: search.to ?? '',
});

/** The filters, edited here and applied to the URL together. */
function Filters({
  search,
  onApply,
}: {
  search: AuditSearch;
  onApply: (next: AuditSearch) => void;
}) {
  const t = useConsoleTexts(auditTexts);
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((before) => ({ ...before, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(
      withFilters(search, {
        site: draft.site.trim().toLowerCase() || undefined,
        action: (draft.action || undefined) as AuditAction | undefined,
        actor: draft.actor.trim() || undefined,
        from: draft.from || undefined,
        to: draft.to || undefined,
      }),
    );
  };
  return (
    <Card>
      <form onSubmit={submit} aria-label={t.filters} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField label={t.site} autoComplete="off" {...field('site')} />
          <SelectField label={t.action} {...field('action')}>
            <option value="">{t.allActions}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </SelectField>
          <TextField label={t.actor} hint={t.actorHint} autoComplete="off" {...field('actor')} />
          <TextField label={t.from} type="date" {...field('from')} />
          <TextField label={t.to} type="date" {...field('to')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t.apply}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(draftOf({}));
              onApply({});
            }}
          >
            {t.clear}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * /operator/audit[?site=&action=&actor=&from=&to=&page=] (docs/product.md §17.1): the
 * audit log, its filters in the URL.
 */
export function AuditPage() {
  const t = useConsoleTexts(auditTexts);
  const format = useConsoleFormat();
  const navigate = useConsoleNavigate();
  const search = auditSearchFrom(useConsoleSearch());
  const apply = (next: AuditSearch) =>
    void navigate(consolePath('audit'), { search: compact(next) });
  const entries = useQuery({
    queryKey: ['operator', 'audit', search],
    queryFn: async ({ signal }) =>
      zOperatorAuditReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorAudit, {
          query: auditQueryOf(search),
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  // Entries name their site by id; the list of sites turns it into a domain.
  const sites = useQuery({
    queryKey: ['operator', 'sites', 'list'],
    queryFn: async ({ signal }) =>
      zOperatorSiteListReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorSiteList, { signal }),
      ),
  });
  const domainOf = (id: number) =>
    id === 0
      ? t.platform
      : (sites.data?.sites.find((site) => site.id === id)?.domains[0] ?? `#${id}`);
  const page = search.page ?? 0;
  const pages = Math.max(1, Math.ceil((entries.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const columns = t.columns;
  return (
    <ConsolePage title={t.title} description={t.description}>
      <div className="flex flex-col gap-4">
        {/* A new key when the URL's filters change (back, forward): the form shows them. */}
        <Filters key={JSON.stringify(search)} search={search} onApply={apply} />
        <QueryStates
          query={entries}
          failed={t.loadFailed}
          skeletonRows={5}
          isEmpty={(data) => data.entries.length === 0}
          empty={
            <EmptyState
              icon={<path d="M9 5h10M9 12h10M9 19h10M5 5h.01M5 12h.01M5 19h.01" />}
              title={t.empty}
              text={t.emptyText}
            />
          }
        >
          {(data) => (
            <>
              <p className="text-sm text-gray-600" aria-live="polite">
                {t.total(format.count(data.total))}
              </p>
              <ConsoleTable
                label={t.title}
                columns={Object.values(columns)}
                minWidth="min-w-[56rem]"
                busy={entries.isFetching}
              >
                <tbody className="divide-y divide-gray-100">
                  {data.entries.map((entry) => (
                    <tr key={`${entry.site_id}-${entry.id}`}>
                      <td className="px-4 py-3 whitespace-nowrap">{format.dateTime(entry.at)}</td>
                      <td className="px-4 py-3">{domainOf(entry.site_id)}</td>
                      <td className="px-4 py-3 font-mono text-xs">{entry.action}</td>
                      <td className="px-4 py-3 break-all">{entry.actor ?? t.nobody}</td>
                      <td className="px-4 py-3 break-all">{entry.target ?? '—'}</td>
                      <td className="px-4 py-3 font-mono text-xs break-all">
                        {Object.keys(entry.detail).length > 0 ? JSON.stringify(entry.detail) : '—'}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">{entry.ip ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </ConsoleTable>
              <Pagination
                page={page}
                pages={pages}
                onPage={(next) => apply({ ...search, page: next })}
                label={t.pages}
              />
            </>
          )}
        </QueryStates>
      </div>
    </ConsolePage>
  );
}
