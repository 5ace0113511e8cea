import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SITE_BOOTSTRAP_ELEMENT_ID } from '@portal/shared';
import { installFakeApi, testMe, testSite, testSiteSettings } from '../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { clearSnackbars } from '../shared/ui/snackbar-store.ts';

/** The site block the server writes into index.html, for this test's host. */
function injectSite(reply: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_BOOTSTRAP_ELEMENT_ID;
  block.textContent = JSON.stringify({ domain: 'creators.test', reply });
  document.head.append(block);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const meOk = () => ({ body: testMe });

describe('startup', () => {
  test('the site metadata themes the page: colours, design, favicon, title', async () => {
    installFakeApi();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const html = document.documentElement;
    expect(html.style.getPropertyValue('--color-primary')).toBe('#6d28d9');
    expect(html.style.getPropertyValue('--color-primary-dim')).toBe('#ede9fe');
    expect(html.dataset.design).toBe('mcn-2');
    expect(html.style.getPropertyValue('--layout-max-width')).toBe('1280px');
    expect(document.title).toBe('Creators Test');
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href).toBe(
      'https://cdn.test/favicon.png',
    );
  });

  test('?p/?pd/?d overrides win over the metadata', async () => {
    installFakeApi();
    await renderApp('/', {
      overrides: { primary: 'ff0055', primaryDim: 'fde', designId: 'mcn-4' },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#ff0055');
    expect(document.documentElement.style.getPropertyValue('--color-primary-dim')).toBe('#fde');
    expect(document.documentElement.dataset.design).toBe('mcn-4');
    expect(document.documentElement.style.getPropertyValue('--layout-max-width')).toBe('1400px');
  });

  test('an unknown site shows the server message in a snackbar and an unavailable page', async () => {
    installFakeApi({
      'v2/mcn/meta': () => ({
        status: 404,
        body: { success: false, code: 'unknown_site', message: '등록되지 않은 사이트입니다.' },
      }),
    });
    await renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '등록되지 않은 사이트입니다.',
    );
    expect(
      screen.getByRole('heading', { name: '지금은 이 사이트를 이용할 수 없습니다' }),
    ).toBeTruthy();
  });

  test('the site the server put into the page paints without a metadata call', async () => {
    const { requests } = installFakeApi();
    injectSite({
      success: true,
      message: '',
      metadata: { ...testSite, color_primary: '0f766e', design_id: 'mcn-3' },
      site: { ...testSiteSettings, name: '주입된 네트워크' },
    });
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(requests.some((request) => request.path === 'v2/mcn/meta')).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f766e');
    expect(document.documentElement.dataset.design).toBe('mcn-3');
    expect(document.title).toBe('주입된 네트워크');
    expect(document.getElementById(SITE_BOOTSTRAP_ELEMENT_ID)).toBeNull();
  });

  test("the server's refusal in the page shows as an error snackbar without a call", async () => {
    const { requests } = installFakeApi();
    injectSite({ success: false, code: 'unknown_site', message: 'This site is not registered.' });
    await renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This site is not registered.',
    );
    expect(requests.some((request) => request.path === 'v2/mcn/meta')).toBe(false);
  });

  test('the metadata call names the site and the visit', async () => {
    const { requests } = installFakeApi();
    await renderApp('/en/login');
    await screen.findByRole('heading', { name: 'Log in' });
    const meta = requests.find((request) => request.path === 'v2/mcn/meta');
    expect(meta?.query.get('domain')).toBe('creators.test');
    expect(meta?.headers.get('accept-language')).toBe('en');
    expect(meta?.headers.get('x-site-domain')).toBe('creators.test');
    expect(meta?.headers.get('x-playlist')).toBe('0');
    expect(meta?.headers.get('x-currency')).toBe('KRW');
  });

  test('an unprefixed URL follows the language cookie', async () => {
    installFakeApi();
    document.cookie = 'lang=zh-TW; Path=/';
    const { history } = await renderApp('/login?fromUrl=%2Fdashboard');
    expect(await screen.findByRole('heading', { name: '登入' })).toBeTruthy();
    expect(currentUrl(history)).toBe('/zh-TW/login?fromUrl=%2Fdashboard');
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  test('without a cookie a playlist site opens in English', async () => {
    installFakeApi({
      'v2/mcn/meta': () => ({
        body: {
          success: true,
          message: '',
          metadata: { ...testSite, is_playist: true },
          site: { ...testSiteSettings, language: 'en', currency: 'USD' },
        },
      }),
    });
    const { history } = await renderApp('/join');
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeTruthy();
    expect(currentUrl(history)).toBe('/en/join');
    expect(document.documentElement.dataset.playlist).toBe('');
  });
});

describe('routing', () => {
  test('an unknown path shows the 404 page with the path as typed', async () => {
    installFakeApi();
    await renderApp('/en/no-such-page');
    const page = await screen.findByTestId('not-found');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByTestId('not-found-path').textContent).toBe('/en/no-such-page');
  });

  test('a notice id that fails validation is a 404 too', async () => {
    installFakeApi({ 'member/me': meOk });
    await renderApp('/notices/bad%20id!', { token: 'token-1' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  test('links carry the locale prefix of the page', async () => {
    installFakeApi();
    await renderApp('/zh-CN/login');
    const join = await screen.findByRole('link', { name: '注册' });
    expect(join.getAttribute('href')).toBe('/zh-CN/join');
  });

  test('without a token a protected page goes to /login with fromUrl', async () => {
    installFakeApi();
    const { history } = await renderApp('/en/report-video?channel=abc');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(currentUrl(history)).toBe('/en/login?fromUrl=%2Fen%2Freport-video%3Fchannel%3Dabc');
  });

  test('the language page does not need a session', async () => {
    installFakeApi();
    const { history } = await renderApp('/language');
    expect(await screen.findByRole('heading', { name: '언어' })).toBeTruthy();
    expect(currentUrl(history)).toBe('/language');
  });
});

describe('session', () => {
  test('login goes on to fromUrl once the user data loads', async () => {
    const { requests } = installFakeApi({
      'member/login': () => ({
        body: { success: true, message: '로그인되었습니다.', token: 'token-1' },
      }),
      'member/me': meOk,
    });
    const { history } = await renderApp('/login?fromUrl=%2Fnotices');
    fireEvent.change(await screen.findByLabelText('이메일'), {
      target: { value: '  creator@example.com ' },
    });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('heading', { name: '공지사항' })).toBeTruthy();
    expect(currentUrl(history)).toBe('/notices');
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    const login = requests.find((request) => request.path === 'member/login');
    expect(login?.body).toEqual({ id: 'creator@example.com', password: 'secret-1' });
    const me = requests.find((request) => request.path === 'member/me');
    expect(me?.headers.get('authorization')).toBe('Bearer token-1');
  });

  test('an unsafe fromUrl falls back to the dashboard', async () => {
    installFakeApi({ 'member/me': meOk });
    const { history } = await renderApp('/login?fromUrl=%2F%2Fevil.example', { token: 'token-1' });
    expect(await screen.findByTestId('dashboard-layout')).toBeTruthy();
    expect(currentUrl(history)).toBe('/dashboard');
  });

  test('a token the server rejects is cleared and the app goes to /login', async () => {
    installFakeApi({
      'member/me': () => ({
        status: 401,
        body: { success: false, code: 'unauthorized', message: '로그인이 필요합니다.' },
      }),
    });
    const { history } = await renderApp('/config-account', { token: 'expired' });
    await waitFor(() => expect(currentUrl(history)).toBe('/login?fromUrl=%2Fconfig-account'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  test('the layout shows the nickname and the menu; member management only for managers', async () => {
    installFakeApi({ 'member/me': meOk });
    await renderApp('/dashboard', { token: 'token-1' });
    const nav = await screen.findByTestId('main-nav');
    expect(await screen.findByText('크리에이터')).toBeTruthy();
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      '대시보드',
      '채널 리포트',
      '영상 리포트',
      '채널 관리',
      '음원 목록',
      '공지사항',
      '이용 가이드',
      '수익금',
      '계정 관리',
      '언어',
    ]);
    expect(within(nav).getByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '대시보드' })).toBeTruthy();
  });

  test('a manager also sees member management, in the menu order', async () => {
    installFakeApi({ 'member/me': () => ({ body: { ...testMe, permission_flag: 1 } }) });
    await renderApp('/dashboard', { token: 'token-1' });
    const nav = await screen.findByTestId('main-nav');
    const link = await within(nav).findByRole('link', { name: '회원 관리' });
    const names = within(nav)
      .getAllByRole('link')
      .map((element) => element.textContent);
    expect(names.indexOf('회원 관리')).toBe(names.indexOf('이용 가이드') + 1);
    expect(link.getAttribute('href')).toBe('/manage-member');
  });

  test('logout asks first, then ends the session and goes to /login', async () => {
    const { requests } = installFakeApi({
      'member/me': meOk,
      'member/logout': () => ({ body: { success: true, message: '로그아웃되었습니다.' } }),
    });
    const { history } = await renderApp('/dashboard', { token: 'token-1' });
    fireEvent.click(
      within(await screen.findByTestId('main-nav')).getByRole('button', { name: '로그아웃' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '로그아웃' });
    fireEvent.click(within(dialog).getByRole('button', { name: '로그아웃하기' }));

    await waitFor(() => expect(currentUrl(history)).toBe('/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(requests.some((request) => request.path === 'member/logout')).toBe(true);
    // The reply comes after the call is signed: wait for its text, not just the region.
    const status = await screen.findByRole('status', { name: '알림' });
    await waitFor(() => expect(status.textContent).toContain('로그아웃되었습니다.'));
  });
});

describe('modal flags', () => {
  test('?logout opens the sign-out confirmation and leaves the address bar', async () => {
    installFakeApi({ 'member/me': meOk });
    const { history } = await renderApp('/dashboard?logout', { token: 'token-1' });
    expect(await screen.findByRole('dialog', { name: '로그아웃' })).toBeTruthy();
    expect(currentUrl(history)).toBe('/dashboard');
  });

  test('under 640 px the menu is a drawer behind a button; ?menu opens it', async () => {
    installFakeApi({ 'member/me': meOk });
    await renderApp('/en/notices?menu=1', { token: 'token-1', width: 360 });
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByTestId('main-nav');
    fireEvent.click(within(nav).getByRole('link', { name: 'Guides' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guides' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('main-nav')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByTestId('main-nav'),
    ).toBeTruthy();
  });

  test('below the design breakpoint (mcn-2: 1280 px) the menu is a drawer, from it a sidebar', async () => {
    installFakeApi({ 'member/me': meOk });
    await renderApp('/en/notices?menu', { token: 'token-1', width: 1279 });
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByTestId('main-nav')).toBeTruthy();
    cleanup();

    await renderApp('/en/notices?menu', { token: 'token-1', width: 1280 });
    await screen.findByRole('heading', { level: 1, name: 'Notices' });
    // The sidebar shows the menu; `?menu` has nothing to open on a laptop.
    expect(screen.getByTestId('main-nav')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a flag does not follow the visitor to the login page', async () => {
    installFakeApi();
    const { history } = await renderApp('/dashboard?logout');
    await screen.findByRole('heading', { name: '로그인' });
    expect(currentUrl(history)).toBe('/login?fromUrl=%2Fdashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('language', () => {
  test('choosing a language shows the same page in it and remembers the choice', async () => {
    installFakeApi({ 'member/me': meOk });
    const { history } = await renderApp('/language', { token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeTruthy();
    expect(currentUrl(history)).toBe('/en/language');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe(
      'true',
    );
    // The menu follows: its links now point into the English app.
    const dashboard = within(screen.getByTestId('main-nav')).getByRole('link', {
      name: 'Dashboard',
    });
    expect(dashboard.getAttribute('href')).toBe('/en/dashboard');
  });
});
