import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, monthCloses, sites } from '../db/schema.ts';
import { createSecretBox, type SecretsKeyRing } from '../lib/secrets.ts';
import type { Account } from '../modules/accounts/accounts.repo.ts';
import { createAuditRepo } from '../modules/audit/audit.repo.ts';
import { createEarningsService } from '../modules/earnings/earnings.service.ts';
import { createLedgerRepo } from '../modules/earnings/ledger.repo.ts';
import { monthDays } from '../modules/earnings/month-close.ts';

/** Which requests each of the richest members makes, in order; the last may stay open. */
const REQUEST_PLAN: ('paid' | 'rejected' | 'cancelled' | 'approved' | 'requested')[][] = [
  ['paid', 'rejected', 'approved'],
  ['paid', 'cancelled', 'requested'],
  ['rejected', 'cancelled', 'requested'],
  ['approved'],
];

/**
 * The demo network's books, once its data is in: every finished month with data closed
 * but the last (left for the manager to close, to see the preview), payout methods for
 * the members, and a couple of withdrawal requests in every state. Through the earnings
 * service, as a manager would make them. Nothing happens if the site has closed a month.
 */
export async function ensureDemoBooks(
  database: Database,
  options: { siteId: number; secretsKeys: SecretsKeyRing; now?: Date },
): Promise<{ months: number; requests: number }> {
  const now = options.now ?? new Date();
  const { db } = database;
  const done = await db
    .select({ month: monthCloses.month })
    .from(monthCloses)
    .where(eq(monthCloses.siteId, options.siteId))
    .limit(1);
  if (done.length > 0) return { months: 0, requests: 0 };
  const [site] = await db.select().from(sites).where(eq(sites.id, options.siteId));
  const [manager] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.siteId, options.siteId), eq(accounts.role, 'manager')))
    .limit(1);
  if (!site || !manager) return { months: 0, requests: 0 };
  const earnings = createEarningsService({
    db,
    ledger: createLedgerRepo(db),
    audit: createAuditRepo(db),
    secrets: createSecretBox(options.secretsKeys),
    now: () => now,
  });
  const actor = (account: Account) => ({ accountId: account.id, ip: undefined });

  const { rows } = await database.pool.query<{ month: string }>(
    `select distinct to_char(day, 'YYYY-MM') as month from channel_daily
      where site_id = $1 order by 1`,
    [options.siteId],
  );
  const today = now.toISOString().slice(0, 10);
  const finished = rows.map((row) => row.month).filter((month) => monthDays(month).to < today);
  const toClose = finished.slice(0, -1);
  for (const month of toClose) await earnings.close(site, manager, actor(manager), month);
  if (toClose.length === 0) return { months: 0, requests: 0 };

  const members = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.siteId, options.siteId), eq(accounts.role, 'member')));
  const withBalance = await Promise.all(
    members.map(async (member) => ({
      member,
      summary: await earnings.summary(site, member),
    })),
  );
  withBalance.sort((a, b) => (b.summary.balance > a.summary.balance ? 1 : -1));
  let requests = 0;
  for (const [index, plan] of REQUEST_PLAN.entries()) {
    const entry = withBalance[index];
    if (!entry) break;
    const { member, summary } = entry;
    await earnings.setPayoutMethod(site, member, actor(member), {
      kind: 'bank',
      bank_name: '데모은행',
      holder: member.nickname,
      account_number: `100-${String(member.id).padStart(4, '0')}-2024${index}`,
    });
    // Each request a tenth of the balance, in whole units, never under the threshold.
    const tenth = summary.balance / 10n / 1_000_000n;
    const threshold = summary.threshold / 1_000_000n;
    const amount = tenth > threshold ? tenth : threshold;
    for (const state of plan) {
      if ((await earnings.summary(site, member)).balance < amount * 1_000_000n) break;
      const { withdrawal } = await earnings.withdraw(site, member, actor(member), {
        amount: amount.toString(),
        idempotencyKey: randomUUID(),
      });
      requests += 1;
      if (state === 'cancelled') await earnings.cancel(site, member, actor(member), withdrawal.id);
      if (state === 'rejected')
        await earnings.reject(site, actor(manager), withdrawal.id, '예금주 이름이 계정과 다릅니다');
      if (state === 'approved' || state === 'paid')
        await earnings.approve(site, actor(manager), withdrawal.id);
      if (state === 'paid')
        await earnings.markPaid(site, actor(manager), {
          id: withdrawal.id,
          paidOn: today,
          reference: `DEMO-${withdrawal.id}`,
        });
    }
  }
  return { months: toClose.length, requests };
}
