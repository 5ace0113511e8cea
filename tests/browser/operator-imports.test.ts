import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { signInAsOperator } from './operator.ts';

/** The header of YouTube's views report (content_owner_basic_a4), as the demo writes it. */
const VIEWS_HEADER =
  'date,channel_id,video_id,claimed_status,uploader_type,live_or_on_demand,subscribed_status,country_code,views,engaged_views,red_views,watch_time_minutes,red_watch_time_minutes,average_view_duration_seconds,average_view_duration_percentage,likes,shares,comments';

/**
 * A views report in the demo's format: `many` rows of one channel and 3 of another,
 * neither registered on the site. Its rows are kept aside, so the demo's figures stay
 * as they are, and its days are far ahead, so no day of the demo's is issued again.
 */
function viewsReport(channel: string, stranger: string, many: number): string {
  const row = (day: string, id: string, n: number) =>
    `${day},${id},vid${String(n).padStart(8, '0')},claimed,self,on_demand,subscribed,KR,${100 + n},${90 + n},0,12.5,0,30,80,0,0,0`;
  return [
    VIEWS_HEADER,
    ...Array.from({ length: many }, (_, n) => row(n % 2 ? '20990102' : '20990101', channel, n)),
    ...[0, 1, 2].map((n) => row('20990101', stranger, 90_000 + n)),
  ].join('\n');
}

/** What the console itself would call, with the operator's session from this page. */
async function asOperator<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: string; type?: string } = {},
): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const { token } = JSON.parse(localStorage.getItem('operatorSession') ?? '{}') as {
        token: string;
      };
      const response = await fetch(`/api/${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.type ? { 'content-type': init.type } : {}),
        },
        body: init.body,
      });
      return (await response.json()) as T;
    },
    { path, init },
  );
}

const progressOf = (page: Page, file: string) =>
  page.getByRole('progressbar', { name: `${file} 진행률` });

/** An operator's upload of a report file (docs/product.md §4.12.1). */
describe('operator console imports', () => {
  const b = useBrowser();

  it('resumes an upload after a reload, watches its progress to the summary, and keeps it after another reload', async () => {
    const { page } = b;
    await signInAsOperator(page);
    await page.goto('/operator/imports');
    await page.getByRole('heading', { name: '가져오기', level: 1 }).waitFor();

    const youtubeId = () => `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`;
    const [channel, stranger] = [youtubeId(), youtubeId()];
    const content = viewsReport(channel, stranger, 400);
    const name = `content_owner_basic_a4_${randomUUID().slice(0, 8)}.csv`;
    const size = Buffer.byteLength(content);

    // The first bytes went up before the connection dropped.
    const sent = 4096;
    const { upload } = await asOperator<{ upload: { id: string } }>(
      page,
      'operator/revenue/uploads/create',
      {
        method: 'POST',
        type: 'application/json',
        body: JSON.stringify({ site: 'localhost', name, size }),
      },
    );
    await asOperator(page, `operator/revenue/uploads/chunk?id=${upload.id}&offset=0`, {
      method: 'POST',
      type: 'application/octet-stream',
      body: content.slice(0, sent),
    });

    // After a reload the page shows where the server is.
    await page.reload();
    const card = page.getByRole('listitem', { name });
    await card.getByText('중단됨: 같은 파일을 다시 고르면 이어서 올립니다.').waitFor();
    const stopped = Math.floor((sent / size) * 100);
    expect(await progressOf(page, name).getAttribute('aria-valuenow')).toBe(String(stopped));

    // Picking the same file goes on from there, and the bar follows the import to its end.
    const site = page.getByLabel('사이트', { exact: true }).first();
    // The demo network (on localhost and 127.0.0.1), not its playlist site.
    await site.selectOption({ label: 'Demo Network (127.0.0.1)' });
    await page.getByLabel('CSV 파일').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(content),
    });
    await page.getByRole('button', { name: '올리고 가져오기' }).click();
    await page
      .getByRole('status')
      .getByText(`서버에 있는 ${stopped}%부터 이어서 올립니다.`)
      .waitFor();
    await card.getByText('완료', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await progressOf(page, name).getAttribute('aria-valuenow')).toBe('100');

    const summary = async () => {
      const figures = card.getByRole('definition');
      return {
        read: await figures.nth(0).textContent(),
        loaded: await figures.nth(1).textContent(),
        aside: await figures.nth(2).textContent(),
      };
    };
    expect(await summary()).toEqual({ read: '403', loaded: '0', aside: '403' });
    await card.getByText(stranger).waitFor();

    // The summary and the full bar are the server's: another reload shows them again.
    await page.reload();
    await card.getByText('완료', { exact: true }).waitFor();
    expect(await progressOf(page, name).getAttribute('aria-valuenow')).toBe('100');
    expect(await summary()).toEqual({ read: '403', loaded: '0', aside: '403' });

    // The history lists the file with what it kept aside.
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('403 / 0 / 403').waitFor();
    await row.getByText('2개 채널').click();
    await row.getByText(stranger).waitFor();
  });
});
