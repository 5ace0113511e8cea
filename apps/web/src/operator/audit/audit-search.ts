import { AUDIT_ACTIONS, type AuditAction } from '@portal/shared';

/**
 * The audit page's filters as its URL keeps them, so a filtered view can be reloaded,
 * bookmarked and sent to a colleague: days as the operator picks them, in their own time
 * zone, and the page counted from 0.
 */
export type AuditSearch = {
  site?: string;
  action?: AuditAction;
  actor?: string;
  from?: string;
  to?: string;
  page?: number;
};

/** Entries a page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 50;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The filters read from the URL's search (as the router hands it over), leaving out
 * whatever is not a filter: a URL edited by hand shows the whole log rather than an error.
 */
export function auditSearchFrom(search: Record<string, unknown>): AuditSearch {
  const action = text(search.action);
  const from = text(search.from);
  const to = text(search.to);
  const page = Number(search.page);
  return compact({
    site: text(search.site)?.toLowerCase(),
    action: (AUDIT_ACTIONS as readonly string[]).includes(action ?? '')
      ? (action as AuditAction)
      : undefined,
    actor: text(search.actor),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    page: Number.isSafeInteger(page) && page > 0 ? page : undefined,
  });
}

/** The filters without the empty ones, and without page 0: what the URL writes. */
export function compact(search: AuditSearch): AuditSearch {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) => value !== undefined && value !== '' && value !== 0,
    ),
  ) as AuditSearch;
}

/** Changed filters start again from the first page. */
export function withFilters(search: AuditSearch, change: Omit<AuditSearch, 'page'>): AuditSearch {
  return compact({ ...search, ...change, page: undefined });
}

/** The query of GET operator/audit as the page sends it. */
export type AuditCallQuery = Omit<AuditSearch, 'page'> & { page: number; size: number };

/** Midnight starting a day in the browser's time zone. */
function localMidnight(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays);
}

/**
 * The call's query for the filters: each day from its local midnight to the last
 * millisecond before the next, so "from the 1st to the 3rd" means those whole days
 * where the operator is, whatever the server's clock says.
 */
export function auditQueryOf(search: AuditSearch): AuditCallQuery {
  const query: AuditCallQuery = { page: search.page ?? 0, size: AUDIT_PAGE_SIZE };
  if (search.site) query.site = search.site;
  if (search.action) query.action = search.action;
  if (search.actor) query.actor = search.actor;
  if (search.from) query.from = localMidnight(search.from).toISOString();
  if (search.to) query.to = new Date(localMidnight(search.to, 1).getTime() - 1).toISOString();
  return query;
}
