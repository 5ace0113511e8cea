import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { guidesEn } from '../../apps/web/src/features/guides/content/en.guides.ts';
import type { GuideCatalogue } from '../../apps/web/src/features/guides/content/guide-content.types.ts';
import { guidesKo } from '../../apps/web/src/features/guides/content/ko.guides.ts';
import { guidesZhCN } from '../../apps/web/src/features/guides/content/zh-cn.guides.ts';
import { guidesZhTW } from '../../apps/web/src/features/guides/content/zh-tw.guides.ts';
import { GUIDE_ROUTES } from '../../apps/web/src/features/guides/guide-routes.ts';
import { en } from '../../apps/web/src/shared/i18n/locales/en.messages.ts';
import { ko, type Messages } from '../../apps/web/src/shared/i18n/locales/ko.messages.ts';
import { zhCN } from '../../apps/web/src/shared/i18n/locales/zh-cn.messages.ts';
import { zhTW } from '../../apps/web/src/shared/i18n/locales/zh-tw.messages.ts';
import { DEMO_MEMBER, useBrowser, type BrowserTest } from './browser.ts';

const LANGUAGES: { prefix: string; lang: string; messages: Messages; guides: GuideCatalogue }[] = [
  { prefix: '', lang: 'ko', messages: ko, guides: guidesKo },
  { prefix: '/en', lang: 'en', messages: en, guides: guidesEn },
  { prefix: '/zh-CN', lang: 'zh-CN', messages: zhCN, guides: guidesZhCN },
  { prefix: '/zh-TW', lang: 'zh-TW', messages: zhTW, guides: guidesZhTW },
];

/** What each guide route must show: its h1, a rule and (for guides) its first step. */
function pagesIn(language: (typeof LANGUAGES)[number]) {
  const { messages, guides } = language;
  return [
    { path: '/guides', title: messages.pages.guidesTitle, rule: guides.home.rules[0]!, step: null },
    ...Object.entries(GUIDE_ROUTES).map(([id, route]) => {
      const text = guides.guides[id as keyof typeof GUIDE_ROUTES];
      const key = route.titleKey.replace('pages.', '') as keyof Messages['pages'];
      return {
        path: String(route.to),
        title: messages.pages[key],
        rule: text.rules[0]!,
        step: text.sections.find((section) => section.steps)?.steps?.[0]?.title ?? null,
      };
    }),
  ];
}

/** Logs the demo member in once per file; later tests reuse the token. */
let token: string | null = null;
async function signIn(b: BrowserTest): Promise<void> {
  if (token) {
    await b.context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
    return;
  }
  await b.page.goto('/login');
  await b.page.getByLabel('이메일').fill(DEMO_MEMBER);
  await b.page.getByLabel('비밀번호', { exact: true }).fill(b.demoPassword);
  await b.page.getByRole('button', { name: '로그인', exact: true }).click();
  await b.page.waitForURL((url) => url.pathname === '/dashboard');
  token = await b.page.evaluate(() => localStorage.getItem('accessToken'));
}

async function headingTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => document.getElementById(target)!.getBoundingClientRect().top,
    id,
  );
}

describe('guides', () => {
  const b = useBrowser();

  it('shows every guide, with its rules and steps, in every language', async () => {
    await signIn(b);
    const main = b.page.getByRole('main');
    const expectPage = async (page: ReturnType<typeof pagesIn>[number], url: string) => {
      await main.getByRole('heading', { level: 1, name: page.title, exact: true }).waitFor();
      await main.getByTestId('guide-rules').getByText(page.rule, { exact: true }).waitFor();
      if (page.step) {
        await main.getByRole('heading', { level: 3, name: page.step, exact: true }).waitFor();
      }
      expect(new URL(b.page.url()).pathname, url).toBe(url);
    };
    for (const language of LANGUAGES) {
      const [home, ...guides] = pagesIn(language);
      // One page load per language; each guide is then opened from its card on the home.
      await b.page.goto(`${language.prefix}/guides`);
      await expectPage(home!, `${language.prefix}/guides`);
      expect(await b.page.getAttribute('html', 'lang')).toBe(language.lang);
      for (const page of guides) {
        const url = `${language.prefix}${page.path}`;
        await main.locator(`a[href="${url}"]`).first().click();
        await expectPage(page, url);
        await b.page.goBack();
        await main.getByRole('heading', { level: 1, name: home!.title, exact: true }).waitFor();
      }
    }
  });

  it('sends the extra entries to the guide home', async () => {
    await signIn(b);
    await b.page.goto('/guides/mobile-upload');
    await b.page.waitForURL((url) => url.pathname === '/guides');
    await b.page.getByRole('heading', { level: 1, name: ko.pages.guidesTitle }).waitFor();
    await b.page.goto('/en/guides/mobile-unlock');
    await b.page.waitForURL((url) => url.pathname === '/en/guides');
    await b.page.getByRole('heading', { level: 1, name: en.pages.guidesTitle }).waitFor();
  });

  it('scrolls to the heading a link names, after the guide text has loaded', async () => {
    await signIn(b);
    const scripts: string[] = [];
    b.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await b.page.goto('/guides/pc-upload#volume');
    await b.page.getByRole('heading', { level: 2, name: '음원 볼륨' }).waitFor();
    // A Korean reader downloads the Korean guide text and no other language's.
    expect(scripts.filter((path) => /\/(ko|en|zh-cn|zh-tw)\.guides-/.test(path))).toEqual([
      expect.stringMatching(/\/ko\.guides-/),
    ]);
    await expect.poll(() => headingTop(b.page, 'volume')).toBeLessThan(100);
    expect(await b.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // The contents lead to a section, and the address says so.
    await b.page
      .getByRole('navigation', { name: guidesKo.ui.contents })
      .getByRole('link', { name: '업로드 순서' })
      .click();
    await b.page.waitForURL((url) => url.hash === '#upload');
    await expect.poll(() => headingTop(b.page, 'upload')).toBeLessThan(100);
    await expect.poll(() => headingTop(b.page, 'upload')).toBeGreaterThanOrEqual(0);
  });
});

describe('guides on a 360 px phone', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 } });

  it('fit the screen and put a linked heading below the top bar', async () => {
    await signIn(b);
    for (const path of ['/guides', '/zh-TW/guides/aos-mobile-upload', '/en/guides/auths/pc-auth']) {
      await b.page.goto(path);
      await b.page.getByTestId('guide-rules').waitFor();
      const width = await b.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
    await b.page.goto('/en/guides/ios-mobile-unlock#troubleshoot');
    await b.page.getByRole('heading', { level: 2, name: 'If 60 seconds is not offered' }).waitFor();
    // Below the sticky top bar (56 px), not hidden under it.
    await expect.poll(() => headingTop(b.page, 'troubleshoot')).toBeGreaterThanOrEqual(56);
    expect(await headingTop(b.page, 'troubleshoot')).toBeLessThan(120);
  });
});
