import type { MonthCloseRun } from './database/month-close.ts';

/** The section of docs/benchmarks.md, from a run. */
export function monthCloseSection(
  run: MonthCloseRun,
  context: { command: string; date: string; commit: string; about: string },
): string {
  const rows = run.closes.map(
    (close) => `| ${close.month} | ${close.ms.toFixed(0)} | ${close.entries} | ${close.members} |`,
  );
  const worst = Math.max(0, ...run.closes.map((close) => close.ms));
  return `## Closing a month on PostgreSQL

Measured on ${context.date} by \`${context.command}\` (${context.commit}), on ${context.about}:
a copy of \`${run.database}\` (${run.channelDailyRows.toLocaleString('en')} rows of
\`channel_daily\`, ${run.channels} channels, ${run.members} members), every finished month
with data closed in order through the earnings service (\`payouts/close\`'s work: the
month's figures, the adjustments of every month closed before, the ledger entries and the
statements, in one transaction), then the copy dropped.

| month | close ms | ledger entries | members |
| ----- | -------- | -------------- | ------- |
${rows.join('\n')}

The slowest close took ${(worst / 1000).toFixed(2)} s: the target is under 10 s${worst < 10_000 ? ', met' : ', missed'}.
`;
}
