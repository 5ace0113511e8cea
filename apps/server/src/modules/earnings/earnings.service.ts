import { and, asc, eq, inArray, isNull, sql, desc } from 'drizzle-orm';
import {
  CURRENCY_DECIMALS,
  DEFAULT_WITHDRAWAL_THRESHOLD_MICROS,
  OPEN_WITHDRAWAL_STATES,
  type Currency,
  type PayoutMethodBody,
  type WithdrawalState,
} from '@portal/shared';
import type { Db, Executor } from '../../db/client.ts';
import { acrossSites, inSite } from '../../db/site-scope.ts';
import {
  accounts,
  channelDaily,
  channels,
  feeRates,
  payoutSettings,
  sites,
} from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { addDays } from '../../lib/days.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import type { Account } from '../accounts/accounts.repo.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Actor, AuditRepo } from '../audit/audit.repo.ts';
import type { FeeRateEntry } from '../members/fee-rates.ts';
import type { EventMail } from '../mail/event-mail.ts';
import type { Site } from '../sites/sites.repo.ts';
import { thresholdOf, type LedgerRepo, type WithdrawalWithMember } from './ledger.repo.ts';
import {
  channelMonths,
  monthDays,
  monthOf,
  planClose,
  sumOf,
  type AccountNow,
  type ChannelNow,
  type ClosePlan,
} from './month-close.ts';

export type EarningsServiceDeps = {
  db: Db;
  ledger: LedgerRepo;
  audit: AuditRepo;
  secrets: SecretBox;
  now: () => Date;
  /** The messages to members about a closed month and their withdrawals (issue 26). */
  mail?: Pick<EventMail, 'monthClosed' | 'withdrawalDecided'>;
};

const MICROS = 1_000_000n;

/**
 * The currency the site's books are kept in (docs/product.md §6.8: KRW unless the site
 * says USD).
 */
export const currencyOf = (site: Pick<Site, 'currency'>): Currency =>
  site.currency === 'USD' ? 'USD' : 'KRW';

/**
 * An amount a person typed ("20.50") as micro-units of `currency`: more decimals than the
 * currency shows (won none, dollars two) is refused rather than rounded.
 */
export function amountToMicros(text: string, currency: Currency): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > CURRENCY_DECIMALS[currency])
    throw new AppError('invalid_input', 'validation.amountPrecision');
  return BigInt(whole) * MICROS + BigInt(significant.padEnd(6, '0'));
}

/** What a payout method shows: never the whole account number, nor the whole email. */
export function maskPayoutMethod(method: PayoutMethodBody): string {
  if (method.kind === 'email') {
    const [local = '', domain = ''] = method.email.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  const digits = method.account_number.replace(/\D/g, '');
  return `${method.bank_name} ****${digits.slice(-4)} (${method.holder.slice(0, 1)}**)`;
}

/** The sealed method's context: it opens only as this member's payout method. */
const methodContext = (siteId: number, accountId: number) =>
  `payout-method:site:${siteId}:account:${accountId}`;

/** A member a manager names by email: live ones first, then deleted ones (their books stay). */
async function memberByEmail(db: Executor, siteId: number, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.siteId, siteId), eq(accounts.email, email), eq(accounts.role, 'member')))
    .orderBy(sql`${accounts.deletedAt} is not null`, desc(accounts.id))
    .limit(1);
  if (!row) throw new AppError('member_not_found');
  return row;
}

/** Closed months, statements, balances and withdrawals (docs/product.md §7). */
export function createEarningsService(deps: EarningsServiceDeps) {
  const { db, ledger } = deps;
  const today = () => deps.now().toISOString().slice(0, 10);

  /** Whose statements a viewer reads: a member their own, a manager the member named. */
  async function subjectOf(viewer: Viewer, member: string | undefined): Promise<{ id: number }> {
    if (viewer.role === 'member') return viewer;
    if (!member) throw new AppError('invalid_input', 'validation.targetRequired');
    return memberByEmail(db, viewer.siteId, member);
  }

  /** Refuses a month that cannot close now; returns its days. */
  async function checkClosable(site: Site, month: string, trx: Executor) {
    const days = monthDays(month);
    if (days.to >= today()) throw new AppError('month_not_finished');
    const [latest] = await ledger.closes(site.id, trx);
    if (latest && latest.month >= days.from) throw new AppError('month_out_of_order');
    if (!(await hasData(trx, site.id, days.from, days.to))) throw new AppError('month_no_data');
    // Months close in order: a month with data after the last closed one closes first.
    if (latest) {
      const gap = {
        from: addDays(monthDays(monthOf(latest.month)).to, 1),
        to: addDays(days.from, -1),
      };
      if (gap.from <= gap.to && (await hasData(trx, site.id, gap.from, gap.to)))
        throw new AppError('month_out_of_order');
    }
    if (currencyOf(site) === 'KRW') {
      const { rows } = await trx.execute(sql`select 1 from exchange_rates limit 1`);
      if (rows.length === 0) throw new AppError('exchange_rates_missing');
    }
    return days;
  }

  /** Reads what a close decides from and plans it (nothing written). */
  async function plan(site: Site, month: string, closedBy: number | null, trx: Executor) {
    const closes = await ledger.closes(site.id, trx);
    const closedMonths = new Set(closes.map((close) => monthOf(close.month)));
    const first = closes.at(-1);
    const from = first ? first.month : monthDays(month).from;
    const figures = await channelMonths(trx, site.id, currencyOf(site), from, monthDays(month).to);
    const entries = await ledger.entriesOf(site.id, 'all', trx);
    const channelRows = await trx
      .select({
        id: channels.id,
        youtubeId: channels.youtubeId,
        title: channels.title,
        verification: channels.verification,
        approvedAt: channels.approvedAt,
      })
      .from(channels)
      .where(eq(channels.siteId, site.id));
    const channelMap = new Map<string, ChannelNow>(
      channelRows.map((row) => [
        row.youtubeId,
        {
          rowId: row.id,
          title: row.title,
          verified: row.verification === 'verified',
          approvedOn: row.approvedAt ? row.approvedAt.toISOString().slice(0, 10) : null,
        },
      ]),
    );
    const accountIds = [
      ...new Set([...figures.map((f) => f.accountId), ...entries.map((e) => e.accountId)]),
    ];
    const accountRows =
      accountIds.length === 0
        ? []
        : await trx
            .select()
            .from(accounts)
            .where(and(eq(accounts.siteId, site.id), inArray(accounts.id, accountIds)));
    const accountMap = new Map<number, AccountNow>(
      accountRows.map((row) => [
        row.id,
        { email: row.email, nickname: row.nickname, deleted: row.deletedAt !== null },
      ]),
    );
    const feeRows =
      accountIds.length === 0
        ? []
        : await trx
            .select({
              accountId: feeRates.accountId,
              id: feeRates.id,
              feeRateBp: feeRates.feeRateBp,
              effectiveFrom: feeRates.effectiveFrom,
            })
            .from(feeRates)
            .where(and(eq(feeRates.siteId, site.id), inArray(feeRates.accountId, accountIds)));
    const feeHistory = new Map<number, FeeRateEntry[]>();
    for (const row of feeRows)
      feeHistory.set(row.accountId, [...(feeHistory.get(row.accountId) ?? []), row]);
    const planned = planClose({
      siteId: site.id,
      currency: currencyOf(site),
      month,
      closedMonths,
      figures,
      entries,
      channels: channelMap,
      accounts: accountMap,
      feeHistory,
      closedBy,
    });
    return { planned, accounts: accountMap, entries };
  }

  const totalsOf = (month: string, totals: ClosePlan['totals']) => ({
    month,
    members: totals.members,
    gross: totals.gross,
    net: totals.net,
    withheld: totals.withheld,
    released: totals.released,
    adjustments: totals.adjustments,
  });

  const storedTotals = (close: NonNullable<Awaited<ReturnType<LedgerRepo['findClose']>>>) => ({
    month: monthOf(close.month),
    members: close.members,
    gross: close.grossMicros,
    net: close.netMicros,
    withheld: close.withheldMicros,
    released: close.releasedMicros,
    adjustments: close.adjustmentMicros,
  });

  async function openRequestOf(siteId: number, accountId: number) {
    const { rows } = await ledger.withdrawals(siteId, {
      accountId,
      states: OPEN_WITHDRAWAL_STATES,
      limit: 1,
      offset: 0,
    });
    return rows[0];
  }

  /** Moves a request from one of `from` to `to`, with its ledger entry if money moves. */
  async function decide(
    site: Site,
    actor: Actor,
    input: {
      id: number;
      /** The member acting on their own request; managers act on any of the site's. */
      memberId?: number;
      from: readonly WithdrawalState[];
      to: WithdrawalState;
      changes?: Record<string, unknown>;
      returns: boolean;
    },
  ): Promise<WithdrawalWithMember> {
    await db.transaction(async (trx) => {
      const found = await ledger.withdrawalForUpdate(site.id, input.id, trx);
      if (!found || (input.memberId !== undefined && found.accountId !== input.memberId))
        throw new AppError('withdrawal_not_found');
      await ledger.lockAccounts(site.id, [found.accountId], trx);
      if (!input.from.includes(found.state)) throw new AppError('withdrawal_not_open');
      await ledger.updateWithdrawal(
        site.id,
        found.id,
        {
          state: input.to,
          decidedAt: deps.now(),
          decidedBy: actor.accountId,
          ...input.changes,
        },
        trx,
      );
      if (input.returns)
        await ledger.append(
          [
            {
              siteId: site.id,
              accountId: found.accountId,
              kind: 'withdrawal_returned',
              amountMicros: found.amountMicros,
              currency: found.currency,
              withdrawalId: found.id,
              madeBy: input.memberId === undefined ? 'manager' : 'member',
              madeByAccountId: actor.accountId,
              reason: input.to === 'rejected' ? 'withdrawal_rejected' : 'withdrawal_cancelled',
            },
          ],
          trx,
        );
      if (input.to === 'approved' || input.to === 'paid' || input.to === 'rejected')
        await deps.mail?.withdrawalDecided(site.id, { ...found, ...input.changes }, input.to, trx);
      await deps.audit.record(
        site.id,
        {
          actor,
          action: `payout.${input.to === 'paid' ? 'paid' : input.to}` as
            'payout.paid' | 'payout.approved' | 'payout.rejected' | 'payout.cancelled',
          targetAccountId: found.accountId,
          detail: { withdrawal_id: found.id, amount: found.amountMicros.toString() },
        },
        trx,
      );
    });
    return (await ledger.withdrawal(site.id, input.id))!;
  }

  const service = {
    /** Totals a close of `month` would write, or those it wrote if the month is closed. */
    async preview(site: Site, month: string) {
      const closed = await ledger.findClose(site.id, month);
      if (closed) return { alreadyClosed: true, totals: storedTotals(closed) };
      return db.transaction(async (trx) => {
        await checkClosable(site, month, trx);
        const { planned } = await plan(site, month, null, trx);
        return { alreadyClosed: false, totals: totalsOf(month, planned.totals) };
      });
    },

    /**
     * Closes a finished month into the ledger, once: a second close (also one running at
     * the same moment, which waits on the site's lock) finds the month closed and changes
     * nothing.
     */
    async close(site: Site, manager: Account | null, actor: Actor | null, month: string) {
      return db.transaction(async (trx) => {
        await ledger.lockBooks(site.id, trx);
        const closed = await ledger.findClose(site.id, month, trx);
        if (closed) return { alreadyClosed: true, totals: storedTotals(closed) };
        const days = await checkClosable(site, month, trx);
        const first = await plan(site, month, manager?.id ?? null, trx);
        const members = [...new Set(first.planned.entries.map((entry) => entry.accountId))];
        // Members' balances hold still while the close writes (a negative adjustment must
        // not slip under a withdrawal being asked): locked, then planned again.
        await ledger.lockAccounts(site.id, members, trx);
        const {
          planned,
          accounts: accountMap,
          entries,
        } = await plan(site, month, manager?.id ?? null, trx);
        const balances = new Map<number, bigint>();
        for (const entry of entries)
          balances.set(entry.accountId, (balances.get(entry.accountId) ?? 0n) + entry.amountMicros);
        await ledger.append(planned.entries, trx);
        const paid = await ledger.paidBetween(site.id, days.from, days.to, trx);
        await ledger.insertStatements(
          planned.statements.map((statement) => {
            const before = balances.get(statement.accountId) ?? 0n;
            const moved = sumOf(
              planned.entries
                .filter((entry) => entry.accountId === statement.accountId)
                .map((entry) => entry.amountMicros as bigint),
            );
            const account = accountMap.get(statement.accountId);
            return {
              siteId: site.id,
              month: days.from,
              accountId: statement.accountId,
              email: account?.email ?? '',
              nickname: account?.nickname ?? '',
              currency: currencyOf(site),
              lines: statement.lines,
              adjustments: statement.adjustments,
              payouts: paid
                .filter((payout) => payout.accountId === statement.accountId)
                .map((payout) => ({
                  id: payout.id,
                  amount: payout.amountMicros.toString(),
                  paidOn: payout.paidOn ?? '',
                  reference: payout.reference ?? '',
                })),
              balanceBeforeMicros: before,
              balanceAfterMicros: before + moved,
            };
          }),
          trx,
        );
        for (const statement of planned.statements)
          await deps.mail?.monthClosed(site.id, statement.accountId, month, trx);
        const totals = planned.totals;
        await ledger.insertClose(
          {
            siteId: site.id,
            month: days.from,
            currency: currencyOf(site),
            members: totals.members,
            grossMicros: totals.gross,
            netMicros: totals.net,
            withheldMicros: totals.withheld,
            releasedMicros: totals.released,
            adjustmentMicros: totals.adjustments,
            closedBy: manager ? 'manager' : 'schedule',
            closedByAccountId: manager?.id ?? null,
          },
          trx,
        );
        if (actor)
          await deps.audit.record(
            site.id,
            {
              actor,
              action: 'earnings.month_closed',
              detail: { month, net: totals.net.toString(), entries: planned.entries.length },
            },
            trx,
          );
        return { alreadyClosed: false, totals: totalsOf(month, totals) };
      });
    },

    /**
     * The schedule's part: on or after its auto-close day, each site closes the month
     * before (once; a month that cannot close yet, e.g. with an earlier month open, waits
     * for its manager). Returns the months it closed.
     */
    async closeDue(at: Date): Promise<{ siteId: number; month: string }[]> {
      const day = at.getUTCDate();
      const month = monthOf(addMonth(`${at.toISOString().slice(0, 7)}-01`, -1));
      const due = await acrossSites('scheduled month close', () =>
        db
          .select({ site: sites })
          .from(payoutSettings)
          .innerJoin(sites, eq(sites.id, payoutSettings.siteId))
          .where(sql`${payoutSettings.autoCloseDay} <= ${day}`),
      );
      const closed: { siteId: number; month: string }[] = [];
      for (const { site } of due) {
        const done = await inSite(site.id, async () => {
          if (await ledger.findClose(site.id, month)) return false;
          try {
            return !(await service.close(site, null, null, month)).alreadyClosed;
          } catch (error) {
            if (error instanceof AppError) return false;
            throw error;
          }
        });
        if (done) closed.push({ siteId: site.id, month });
      }
      return closed;
    },

    /** A member's balance, what is withheld and why, and whether they can withdraw. */
    async summary(site: Site, member: Account) {
      const [entries, method, open, settings, closes, channelRows] = await Promise.all([
        ledger.entriesOf(site.id, [member.id]),
        ledger.payoutMethod(site.id, member.id),
        openRequestOf(site.id, member.id),
        ledger.settings(site.id),
        ledger.closes(site.id),
        db
          .select({ youtubeId: channels.youtubeId, title: channels.title })
          .from(channels)
          .where(eq(channels.siteId, site.id)),
      ]);
      const balance = sumOf(entries.map((entry) => entry.amountMicros));
      const held = new Map<string, bigint>();
      for (const entry of entries)
        if ((entry.kind === 'withheld' || entry.kind === 'released') && entry.channelYoutubeId)
          held.set(
            entry.channelYoutubeId,
            (held.get(entry.channelYoutubeId) ?? 0n) - entry.amountMicros,
          );
      const titles = new Map(channelRows.map((row) => [row.youtubeId, row.title]));
      const threshold = thresholdOf(
        currencyOf(site),
        settings,
        DEFAULT_WITHDRAWAL_THRESHOLD_MICROS,
      );
      return {
        currency: currencyOf(site),
        balance,
        threshold,
        withheld: [...held]
          .filter(([, amount]) => amount > 0n)
          .map(([channelId, amount]) => ({
            channelId,
            title: titles.get(channelId) ?? channelId,
            amount,
            reason: titles.has(channelId) ? ('unverified' as const) : ('channel_deleted' as const),
          })),
        lastClosedMonth: closes[0] ? monthOf(closes[0].month) : null,
        open: open ?? null,
        method: method ?? null,
        canWithdraw: !open && !!method && balance >= threshold,
      };
    },

    async statements(site: Site, viewer: Viewer, member: string | undefined) {
      const subject = await subjectOf(viewer, member);
      return ledger.statementsOf(site.id, subject.id);
    },

    async statement(site: Site, viewer: Viewer, month: string, member: string | undefined) {
      const subject = await subjectOf(viewer, member);
      const [statement, close] = await Promise.all([
        ledger.statement(site.id, month, subject.id),
        ledger.findClose(site.id, month),
      ]);
      if (!statement || !close) throw new AppError('statement_not_found');
      return { statement, closedAt: close.closedAt };
    },

    /** Every member's statement of a closed month (the manager's export). */
    async monthStatements(site: Site, month: string) {
      const close = await ledger.findClose(site.id, month);
      if (!close) throw new AppError('statement_not_found');
      return { close, statements: await ledger.statementsOfMonth(site.id, month) };
    },

    async history(site: Site, member: Account, page: number, size: number) {
      const [entries, requests] = await Promise.all([
        ledger.page(site.id, member.id, size, page * size),
        ledger.withdrawals(site.id, { accountId: member.id, limit: 50, offset: 0 }),
      ]);
      return { ...entries, withdrawals: requests.rows, currency: currencyOf(site) };
    },

    async setPayoutMethod(site: Site, member: Account, actor: Actor, method: PayoutMethodBody) {
      await db.transaction(async (trx) => {
        await ledger.savePayoutMethod(
          {
            siteId: site.id,
            accountId: member.id,
            kind: method.kind,
            sealed: deps.secrets.seal(JSON.stringify(method), methodContext(site.id, member.id)),
            masked: maskPayoutMethod(method),
          },
          trx,
        );
        await deps.audit.record(
          site.id,
          { actor, action: 'payout.method_set', detail: { kind: method.kind } },
          trx,
        );
      });
    },

    /**
     * A member asks to withdraw. Their account row is locked for the whole check and
     * write, so requests at the same moment run one after another: the second finds the
     * first open. The same idempotency key again answers with the request it made.
     */
    async withdraw(
      site: Site,
      member: Account,
      actor: Actor,
      input: { amount: string; idempotencyKey: string },
    ): Promise<{ withdrawal: WithdrawalWithMember; repeated: boolean }> {
      const currency = currencyOf(site);
      const amount = amountToMicros(input.amount, currency);
      const id = await db.transaction(async (trx) => {
        await ledger.lockAccounts(site.id, [member.id], trx);
        const earlier = await ledger.withdrawalByKey(site.id, member.id, input.idempotencyKey, trx);
        if (earlier) {
          if (earlier.amountMicros !== amount) throw new AppError('idempotency_key_reused');
          return { id: earlier.id, repeated: true };
        }
        const open = await trx.execute(
          sql`select 1 from withdrawals where site_id = ${site.id} and account_id = ${member.id}
              and state in ('requested', 'approved') limit 1`,
        );
        if (open.rows.length > 0) throw new AppError('withdrawal_open');
        const method = await ledger.payoutMethod(site.id, member.id, trx);
        if (!method) throw new AppError('payout_method_missing');
        const settings = await ledger.settings(site.id, trx);
        if (amount < thresholdOf(currency, settings, DEFAULT_WITHDRAWAL_THRESHOLD_MICROS))
          throw new AppError('withdrawal_below_threshold');
        if (amount > (await ledger.balance(site.id, member.id, trx)))
          throw new AppError('withdrawal_over_balance');
        const created = await ledger.insertWithdrawal(
          {
            siteId: site.id,
            accountId: member.id,
            amountMicros: amount,
            currency,
            state: 'requested',
            idempotencyKey: input.idempotencyKey,
            methodSealed: method.sealed,
            methodMasked: method.masked,
          },
          trx,
        );
        await ledger.append(
          [
            {
              siteId: site.id,
              accountId: member.id,
              kind: 'withdrawal',
              amountMicros: -amount,
              currency,
              withdrawalId: created.id,
              madeBy: 'member',
              madeByAccountId: member.id,
              reason: 'withdrawal_requested',
            },
          ],
          trx,
        );
        await deps.audit.record(
          site.id,
          {
            actor,
            action: 'payout.requested',
            targetAccountId: member.id,
            detail: { withdrawal_id: created.id, amount: amount.toString() },
          },
          trx,
        );
        return { id: created.id, repeated: false };
      });
      return { withdrawal: (await ledger.withdrawal(site.id, id.id))!, repeated: id.repeated };
    },

    cancel: (site: Site, member: Account, actor: Actor, id: number) =>
      decide(site, actor, {
        id,
        memberId: member.id,
        from: ['requested'],
        to: 'cancelled',
        returns: true,
      }),

    approve: (site: Site, actor: Actor, id: number) =>
      decide(site, actor, { id, from: ['requested'], to: 'approved', returns: false }),

    reject: (site: Site, actor: Actor, id: number, reason: string) =>
      decide(site, actor, {
        id,
        from: ['requested', 'approved'],
        to: 'rejected',
        changes: { rejectReason: reason },
        returns: true,
      }),

    async markPaid(
      site: Site,
      actor: Actor,
      input: { id: number; paidOn: string; reference: string },
    ) {
      if (input.paidOn > today()) throw new AppError('invalid_input', 'validation.paidOnInvalid');
      return decide(site, actor, {
        id: input.id,
        from: ['approved'],
        to: 'paid',
        changes: { paidOn: input.paidOn, reference: input.reference },
        returns: false,
      });
    },

    /** The manager's view: closed months, balances, settings, the next month to close. */
    async overview(site: Site) {
      const [closes, balances, settings, members, open, lastDay] = await Promise.all([
        ledger.closes(site.id),
        ledger.balances(site.id),
        ledger.settings(site.id),
        db
          .select({ id: accounts.id, email: accounts.email, nickname: accounts.nickname })
          .from(accounts)
          .where(
            and(
              eq(accounts.siteId, site.id),
              eq(accounts.role, 'member'),
              isNull(accounts.deletedAt),
            ),
          )
          .orderBy(asc(accounts.email)),
        ledger.withdrawals(site.id, { states: OPEN_WITHDRAWAL_STATES, limit: 10_000, offset: 0 }),
        lastDataDay(db, site.id),
      ]);
      const entries = await ledger.entriesOf(site.id, 'all');
      const withheld = new Map<number, bigint>();
      for (const entry of entries)
        if (entry.kind === 'withheld' || entry.kind === 'released')
          withheld.set(entry.accountId, (withheld.get(entry.accountId) ?? 0n) - entry.amountMicros);
      const openBy = new Map(open.rows.map((row) => [row.accountId, row.amountMicros]));
      return {
        currency: currencyOf(site),
        threshold: thresholdOf(currencyOf(site), settings, DEFAULT_WITHDRAWAL_THRESHOLD_MICROS),
        autoCloseDay: settings?.autoCloseDay ?? null,
        next: nextMonthToClose(closes, lastDay, today()),
        closes: closes.map((close) => ({ totals: storedTotals(close), closedAt: close.closedAt })),
        balances: members.map((member) => ({
          ...member,
          balance: balances.get(member.id) ?? 0n,
          withheld: withheld.get(member.id) ?? 0n,
          open: openBy.get(member.id) ?? null,
        })),
      };
    },

    /**
     * Sites' books in short, read only, in the order given: each one's closed months, what
     * it owes in all and its open requests (the operators who watch every network; the
     * manager pays). A few statements for any number of sites.
     */
    async booksOfSites(sites: Site[]) {
      const ids = sites.map((site) => site.id);
      const [closes, totals, lastDays] = await Promise.all([
        ledger.closesOfSites(ids),
        ledger.bookTotalsOfSites(ids),
        lastDataDays(db, ids),
      ]);
      return sites.map((site) => {
        const siteCloses = closes.get(site.id) ?? [];
        const { autoCloseDay, ...sums } = totals.get(site.id)!;
        return {
          currency: currencyOf(site),
          autoCloseDay,
          next: nextMonthToClose(siteCloses, lastDays.get(site.id) ?? null, today()),
          closes: siteCloses.map((close) => ({
            totals: storedTotals(close),
            closedAt: close.closedAt,
          })),
          ...sums,
        };
      });
    },

    /** A site's requests of every state (or of one), newest first, as the member sees them. */
    withdrawals: (site: Site, state: WithdrawalState | undefined, page: number, size: number) =>
      ledger.withdrawals(site.id, {
        ...(state ? { states: [state] } : {}),
        limit: size,
        offset: page * size,
      }),

    /** The request queue: the open requests (or those in one state), newest first. */
    async requests(site: Site, state: WithdrawalState | undefined, page: number, size: number) {
      const result = await ledger.withdrawals(site.id, {
        states: state ? [state] : OPEN_WITHDRAWAL_STATES,
        limit: size,
        offset: page * size,
      });
      return {
        total: result.total,
        rows: result.rows.map((row) => ({
          ...row,
          details: (OPEN_WITHDRAWAL_STATES as readonly string[]).includes(row.state)
            ? payoutDetails(deps.secrets, site.id, row.accountId, row.methodSealed)
            : null,
        })),
      };
    },

    async saveSettings(
      site: Site,
      actor: Actor,
      input: { threshold?: string; autoCloseDay?: number | null },
    ) {
      const changes = {
        ...(input.threshold === undefined
          ? {}
          : { withdrawalThresholdMicros: amountToMicros(input.threshold, currencyOf(site)) }),
        ...(input.autoCloseDay === undefined ? {} : { autoCloseDay: input.autoCloseDay }),
      };
      await ledger.saveSettings(site.id, changes, actor.accountId);
      await deps.audit.record(site.id, {
        actor,
        action: 'payout.settings_changed',
        detail: {
          threshold: changes.withdrawalThresholdMicros?.toString(),
          auto_close_day: changes.autoCloseDay,
        },
      });
    },
  };
  return service;
}

/** The last day each of several sites has revenue data of, where it has any. */
async function lastDataDays(db: Executor, siteIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ siteId: channelDaily.siteId, day: sql<string>`max(${channelDaily.day})::text` })
    .from(channelDaily)
    .where(inArray(channelDaily.siteId, siteIds))
    .groupBy(channelDaily.siteId);
  return new Map(rows.map((row) => [row.siteId, row.day]));
}

/** The last day the site has revenue data of, if any. */
async function lastDataDay(db: Executor, siteId: number): Promise<string | null> {
  return (await lastDataDays(db, [siteId])).get(siteId) ?? null;
}

/**
 * The month to close next: the one after the last closed month (before any close, the
 * latest with data), once it has ended and if it has data.
 */
function nextMonthToClose(
  closes: { month: string }[],
  lastDay: string | null,
  today: string,
): string | null {
  if (!lastDay) return null;
  const latest = closes[0] ? monthOf(closes[0].month) : null;
  const lastData = monthOf(lastDay);
  const lastEnded = monthOf(addMonth(`${today.slice(0, 7)}-01`, -1));
  const candidate = latest ? monthOf(addMonth(`${latest}-01`)) : [lastData, lastEnded].sort()[0]!;
  return candidate <= lastEnded && candidate <= lastData ? candidate : null;
}

/** The month `YYYY-MM-01` moved by `by` months. */
function addMonth(month: string, by = 1): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The payout method in full, for the manager who pays it. */
function payoutDetails(secrets: SecretBox, siteId: number, accountId: number, sealed: string) {
  try {
    const method = JSON.parse(
      secrets.open(sealed, methodContext(siteId, accountId)),
    ) as PayoutMethodBody;
    return method.kind === 'email'
      ? method.email
      : `${method.bank_name} / ${method.holder} / ${method.account_number}`;
  } catch {
    return null;
  }
}

export type EarningsService = ReturnType<typeof createEarningsService>;

/** Whether the site has any revenue data from `from` to `to` (days, inclusive). */
async function hasData(trx: Executor, siteId: number, from: string, to: string) {
  const rows = await trx
    .select({ day: channelDaily.day })
    .from(channelDaily)
    .where(
      and(
        eq(channelDaily.siteId, siteId),
        sql`${channelDaily.day} between ${from}::date and ${to}::date`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
