import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, operator, signUp, useBrowser } from './browser.ts';

function noticesLink(page: Page) {
  return page.getByTestId('main-nav').getByRole('link', { name: '공지사항' });
}

/** The number on the menu badge, or 0 when there is none. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('main-nav').getByTestId('notices-unread-badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.locator('[aria-hidden="true"]').textContent());
}

describe('notices journey', () => {
  const b = useBrowser();

  it('a site without notices says there are none', async () => {
    const domain = `quiet-${randomUUID().slice(0, 8)}.example`;
    await operator(
      'sites',
      'create',
      domain,
      '--name',
      '조용한 네트워크',
      '--manager',
      `lead@${domain}`,
    );
    const member = await signUp(b.baseUrl, domain);

    await b.page.goto(`/login?host=${domain}`);
    await logIn(b.page, member.email, member.password);
    await noticesLink(b.page).click();
    await b.page.getByRole('heading', { name: '공지사항', level: 1 }).waitFor();
    await b.page.getByTestId('notices-empty').getByText('등록된 공지사항이 없습니다').waitFor();
    expect(await badgeCount(b.page)).toBe(0);
  });

  it('a new notice shows as unread in the menu and the list until it is opened', async () => {
    const member = await signUp(b.baseUrl, 'localhost');
    const title = `업로드 점검 안내 ${randomUUID().slice(0, 6)}`;
    const id = await operator(
      'notices',
      'create',
      '--site',
      'localhost',
      '--title-ko',
      title,
      '--body-ko',
      '## 점검 시간\n\n**새벽 2시~4시**에는 업로드 집계가 늦어질 수 있습니다.\n\n<script>window.__noticeXss = 1</script>\n\n<img src=x onerror="window.__noticeXss = 2">',
    );
    try {
      await b.page.goto('/login');
      await logIn(b.page, member.email, member.password);
      // The demo network's notices and the new one: all unread for a new member.
      await expect.poll(() => badgeCount(b.page)).toBe(4);

      await noticesLink(b.page).click();
      const item = b.page.getByTestId('notice-item').filter({ hasText: title });
      await item.waitFor();
      expect(await item.getAttribute('data-unread')).toBe('true');
      expect(await item.textContent()).toContain('읽지 않음');
      // Pinned first: the upload rules notice of the demo network leads the list.
      await expect
        .poll(() => b.page.getByTestId('notice-item').first().textContent())
        .toContain('고정');

      await item.getByRole('link').click();
      await b.page.waitForURL((url) => url.pathname === `/notices/${id}`);
      const detail = b.page.getByTestId('notice-detail');
      await detail.getByRole('heading', { name: title, level: 1 }).waitFor();
      const body = detail.getByTestId('markdown-body');
      await body.getByRole('heading', { name: '점검 시간' }).waitFor();
      expect(await body.locator('strong').textContent()).toBe('새벽 2시~4시');
      expect(await body.locator('script, img').count()).toBe(0);
      expect(await b.page.evaluate(() => (window as { __noticeXss?: number }).__noticeXss)).toBe(
        undefined,
      );
      await expect.poll(() => badgeCount(b.page)).toBe(3);

      await detail.getByRole('link', { name: '목록으로' }).click();
      await b.page.waitForURL((url) => url.pathname === '/notices');
      const again = b.page.getByTestId('notice-item').filter({ hasText: title });
      await again.waitFor();
      expect(await again.getAttribute('data-unread')).toBeNull();

      // Still read after a reload: the server keeps it per account.
      await b.page.reload();
      await b.page.getByTestId('notice-item').filter({ hasText: title }).waitFor();
      await expect.poll(() => badgeCount(b.page)).toBe(3);
      expect(
        await b.page
          .getByTestId('notice-item')
          .filter({ hasText: title })
          .getAttribute('data-unread'),
      ).toBeNull();
    } finally {
      await operator('notices', 'delete', id);
    }
  });

  it('shows the 404 page for a notice that does not exist', async () => {
    const member = await signUp(b.baseUrl, 'localhost');
    await b.page.goto('/login');
    await logIn(b.page, member.email, member.password);
    await b.page.goto('/notices/987654321');
    await b.page.getByTestId('not-found').waitFor();
    expect(await b.page.getByTestId('not-found-path').textContent()).toBe('/notices/987654321');
  });
});
