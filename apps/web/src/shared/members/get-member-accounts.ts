import { ACCOUNTS_PAGE_SIZE, API_PATHS, type McnAccountsReply } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../api/api-client.ts';
import { errorMessage } from '../api/api-error.ts';
import { useMe } from '../session/get-me.ts';
import { useToken } from '../session/token-store.ts';
import { snackbar } from '../ui/snackbar-store.ts';

export interface MemberAccountsParams {
  /** First page is 0 (spec §7). */
  page?: number;
  /** Default 50 (spec §9); the server accepts up to 100. */
  size?: number;
  /** Part of an email or nickname. */
  search?: string;
}

interface NormalizedParams {
  page: number;
  size: number;
  search: string;
}

function normalize(params: MemberAccountsParams): NormalizedParams {
  return {
    page: params.page ?? 0,
    size: params.size ?? ACCOUNTS_PAGE_SIZE,
    search: params.search?.trim() ?? '',
  };
}

/** GET member/mcn/accounts?page=&size=&search= — a manager's members, newest first. */
export function getMemberAccounts(
  params: MemberAccountsParams = {},
  signal?: AbortSignal,
): Promise<McnAccountsReply> {
  const { page, size, search } = normalize(params);
  return apiFetch<McnAccountsReply>(API_PATHS.mcnAccounts, {
    query: { page, size, search: search || undefined },
    signal,
  });
}

/** Every accounts-list query starts with this; invalidate it after a member changes. */
export const memberAccountsQueryRoot = ['member', 'mcn', 'accounts'] as const;

/**
 * Keyed by the token as well as the page: spec §6 has the list load again whenever the
 * token changes (another manager signing in on this device must never see the last
 * one's members, even for a moment).
 */
export function memberAccountsQueryKey(token: string | null, params: MemberAccountsParams = {}) {
  return [...memberAccountsQueryRoot, token, normalize(params)] as const;
}

/** Whether the signed-in user may manage members (permission_flag = 1, spec §6). */
export function useIsManager(): boolean {
  return useMe().data?.permission_flag === 1;
}

/** Failures already shown, so several screens watching one request report it once. */
const reportedFailures = new WeakSet<object>();

/**
 * A page of the manager's members. Idle for anyone who is not a manager. A failure shows
 * an error snackbar with the reply's message (spec §8), once per failed request.
 */
export function useMemberAccounts(params: MemberAccountsParams = {}) {
  const { t } = useTranslation(['translation', 'api']);
  const token = useToken();
  const isManager = useIsManager();
  const query = useQuery({
    queryKey: memberAccountsQueryKey(token, params),
    queryFn: ({ signal }) => getMemberAccounts(params, signal),
    enabled: Boolean(token) && isManager,
    // Paging and searching keep the rows on screen until the next page arrives, but
    // never rows that belonged to another session.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === token ? previous : undefined,
  });

  const { error } = query;
  useEffect(() => {
    if (!error || reportedFailures.has(error)) return;
    reportedFailures.add(error);
    snackbar.error(errorMessage(error, t('api:internal')));
  }, [error, t]);

  return query;
}
