import { DEFAULT_REPORT_PERIOD } from '@portal/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useToken } from '../../../shared/session/token-store.ts';
import type { ReportFilters } from './report-query.ts';

export const DEFAULT_FILTERS: ReportFilters = { period: DEFAULT_REPORT_PERIOD, member: '' };

/**
 * The period and member chosen on one report screen hold on the others (a manager who
 * narrows the dashboard to one member and opens the video report sees that member's
 * Shorts). Kept for the session in memory, tied to the token so another sign-in on this
 * tab starts from the defaults.
 */
let current: { token: string | null; filters: ReportFilters } = {
  token: null,
  filters: DEFAULT_FILTERS,
};
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The report filters chosen in the session `token` (the defaults in a new one). */
export function reportFiltersOf(token: string | null): ReportFilters {
  return current.token === token ? current.filters : DEFAULT_FILTERS;
}

/** The shared report filters of the signed-in session, and how to change them. */
export function useReportFilters(): [ReportFilters, (filters: ReportFilters) => void] {
  const token = useToken();
  const filters = useSyncExternalStore(
    subscribe,
    () => reportFiltersOf(token),
    () => DEFAULT_FILTERS,
  );
  const setFilters = useCallback(
    (next: ReportFilters) => {
      current = { token, filters: next };
      for (const listener of listeners) listener();
    },
    [token],
  );
  return [filters, setFilters];
}

/** Back to the defaults (tests, and a new session). */
export function resetReportFilters(): void {
  current = { token: null, filters: DEFAULT_FILTERS };
  for (const listener of listeners) listener();
}
