import type { ReportPeriod } from '@portal/shared';

/**
 * The filters every report screen shares (docs/product.md §3.5): the period, its days
 * when it is `custom`, and for a manager the member whose figures to see ('' is
 * everyone).
 */
export interface ReportFilters {
  period: ReportPeriod;
  /** `YYYY-MM-DD`, with `custom` only. */
  from?: string | undefined;
  to?: string | undefined;
  /** A member's user_id; '' for all members (a member's own view ignores it). */
  member: string;
}

export type QueryParams = Record<string, string | number | undefined>;

/** The filters as the report calls take them: days only with `custom`, no empty member. */
export function filterParams(filters: ReportFilters): QueryParams {
  const custom = filters.period === 'custom';
  return {
    period: filters.period,
    from: custom ? filters.from : undefined,
    to: custom ? filters.to : undefined,
    member: filters.member || undefined,
  };
}

/** Every report query starts with this; the token follows, so sessions never share figures. */
export const reportQueryRoot = ['report'] as const;

/** The key of report `kind` for the signed-in `token` and the call's query. */
export function reportQueryKey(kind: string, token: string | null, params: QueryParams) {
  return [...reportQueryRoot, kind, token, params] as const;
}
