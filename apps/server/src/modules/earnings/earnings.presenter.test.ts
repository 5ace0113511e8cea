import { describe, expect, it } from 'vitest';
import { presentSummary } from './earnings.presenter.ts';
import type { WithdrawalWithMember } from './ledger.repo.ts';

const SEALED = 'sealed:KB 123-456-789012 Hong Gildong';

const open: WithdrawalWithMember = {
  siteId: 1,
  id: 9,
  accountId: 4,
  amountMicros: 50_000_000_000n,
  currency: 'KRW',
  state: 'requested',
  idempotencyKey: 'key-0001',
  methodSealed: SEALED,
  methodMasked: 'KB ****9012',
  requestedAt: new Date('2026-04-02T03:04:05Z'),
  decidedAt: null,
  decidedBy: null,
  paidOn: null,
  reference: null,
  rejectReason: null,
  email: 'member@example.com',
  nickname: 'member',
};

describe("a member's earnings summary", () => {
  it('shows the payout method masked and never its sealed details', () => {
    const reply = presentSummary({
      currency: 'KRW',
      balance: 80_000_000_000n,
      threshold: 10_000_000_000n,
      withheld: [],
      lastClosedMonth: '2026-03',
      open,
      method: {
        siteId: 1,
        accountId: 4,
        kind: 'bank',
        sealed: SEALED,
        masked: 'KB ****9012',
        updatedAt: new Date('2026-04-01T00:00:00Z'),
      },
      canWithdraw: false,
    });
    expect(reply.payout_method).toEqual({
      kind: 'bank',
      masked: 'KB ****9012',
      updated_at: '2026-04-01T00:00:00.000Z',
    });
    expect(reply.open_withdrawal?.payout_method).toBe('KB ****9012');
    expect(JSON.stringify(reply)).not.toContain('123-456-789012');
  });
});
