import type { EarningsSummaryReply, StatementReply } from '@portal/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  installFakeApi,
  testMe,
  type FakeHandler,
  type FakeRequest,
} from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

const summary: EarningsSummaryReply = {
  success: true,
  message: '',
  currency: 'KRW',
  balance: '25300000000',
  withheld: [
    { channel_id: 'UCtwo', title: '두번째 채널', amount: '1200000000', reason: 'unverified' },
  ],
  threshold: '10000000000',
  last_closed_month: '2026-10',
  open_withdrawal: null,
  payout_method: { kind: 'bank', masked: 'KB ****9012 (K**)', updated_at: '2026-11-01T00:00:00Z' },
  can_withdraw: true,
};

const ok = (body: object) => ({ body: { success: true, message: '', ...body } });
const calls = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.path === path);

function earningsApi(overrides: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'member/me': () => ({ body: testMe }),
    'earnings/summary': () => ({ body: summary }),
    'earnings/statements': () =>
      ok({
        currency: 'KRW',
        statements: [
          {
            month: '2026-10',
            net: '25300000000',
            withheld: '1200000000',
            adjustments: '0',
            balance_after: '25300000000',
          },
        ],
      }),
    'earnings/history': () =>
      ok({ page: 0, size: 50, total: 0, currency: 'KRW', entries: [], withdrawals: [] }),
    ...overrides,
  });
}

describe('earnings page', () => {
  test('shows the balance, what is withheld and why, and the statements', async () => {
    earningsApi();
    await renderApp('/earnings', { token: 'token-1' });
    const card = await screen.findByTestId('balance-card');
    expect(within(card).getByText('₩25,300')).toBeTruthy();
    expect(card.textContent).toContain(
      '두번째 채널 ₩1,200: 채널 인증이 끝나면 다음 마감에 지급됩니다.',
    );
    expect(card.textContent).toContain('최소 출금 금액: ₩10,000');
    expect(screen.getByTestId('payout-method-current').textContent).toContain('KB ****9012 (K**)');
    expect(await screen.findByRole('link', { name: '2026년 10월 정산서 보기' })).toBeTruthy();
  });

  test('a withdrawal sends the amount with one key, and a refusal shows the server’s words', async () => {
    let answered = 0;
    const { requests } = earningsApi({
      'payouts/withdraw': () =>
        ++answered === 1
          ? {
              status: 409,
              body: {
                success: false,
                code: 'withdrawal_over_balance',
                message: '잔액보다 큰 금액입니다.',
              },
            }
          : ok({
              withdrawal: {
                id: 7,
                member: testMe.email,
                nickname: testMe.nickname,
                amount: '10000000000',
                currency: 'KRW',
                state: 'requested',
                payout_method: 'KB ****9012 (K**)',
                requested_at: '2026-11-20T00:00:00Z',
                decided_at: null,
                paid_on: null,
                reference: null,
                reject_reason: null,
              },
            }),
    });
    await renderApp('/earnings', { token: 'token-1' });
    const amount = await screen.findByLabelText('금액 (KRW)');
    fireEvent.change(amount, { target: { value: '99,000' } });
    fireEvent.click(screen.getByRole('button', { name: '출금 신청' }));
    expect(await screen.findByText('잔액보다 큰 금액입니다.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: '출금 신청' }));
    await waitFor(() => expect(calls(requests, 'payouts/withdraw')).toHaveLength(2));
    const [first, second] = calls(requests, 'payouts/withdraw').map(
      (request) => request.body as { amount: string; idempotency_key: string },
    );
    expect(first?.amount).toBe('99000');
    expect(second?.amount).toBe('10000');
    // A refused request is not the same request as the next one.
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
  });

  test('without a payout method it asks for one, and saves a bank account', async () => {
    const { requests } = earningsApi({
      'earnings/summary': () => ({
        body: { ...summary, payout_method: null, can_withdraw: false },
      }),
      'payouts/method': () => ok({}),
    });
    await renderApp('/earnings', { token: 'token-1' });
    expect(await screen.findByText('출금하려면 먼저 지급 방법을 등록해 주세요.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('은행명'), { target: { value: '국민은행' } });
    fireEvent.change(screen.getByLabelText('예금주'), { target: { value: '김창작' } });
    fireEvent.change(screen.getByLabelText('계좌번호'), { target: { value: '123-456-789012' } });
    fireEvent.click(screen.getByRole('button', { name: '지급 방법 저장' }));
    await waitFor(() =>
      expect(calls(requests, 'payouts/method')[0]?.body).toEqual({
        kind: 'bank',
        bank_name: '국민은행',
        holder: '김창작',
        account_number: '123-456-789012',
      }),
    );
  });

  test('an error loading the earnings offers a retry', async () => {
    earningsApi({
      'earnings/summary': () => ({
        status: 500,
        body: { success: false, code: 'internal', message: '오류가 발생했습니다.' },
      }),
    });
    await renderApp('/earnings', { token: 'token-1' });
    expect(await screen.findByText('수익금 정보를 불러오지 못했습니다')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  test('a manager is sent to Payouts instead', async () => {
    const { requests } = earningsApi({
      'member/me': () => ({ body: { ...testMe, permission_flag: 1 } }),
    });
    await renderApp('/earnings', { token: 'token-1' });
    expect(await screen.findByTestId('members-only')).toBeTruthy();
    expect(calls(requests, 'earnings/summary')).toHaveLength(0);
  });
});

describe('statement page', () => {
  const statement: StatementReply = {
    success: true,
    message: '',
    statement: {
      month: '2026-10',
      member: testMe.email,
      nickname: testMe.nickname,
      currency: 'KRW',
      closed_at: '2026-11-03T02:00:00Z',
      lines: [
        {
          channel_id: 'UCone',
          title: '첫번째 채널',
          gross: '40000000000',
          fee_rates: [20, 30],
          net: '30000000000',
          withheld: '0',
          released: '0',
        },
      ],
      adjustments: [
        { channel_id: 'UCone', title: '첫번째 채널', month: '2026-09', amount: '-500000000' },
      ],
      payouts: [],
      gross: '40000000000',
      net: '30000000000',
      withheld: '0',
      released: '0',
      adjustments_total: '-500000000',
      balance_before: '1000000000',
      balance_after: '30500000000',
    },
  };

  test('shows the closed month as a document, prints it and downloads its CSV', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { requests } = installFakeApi({
      'member/me': () => ({ body: testMe }),
      'earnings/statement': () => ({ body: statement }),
      'earnings/statement/export': () => ({
        text: 'csv',
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="s.csv"',
        },
      }),
    });
    URL.createObjectURL = () => 'blob:statement';
    URL.revokeObjectURL = () => {};
    await renderApp('/earnings/statement/2026-10', { token: 'token-1' });
    const document = await screen.findByTestId('statement');
    expect(within(document).getByRole('heading', { level: 1 }).textContent).toBe(
      '2026년 10월 정산서',
    );
    expect(document.textContent).toContain('20% → 30%');
    expect(document.textContent).toContain('2026년 9월');
    expect(screen.getByTestId('balance-after').textContent).toBe('₩30,500');
    fireEvent.click(screen.getByRole('button', { name: '인쇄 / PDF로 저장' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() =>
      expect(calls(requests, 'earnings/statement/export')[0]?.query.get('month')).toBe('2026-10'),
    );
  });

  test('a month that is not a month is a 404 without a call', async () => {
    const { requests } = installFakeApi({ 'member/me': () => ({ body: testMe }) });
    await renderApp('/earnings/statement/2026-13', { token: 'token-1' });
    expect(await screen.findByText('페이지를 찾을 수 없습니다')).toBeTruthy();
    expect(calls(requests, 'earnings/statement')).toHaveLength(0);
  });
});
