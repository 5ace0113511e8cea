import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, settle, sidewaysScroll, structureFindings, visit } from './a11y.ts';
import { DEMO_MANAGER, DEMO_MEMBER, logIn, useBrowser } from './browser.ts';
import { signInAsOperator } from './operator.ts';

/**
 * axe-core on every route of docs/product.md §3, as a manager and as a member, in Korean
 * and English, at 1280 px and 390 px, and with each modal open: no serious or critical
 * violation. One browser and server for the file, one sign-in per actor, many pages per
 * sign-in. No axe rule is disabled.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LANGUAGES = [
  { prefix: '', name: 'ko' },
  { prefix: '/en', name: 'en' },
] as const;

/**
 * Every signed-in route of docs/product.md §3.3 (the notice detail is found at run time),
 * and a 404.
 */
const APP_ROUTES = [
  '/dashboard',
  '/config-account',
  '/language',
  '/manage-channel',
  // A member is told the screen is the manager's; a manager sees whatever state it is in.
  '/youtube-connection',
  '/manage-member',
  '/report-channel',
  '/report-video',
  '/notices',
  '/musics',
  '/musics/all',
  '/musics/shopping',
  '/musics/tags',
  '/musics/ranking',
  '/musics/favorites',
  '/guides',
  '/guides/aos-mobile-unlock',
  '/guides/aos-mobile-upload',
  '/guides/ios-mobile-unlock',
  '/guides/ios-mobile-upload',
  '/guides/pc-upload',
  '/guides/auths',
  '/guides/auths/mobile-auth',
  '/guides/auths/pc-auth',
  '/earnings',
  '/payouts',
  '/no-such-page',
];

const PUBLIC_ROUTES = ['/', '/login', '/join', '/external/auth', '/no-such-page'];

/** The operator console's pages before a session (docs/product.md §17.2). */
const CONSOLE_PUBLIC_ROUTES = ['/operator/sign-in', '/operator/set-up'];

/** Every page of the operator console (docs/product.md §17), as an operator sees it, and its 404. */
const CONSOLE_ROUTES = [
  '/operator',
  '/operator/sites',
  '/operator/sites/new',
  '/operator/review',
  '/operator/youtube',
  '/operator/notices',
  '/operator/notices/new',
  '/operator/imports',
  '/operator/catalogue',
  '/operator/payouts',
  '/operator/audit',
  '/operator/tokens',
  '/operator/team',
  '/operator/no-such-page',
];

/** The console page the first link named `name` on `path` leads to (a site's, a notice's). */
async function consoleLinkPath(page: Page, path: string, name: RegExp): Promise<string> {
  await visit(page, path);
  const link = page.getByRole('main').getByRole('link', { name }).first();
  await link.waitFor();
  return new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
}

/** Opens `path` and runs axe; returns the findings. */
async function check(page: Page, path: string, where: string): Promise<string[]> {
  await visit(page, path);
  return [
    ...(await structureFindings(page, `${where} ${path}`)),
    ...(await axeFindings(page, `${where} ${path}`)),
  ];
}

/** The first notice's detail page, as the list links it. */
async function noticeDetailPath(page: Page): Promise<string> {
  await visit(page, '/notices');
  const link = page.getByRole('main').getByRole('link').first();
  await link.waitFor();
  return new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
}

/** Every route at both widths in both languages for the signed-in page. */
async function checkRoutes(page: Page, actor: string, routes: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const language of LANGUAGES) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['390px', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const route of routes) {
        findings.push(
          ...(await check(
            page,
            `${language.prefix}${route}`,
            `${actor} ${language.name} ${width}`,
          )),
        );
      }
    }
  }
  return findings;
}

/** Texts the modal openers below look for, per language. */
const OPENERS = {
  ko: {
    menu: '메뉴 열기',
    assign: '회원 할당',
    unassign: '할당 취소',
    delete: '삭제',
    changePassword: '비밀번호 변경',
    changeFeeRate: '배분율 변경',
  },
  en: {
    menu: 'Open menu',
    assign: 'Assign member',
    unassign: 'Cancel assignment',
    delete: 'Delete',
    changePassword: 'Change password',
    changeFeeRate: 'Change share',
  },
} as const;
type Opener = keyof typeof OPENERS.ko;

/**
 * Each modal of the app, open: through its query flag (docs/product.md §3.6) where it has
 * one, else through the button that opens it. Returns axe's findings with every one open.
 */
async function checkModals(
  page: Page,
  where: string,
  language: (typeof LANGUAGES)[number],
  isManager: boolean,
): Promise<string[]> {
  const findings: string[] = [];
  const p = language.prefix;
  const label = (opener: Opener) => OPENERS[language.name][opener];
  const checkOpen = async (name: string) => {
    const dialog = page.getByRole('dialog').last();
    await dialog.waitFor();
    await settle(page);
    findings.push(...(await axeFindings(page, `${where} modal ${name}`)));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  };
  // Flags are read from the address a page is opened at, so these are full loads.
  const byFlag = async (path: string) => {
    await page.goto(`${p}${path}`);
    await checkOpen(path);
  };
  const byButton = async (path: string, opener: Opener) => {
    await visit(page, `${p}${path}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: label(opener) })
      .first()
      .click();
    await checkOpen(`${path} ${opener}`);
  };

  await byFlag('/dashboard?logout');
  const videoId = await page.locator('tr[data-video-id]').first().getAttribute('data-video-id');
  await byFlag(`/dashboard?videoDetail=${videoId}`);
  await byFlag('/manage-channel?addChannel');
  await byFlag('/config-account?delete');
  if ((page.viewportSize()?.width ?? 0) < 640) {
    await visit(page, `${p}/dashboard`);
    await page.getByRole('button', { name: label('menu') }).click();
    await checkOpen('menu');
  }
  if (!isManager) return findings;
  await byFlag('/manage-channel?assign');
  await byButton('/manage-channel', 'unassign');
  await byButton('/manage-channel', 'delete');
  await byFlag('/manage-member?addMember');
  await byFlag('/manage-member?password');
  await byButton('/manage-member', 'changePassword');
  await byButton('/manage-member', 'changeFeeRate');
  await byButton('/manage-member', 'delete');
  // A channel without a member to assign, for the assignment modal itself.
  await visit(page, `${p}/manage-channel`);
  const unassigned = page.getByRole('main').getByRole('button', { name: label('assign') });
  if ((await unassigned.count()) > 0) {
    await unassigned.first().click();
    await checkOpen('assign');
  }
  return findings;
}

describe('axe on every route', () => {
  const b = useBrowser();

  it('public pages: home, login, sign-up, external auth and 404', async () => {
    const findings: string[] = [];
    for (const language of LANGUAGES) {
      for (const viewport of [DESKTOP, PHONE]) {
        await b.page.setViewportSize(viewport);
        for (const route of PUBLIC_ROUTES) {
          findings.push(
            ...(await check(
              b.page,
              `${language.prefix}${route}`,
              `visitor ${language.name} ${viewport.width}`,
            )),
          );
        }
      }
    }
    expect(findings).toEqual([]);
  }, 180_000);

  // Every modal in both languages and at both widths (a dialog is a bottom sheet on a phone).
  it.each([
    { actor: 'manager', email: DEMO_MANAGER, modals: [DESKTOP, PHONE] },
    { actor: 'member', email: DEMO_MEMBER, modals: [PHONE, DESKTOP] },
  ])(
    'every page as a $actor, and each modal open',
    async ({ actor, email, modals }) => {
      await b.page.goto('/login');
      await logIn(b.page, email, b.demoPassword);
      const routes = [...APP_ROUTES, await noticeDetailPath(b.page)];
      const findings = await checkRoutes(b.page, actor, routes);
      for (const [index, language] of LANGUAGES.entries()) {
        const viewport = modals[index]!;
        await b.page.setViewportSize(viewport);
        const where = `${actor} ${language.name} ${viewport.width}px`;
        findings.push(...(await checkModals(b.page, where, language, actor === 'manager')));
      }
      expect(findings).toEqual([]);
    },
    300_000,
  );

  it('every design and site colour reads at AA, the playlist look too', async () => {
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MEMBER, b.demoPassword);
    const findings: string[] = [];
    const contrast = async (where: string) =>
      findings.push(...(await axeFindings(b.page, where, ['color-contrast'])));
    // A pale yellow (white text on it fails) and a mid teal (as text on white it fails):
    // the app must pick readable text on and in each. (The demo's violet is the sweep's.)
    const colours = ['&p=ffe066&pd=fff7cc', '&p=14b8a6&pd=ccfbf1'];
    for (const design of ['1', '2', '3', '4']) {
      for (const colour of colours) {
        for (const viewport of [DESKTOP, PHONE]) {
          await b.page.setViewportSize(viewport);
          const where = `design mcn-${design} ${colour} ${viewport.width}px`;
          await b.page.goto(`/dashboard?d=${design}${colour}`);
          await settle(b.page);
          await contrast(`${where} /dashboard`);
          if (viewport === PHONE) continue;
          // The music home: chips, links and the play button in the site colour.
          await visit(b.page, '/musics');
          await contrast(`${where} /musics`);
        }
      }
    }

    // The playlist site: dark, in its rose and in the pale yellow.
    const playlistUrl = b.baseUrl.replace('localhost', 'playlist.localhost');
    await b.page.goto(`${playlistUrl}/en/login`);
    await b.page.getByLabel('Email').fill(DEMO_MANAGER);
    await b.page.getByLabel('Password', { exact: true }).fill(b.demoPassword);
    await b.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await b.page.waitForURL((url) => url.pathname === '/en/dashboard', { timeout: 15_000 });
    for (const colour of ['', '?p=ffe066&pd=fff7cc']) {
      for (const viewport of [DESKTOP, PHONE]) {
        await b.page.setViewportSize(viewport);
        const where = `playlist ${colour || 'site colour'} ${viewport.width}px`;
        await b.page.goto(`${playlistUrl}/en/dashboard${colour}`);
        await settle(b.page);
        await contrast(`${where} /dashboard`);
        await visit(b.page, '/en/musics');
        await contrast(`${where} /musics`);
      }
    }
    expect(findings).toEqual([]);
  }, 300_000);

  it('the operator console: every page in Korean and English at both widths, none sideways', async () => {
    const findings: string[] = [];
    for (const language of LANGUAGES) {
      for (const viewport of [DESKTOP, PHONE]) {
        await b.page.setViewportSize(viewport);
        for (const route of CONSOLE_PUBLIC_ROUTES) {
          const path = `${language.prefix}${route}`;
          await b.page.goto(path);
          findings.push(
            ...(await check(b.page, path, `visitor ${language.name} ${viewport.width}`)),
          );
        }
      }
    }
    await b.page.setViewportSize(DESKTOP);
    await signInAsOperator(b.page);
    findings.push(...(await checkRoutes(b.page, 'operator', CONSOLE_ROUTES)));
    // The menu behind its button on a phone, open.
    await b.page.setViewportSize(PHONE);
    await visit(b.page, CONSOLE_ROUTES[0]!);
    await b.page.getByRole('button', { name: '메뉴 열기' }).click();
    await b.page.getByRole('navigation', { name: '콘솔 메뉴' }).waitFor();
    findings.push(...(await axeFindings(b.page, 'operator ko 390px menu open')));
    await b.page.keyboard.press('Escape');
    for (const width of [320, 640]) {
      await b.page.setViewportSize({ width, height: 720 });
      for (const route of CONSOLE_ROUTES) {
        await visit(b.page, route);
        findings.push(...(await sidewaysScroll(b.page, `operator ${width}px ${route}`)));
      }
    }
    expect(findings).toEqual([]);
  }, 300_000);

  it('320 px wide and 200 % zoom (640 px): no page scrolls sideways; tables scroll in their box', async () => {
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MANAGER, b.demoPassword);
    const routes = [...APP_ROUTES, await noticeDetailPath(b.page)];
    const found: string[] = [];
    for (const width of [320, 640]) {
      await b.page.setViewportSize({ width, height: 720 });
      for (const route of routes) {
        await visit(b.page, route);
        found.push(...(await sidewaysScroll(b.page, `${width}px ${route}`)));
      }
    }
    expect(found).toEqual([]);
  }, 180_000);

  it('icon buttons and links are named in each of the four languages, and <html lang> follows', async () => {
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MEMBER, b.demoPassword);
    // A label in the language: Hangul in Korean, Han characters in Chinese, Latin in English.
    const SCRIPTS = {
      '': { lang: 'ko', script: /\p{Script=Hangul}/u },
      '/en': { lang: 'en', script: /[A-Za-z]{2}/ },
      '/zh-CN': { lang: 'zh-CN', script: /\p{Script=Han}/u },
      '/zh-TW': { lang: 'zh-TW', script: /\p{Script=Han}/u },
    };
    const found: string[] = [];
    for (const [prefix, { lang, script }] of Object.entries(SCRIPTS)) {
      for (const viewport of [PHONE, DESKTOP]) {
        await b.page.setViewportSize(viewport);
        for (const path of ['/dashboard', '/musics', '/manage-channel', '/report-video']) {
          const where = `${lang} ${viewport.width}px ${path}`;
          await visit(b.page, `${prefix}${path}`);
          expect(await b.page.getAttribute('html', 'lang')).toBe(lang);
          found.push(
            ...(await axeFindings(b.page, where, ['button-name', 'link-name', 'svg-img-alt'])),
          );
          // Buttons and links that show only an icon: their names are in the page's language.
          const names = await b.page.locator('button:visible, a:visible').evaluateAll((elements) =>
            elements
              // Named by their text, or by a picture's alt (the site's logo, its brand name).
              .filter(
                (element) =>
                  !/\p{L}/u.test(element.textContent ?? '') && !element.querySelector('img[alt]'),
              )
              .map((element) => element.getAttribute('aria-label') ?? ''),
          );
          for (const name of names) {
            if (!script.test(name)) found.push(`${where}: icon control named "${name}"`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  }, 180_000);

  it('the operator console: a site’s settings, a notice’s editor, and the dialogs of review and notices', async () => {
    await signInAsOperator(b.page);
    const routes = [
      await consoleLinkPath(b.page, '/operator/sites', /설정$/),
      await consoleLinkPath(b.page, '/operator/notices', /수정$/),
    ];
    const findings = await checkRoutes(b.page, 'operator', routes);
    const checkOpen = async (where: string) => {
      const dialog = b.page.getByRole('dialog').last();
      await dialog.waitFor();
      await settle(b.page);
      findings.push(...(await axeFindings(b.page, where)));
      await b.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };
    for (const viewport of [DESKTOP, PHONE]) {
      await b.page.setViewportSize(viewport);
      const where = `operator ko ${viewport.width}px`;
      await visit(b.page, '/operator/notices');
      await b.page.getByRole('main').getByRole('button', { name: /삭제$/ }).first().click();
      await checkOpen(`${where} modal delete notice`);
      await visit(b.page, '/operator/review');
      const hold = b.page.getByRole('main').getByRole('button', { name: '보류', exact: true });
      if ((await hold.count()) > 0) {
        await hold.first().click();
        await checkOpen(`${where} modal review decision`);
      }
    }
    for (const width of [320, 640]) {
      await b.page.setViewportSize({ width, height: 720 });
      for (const route of routes) {
        await visit(b.page, route);
        findings.push(...(await sidewaysScroll(b.page, `operator ${width}px ${route}`)));
      }
    }
    expect(findings).toEqual([]);
  }, 300_000);
});
