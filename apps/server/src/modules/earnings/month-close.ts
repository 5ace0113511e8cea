import { sql } from 'drizzle-orm';
import type { Currency } from '@portal/shared';
import type { Executor } from '../../db/client.ts';
import type { StatementAdjustmentRecord, StatementLineRecord } from '../../db/schema.ts';
import { addDays } from '../../lib/days.ts';
import { feeRateOn, type FeeRateEntry } from '../members/fee-rates.ts';
import { ratesCte } from '../reports/plans/report-sql.ts';
import type { LedgerEntryRow, NewLedgerEntry } from './ledger.repo.ts';

/**
 * A month's figures of one member's channel, in micro-units of the site's currency: what
 * the reports give for that member, channel and month (the member's rows of
 * `channel_daily`, each day's net at that day's KRW rate), rounded down once per member,
 * channel and month, so the member is never credited more than the reports show.
 */
export type ChannelMonth = {
  accountId: number;
  channelId: string;
  /** `YYYY-MM`. */
  month: string;
  gross: bigint;
  net: bigint;
  /** The days with rows, for the fee rates in force on them. */
  days: string[];
};

/** The first and last day of a `YYYY-MM` month. */
export function monthDays(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** The month (`YYYY-MM`) a day belongs to. */
export const monthOf = (day: string) => day.slice(0, 7);

/**
 * Each member's figures per channel and month from `from` to `to` (whole months), by the
 * reports' own rules: the rows stamped with the member who saw them (assignment, approval,
 * fee rate of the day: rollups.ts) and, on a won site, each day at its rate (`ratesCte`,
 * the reports' own). Exact decimals are summed first and rounded down at the end.
 */
export async function channelMonths(
  trx: Executor,
  siteId: number,
  currency: Currency,
  from: string,
  to: string,
): Promise<ChannelMonth[]> {
  // The days are ours (monthDays), never the caller's text, so they can stand in the SQL.
  const rates =
    currency === 'KRW'
      ? ratesCte(`'${from}'`, `'${to}'`)
      : `rates as (select d::date as day, 1::numeric as krw
           from generate_series('${from}'::date, '${to}'::date, interval '1 day') d)`;
  const { rows } = await trx.execute<{
    account_id: string;
    channel_id: string;
    month: string;
    gross: string;
    net: string;
    days: string[];
  }>(
    sql.raw(`with ${rates}
      select d.member_account_id::text as account_id, d.channel_id,
        to_char(d.day, 'YYYY-MM') as month,
        floor(sum(d.revenue_micros * r.krw))::text as gross,
        floor(sum(d.member_revenue_micros * r.krw))::text as net,
        array_agg(d.day::text order by d.day) as days
      from channel_daily d join rates r on r.day = d.day
      where d.site_id = ${Number(siteId)} and d.day between '${from}'::date and '${to}'::date
        and d.member_account_id is not null
      group by 1, 2, 3
      order by 1, 2, 3`),
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    channelId: row.channel_id,
    month: row.month,
    gross: BigInt(row.gross),
    net: BigInt(row.net),
    days: row.days,
  }));
}

export type ChannelNow = {
  rowId: number;
  title: string;
  verified: boolean;
  /** The UTC day of the approval this registration earns from. */
  approvedOn: string | null;
};

export type AccountNow = { email: string; nickname: string; deleted: boolean };

/** Everything a close decides from, read in its transaction. */
export type CloseInput = {
  siteId: number;
  currency: Currency;
  /** The month being closed, `YYYY-MM`. */
  month: string;
  /** Months closed before, `YYYY-MM`. */
  closedMonths: Set<string>;
  /** Figures of the month and of every month closed before. */
  figures: ChannelMonth[];
  /** Every entry of the site's ledger so far. */
  entries: LedgerEntryRow[];
  channels: Map<string, ChannelNow>;
  accounts: Map<number, AccountNow>;
  feeHistory: Map<number, FeeRateEntry[]>;
  closedBy: number | null;
};

export type PlannedStatement = {
  accountId: number;
  lines: StatementLineRecord[];
  adjustments: StatementAdjustmentRecord[];
};

export type ClosePlan = {
  entries: NewLedgerEntry[];
  statements: PlannedStatement[];
  totals: {
    members: number;
    gross: bigint;
    net: bigint;
    withheld: bigint;
    released: bigint;
    adjustments: bigint;
  };
};

const pairKey = (accountId: number, channelId: string) => `${accountId}|${channelId}`;

/**
 * What closing a month writes, decided from the books and the figures alone (no I/O):
 * - each member's net of each channel in the month: a `month_earnings` credit;
 * - for each month closed before, the difference between today's figures and what the
 *   books credited for it: one `adjustment` naming that month (re-issued data);
 * - a channel not verified now: what this close credits for it is `withheld`; a verified
 *   channel: what was withheld before is `released` (docs/product.md §7.5);
 * - a channel deleted or a member deleted since: what this close credits is forfeited at
 *   once (docs/product.md §7.12), so the books still show it.
 * Adjustments skip deleted members and channels (their balances were forfeited) and the
 * months before a re-registered channel's approval, which another registration earned.
 */
export function planClose(input: CloseInput): ClosePlan {
  const { month } = input;
  const closeMonth = `${month}-01`;
  const base = {
    siteId: input.siteId,
    currency: input.currency,
    closeMonth,
    madeBy: 'close' as const,
    madeByAccountId: input.closedBy,
  };
  const entries: NewLedgerEntry[] = [];
  const lines = new Map<string, StatementLineRecord & { accountId: number }>();
  const adjustments = new Map<number, StatementAdjustmentRecord[]>();
  /** What this close credits each (member, channel): earnings and adjustments. */
  const credited = new Map<string, { accountId: number; channelId: string; amount: bigint }>();
  const credit = (accountId: number, channelId: string, amount: bigint) => {
    const key = pairKey(accountId, channelId);
    const current = credited.get(key) ?? { accountId, channelId, amount: 0n };
    current.amount += amount;
    credited.set(key, current);
  };
  const titleOf = (channelId: string) => input.channels.get(channelId)?.title ?? channelId;
  const lineOf = (accountId: number, channelId: string) => {
    const key = pairKey(accountId, channelId);
    let line = lines.get(key);
    if (!line) {
      line = {
        accountId,
        channelId,
        title: titleOf(channelId),
        gross: '0',
        feeRatesBp: [],
        net: '0',
        withheld: '0',
        released: '0',
      };
      lines.set(key, line);
    }
    return line;
  };

  // The month's earnings.
  for (const figure of input.figures.filter((f) => f.month === month)) {
    const line = lineOf(figure.accountId, figure.channelId);
    line.gross = figure.gross.toString();
    line.net = figure.net.toString();
    const history = input.feeHistory.get(figure.accountId) ?? [];
    line.feeRatesBp = [...new Set(figure.days.map((day) => feeRateOn(history, day)))];
    if (figure.net === 0n) continue;
    const channel = input.channels.get(figure.channelId);
    entries.push({
      ...base,
      accountId: figure.accountId,
      kind: 'month_earnings',
      amountMicros: figure.net,
      month: closeMonth,
      channelYoutubeId: figure.channelId,
      channelRowId: channel?.rowId ?? null,
      reason: 'month_close',
    });
    credit(figure.accountId, figure.channelId, figure.net);
  }

  // Adjustments for months closed before: today's figures against what the books credited.
  const booked = new Map<string, bigint>();
  for (const entry of input.entries) {
    if ((entry.kind !== 'month_earnings' && entry.kind !== 'adjustment') || !entry.month) continue;
    if (!entry.channelYoutubeId) continue;
    const channel = input.channels.get(entry.channelYoutubeId);
    // Entries of an earlier registration of the channel are not this one's to correct.
    if (!channel || entry.channelRowId !== channel.rowId) continue;
    const key = `${pairKey(entry.accountId, entry.channelYoutubeId)}|${monthOf(entry.month)}`;
    booked.set(key, (booked.get(key) ?? 0n) + entry.amountMicros);
  }
  const now = new Map<string, bigint>();
  for (const figure of input.figures)
    if (input.closedMonths.has(figure.month))
      now.set(`${pairKey(figure.accountId, figure.channelId)}|${figure.month}`, figure.net);
  for (const key of [...new Set([...booked.keys(), ...now.keys()])].sort()) {
    const [account, channelId, correctedMonth] = key.split('|') as [string, string, string];
    const accountId = Number(account);
    const channel = input.channels.get(channelId);
    const member = input.accounts.get(accountId);
    if (!channel || !member || member.deleted) continue;
    if (!channel.approvedOn || channel.approvedOn > monthDays(correctedMonth).to) continue;
    const difference = (now.get(key) ?? 0n) - (booked.get(key) ?? 0n);
    if (difference === 0n) continue;
    entries.push({
      ...base,
      accountId,
      kind: 'adjustment',
      amountMicros: difference,
      month: `${correctedMonth}-01`,
      channelYoutubeId: channelId,
      channelRowId: channel.rowId,
      reason: 'reissued_data',
    });
    credit(accountId, channelId, difference);
    const list = adjustments.get(accountId) ?? [];
    list.push({
      channelId,
      title: channel.title,
      month: correctedMonth,
      amount: difference.toString(),
    });
    adjustments.set(accountId, list);
  }

  // Withheld before, per member and channel: what a verified channel now releases.
  const held = new Map<string, { accountId: number; channelId: string; amount: bigint }>();
  for (const entry of input.entries) {
    if ((entry.kind !== 'withheld' && entry.kind !== 'released') || !entry.channelYoutubeId)
      continue;
    const key = pairKey(entry.accountId, entry.channelYoutubeId);
    const current = held.get(key) ?? {
      accountId: entry.accountId,
      channelId: entry.channelYoutubeId,
      amount: 0n,
    };
    current.amount -= entry.amountMicros;
    held.set(key, current);
  }
  let released = 0n;
  let withheld = 0n;
  for (const [, hold] of [...held].sort(([a], [b]) => a.localeCompare(b))) {
    const channel = input.channels.get(hold.channelId);
    const member = input.accounts.get(hold.accountId);
    if (hold.amount <= 0n || !channel?.verified || !member || member.deleted) continue;
    entries.push({
      ...base,
      accountId: hold.accountId,
      kind: 'released',
      amountMicros: hold.amount,
      channelYoutubeId: hold.channelId,
      channelRowId: channel.rowId,
      reason: 'channel_verified',
    });
    lineOf(hold.accountId, hold.channelId).released = hold.amount.toString();
    released += hold.amount;
  }

  // This close's credits: withheld for an unverified channel, forfeited for a deleted one.
  for (const { accountId, channelId, amount } of [...credited.values()]) {
    if (amount <= 0n) continue;
    const channel = input.channels.get(channelId);
    const member = input.accounts.get(accountId);
    const common = {
      ...base,
      accountId,
      channelYoutubeId: channelId,
      channelRowId: channel?.rowId ?? null,
    };
    if (!channel || !member || member.deleted) {
      entries.push({
        ...common,
        kind: 'forfeit',
        amountMicros: -amount,
        reason: !channel ? 'channel_deleted' : 'account_deleted',
      });
    } else if (!channel.verified) {
      entries.push({ ...common, kind: 'withheld', amountMicros: -amount, reason: 'unverified' });
      lineOf(accountId, channelId).withheld = amount.toString();
      withheld += amount;
    }
  }

  const monthLines = [...lines.values()];
  const accountIds = [
    ...new Set([...monthLines.map((line) => line.accountId), ...adjustments.keys()]),
  ].sort((a, b) => a - b);
  return {
    entries,
    statements: accountIds.map((accountId) => ({
      accountId,
      lines: monthLines
        .filter((line) => line.accountId === accountId)
        .map(({ accountId: _, ...line }) => line)
        .sort((a, b) => a.title.localeCompare(b.title) || a.channelId.localeCompare(b.channelId)),
      adjustments: adjustments.get(accountId) ?? [],
    })),
    totals: {
      members: accountIds.length,
      gross: sumOf(monthLines.map((line) => BigInt(line.gross))),
      net: sumOf(monthLines.map((line) => BigInt(line.net))),
      withheld,
      released,
      adjustments: sumOf(
        [...adjustments.values()].flat().map((adjustment) => BigInt(adjustment.amount)),
      ),
    },
  };
}

export const sumOf = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
