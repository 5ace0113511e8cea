import type { PayoutsOverviewReply, RequestsReply } from '@portal/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, testMe, type FakeRequest } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

const managerMe = { ...testMe, permission_flag: 1 as const, email: 'boss@example.com' };
const ok = (body: object) => ({ body: { success: true, message: '', ...body } });
const calls = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.path === path);

const overview: PayoutsOverviewReply = {
  success: true,
  message: '',
  currency: 'KRW',
  threshold: '10000000000',
  auto_close_day: null,
  next_month: '2026-10',
  months: [],
  balances: [
    {
      member: 'creator@example.com',
      nickname: '크리에이터',
      balance: '25300000000',
      withheld: '0',
      open_withdrawal: '10000000000',
    },
  ],
};

const totals = {
  month: '2026-10',
  members: 2,
  gross: '50000000000',
  net: '40000000000',
  withheld: '1200000000',
  released: '0',
  adjustments: '0',
};

const request = (state: 'requested' | 'approved'): RequestsReply['withdrawals'][number] => ({
  id: 7,
  member: 'creator@example.com',
  nickname: '크리에이터',
  amount: '10000000000',
  currency: 'KRW',
  state,
  payout_method: 'KB ****9012 (K**)',
  payout_details: 'KB / 김창작 / 123-456-789012',
  requested_at: '2026-11-20T00:00:00Z',
  decided_at: null,
  paid_on: null,
  reference: null,
  reject_reason: null,
});

describe('payouts page', () => {
  test('previews the totals before closing the month, then closes it', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'payouts/overview': () => ({ body: overview }),
      'payouts/requests': () => ok({ page: 0, size: 50, total: 0, withdrawals: [] }),
      'payouts/close/preview': () => ok({ currency: 'KRW', already_closed: false, totals }),
      'payouts/close': () =>
        ok({ message: '마감되었습니다.', currency: 'KRW', already_closed: false, totals }),
    });
    await renderApp('/payouts', { token: 'token-1' });
    const month = await screen.findByLabelText('마감할 달');
    expect((month as HTMLInputElement).value).toBe('2026-10');
    fireEvent.click(screen.getByRole('button', { name: '합계 미리 보기' }));
    const preview = await screen.findByTestId('close-preview');
    expect(preview.textContent).toContain('₩40,000');
    expect(calls(requests, 'payouts/close')).toHaveLength(0);
    fireEvent.click(within(preview).getByRole('button', { name: '2026년 10월 마감하기' }));
    await waitFor(() =>
      expect(calls(requests, 'payouts/close')[0]?.body).toEqual({ month: '2026-10' }),
    );
    expect(await screen.findByText('마감되었습니다.')).toBeTruthy();
    expect(screen.getByTestId('balances').textContent).toContain('₩25,300');
  });

  test('works the queue: approve, then mark paid with a date and a reference', async () => {
    let state: 'requested' | 'approved' = 'requested';
    const { requests } = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'payouts/overview': () => ({ body: overview }),
      'payouts/requests': () => ok({ page: 0, size: 50, total: 1, withdrawals: [request(state)] }),
      'payouts/approve': () => {
        state = 'approved';
        return ok({ message: '신청이 승인되었습니다.', withdrawal: request('approved') });
      },
      'payouts/paid': () =>
        ok({ message: '지급 완료로 표시했습니다.', withdrawal: request('approved') }),
    });
    await renderApp('/payouts', { token: 'token-1' });
    const row = await screen.findByTestId('request-7');
    expect(row.textContent).toContain('KB / 김창작 / 123-456-789012');
    fireEvent.click(within(row).getByRole('button', { name: '승인' }));
    fireEvent.click(await within(row).findByRole('button', { name: '지급 완료' }));
    fireEvent.change(within(row).getByLabelText('지급일'), { target: { value: '2026-11-21' } });
    fireEvent.change(within(row).getByLabelText('참조 번호'), { target: { value: 'TX-9' } });
    fireEvent.click(within(row).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(calls(requests, 'payouts/paid')[0]?.body).toEqual({
        id: 7,
        paid_on: '2026-11-21',
        reference: 'TX-9',
      }),
    );
    expect(calls(requests, 'payouts/approve')[0]?.body).toEqual({ id: 7 });
  });

  test('a member is told the page is for managers, and no payouts call is made', async () => {
    const { requests } = installFakeApi({ 'member/me': () => ({ body: testMe }) });
    await renderApp('/payouts', { token: 'token-1' });
    expect(await screen.findByTestId('managers-only')).toBeTruthy();
    expect(calls(requests, 'payouts/overview')).toHaveLength(0);
  });
});
