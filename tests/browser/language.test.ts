import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const LANGUAGES = [
  { name: 'English', prefix: '/en', lang: 'en', heading: 'Language', nav: 'Dashboard' },
  { name: '简体中文', prefix: '/zh-CN', lang: 'zh-CN', heading: '语言', nav: '仪表盘' },
  { name: '繁體中文', prefix: '/zh-TW', lang: 'zh-TW', heading: '語言', nav: null },
  { name: '한국어', prefix: '', lang: 'ko', heading: '언어', nav: '대시보드' },
];

describe('languages', () => {
  const b = useBrowser();

  it('switches to each language from the language page, and remembers it for a year', async () => {
    await b.page.goto('/login');
    await b.page.getByLabel('이메일').fill('creator2@demo.example.com');
    await b.page.getByLabel('비밀번호', { exact: true }).fill(b.demoPassword);
    await b.page.getByRole('button', { name: '로그인', exact: true }).click();
    await b.page.waitForURL((url) => url.pathname === '/dashboard');

    await b.page.goto('/language');
    for (const language of LANGUAGES) {
      await b.page
        .getByRole('main')
        .getByRole('button', { name: language.name })
        .or(b.page.getByRole('main').getByRole('link', { name: language.name }))
        .first()
        .click();
      await b.page.waitForURL((url) => url.pathname === `${language.prefix}/language`);
      await b.page.getByRole('heading', { name: language.heading, level: 1 }).waitFor();
      expect(await b.page.getAttribute('html', 'lang')).toBe(language.lang);
      if (language.nav)
        await b.page.getByTestId('main-nav').getByRole('link', { name: language.nav }).waitFor();

      const cookie = (await b.context.cookies()).find((c) => c.name === 'lang');
      expect(cookie?.value).toBe(language.lang);
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(366);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.path).toBe('/');
    }
  });

  it('opens an unprefixed address in the remembered language', async () => {
    await b.context.addCookies([{ name: 'lang', value: 'zh-TW', url: b.baseUrl, sameSite: 'Lax' }]);
    await b.page.goto('/login');
    await b.page.waitForURL((url) => url.pathname === '/zh-TW/login');
    await b.page.getByRole('button', { name: '登入', exact: true }).waitFor();
    // The address changes as the app takes the language; <html lang> follows in its render.
    await expect.poll(() => b.page.getAttribute('html', 'lang')).toBe('zh-TW');
  });
});

describe('phones', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('opens the navigation from the menu button on a narrow screen', async () => {
    await b.page.goto('/login');
    await b.page.getByLabel('이메일').fill('creator1@demo.example.com');
    await b.page.getByLabel('비밀번호', { exact: true }).fill(b.demoPassword);
    await b.page.getByRole('button', { name: '로그인', exact: true }).click();
    await b.page.waitForURL((url) => url.pathname === '/dashboard');
    const scrollWidth = await b.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await b.page.getByRole('button', { name: '메뉴 열기' }).click();
    await b.page.getByRole('link', { name: '영상 리포트' }).click();
    await b.page.waitForURL((url) => url.pathname === '/report-video');
  });
});
