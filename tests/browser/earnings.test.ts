import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_MANAGER, logIn, operator, signUp, snackbar, useBrowser } from './browser.ts';

/** The first day of the month before this one, and a day in it (UTC). */
function lastMonth(): { month: string; day: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const month = first.toISOString().slice(0, 7);
  return { month, day: `${month}-15` };
}

/** SQL on the test server's database, as its owner: the journey's own set-up. */
async function onDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { dataDir, databaseUrl } = inject('browserEnv');
  const client = new pg.Client(
    databaseUrl ?? { host: dataDir, port: 5432, user: 'postgres', database: 'postgres' },
  );
  await client.connect();
  try {
    await client.query(`select set_config('portal.all_sites', 'on', false)`);
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new member of the demo site with a channel of theirs since last month, and one Short's
 * day of revenue in last month ($100), imported the way an operator does.
 */
async function memberWithLastMonth(baseUrl: string) {
  const member = await signUp(baseUrl, 'localhost');
  const { day } = lastMonth();
  const channelId = `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`;
  await onDatabase(async (client) => {
    const { rows } = await client.query<{ site_id: string; account_id: string }>(
      `select d.site_id, a.id as account_id from site_domains d
         join accounts a on a.site_id = d.site_id and a.email = $1
        where d.domain = 'localhost'`,
      [member.email],
    );
    const { site_id: siteId, account_id: accountId } = rows[0]!;
    const channel = await client.query<{ id: string }>(
      `insert into channels (site_id, youtube_id, title, category, status, verification, verification_code, approved_at)
       values ($1, $2, '정산 채널', 'music', 2, 'verified', $3, $4::date - 14) returning id`,
      [siteId, channelId, `EARN-${randomUUID().slice(0, 8)}`, day],
    );
    await client.query(
      `insert into channel_assignments (site_id, channel_id, account_id, assigned_from)
       values ($1, $2, $3, $4::date - 14)`,
      [siteId, channel.rows[0]!.id, accountId, day],
    );
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'earnings-journey-'));
  try {
    const file = path.join(dir, 'content_owner_estimated_revenue_a1.csv');
    writeFileSync(
      file,
      [
        'date,channel_id,video_id,country_code,estimated_partner_revenue,estimated_partner_red_revenue',
        `${day.replaceAll('-', '')},${channelId},earnJourney,KR,100.000000,0`,
      ].join('\n'),
    );
    await operator('import', '--site', 'localhost', file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return member;
}

/** The balance the member's Earnings page shows, in whole won. */
async function balanceShown(page: Page): Promise<number> {
  const text = await page.getByTestId('balance-card').locator('p').first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

describe('earnings journey', () => {
  const b = useBrowser();

  it('the manager closes last month; the member keeps the statement, withdraws, and is paid', async () => {
    const member = await memberWithLastMonth(b.baseUrl);
    const { month } = lastMonth();
    const manager = b.page;

    // The manager previews last month's totals, then closes it.
    await manager.goto('/login');
    await logIn(manager, DEMO_MANAGER, b.demoPassword);
    await manager.getByTestId('main-nav').getByRole('link', { name: '정산 관리' }).click();
    await manager.getByRole('heading', { name: '정산 관리', level: 1 }).waitFor();
    await manager.getByLabel('마감할 달').fill(month);
    await manager.getByRole('button', { name: '합계 미리 보기' }).click();
    const preview = manager.getByTestId('close-preview');
    await preview.waitFor();
    await preview.getByRole('button', { name: /마감하기$/ }).click();
    await snackbar(manager, '마감되었습니다.').waitFor();

    // The member sees the month's statement, prints it and keeps it as a PDF.
    const memberContext = await b.context.browser()!.newContext({
      baseURL: b.baseUrl,
      locale: 'ko-KR',
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await memberContext.newPage();
      await page.addInitScript(() => {
        window.print = () => {
          (window as unknown as { printed: number }).printed =
            ((window as unknown as { printed?: number }).printed ?? 0) + 1;
        };
      });
      await page.goto('/login');
      await logIn(page, member.email, member.password);
      await page.getByTestId('balance-card').waitFor();
      await page.getByTestId('main-nav').getByRole('link', { name: '수익금' }).click();
      await page.getByRole('heading', { name: '수익금', level: 1 }).waitFor();
      const earned = await balanceShown(page);
      expect(earned).toBeGreaterThan(10_000);
      await page.getByRole('link', { name: /정산서 보기$/ }).click();
      const statement = page.getByTestId('statement');
      await statement.getByText('정산 채널').waitFor();
      await page.getByRole('button', { name: '인쇄 / PDF로 저장' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      // Printed, the statement stands alone: no menu, no buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('main-nav').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'CSV 내려받기' }).isVisible()).toBe(false);
      expect(await statement.isVisible()).toBe(true);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.emulateMedia({ media: 'screen' });

      // A payout method, then a withdrawal of the minimum.
      await page.getByRole('link', { name: '수익금으로' }).click();
      await page.getByLabel('은행명').fill('국민은행');
      await page.getByLabel('예금주').fill('김창작');
      await page.getByLabel('계좌번호').fill('123-456-789012');
      await page.getByRole('button', { name: '지급 방법 저장' }).click();
      await snackbar(page, '지급 방법이 저장되었습니다.').waitFor();
      await page.getByTestId('payout-method-current').getByText('****9012').waitFor();
      await page.getByLabel('금액 (KRW)').fill('10000');
      await page.getByRole('button', { name: '출금 신청' }).click();
      await snackbar(page, '출금이 신청되었습니다.').waitFor();
      await page.getByTestId('open-withdrawal').waitFor();

      // The manager approves the request, pays it and marks it paid with a reference.
      await manager.reload();
      const row = manager.getByTestId('request-queue').locator('li').filter({
        hasText: member.email,
      });
      await row.getByText('123-456-789012').waitFor();
      await row.getByRole('button', { name: '승인' }).click();
      await snackbar(manager, '신청이 승인되었습니다.').waitFor();
      await manager.getByLabel('상태').selectOption('approved');
      const approved = manager.getByTestId('request-queue').locator('li').filter({
        hasText: member.email,
      });
      await approved.getByRole('button', { name: '지급 완료' }).click();
      await approved.getByLabel('참조 번호').fill('TX-JOURNEY');
      await approved.getByRole('button', { name: '확인' }).click();
      await snackbar(manager, '지급 완료로 표시했습니다.').waitFor();

      // The member sees it paid and the balance down by the amount.
      await page.reload();
      await page.getByTestId('withdrawal-history').getByText('지급 완료').waitFor();
      expect(await balanceShown(page)).toBe(earned - 10_000);
    } finally {
      await memberContext.close();
    }
  });
});
