import {
  basisPointsToPercent,
  STATEMENT_CSV_COLUMNS,
  STATEMENT_CSV_LABELS,
  type Currency,
  type Locale,
  type StatementCsvColumn,
} from '@portal/shared';
import { microsAsAmount } from '../reports/report-export.ts';
import type { StatementRow } from './ledger.repo.ts';
import { monthOf } from './month-close.ts';

/** A CSV field: quoted when it must be, and a leading formula character defused. */
function field(value: string): string {
  let text = value;
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Statements as CSV (with a BOM, so spreadsheets read UTF-8): per member, a row per channel,
 * per adjustment and per payout, then the balance before and after; money as exact
 * amounts of the currency, so the rows add up.
 */
export function statementsCsv(rows: StatementRow[], locale: Locale, currency: Currency): string {
  const labels = STATEMENT_CSV_LABELS[locale];
  const header = STATEMENT_CSV_COLUMNS.map((column) =>
    field(labels.columns[column].replace('{currency}', currency)),
  ).join(',');
  const lines: string[] = [`\uFEFF${header}`];
  const amount = (micros: string) => microsAsAmount(micros);
  for (const statement of rows) {
    const base = {
      month: monthOf(statement.month),
      member: statement.email,
      nickname: statement.nickname,
    };
    const line = (values: Partial<Record<StatementCsvColumn, string>>) =>
      lines.push(
        STATEMENT_CSV_COLUMNS.map((column) => field({ ...base, ...values }[column] ?? '')).join(
          ',',
        ),
      );
    line({
      row: labels.rows.balance_before,
      amount: amount(statement.balanceBeforeMicros.toString()),
    });
    for (const channel of statement.lines)
      line({
        row: labels.rows.channel,
        channel: channel.title,
        channel_id: channel.channelId,
        gross: amount(channel.gross),
        fee_rates: channel.feeRatesBp.map(basisPointsToPercent).join(' / '),
        net: amount(channel.net),
        withheld: amount(channel.withheld),
        released: amount(channel.released),
      });
    for (const adjustment of statement.adjustments)
      line({
        row: labels.rows.adjustment,
        channel: adjustment.title,
        channel_id: adjustment.channelId,
        amount: amount(adjustment.amount),
        corrected_month: adjustment.month,
      });
    for (const payout of statement.payouts)
      line({
        row: labels.rows.payout,
        amount: amount(payout.amount),
        paid_on: payout.paidOn,
        reference: payout.reference,
      });
    line({
      row: labels.rows.balance_after,
      amount: amount(statement.balanceAfterMicros.toString()),
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}
