import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  zChannelReportReply,
  zCloseReply,
  zEarningsSummaryReply,
  zHistoryReply,
  zPayoutsOverviewReply,
  zReportSummaryReply,
  zRequestsReply,
  zStatementReply,
  zStatementsReply,
  zWithdrawalReply,
} from '@portal/shared';
import { ensureDemoBooks } from '../../demo/demo-books.ts';
import { TEST_CONFIG, useTestContext, type TestContext } from '../../test/test-context.ts';
import { importFile } from '../revenue/revenue-import.ts';

/**
 * A hand-made network on a won site: channel ONE is member A's from 15 March 2024 (approved
 * on the 1st) at a 20 % fee, 30 % from the 16th; channel TWO is member B's all along at
 * 10 %, approved but not verified. Every expected figure is computed from these cells.
 */
const ONE = 'UCearningsChannelOne0001';
const TWO = 'UCearningsChannelTwo0002';
const VIDEOS = [
  { id: 'earnVid0001', channel: ONE },
  { id: 'earnVid0002', channel: ONE },
  { id: 'earnVid0003', channel: TWO },
] as const;
const MARCH = ['2024-03-14', '2024-03-15', '2024-03-16', '2024-03-17'];
const APRIL = ['2024-04-10'];
const MAY = ['2024-05-10'];
/** KRW per USD as the operator loads them; the 15th takes the 14th's. */
const RATES: Record<string, string> = {
  '2024-03-14': '1300.5',
  '2024-03-16': '1350.25',
  '2024-04-10': '1380.75',
  '2024-05-10': '1390',
};
const A_FROM = '2024-03-15';
const FEES = {
  A: [
    { day: '2024-01-01', bp: 2000 },
    { day: '2024-03-16', bp: 3000 },
  ],
  B: [{ day: '2024-01-01', bp: 1000 }],
};

type Cell = { day: string; video: { id: string; channel: string }; revenue: bigint };
/** Odd micros per Short and day ($40 and change), so each rounding down shows. */
const cellsOf = (days: string[], lowered = 0n): Cell[] =>
  days.flatMap((day) =>
    VIDEOS.map((video, v) => ({
      day,
      video,
      revenue:
        40_000_000n +
        1_237n * BigInt(v + 1) +
        7n * BigInt(Number(day.slice(-2))) -
        (v === 0 ? lowered : 0n),
    })),
  );

const dollars = (micros: bigint) =>
  `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;

const rateOn = (day: string) =>
  RATES[
    Object.keys(RATES)
      .filter((d) => d <= day)
      .sort()
      .at(-1)!
  ]!;
/** A rate as a fraction over 10^4 (they have at most four decimals). */
const rateTimes10k = (day: string) => {
  const [whole, fraction = ''] = rateOn(day).split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
};
const feeOn = (fees: { day: string; bp: number }[], day: string) =>
  fees.filter((f) => f.day <= day).at(-1)!.bp;

/**
 * What a member is owed for a channel over some cells, in KRW micros: each Short's day net
 * of that day's fee rounded down (as the reports do), each day at its rate, rounded down once.
 */
function expectedNet(
  cells: Cell[],
  channel: string,
  fees: { day: string; bp: number }[],
  from = '',
) {
  let total10k = 0n;
  for (const cell of cells) {
    if (cell.video.channel !== channel || cell.day < from) continue;
    const share = (cell.revenue * BigInt(10_000 - feeOn(fees, cell.day))) / 10_000n;
    total10k += share * rateTimes10k(cell.day);
  }
  return total10k / 10_000n;
}

const floorDecimal = (decimal: string) => BigInt(decimal.split('.')[0]!);

async function importCells(t: TestContext, siteId: number, cells: Cell[], extra = '') {
  const files: Record<string, string> = {
    [`exchange_rates${extra}.csv`]: [
      'date,krw_per_usd',
      ...Object.entries(RATES).map(([day, rate]) => `${day},${rate}`),
    ].join('\n'),
    [`content_owner_estimated_revenue_a1${extra}.csv`]: [
      'date,channel_id,video_id,country_code,estimated_partner_revenue,estimated_partner_red_revenue',
      ...cells.map(
        (cell) =>
          `${cell.day.replaceAll('-', '')},${cell.video.channel},${cell.video.id},KR,${dollars(cell.revenue)},0`,
      ),
    ].join('\n'),
  };
  for (const [file, text] of Object.entries(files)) {
    await importFile(t.database.pool, {
      siteId,
      file: file.replace(extra, ''),
      stream: Readable.from([Buffer.from(text)]),
      importedBy: 'test',
    });
  }
}

describe('earnings: closed months, statements, balances and withdrawals', () => {
  const t = useTestContext();
  let net: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    const site = await t.createSite({ currency: 'KRW' });
    const manager = await t.createAccount(site, { role: 'manager' });
    const memberA = await t.createAccount(site, { nickname: 'member A' });
    const memberB = await t.createAccount(site, { nickname: 'member B' });
    const other = await t.createSite({ currency: 'KRW' });
    const otherManager = await t.createAccount(other, { role: 'manager' });
    const { rows } = await t.database.pool.query<{ id: string; youtube_id: string }>(
      `insert into channels (site_id, youtube_id, title, category, status, verification, verification_code, approved_at)
       values ($1, $2, 'Channel one', 'music', 2, 'verified', $3, '2024-03-01T09:00:00Z'),
              ($1, $4, 'Channel two', 'music', 2, 'needs_verification', $5, '2024-03-01T09:00:00Z')
       returning id, youtube_id`,
      [site.id, ONE, `E1-${site.id}`, TWO, `E2-${site.id}`],
    );
    const idOf = (youtubeId: string) => rows.find((row) => row.youtube_id === youtubeId)!.id;
    await t.database.pool.query(
      `insert into channel_assignments (site_id, channel_id, account_id, assigned_from)
       values ($1, $2, $3, $4::date + time '12:00'), ($1, $5, $6, '2024-02-01T00:00:00Z')`,
      [site.id, idOf(ONE), memberA.id, A_FROM, idOf(TWO), memberB.id],
    );
    for (const [account, fees] of [
      [memberA, FEES.A],
      [memberB, FEES.B],
    ] as const)
      for (const fee of fees)
        await t.database.pool.query(
          `insert into fee_rates (site_id, account_id, fee_rate_bp, effective_from) values ($1, $2, $3, $4)`,
          [site.id, account.id, fee.bp, fee.day],
        );
    await importCells(t, site.id, cellsOf([...MARCH, ...APRIL, ...MAY]));
    const login = (account: { email: string; password: string }, domain = site.domain) =>
      t.login(domain, account.email, account.password);
    return {
      site,
      memberA,
      memberB,
      channelTwoId: idOf(TWO),
      manager: await login(manager),
      managerPassword: manager.password,
      a: await login(memberA),
      b: await login(memberB),
      otherDomain: other.domain,
      otherManager: await login(otherManager, other.domain),
    };
  }

  const call = (
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body?: unknown,
    options: { lang?: string; domain?: string } = {},
  ) =>
    t.call(method, path, {
      domain: options.domain ?? net.site.domain,
      token,
      ...(body === undefined ? {} : { body }),
      ...(options.lang ? { lang: options.lang } : {}),
    });

  const entryCount = async () =>
    Number(
      (
        await t.database.pool.query<{ n: string }>(
          'select count(*) as n from ledger_entries where site_id = $1',
          [net.site.id],
        )
      ).rows[0]!.n,
    );

  const summaryOf = async (token: string) =>
    zEarningsSummaryReply.parse((await call('GET', 'earnings/summary', token)).json());

  /** The balance every screen shows is the sum of the member's entries, for both members. */
  async function expectBooksAddUp() {
    for (const [account, token] of [
      [net.memberA, net.a],
      [net.memberB, net.b],
    ] as const) {
      const { rows } = await t.database.pool.query<{ total: string | null }>(
        'select sum(amount_micros)::text as total from ledger_entries where site_id = $1 and account_id = $2',
        [net.site.id, account.id],
      );
      const summary = await summaryOf(token);
      expect(summary.balance).toBe(rows[0]!.total ?? '0');
      const overview = zPayoutsOverviewReply.parse(
        (await call('GET', 'payouts/overview', net.manager)).json(),
      );
      expect(overview.balances.find((row) => row.member === account.email)?.balance).toBe(
        rows[0]!.total ?? '0',
      );
    }
  }

  beforeAll(async () => {
    net = await setUp();
  });

  let marchA: bigint;
  let marchB: bigint;

  it('previews, then closes a month to exactly the reports’ net, to the micro-unit', async () => {
    marchA = expectedNet(cellsOf(MARCH), ONE, FEES.A, A_FROM);
    marchB = expectedNet(cellsOf(MARCH), TWO, FEES.B);

    const preview = zCloseReply.parse(
      (await call('GET', 'payouts/close/preview?month=2024-03', net.manager)).json(),
    );
    expect(preview).toMatchObject({ currency: 'KRW', already_closed: false });
    expect(preview.totals).toMatchObject({
      month: '2024-03',
      members: 2,
      net: (marchA + marchB).toString(),
      withheld: marchB.toString(),
    });
    expect(await entryCount()).toBe(0);

    const closed = await call('POST', 'payouts/close', net.manager, { month: '2024-03' });
    expect(closed.statusCode).toBe(200);
    expect(zCloseReply.parse(closed.json()).totals).toEqual(preview.totals);

    // The same figure the member's report shows for the month (an exact decimal), rounded down.
    const month = 'period=custom&from=2024-03-01&to=2024-03-31';
    const report = zReportSummaryReply.parse(
      (await call('GET', `report/summary?${month}`, net.a)).json(),
    );
    expect(report.currency).toBe('KRW');
    expect(floorDecimal(report.totals.revenue)).toBe(marchA);
    const channels = zChannelReportReply.parse(
      (await call('GET', `report/channels?${month}`, net.b)).json(),
    );
    expect(floorDecimal(channels.channels[0]!.revenue)).toBe(marchB);

    const statement = zStatementReply.parse(
      (await call('GET', 'earnings/statement?month=2024-03', net.a)).json(),
    ).statement;
    expect(statement).toMatchObject({
      month: '2024-03',
      member: net.memberA.email,
      currency: 'KRW',
      net: marchA.toString(),
      withheld: '0',
      balance_before: '0',
      balance_after: marchA.toString(),
    });
    expect(statement.lines).toEqual([
      expect.objectContaining({ channel_id: ONE, fee_rates: [20, 30], net: marchA.toString() }),
    ]);
    // Gross: every day of A's (the 15th on), at each day's rate, before the fee.
    expect(BigInt(statement.lines[0]!.gross)).toBe(
      expectedNet(cellsOf(MARCH), ONE, [{ day: '2024-01-01', bp: 0 }], A_FROM),
    );

    const a = await summaryOf(net.a);
    expect(a).toMatchObject({
      balance: marchA.toString(),
      withheld: [],
      last_closed_month: '2024-03',
      threshold: '10000000000',
      can_withdraw: false,
    });
    const b = await summaryOf(net.b);
    expect(b.balance).toBe('0');
    expect(b.withheld).toEqual([
      { channel_id: TWO, title: 'Channel two', amount: marchB.toString(), reason: 'unverified' },
    ]);
    await expectBooksAddUp();
  });

  it('refuses months that cannot close, in the caller’s language, and changes nothing', async () => {
    const before = await entryCount();
    const thisMonth = new Date().toISOString().slice(0, 7);
    const cases: [string, number, string][] = [
      [thisMonth, 400, 'month_not_finished'],
      ['2099-01', 400, 'month_not_finished'],
      ['2024-02', 409, 'month_out_of_order'],
      ['2024-13', 400, 'invalid_input'],
    ];
    for (const [month, status, code] of cases) {
      const response = await call('POST', 'payouts/close', net.manager, { month }, { lang: 'ko' });
      expect(response.statusCode, month).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
      if (code !== 'invalid_input')
        expect(response.json().message).toBe(MESSAGES.ko[code as 'month_not_finished']);
    }
    // May cannot close before April, which has data.
    const skipping = await call('POST', 'payouts/close', net.manager, { month: '2024-05' });
    expect(skipping.json()).toMatchObject({ code: 'month_out_of_order' });
    const member = await call('POST', 'payouts/close', net.a, { month: '2024-04' });
    expect(member.statusCode).toBe(403);
    const elsewhere = await call(
      'POST',
      'payouts/close',
      net.otherManager,
      { month: '2024-04' },
      { domain: net.otherDomain },
    );
    expect(elsewhere.json()).toMatchObject({ code: 'month_no_data' });
    expect(await entryCount()).toBe(before);
  });

  it('closes once when asked twice at the same moment, and releases what a verified channel held', async () => {
    await t.database.pool.query(
      `update channels set verification = 'verified' where site_id = $1 and id = $2`,
      [net.site.id, net.channelTwoId],
    );
    const [first, second] = await Promise.all([
      call('POST', 'payouts/close', net.manager, { month: '2024-04' }),
      call('POST', 'payouts/close', net.manager, { month: '2024-04' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const replies = [first, second].map((r) => zCloseReply.parse(r.json()));
    expect(replies.map((r) => r.already_closed).sort()).toEqual([false, true]);
    expect(replies[0]!.totals).toEqual(replies[1]!.totals);
    const count = await entryCount();
    const again = zCloseReply.parse(
      (await call('POST', 'payouts/close', net.manager, { month: '2024-04' })).json(),
    );
    expect(again.already_closed).toBe(true);
    expect(await entryCount()).toBe(count);

    const aprilB = expectedNet(cellsOf(APRIL), TWO, FEES.B);
    expect(replies[0]!.totals.released).toBe(marchB.toString());
    const b = await summaryOf(net.b);
    expect(b.withheld).toEqual([]);
    expect(b.balance).toBe((marchB + aprilB).toString());
    const statement = zStatementReply.parse(
      (await call('GET', 'earnings/statement?month=2024-04', net.b)).json(),
    ).statement;
    expect(statement.lines[0]).toMatchObject({
      channel_id: TWO,
      net: aprilB.toString(),
      released: marchB.toString(),
      withheld: '0',
    });
    expect(statement).toMatchObject({
      balance_before: '0',
      balance_after: (marchB + aprilB).toString(),
    });
    await expectBooksAddUp();
  });

  it('turns a day re-issued after its month closed into one adjustment of the right sign', async () => {
    const marchStatement = (await call('GET', 'earnings/statement?month=2024-03', net.a)).body;
    // The 16th comes again with Short 1 earning $5 less.
    await importCells(t, net.site.id, cellsOf(['2024-03-16'], 5_000_000n), '-reissued');
    const corrected = expectedNet(
      [
        ...cellsOf(['2024-03-14', '2024-03-15', '2024-03-17']),
        ...cellsOf(['2024-03-16'], 5_000_000n),
      ],
      ONE,
      FEES.A,
      A_FROM,
    );
    const difference = corrected - marchA;
    expect(difference).toBeLessThan(0n);

    const may = zCloseReply.parse(
      (await call('POST', 'payouts/close', net.manager, { month: '2024-05' })).json(),
    );
    expect(may.totals.adjustments).toBe(difference.toString());
    const { rows } = await t.database.pool.query(
      `select amount_micros::text as amount, month::text as month from ledger_entries
        where site_id = $1 and kind = 'adjustment'`,
      [net.site.id],
    );
    expect(rows).toEqual([{ amount: difference.toString(), month: '2024-03-01' }]);
    const statement = zStatementReply.parse(
      (await call('GET', 'earnings/statement?month=2024-05', net.a)).json(),
    ).statement;
    expect(statement.adjustments).toEqual([
      { channel_id: ONE, title: 'Channel one', month: '2024-03', amount: difference.toString() },
    ]);
    // The closed month's statement never changes.
    expect((await call('GET', 'earnings/statement?month=2024-03', net.a)).body).toBe(
      marchStatement,
    );
    // A statement lists every closed month, newest first.
    const list = zStatementsReply.parse((await call('GET', 'earnings/statements', net.a)).json());
    expect(list.statements.map((s) => s.month)).toEqual(['2024-05', '2024-04', '2024-03']);
    await expectBooksAddUp();
  });

  it('gives each member their statement as CSV, and the manager every statement of a month', async () => {
    const mine = await call('GET', 'earnings/statement/export?month=2024-03', net.a, undefined, {
      lang: 'ko',
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('text/csv');
    const lines = mine.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('순수익 (KRW)');
    expect(lines).toHaveLength(4);
    const netAt = lines[0]!.split(',').indexOf('순수익 (KRW)');
    const [whole, fraction = ''] = lines[2]!.split(',')[netAt]!.split('.');
    expect(BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))).toBe(marchA);

    const all = await call('GET', 'payouts/export?month=2024-03', net.manager);
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain(net.memberA.email);
    expect(all.body).toContain(net.memberB.email);
    // Another member's statement, or another site's: nothing there.
    const others = await call('GET', `earnings/statement?month=2024-06`, net.a);
    expect(others.json()).toMatchObject({ code: 'statement_not_found' });
    const stranger = await call(
      'GET',
      `earnings/statement?month=2024-03&member=${net.memberA.email}`,
      net.otherManager,
      undefined,
      { domain: net.otherDomain },
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'member_not_found' });
    const managerView = zStatementReply.parse(
      (
        await call(
          'GET',
          `earnings/statement?month=2024-03&member=${net.memberA.email}`,
          net.manager,
        )
      ).json(),
    );
    expect(managerView.statement.net).toBe(marchA.toString());
  });

  it('keeps a payout method sealed and masked, and refuses an invalid one', async () => {
    const invalid = [
      { kind: 'bank', bank_name: 'KB', holder: 'Kim', account_number: '12' },
      { kind: 'bank', bank_name: '', holder: 'Kim', account_number: '123-456-789012' },
      { kind: 'email', email: 'not-an-email' },
      { kind: 'cash' },
    ];
    for (const body of invalid) {
      const response = await call('POST', 'payouts/method', net.a, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await summaryOf(net.a)).payout_method).toBeNull();
    const saved = await call('POST', 'payouts/method', net.a, {
      kind: 'bank',
      bank_name: 'KB Kookmin',
      holder: 'Kim Creator',
      account_number: '123-456-789012',
    });
    expect(saved.statusCode).toBe(200);
    const summary = await summaryOf(net.a);
    expect(summary.payout_method).toMatchObject({
      kind: 'bank',
      masked: 'KB Kookmin ****9012 (K**)',
    });
    const { rows } = await t.database.pool.query(
      'select sealed from payout_methods where site_id = $1 and account_id = $2',
      [net.site.id, net.memberA.id],
    );
    expect(rows[0].sealed).not.toContain('789012');
    expect(summary.can_withdraw).toBe(true);
  });

  it('takes one of 20 requests at once, never below zero; a double click is one request', async () => {
    const before = BigInt((await summaryOf(net.a)).balance);
    const refused: [unknown, number, string][] = [
      ['9999', 400, 'withdrawal_below_threshold'],
      [(before / 1_000_000n + 1n).toString(), 409, 'withdrawal_over_balance'],
      ['10000.5', 400, 'invalid_input'],
      ['-20000', 400, 'invalid_input'],
      ['0', 400, 'invalid_input'],
      [1e30, 400, 'invalid_input'],
    ];
    for (const [amount, status, code] of refused) {
      const response = await call('POST', 'payouts/withdraw', net.a, {
        amount,
        idempotency_key: randomUUID(),
      });
      expect(response.statusCode, String(amount)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(BigInt((await summaryOf(net.a)).balance)).toBe(before);

    const amount = '10000';
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', 'payouts/withdraw', net.a, { amount, idempotency_key: randomUUID() }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['withdrawal_open']),
    );
    const after = await summaryOf(net.a);
    expect(BigInt(after.balance)).toBe(before - 10_000_000_000n);
    expect(BigInt(after.balance)).toBeGreaterThanOrEqual(0n);
    expect(after.open_withdrawal).toMatchObject({ amount: '10000000000', state: 'requested' });

    // The member cancels it; a double click of a new request is one request.
    const cancelled = await call('POST', 'payouts/cancel', net.a, {
      id: after.open_withdrawal!.id,
    });
    expect(zWithdrawalReply.parse(cancelled.json()).withdrawal.state).toBe('cancelled');
    expect((await summaryOf(net.a)).balance).toBe(before.toString());
    const key = randomUUID();
    const [once, twice] = await Promise.all([
      call('POST', 'payouts/withdraw', net.a, { amount: '12000', idempotency_key: key }),
      call('POST', 'payouts/withdraw', net.a, { amount: '12000', idempotency_key: key }),
    ]);
    expect([once.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(once.json().withdrawal.id).toBe(twice.json().withdrawal.id);
    expect(BigInt((await summaryOf(net.a)).balance)).toBe(before - 12_000_000_000n);
    const reused = await call('POST', 'payouts/withdraw', net.a, {
      amount: '13000',
      idempotency_key: key,
    });
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    await expectBooksAddUp();
  });

  it('works the queue: reject returns the amount; approve, then paid with a reference', async () => {
    const balance = BigInt((await summaryOf(net.a)).balance);
    const queue = zRequestsReply.parse((await call('GET', 'payouts/requests', net.manager)).json());
    const open = queue.withdrawals.find((w) => w.state === 'requested')!;
    expect(open.payout_details).toBe('KB Kookmin / Kim Creator / 123-456-789012');
    // Not the other member's, nor the other site's manager's, to touch.
    expect((await call('POST', 'payouts/cancel', net.b, { id: open.id })).statusCode).toBe(404);
    const foreign = await call(
      'POST',
      'payouts/approve',
      net.otherManager,
      { id: open.id },
      { domain: net.otherDomain },
    );
    expect(foreign.json()).toMatchObject({ code: 'withdrawal_not_found' });
    expect((await call('POST', 'payouts/approve', net.a, { id: open.id })).statusCode).toBe(403);

    const rejected = await call('POST', 'payouts/reject', net.manager, {
      id: open.id,
      reason: 'Account holder does not match',
    });
    expect(zWithdrawalReply.parse(rejected.json()).withdrawal).toMatchObject({
      state: 'rejected',
      reject_reason: 'Account holder does not match',
    });
    expect(BigInt((await summaryOf(net.a)).balance)).toBe(balance + 12_000_000_000n);
    const twice = await call('POST', 'payouts/reject', net.manager, { id: open.id, reason: 'x' });
    expect(twice.json()).toMatchObject({ code: 'withdrawal_not_open' });

    const asked = zWithdrawalReply.parse(
      (
        await call('POST', 'payouts/withdraw', net.a, {
          amount: '10000',
          idempotency_key: randomUUID(),
        })
      ).json(),
    ).withdrawal;
    const early = await call('POST', 'payouts/paid', net.manager, {
      id: asked.id,
      paid_on: '2024-06-01',
      reference: 'TX-1',
    });
    expect(early.json()).toMatchObject({ code: 'withdrawal_not_open' });
    expect((await call('POST', 'payouts/approve', net.manager, { id: asked.id })).statusCode).toBe(
      200,
    );
    const noReference = await call('POST', 'payouts/paid', net.manager, {
      id: asked.id,
      paid_on: '2024-06-01',
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe(MESSAGES.en.validation.referenceRequired);
    const future = await call('POST', 'payouts/paid', net.manager, {
      id: asked.id,
      paid_on: '2999-01-01',
      reference: 'TX-1',
    });
    expect(future.statusCode).toBe(400);
    const paid = await call('POST', 'payouts/paid', net.manager, {
      id: asked.id,
      paid_on: '2024-06-01',
      reference: 'TX-1',
    });
    expect(zWithdrawalReply.parse(paid.json()).withdrawal).toMatchObject({
      state: 'paid',
      paid_on: '2024-06-01',
      reference: 'TX-1',
    });
    const history = zHistoryReply.parse((await call('GET', 'earnings/history', net.a)).json());
    expect(history.withdrawals.map((w) => w.state)).toEqual(['paid', 'rejected', 'cancelled']);
    expect(history.entries[0]).toMatchObject({ kind: 'withdrawal', amount: '-10000000000' });
    expect(BigInt((await summaryOf(net.a)).balance)).toBe(balance + 2_000_000_000n);
    // Who did each step, and when, is in the audit log.
    const { rows: audit } = await t.database.pool.query<{ action: string; n: string }>(
      `select action, count(*) as n from audit_log
        where site_id = $1 and action like any (array['payout.%', 'earnings.%'])
        group by action order by action`,
      [net.site.id],
    );
    expect(Object.fromEntries(audit.map((row) => [row.action, Number(row.n)]))).toMatchObject({
      'earnings.month_closed': 3,
      'payout.approved': 1,
      'payout.cancelled': 1,
      'payout.method_set': 1,
      'payout.paid': 1,
      'payout.rejected': 1,
      'payout.requested': 3,
    });
    await expectBooksAddUp();
  });

  it('lists the month’s payouts on the next statement, with the balance before and after', async () => {
    const before = BigInt((await summaryOf(net.a)).balance);
    const june = ['2024-06-10'];
    await importCells(t, net.site.id, cellsOf(june), '-june');
    const closed = await call('POST', 'payouts/close', net.manager, { month: '2024-06' });
    expect(closed.statusCode).toBe(200);
    const juneA = expectedNet(cellsOf(june), ONE, FEES.A, A_FROM);
    const statement = zStatementReply.parse(
      (await call('GET', 'earnings/statement?month=2024-06', net.a)).json(),
    ).statement;
    expect(statement.payouts).toEqual([
      expect.objectContaining({ amount: '10000000000', paid_on: '2024-06-01', reference: 'TX-1' }),
    ]);
    expect(statement).toMatchObject({
      net: juneA.toString(),
      balance_before: before.toString(),
      balance_after: (before + juneA).toString(),
    });
    await expectBooksAddUp();
  });

  it('forfeits with an entry when a channel or an account is deleted', async () => {
    const balanceA = BigInt((await summaryOf(net.a)).balance);
    const deleted = await call('POST', 'channel/delete', net.manager, {
      channel_id: ONE,
      acknowledged: true,
      password: net.managerPassword,
    });
    expect(deleted.statusCode).toBe(200);
    // All of A's balance came from channel ONE (less what was paid out): all of it goes.
    const { rows } = await t.database.pool.query(
      `select kind, amount_micros::text as amount, reason, channel_youtube_id from ledger_entries
        where site_id = $1 and account_id = $2 and kind = 'forfeit'`,
      [net.site.id, net.memberA.id],
    );
    expect(rows).toEqual([
      {
        kind: 'forfeit',
        amount: (-balanceA).toString(),
        reason: 'channel_deleted',
        channel_youtube_id: ONE,
      },
    ]);
    expect((await summaryOf(net.a)).balance).toBe('0');
    await expectBooksAddUp();

    const balanceB = BigInt((await summaryOf(net.b)).balance);
    expect(balanceB).toBeGreaterThan(0n);
    const gone = await call('POST', 'member/account/delete.account', net.b, {
      password: net.memberB.password,
    });
    expect(gone.statusCode).toBe(200);
    const b = await t.database.pool.query(
      `select sum(amount_micros)::text as total,
          sum(amount_micros) filter (where kind = 'forfeit')::text as forfeited
        from ledger_entries where site_id = $1 and account_id = $2`,
      [net.site.id, net.memberB.id],
    );
    expect(b.rows[0]).toEqual({ total: '0', forfeited: (-balanceB).toString() });
  });

  it('has the database refuse to change or remove an entry, a close or a statement', async () => {
    for (const statement of [
      'update ledger_entries set amount_micros = amount_micros + 1 where site_id = $1',
      'delete from ledger_entries where site_id = $1',
      'update month_closes set net_micros = 0 where site_id = $1',
      'delete from statements where site_id = $1',
    ]) {
      await expect(t.database.pool.query(statement, [net.site.id]), statement).rejects.toThrow(
        /append-only/,
      );
    }
    await expect(t.database.pool.query('truncate ledger_entries')).rejects.toThrow(/append-only/);
  });
});

describe('closing a month by itself on the site’s day', () => {
  const t = useTestContext();

  it('closes the month before on or after the auto-close day, once', async () => {
    const site = await t.createSite({ currency: 'USD' });
    const manager = await t.createAccount(site, { role: 'manager' });
    const member = await t.createAccount(site);
    // A channel of its own: a channel belongs to one network on the server.
    const AUTO = 'UCearningsAutoChannel003';
    const cells = cellsOf(['2024-07-20'])
      .filter((cell) => cell.video.channel === ONE)
      .map((cell) => ({
        ...cell,
        video: { id: cell.video.id.replace('earn', 'auto'), channel: AUTO },
      }));
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into channels (site_id, youtube_id, title, category, status, verification, verification_code, approved_at)
       values ($1, $2, 'Auto', 'music', 2, 'verified', $3, '2024-06-01T00:00:00Z') returning id`,
      [site.id, AUTO, `AUTO-${site.id}`],
    );
    await t.database.pool.query(
      `insert into channel_assignments (site_id, channel_id, account_id, assigned_from)
       values ($1, $2, $3, '2024-06-01T00:00:00Z')`,
      [site.id, rows[0]!.id, member.id],
    );
    await importCells(t, site.id, cells);
    const token = await t.login(site.domain, manager.email, manager.password);
    const set = await t.call('POST', 'payouts/settings', {
      domain: site.domain,
      token,
      body: { auto_close_day: 5 },
    });
    expect(set.statusCode).toBe(200);
    const mine = (closed: { siteId: number }[]) => closed.filter((c) => c.siteId === site.id);
    expect(mine(await t.services.earnings.closeDue(new Date('2024-08-04T12:00:00Z')))).toEqual([]);
    expect(mine(await t.services.earnings.closeDue(new Date('2024-08-05T00:10:00Z')))).toEqual([
      { siteId: site.id, month: '2024-07' },
    ]);
    expect(mine(await t.services.earnings.closeDue(new Date('2024-08-06T00:10:00Z')))).toEqual([]);
    const { rows: closes } = await t.database.pool.query(
      `select closed_by, net_micros::text as net from month_closes where site_id = $1`,
      [site.id],
    );
    // A dollar site, no fee: the revenue itself.
    const expected = cells.reduce((total, cell) => total + cell.revenue, 0n);
    expect(closes).toEqual([{ closed_by: 'schedule', net: expected.toString() }]);
  });
});

describe('the demo network’s books', () => {
  const t = useTestContext();

  it('closes the past months but the last and makes requests in their states, once', async () => {
    const site = await t.createSite({ currency: 'USD' });
    await t.createAccount(site, { role: 'manager' });
    const member = await t.createAccount(site);
    const DEMO = 'UCearningsDemoChannel004';
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into channels (site_id, youtube_id, title, category, status, verification, verification_code, approved_at)
       values ($1, $2, 'Demo', 'music', 2, 'verified', $3, '2024-08-01T00:00:00Z') returning id`,
      [site.id, DEMO, `DEMO-${site.id}`],
    );
    await t.database.pool.query(
      `insert into channel_assignments (site_id, channel_id, account_id, assigned_from)
       values ($1, $2, $3, '2024-08-01T00:00:00Z')`,
      [site.id, rows[0]!.id, member.id],
    );
    const cells = cellsOf(['2024-08-10', '2024-09-10', '2024-10-10']).map((cell) => ({
      ...cell,
      video: { id: cell.video.id.replace('earn', 'demo'), channel: DEMO },
    }));
    await importCells(t, site.id, cells);
    const options = { siteId: site.id, secretsKeys: TEST_CONFIG.secretsKeys };
    expect(await ensureDemoBooks(t.database, options)).toEqual({ months: 2, requests: 3 });
    const { rows: closes } = await t.database.pool.query(
      `select to_char(month, 'YYYY-MM') as month from month_closes where site_id = $1 order by 1`,
      [site.id],
    );
    expect(closes.map((row) => row.month)).toEqual(['2024-08', '2024-09']);
    const { rows: states } = await t.database.pool.query(
      'select state from withdrawals where site_id = $1 order by id',
      [site.id],
    );
    expect(states.map((row) => row.state)).toEqual(['paid', 'rejected', 'approved']);
    expect(await ensureDemoBooks(t.database, options)).toEqual({ months: 0, requests: 0 });
  });
});

describe('a member deleted by their manager', () => {
  const t = useTestContext();

  it('has a request not yet approved cancelled and the whole balance forfeited', async () => {
    const site = await t.createSite({ currency: 'USD' });
    const manager = await t.createAccount(site, { role: 'manager' });
    const member = await t.createAccount(site);
    // $50 on the books (an entry as a close would write it) and a payout method.
    await t.database.pool.query(
      `insert into ledger_entries (site_id, account_id, kind, amount_micros, currency, month, made_by, reason)
       values ($1, $2, 'month_earnings', 50000000, 'USD', '2024-03-01', 'close', 'month_close')`,
      [site.id, member.id],
    );
    const token = await t.login(site.domain, member.email, member.password);
    const call = (path: string, body: unknown, as = token) =>
      t.call('POST', path, { domain: site.domain, token: as, body });
    expect(
      (await call('payouts/method', { kind: 'email', email: 'pay@example.com' })).statusCode,
    ).toBe(200);
    const asked = await call('payouts/withdraw', { amount: '20', idempotency_key: randomUUID() });
    expect(asked.statusCode).toBe(200);

    const managerToken = await t.login(site.domain, manager.email, manager.password);
    const deleted = await call(
      'member/mcn/delete',
      { target: member.email, password: manager.password },
      managerToken,
    );
    expect(deleted.statusCode).toBe(200);
    const { rows } = await t.database.pool.query(
      `select kind, amount_micros::text as amount, reason from ledger_entries
        where site_id = $1 and account_id = $2 order by id`,
      [site.id, member.id],
    );
    expect(rows).toEqual([
      { kind: 'month_earnings', amount: '50000000', reason: 'month_close' },
      { kind: 'withdrawal', amount: '-20000000', reason: 'withdrawal_requested' },
      { kind: 'withdrawal_returned', amount: '20000000', reason: 'account_deleted' },
      { kind: 'forfeit', amount: '-50000000', reason: 'account_deleted' },
    ]);
    const { rows: requests } = await t.database.pool.query(
      'select state from withdrawals where site_id = $1 and account_id = $2',
      [site.id, member.id],
    );
    expect(requests).toEqual([{ state: 'cancelled' }]);
  });
});
