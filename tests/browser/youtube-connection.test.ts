import { formatDate, YOUTUBE_REPORT_TYPES } from '@portal/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { revenueReport, viewsReport } from '../../apps/server/src/test/youtube-reports.ts';
import { DEMO_MANAGER, logIn, snackbar, useBrowser } from './browser.ts';

/**
 * The manager connects the demo network to YouTube through Google's consent page (the
 * stand-in's, global-setup.ts points the server's Google settings at it), sees the report
 * jobs and the first reports come in, and disconnects; or cancels on Google's page.
 */

/** The content owner the stand-in knows, as a network's CMS account would be named. */
const CONTENT_OWNER = 'demoContentOwner';

/**
 * The day the published reports are about: before the demo's two weeks of data (each
 * report replaces its whole day for the site, and the other journeys read those days).
 */
const DAY = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const DAY_SHOWN = formatDate(DAY, 'ko', { style: 'medium' });

/** The stand-in's consent page names the app asking, as Google's does. */
const CONSENT_HEADING = 'Shorts Music Portal wants to access your Google Account';

/** A call to the portal's API as the demo manager, the way an API client makes it. */
async function managerApi<T>(baseUrl: string, password: string, path: string): Promise<T> {
  const login = await fetch(`${baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-domain': 'localhost' },
    body: JSON.stringify({ id: DEMO_MANAGER, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${baseUrl}/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-site-domain': 'localhost' },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Two Shorts of the demo network's registered channels (its import runs after start-up). */
async function demoShorts(baseUrl: string, password: string) {
  type Videos = { videos: { video_id: string; channel_id: string }[] };
  let videos: Videos['videos'] = [];
  await expect
    .poll(
      async () => {
        const reply = await managerApi<Videos>(
          baseUrl,
          password,
          'report/videos?period=lifetime&size=2',
        );
        videos = reply.videos;
        return videos.length;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(2);
  return videos.map((video) => [video.channel_id, video.video_id] as const);
}

/** YouTube makes a report for the content owner (it waits there for the job it belongs to). */
async function publishReport(youtubeUrl: string, reportTypeId: string, csv: string) {
  const response = await fetch(`${youtubeUrl}/_stand-in/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contentOwnerId: CONTENT_OWNER, reportTypeId, day: DAY, csv }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Protocol calls the stand-in has answered whose path starts with `prefix`. */
async function standInCalls(youtubeUrl: string, prefix: string): Promise<number> {
  const response = await fetch(`${youtubeUrl}/_stand-in/calls`);
  const { calls } = (await response.json()) as { calls: { path: string }[] };
  return calls.filter((call) => call.path.startsWith(prefix)).length;
}

/** Signs in as the manager and opens the YouTube connection screen from the navigation. */
async function openConnectionScreen(page: Page, password: string): Promise<void> {
  await page.goto('/login');
  await logIn(page, DEMO_MANAGER, password);
  await page.getByTestId('main-nav').getByRole('link', { name: 'YouTube 연결' }).click();
  await page.getByRole('heading', { name: 'YouTube 연결', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'YouTube 콘텐츠 소유자 계정 연결' }).waitFor();
}

/** Enters the content owner, presses Connect and waits for Google's consent page. */
async function goToConsent(page: Page, youtubeUrl: string): Promise<void> {
  await page.getByLabel('콘텐츠 소유자 ID').fill(CONTENT_OWNER);
  await page.getByRole('button', { name: 'Google로 연결하기' }).click();
  await page.waitForURL((url) => url.origin === new URL(youtubeUrl).origin, { timeout: 15_000 });
  await page.getByRole('heading', { name: CONSENT_HEADING }).waitFor();
}

/** Back on the screen from Google: the callback has handed over and left the address. */
async function backOnScreen(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/youtube-connection' && url.search === '', {
    timeout: 15_000,
  });
}

describe('YouTube connection journey', () => {
  const b = useBrowser();

  it('Cancel on Google’s consent page comes back saying so, and nothing is connected', async () => {
    const page = b.page;
    await openConnectionScreen(page, b.demoPassword);
    await goToConsent(page, b.youtubeUrl);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await backOnScreen(page);
    const alert = page.getByRole('alert').filter({ hasText: 'YouTube에 연결하지 못했습니다' });
    await alert
      .getByText('Google 화면에서 연결이 취소되었습니다. 변경된 내용은 없습니다.')
      .waitFor();
    // Still the form to connect, and no connection to show.
    await page.getByRole('button', { name: 'Google로 연결하기' }).waitFor();
    expect(await page.getByText('연결됨', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: '리포트 작업' }).count()).toBe(0);
    await alert.getByRole('button', { name: '알림 닫기' }).click();
    await alert.waitFor({ state: 'detached' });
  });

  it('a manager connects through the consent page, sees the jobs and the first reports arrive, and disconnects', async () => {
    const page = b.page;
    // YouTube holds a day of the network's views and revenue before the connection: the
    // historical reports a new job is given.
    const shorts = await demoShorts(b.baseUrl, b.demoPassword);
    // 1,234 + 567 = 1,801 views that day.
    const views = [1234, 567];
    await publishReport(
      b.youtubeUrl,
      YOUTUBE_REPORT_TYPES.views,
      viewsReport(
        DAY,
        shorts.map(([channel, video], i) => [channel, video, 'KR', views[i]!]),
      ),
    );
    await publishReport(
      b.youtubeUrl,
      YOUTUBE_REPORT_TYPES.revenue,
      revenueReport(
        DAY,
        shorts.map(([channel, video], i) => [channel, video, 'KR', ['1.25', '0.5'][i]!]),
      ),
    );

    await openConnectionScreen(page, b.demoPassword);
    await goToConsent(page, b.youtubeUrl);
    await page.getByText('View YouTube Analytics reports for your YouTube content').waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Connected: who, which content owner, and the three jobs.
    await backOnScreen(page);
    await page
      .getByRole('status')
      .getByText('YouTube에 연결되었습니다. 첫 리포트를 가져오는 중입니다.')
      .waitFor();
    await page.getByText('연결됨', { exact: true }).waitFor();
    await page.getByText(CONTENT_OWNER, { exact: true }).waitFor();
    await page.getByText(`데모매니저 (${DEMO_MANAGER})`).waitFor();
    const jobs = page.getByRole('list', { name: '리포트 작업' }).getByRole('listitem');
    await expect.poll(() => jobs.count()).toBe(3);
    for (const type of ['조회수', '수익', '클레임']) {
      const job = jobs.filter({ has: page.getByText(type, { exact: true }) });
      await job.getByText('작동 중').waitFor();
    }
    await jobs.filter({ hasText: '클레임' }).getByText('YouTube에서 관리').waitFor();

    // The reports YouTube held arrive by themselves: the screen follows the fetch that
    // connecting started, without a press or a reload.
    const table = page.getByRole('table', { name: '최근 리포트' });
    const arrived = (type: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: type, exact: true }) })
        .filter({ hasText: DAY_SHOWN })
        .filter({ hasText: '가져옴' });
    const imported = async () => [await arrived('조회수').count(), await arrived('수익').count()];
    await expect.poll(imported, { timeout: 45_000 }).toEqual([1, 1]);
    // Each file's rows, as YouTube made them.
    for (const type of ['조회수', '수익'])
      expect(await arrived(type).getByRole('cell', { name: '2', exact: true }).count()).toBe(1);
    // The figures are complete up to that day, views and revenue both in.
    const completeUpTo = page
      .getByRole('definition')
      .filter({ hasText: '이 날짜까지는 조회수와 수익이 모두 들어왔습니다.' });
    await expect.poll(() => completeUpTo.textContent()).toContain(DAY_SHOWN);
    // The last report fetched is one of that day's.
    const lastReport = page.getByRole('definition').filter({ hasText: ` · ${DAY_SHOWN}` });
    expect(await lastReport.textContent()).toMatch(/^(조회수|수익) · /);

    // "Fetch now" looks again; what was imported is not imported twice.
    await page.getByRole('button', { name: '지금 가져오기' }).click();
    await snackbar(page, '지금 새 리포트를 확인합니다.').waitFor();
    await page
      .getByText('YouTube에서 새 리포트를 찾고 있습니다.')
      .waitFor({ state: 'detached', timeout: 30_000 });
    expect(await table.locator('tbody').getByRole('row').count()).toBe(2);
    expect(await imported()).toEqual([1, 1]);

    // Disconnecting says what it does first, then revokes the grant at Google.
    const revokesBefore = await standInCalls(b.youtubeUrl, '/revoke');
    await page.getByRole('button', { name: '연결 해제', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'YouTube 연결 해제' });
    await dialog.getByText(`콘텐츠 소유자 ${CONTENT_OWNER}의 연결을 해제합니다.`).waitFor();
    await dialog.getByText('Google에 준 접근 권한이 취소됩니다.').waitFor();
    await dialog.getByRole('button', { name: '연결 해제', exact: true }).click();
    await snackbar(page, 'YouTube 연결을 해제하고 접근 권한을 취소했습니다.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Not connected again: the form, with the keyboard's focus on it, and nothing else.
    const owner = page.getByLabel('콘텐츠 소유자 ID');
    await owner.waitFor();
    await expect.poll(() => owner.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByText('연결됨', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('table', { name: '최근 리포트' }).count()).toBe(0);
    expect(await standInCalls(b.youtubeUrl, '/revoke')).toBe(revokesBefore + 1);
    // A reload asks the server again: still not connected.
    await page.reload();
    await page.getByRole('button', { name: 'Google로 연결하기' }).waitFor();
    expect(await page.getByText('연결됨', { exact: true }).count()).toBe(0);

    // The figures fetched stay: the dashboard shows that day's views.
    await page.getByTestId('main-nav').getByRole('link', { name: '대시보드' }).click();
    await page.getByLabel('기간', { exact: true }).selectOption('custom');
    const range = page.getByRole('form', { name: '기간 직접 설정' });
    await range.getByLabel('시작일').fill(DAY);
    await range.getByLabel('종료일').fill(DAY);
    await range.getByRole('button', { name: '기간 적용' }).click();
    await expect
      .poll(() => page.getByTestId('card-views').getByTestId('figure').textContent())
      .toBe('1,801');
  });
});
