import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, testMe, type FakeRequest } from '../../../test/fake-api.ts';
import { initI18n } from '../i18n/i18n.ts';
import { setToken } from '../session/token-store.ts';
import { clearSnackbars } from '../ui/snackbar-store.ts';
import { Snackbars } from '../ui/snackbars.tsx';
import { MemberAccountsPreloader } from './member-accounts-preloader.tsx';
import { useMemberOptions } from './use-member-options.ts';

beforeAll(() => initI18n('ko'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

const account = {
  user_id: 'creator1@example.com',
  nickname: '크리에이터1',
  registered_at: '2026-01-15T03:00:00.000Z',
  fee_rate: 20,
  next_fee_rate: null,
  channels: [],
};

const accountsOk = () => ({
  body: { success: true, message: '', page: 0, size: 50, total: 1, accounts: [account] },
});

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Snackbars />
    </QueryClientProvider>
  );
}

const accountCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === 'member/mcn/accounts');

describe('accounts list for managers', () => {
  test('a manager’s member options are “All” and each member', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: { ...testMe, permission_flag: 1 } }),
      'member/mcn/accounts': accountsOk,
    });
    setToken('token-1');
    const { result } = renderHook(() => useMemberOptions(), { wrapper });
    expect(result.current).toHaveLength(1);
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current).toEqual([
      { value: '', label: '전체', email: null, nickname: null },
      {
        value: 'creator1@example.com',
        label: '크리에이터1 (creator1@example.com)',
        email: 'creator1@example.com',
        nickname: '크리에이터1',
      },
    ]);
    const [call] = accountCalls(requests);
    expect(call?.query.get('page')).toBe('0');
    expect(call?.query.get('size')).toBe('50');
  });

  test('a member never loads the list', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: testMe }),
      'member/mcn/accounts': accountsOk,
    });
    setToken('token-1');
    const { result } = renderHook(() => useMemberOptions(), { wrapper });
    await waitFor(() =>
      expect(requests.some((request) => request.path === 'member/me')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(accountCalls(requests)).toHaveLength(0);
    expect(result.current.map((option) => option.label)).toEqual(['전체']);
  });

  test('the preloader loads page 0 at start and again when the token changes', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: { ...testMe, permission_flag: 1, token: '' } }),
      'member/mcn/accounts': accountsOk,
    });
    setToken('token-1');
    render(<MemberAccountsPreloader />, { wrapper });
    await waitFor(() => expect(accountCalls(requests)).toHaveLength(1));
    expect(accountCalls(requests)[0]?.headers.get('authorization')).toBe('Bearer token-1');
    act(() => setToken('token-2'));
    await waitFor(() => expect(accountCalls(requests)).toHaveLength(2));
    expect(accountCalls(requests)[1]?.headers.get('authorization')).toBe('Bearer token-2');
  });

  test('a failure shows the reply’s message in an error snackbar', async () => {
    installFakeApi({
      'member/me': () => ({ body: { ...testMe, permission_flag: 1 } }),
      'member/mcn/accounts': () => ({
        status: 403,
        body: { success: false, code: 'forbidden', message: '이 작업을 수행할 권한이 없습니다.' },
      }),
    });
    setToken('token-1');
    render(<MemberAccountsPreloader />, { wrapper });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '이 작업을 수행할 권한이 없습니다.',
    );
  });
});
