import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { signInAsOperator } from './operator.ts';

/**
 * An operator makes a network in the console (docs/product.md §17) on a domain that
 * resolves to the test server (Chromium sends every *.localhost name to this machine),
 * and its first manager signs in through the link the console shows once.
 */
describe('operator console: sites', () => {
  const b = useBrowser();

  it('creates a site, refusing a taken domain and a file that is not an image, and its manager signs in by the link', async () => {
    const { page } = b;
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsOperator(page);
    const menu = page.getByRole('navigation', { name: '콘솔 메뉴' });
    await menu.getByRole('link', { name: '사이트' }).click();
    await page.getByRole('heading', { name: '사이트', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Demo Network' }).waitFor();
    await page.getByRole('link', { name: '새 사이트 만들기' }).click();
    await page.getByRole('heading', { name: '새 사이트 만들기', level: 1 }).waitFor();

    // The preview follows the colour as it is typed; one the server would refuse is said so.
    const preview = page.getByTestId('colour-preview');
    const primary = page.getByLabel('기본 색상', { exact: true });
    await primary.fill('0f76');
    await preview.getByText('색상 값이 올바르지 않아 기본 색상으로 보여 줍니다.').waitFor();
    await primary.fill('#0F766E');
    await preview.getByText('색상 값이 올바르지 않아').waitFor({ state: 'detached' });
    expect(
      await preview
        .locator('[style*="--color-primary"]')
        .evaluate((element) => element.style.getPropertyValue('--color-primary')),
    ).toBe('#0f766e');

    // A file that is not an image is refused beside its field, in the server's words.
    const logo = page.getByLabel('헤더 로고');
    await logo.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image at all'),
    });
    await page
      .getByRole('alert')
      .getByText(/^로고는 가로 16~2000px/)
      .waitFor();
    // So is a file over the upload limit of any image (1 MB).
    await page.getByLabel('파비콘').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1, 1),
    });
    await page.getByRole('alert').getByText('요청이 너무 큽니다.').waitFor();

    // A domain another site answers on is refused beside the domains, and nothing is made.
    const domain = `ops-${randomUUID().slice(0, 8)}.localhost`;
    const manager = `lead-${randomUUID().slice(0, 8)}@ops.example.com`;
    await page.getByLabel('사이트 이름').fill('Console Records');
    await page.getByLabel('도메인').fill('localhost');
    await page.getByLabel('매니저 이메일').fill(manager);
    await page.getByRole('button', { name: '사이트 만들기' }).click();
    await page.getByText('이미 다른 사이트가 사용하는 도메인입니다.').waitFor();

    await page.getByLabel('도메인').fill(domain);
    await page.getByRole('button', { name: '사이트 만들기' }).click();
    await page.getByRole('heading', { name: 'Console Records 사이트를 만들었습니다' }).waitFor();
    const link = await page.getByTestId('manager-login-link').inputValue();
    await page.getByRole('button', { name: '링크 복사' }).click();
    await page.getByText('로그인 링크를 복사했습니다.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const url = new URL(link);
    expect(url.hostname).toBe(domain);
    expect(url.pathname).toBe('/external/auth');

    // The site's settings show it with the colour chosen.
    await page.getByRole('link', { name: '사이트 설정으로' }).click();
    await page.getByRole('heading', { name: 'Console Records 설정', level: 1 }).waitFor();
    expect(await page.getByLabel('기본 색상', { exact: true }).inputValue()).toBe('0f766e');

    // The link opens on the new site's domain (on the test server's port) and signs the
    // manager in.
    const site = b.baseUrl.replace('localhost', domain);
    await page.goto(`${site}${url.pathname}${url.search}`);
    await page.waitForURL((opened) => opened.pathname === '/dashboard', { timeout: 15_000 });
    await page.getByTestId('main-nav').getByRole('link', { name: '회원 관리' }).waitFor();
    expect(await page.title()).toBe('Console Records');
  });
});
