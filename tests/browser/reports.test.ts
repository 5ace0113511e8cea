import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MANAGER, DEMO_MEMBER, logIn, signUp, useBrowser } from './browser.ts';

/**
 * The report screens against the real server and the demo network's small data set
 * (DEMO_DATA=small: three channels, thirty Shorts, two weeks), which the server imports in
 * the background after its first start.
 */

const MEMBER_CHANNEL = '한강 쇼츠';

/** A figure as shown (1,812 · ₩92 · 3.8%) as a number. */
function figure(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-domain': 'localhost' },
    body: JSON.stringify({ id: email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Waits until the demo's import has finished: the lifetime views stop changing. */
async function waitForDemoData(baseUrl: string, password: string): Promise<void> {
  const token = await apiToken(baseUrl, DEMO_MANAGER, password);
  const views = async () => {
    const response = await fetch(`${baseUrl}/api/report/summary?period=lifetime`, {
      headers: { authorization: `Bearer ${token}`, 'x-site-domain': 'localhost' },
    });
    return ((await response.json()) as { totals?: { views: number } }).totals?.views ?? 0;
  };
  const deadline = Date.now() + 90_000;
  let last = -1;
  while (Date.now() < deadline) {
    const now = await views();
    if (now > 0 && now === last) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  throw new Error('The demo data did not finish loading within 90 s');
}

function card(page: Page, name: string): Locator {
  return page.getByTestId(`card-${name}`).getByTestId('figure');
}

/** The body rows of a report table (the totals row is in its footer). */
function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

/** The text of column `index` in every body row. */
async function column(table: Locator, index: number): Promise<string[]> {
  return bodyRows(table).evaluateAll(
    (rows, at) => rows.map((row) => row.querySelectorAll('th, td')[at]?.textContent ?? ''),
    index,
  );
}

async function shortsTable(page: Page): Promise<Locator> {
  const table = page.getByRole('table', { name: '쇼츠별 실적' });
  await table.waitFor();
  return table;
}

/** Waits for a table no longer marked busy (a newer page or order has arrived). */
async function settled(table: Locator): Promise<void> {
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
}

describe('report screens', () => {
  const b = useBrowser();

  beforeAll(async () => {
    const env = inject('browserEnv');
    await waitForDemoData(env.baseUrl, env.demoPassword);
  });

  it('a manager sees every member’s figures, the cards add up to the Shorts, and narrows to one member', async () => {
    const page = b.page;
    await page.goto('/login');
    await logIn(page, DEMO_MANAGER, b.demoPassword);
    await page
      .getByTestId('complete-up-to')
      .getByText(/까지 집계된 데이터입니다/)
      .waitFor();
    const allViews = figure(await card(page, 'views').textContent());
    const allRevenue = figure(await card(page, 'revenue').textContent());
    expect(allViews).toBeGreaterThan(0);
    expect(await page.getByTestId('card-revenue').textContent()).toContain('회원 몫 ₩');

    // The cards equal the Shorts table: every row over both pages, and its totals row.
    const table = await shortsTable(page);
    let views = 0;
    let revenue = 0;
    let rows = 0;
    for (let shown = 1; ; shown += 1) {
      views += (await column(table, 1)).reduce((sum, text) => sum + figure(text), 0);
      const amounts = await column(table, 2);
      revenue += amounts.reduce((sum, text) => sum + figure(text), 0);
      rows += amounts.length;
      const next = page.getByRole('button', { name: '다음', exact: true });
      if (!(await next.isVisible()) || (await next.isDisabled())) break;
      await next.click();
      await page.getByText(new RegExp(`^${shown + 1} / \\d+ 페이지$`)).waitFor();
      await settled(table);
    }
    expect(views).toBe(allViews);
    // Each row is rounded to the won on its own; the sum may differ by half a won a row.
    expect(Math.abs(revenue - allRevenue)).toBeLessThanOrEqual(rows / 2);
    const totals = table.locator('tfoot tr');
    expect(figure(await totals.locator('td').nth(0).textContent())).toBe(allViews);
    expect(await totals.locator('td').nth(1).textContent()).toBe(
      await card(page, 'revenue').textContent(),
    );

    // One member: their channel only.
    await page.getByLabel('회원').selectOption(DEMO_MEMBER);
    await expect
      .poll(async () => figure(await card(page, 'views').textContent()))
      .toBeLessThan(allViews);
    await settled(table);
    const channels = await bodyRows(table).locator('th p').allTextContents();
    expect(new Set(channels)).toEqual(new Set([MEMBER_CHANNEL]));
    const memberViews = figure(await card(page, 'views').textContent());
    expect((await column(table, 1)).reduce((sum, text) => sum + figure(text), 0)).toBe(memberViews);
  });

  it('a member sees only their own channel', async () => {
    const page = b.page;
    await page.goto('/login');
    await logIn(page, DEMO_MEMBER, b.demoPassword);
    const table = await shortsTable(page);
    expect(await page.getByLabel('회원').count()).toBe(0);
    const channels = await bodyRows(table).locator('th p').allTextContents();
    expect(new Set(channels)).toEqual(new Set([MEMBER_CHANNEL]));
    // A member's revenue is already their share.
    expect(await page.getByTestId('card-revenue').textContent()).toContain(
      '수익 배분율을 반영한 내 몫',
    );

    await page.getByTestId('main-nav').getByRole('link', { name: '채널 리포트' }).click();
    const channelTable = page.getByRole('table', { name: '채널별 실적' });
    await channelTable.waitFor();
    const names = await column(channelTable, 0);
    expect(names).toHaveLength(1);
    expect(names[0]).toContain(MEMBER_CHANNEL);
  });

  it('sorts, and opens a Short’s detail from its row and from a ?videoDetail= link', async () => {
    const page = b.page;
    await page.goto('/login');
    await logIn(page, DEMO_MANAGER, b.demoPassword);
    const table = await shortsTable(page);

    const header = table.getByRole('button', { name: '조회수' });
    await header.click();
    await expect
      .poll(() => header.locator('xpath=..').getAttribute('aria-sort'))
      .toBe('descending');
    await settled(table);
    const descending = (await column(table, 1)).map(figure);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await header.click();
    await expect.poll(() => header.locator('xpath=..').getAttribute('aria-sort')).toBe('ascending');
    await settled(table);
    const ascending = (await column(table, 1)).map(figure);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // The row's title opens the detail, with the row's figures and the viewers' countries.
    const row = bodyRows(table).first();
    const title = (await row.locator('th button').textContent())?.replace(/ 상세 보기$/, '') ?? '';
    const rowViews = await row.locator('td').nth(0).textContent();
    const videoId = await row.getAttribute('data-video-id');
    await row.locator('th button').click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByText('평균 시청 시간').waitFor();
    expect(await dialog.getByText('총 조회수').locator('xpath=..').textContent()).toContain(
      rowViews ?? '',
    );
    await dialog.getByRole('list', { name: '국가별 조회수 순위' }).waitFor();
    await dialog.getByTestId('viewer-map').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A link with ?videoDetail= opens the same Short, and the flag leaves the address.
    await page.goto(`/dashboard?videoDetail=${videoId}`);
    await page.getByRole('dialog', { name: title }).getByText('평균 시청 시간').waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('video report: search, channel filter, custom period and CSV export', async () => {
    const page = b.page;
    await page.goto('/login');
    await logIn(page, DEMO_MANAGER, b.demoPassword);
    await page.goto('/report-video');
    const table = await shortsTable(page);
    const summary = page.getByText(/^쇼츠 \d+개 중/);
    const total = figure((await summary.textContent())?.match(/쇼츠 ([\d,]+)개/)?.[1] ?? '');
    expect(total).toBeGreaterThan(2);

    // Search by a word of a title.
    await page.getByLabel('쇼츠 검색').fill('dance');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect
      .poll(async () => (await bodyRows(table).locator('th button').allTextContents()).length)
      .toBeLessThan(total);
    const titles = await bodyRows(table).locator('th button').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const text of titles) expect(text.toLowerCase()).toContain('dance');
    await page.getByLabel('쇼츠 검색').fill('');
    await page.getByRole('button', { name: '검색', exact: true }).click();

    // One channel.
    await page.getByLabel('채널').selectOption({ label: MEMBER_CHANNEL });
    await expect
      .poll(async () => new Set(await bodyRows(table).locator('th p').allTextContents()))
      .toEqual(new Set([MEMBER_CHANNEL]));

    // A custom period: the last three days with data.
    const complete = await page.getByTestId('complete-up-to').textContent();
    const [, year, month, day] = complete?.match(/(\d{4})\. (\d{1,2})\. (\d{1,2})\./) ?? [];
    const last = `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
    const first = new Date(Date.parse(`${last}T00:00:00Z`) - 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await page.getByLabel('기간', { exact: true }).selectOption('custom');
    const range = page.getByRole('form', { name: '기간 직접 설정' });
    await range.getByLabel('시작일').fill(first);
    await range.getByLabel('종료일').fill(last);
    await range.getByRole('button', { name: '기간 적용' }).click();
    await expect
      .poll(() => page.getByTestId('report-period').textContent())
      .toContain(`${Number(first.slice(5, 7))}. ${Number(first.slice(8))}.`);

    // The CSV holds every Short of the channel over those days, as the table says.
    const shown = figure((await summary.textContent())?.match(/쇼츠 ([\d,]+)개/)?.[1] ?? '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV 내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toContain('조회수');
    expect(lines).toHaveLength(shown + 1);
    for (const line of lines.slice(1)) expect(line).toContain(MEMBER_CHANNEL);
  });

  it('a new member without a channel is told to register one', async () => {
    const page = b.page;
    const { email, password } = await signUp(b.baseUrl, 'localhost');
    await page.goto('/login');
    await logIn(page, email, password);
    await page.getByRole('heading', { name: '등록된 채널이 없습니다' }).waitFor();
    await page.getByRole('link', { name: '채널 등록하기' }).click();
    await page.getByRole('dialog', { name: '채널 등록' }).waitFor();
  });
});

describe('report screens on a 360 px phone', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 } });

  it('nothing is wider than the screen; tables scroll in their own box', async () => {
    const page = b.page;
    await page.goto('/login');
    await logIn(page, DEMO_MANAGER, b.demoPassword);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    for (const path of ['/dashboard', '/report-channel', '/report-video']) {
      await page.goto(path);
      await page.locator('table').first().waitFor();
      // The charts have drawn (their chunk loaded) before measuring.
      await page
        .locator('[data-testid="trend-chart"], [data-testid="bar-chart"]')
        .first()
        .waitFor();
      expect(await overflow(), path).toBe(0);
      const box = page.getByRole('region', { name: /실적/ }).first();
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    }
    await page.goto('/dashboard');
    await (await shortsTable(page)).locator('tbody th button').first().click();
    await page.getByRole('dialog').getByTestId('viewer-map').waitFor();
    expect(await overflow()).toBe(0);
  });

  it('does not move when the account arrives after the page’s code', async () => {
    const page = b.page;
    await page.goto('/login');
    await logIn(page, DEMO_MANAGER, b.demoPassword);
    await shortsTable(page);
    // Every layout shift of the next page load, as Lighthouse's CLS counts them.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The manager's member filter depends on the account: it comes late this time.
    await page.route('**/api/member/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/report-video');
    await page.getByRole('combobox', { name: '회원' }).waitFor();
    await settled(await shortsTable(page));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});
