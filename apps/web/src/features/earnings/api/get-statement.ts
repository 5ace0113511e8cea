import { API_PATHS, type StatementReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { earningsQueryRoot } from '../../../shared/earnings/get-earnings-summary.ts';

/** GET earnings/statement?month= — one closed month's statement (it never changes). */
export function getStatement(month: string, signal?: AbortSignal): Promise<StatementReply> {
  return apiFetch<StatementReply>(API_PATHS.earningsStatement, { query: { month }, signal });
}

export const statementQueryKey = (month: string) =>
  [...earningsQueryRoot, 'statement', month] as const;

export function useStatement(month: string) {
  return useQuery({
    queryKey: statementQueryKey(month),
    queryFn: ({ signal }) => getStatement(month, signal),
    // A closed month's statement is written once.
    staleTime: Infinity,
    retry: false,
  });
}
