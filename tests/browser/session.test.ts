import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_MANAGER, DEMO_MEMBER, useBrowser } from './browser.ts';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 15_000 });
}

describe('first visit', () => {
  const b = useBrowser();

  it('shows the Korean login page in the demo site colours', async () => {
    await b.page.goto('/');
    await b.page.getByLabel('이메일').waitFor();
    await b.page.getByLabel('비밀번호', { exact: true }).waitFor();
    await b.page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    expect(await b.page.getAttribute('html', 'lang')).toBe('ko');
    const primary = await b.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#6d28d9');
    expect(await b.page.title()).toContain('Demo Network');
  });

  it('takes colour and design overrides from ?p, ?pd and ?d', async () => {
    await b.page.goto('/login?p=0f766e&pd=ccfbf1&d=3');
    await b.page.getByLabel('이메일').waitFor();
    const theme = await b.page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        primary: style.getPropertyValue('--color-primary').trim().toLowerCase(),
        dim: style.getPropertyValue('--color-primary-dim').trim().toLowerCase(),
        design: document.documentElement.dataset.design,
      };
    });
    expect(theme).toEqual({ primary: '#0f766e', dim: '#ccfbf1', design: 'mcn-3' });
  });

  it('says so when the site is unknown', async () => {
    await b.page.goto('/?host=nowhere.example');
    await b.page.getByTestId('snackbars').getByText('등록되지 않은 사이트입니다.').waitFor();
    await b.page.getByRole('heading', { name: '지금은 이 사이트를 이용할 수 없습니다' }).waitFor();
  });

  it('lets the demo manager log in and see member management', async () => {
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MANAGER, b.demoPassword);
    await expectPath(b.page, '/dashboard');
    const nav = b.page.getByTestId('main-nav');
    await nav.getByRole('link', { name: '회원 관리' }).waitFor();
    await b.page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
  });

  it('hides member management from a member', async () => {
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MEMBER, b.demoPassword);
    await expectPath(b.page, '/dashboard');
    await b.page.getByTestId('main-nav').getByRole('link', { name: '계정 관리' }).waitFor();
    expect(
      await b.page.getByTestId('main-nav').getByRole('link', { name: '회원 관리' }).count(),
    ).toBe(0);
  });

  it('says what is missing or wrong at login', async () => {
    await b.page.goto('/login');
    await b.page.getByRole('button', { name: '로그인', exact: true }).click();
    await b.page.getByText('이메일과 비밀번호를 입력해 주세요.').waitFor();
    await logIn(b.page, DEMO_MANAGER, 'wrong-password');
    await b.page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/login');
  });
});

describe('sign-up journey', () => {
  const b = useBrowser();

  it('signs up, shows the success page, logs in, lands on the dashboard and stays after reload', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    await b.page.goto('/join');
    await b.page.getByLabel('이메일').fill(email);
    await b.page.getByLabel('비밀번호', { exact: true }).fill('secret-1');
    await b.page.getByLabel('비밀번호 확인').fill('secret-1');
    await b.page.getByLabel('닉네임').fill('새내기');
    await b.page.getByRole('button', { name: '가입하기' }).click();

    await b.page.getByTestId('join-success').waitFor();
    await b.page.getByText('회원가입이 완료되었습니다').first().waitFor();
    await b.page.getByRole('link', { name: '로그인하러 가기' }).click();
    await expectPath(b.page, '/login');
    // The new member does not retype the address.
    expect(await b.page.getByLabel('이메일').inputValue()).toBe(email);

    await b.page.getByLabel('비밀번호', { exact: true }).fill('secret-1');
    await b.page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectPath(b.page, '/dashboard');
    await b.page.getByTestId('dashboard-layout').waitFor();
    await b.page.getByText('새내기').first().waitFor();

    await b.page.reload();
    await b.page.getByTestId('dashboard-layout').waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/dashboard');
    await b.page.getByText('새내기').first().waitFor();
  });

  it('checks the sign-up rules before sending', async () => {
    await b.page.goto('/join');
    await b.page.getByLabel('이메일').fill('not-an-email');
    await b.page.getByLabel('비밀번호', { exact: true }).fill('abc');
    await b.page.getByLabel('비밀번호 확인').fill('abcd');
    await b.page.getByLabel('닉네임').fill('x');
    await b.page.getByRole('button', { name: '가입하기' }).click();
    await b.page.getByText('올바른 이메일 주소를 입력해 주세요.').waitFor();
    await b.page.getByText('비밀번호는 4~64자로 입력해 주세요.').waitFor();
    await b.page.getByText('닉네임은 2~12자로 입력해 주세요.').waitFor();
    expect(await b.page.getByTestId('join-success').count()).toBe(0);
  });
});

describe('login redirect', () => {
  const b = useBrowser();

  it('sends a logged-out visitor of a protected page to login with fromUrl, and back after login', async () => {
    await b.page.goto('/report-video');
    await expectPath(b.page, `/login?fromUrl=${encodeURIComponent('/report-video')}`);
    await logIn(b.page, DEMO_MEMBER, b.demoPassword);
    await expectPath(b.page, '/report-video');
    await b.page.getByRole('heading', { name: '영상 리포트', level: 1 }).waitFor();
  });

  it('keeps the locale prefix through the redirect', async () => {
    await b.page.goto('/en/manage-channel');
    await b.page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(b.page.url()).searchParams.get('fromUrl')).toMatch(/manage-channel$/);
    await b.page.getByLabel('Email').fill(DEMO_MEMBER);
    await b.page.getByLabel('Password', { exact: true }).fill(b.demoPassword);
    await b.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await b.page.waitForURL((url) => url.pathname === '/en/manage-channel');
    await b.page.getByRole('heading', { name: 'Channel management', level: 1 }).waitFor();
  });

  it('logs the manager in through an operator login link, once', async () => {
    const link = new URL(b.managerLoginLink);
    await b.page.goto(link.pathname + link.search);
    await expectPath(b.page, '/dashboard');
    await b.page.getByTestId('main-nav').getByRole('link', { name: '회원 관리' }).waitFor();

    const second = await b.context.browser()!.newContext({ baseURL: b.baseUrl, locale: 'ko-KR' });
    const page = await second.newPage();
    await page.goto(link.pathname + link.search);
    await page.getByText('로그인 링크가 올바르지 않거나 만료되었습니다.').waitFor();
    await second.close();
  });
});

describe('errors and logout', () => {
  const b = useBrowser();

  it('shows the 404 page with the path for an unknown address', async () => {
    await b.page.goto('/no/such-page');
    await b.page.getByTestId('not-found').waitFor();
    expect(await b.page.getByTestId('not-found-path').textContent()).toContain('/no/such-page');
    await b.page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).waitFor();

    await b.page.goto('/en/missing');
    await b.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await b.page.getByTestId('not-found-path').textContent()).toContain('/en/missing');
  });

  it('logs out through the confirmation and protects pages again', async () => {
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MEMBER, b.demoPassword);
    await expectPath(b.page, '/dashboard');

    await b.page.getByTestId('main-nav').getByRole('button', { name: '로그아웃' }).click();
    const dialog = b.page.getByRole('dialog', { name: '로그아웃' });
    await dialog.waitFor();
    // Cancelling keeps the session.
    await b.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(b.page.url()).pathname).toBe('/dashboard');

    await b.page.getByTestId('main-nav').getByRole('button', { name: '로그아웃' }).click();
    await b.page
      .getByRole('dialog', { name: '로그아웃' })
      .getByRole('button', { name: '로그아웃하기' })
      .click();
    await b.page.waitForURL((url) => url.pathname === '/login');
    expect(await b.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await b.page.goto('/dashboard');
    await b.page.waitForURL((url) => url.pathname === '/login');
  });
});
