import { API_PATHS, type StatementsReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { earningsQueryRoot } from '../../../shared/earnings/get-earnings-summary.ts';

/** GET earnings/statements — the member's closed months, newest first. */
export function getStatements(signal?: AbortSignal): Promise<StatementsReply> {
  return apiFetch<StatementsReply>(API_PATHS.earningsStatements, { signal });
}

export const statementsQueryKey = [...earningsQueryRoot, 'statements'] as const;

export function useStatements() {
  return useQuery({ queryKey: statementsQueryKey, queryFn: ({ signal }) => getStatements(signal) });
}
