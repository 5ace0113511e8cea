/**
 * Two sites on one demo server: the network on localhost and the playlist site on
 * playlist.localhost (Chromium sends every *.localhost name to this machine). Each shows
 * its own colours, logo, favicon, title, language and currency from the first HTML;
 * `?host=`, `?p=`, `?pd=` and `?d=` override as docs/product.md §3.6 says; the designs
 * lay out visibly differently.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_MANAGER, snackbar, useBrowser } from './browser.ts';

const PLAYLIST = 'playlist.localhost';

/** The manager's session on `domain`, put in storage before the app starts. */
async function signInAs(b: ReturnType<typeof useBrowser>, domain: string): Promise<void> {
  const response = await fetch(`${b.baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-domain': domain },
    body: JSON.stringify({ id: DEMO_MANAGER, password: b.demoPassword }),
  });
  const { token } = (await response.json()) as { token: string };
  await b.context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
}

function look(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      title: document.title,
      favicon: document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href'),
      primary: root.style.getPropertyValue('--color-primary'),
      primaryDim: root.style.getPropertyValue('--color-primary-dim'),
      width: root.style.getPropertyValue('--layout-max-width'),
      design: root.dataset.design,
      playlist: root.dataset.playlist !== undefined,
      lang: root.lang,
    };
  });
}

describe('sites', () => {
  const b = useBrowser();

  it('each site has its own look, language and currency, right from the first HTML', async () => {
    const playlistUrl = b.baseUrl.replace('localhost', PLAYLIST);

    // The page the server sends already names the site, before any script runs.
    const first = await b.page.goto(`${playlistUrl}/login`);
    const html = (await first!.text()) as string;
    expect(html).toContain('<title>Demo Playlist</title>');
    expect(html).toMatch(/<link rel="icon" href="\/api\/site\/image\/[0-9a-f]{64}\.svg" \/>/);
    await b.page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/en/login');
    const playlist = await look(b.page);
    expect(playlist).toMatchObject({
      title: 'Demo Playlist',
      primary: '#f43f5e',
      design: 'mcn-2',
      playlist: true,
      lang: 'en',
    });
    const favicon = await b.page.request.get(`${b.baseUrl}${playlist.favicon}`);
    expect(favicon.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await b.page.goto('/login');
    await b.page.getByRole('heading', { name: '로그인' }).waitFor();
    const network = await look(b.page);
    expect(network).toMatchObject({
      title: 'Demo Network',
      primary: '#6d28d9',
      design: 'mcn-1',
      playlist: false,
      lang: 'ko',
    });
    expect(network.favicon).not.toBe(playlist.favicon);

    // Currency: the network in won, the playlist site in dollars.
    await signInAs(b, 'localhost');
    await b.page.goto('/dashboard');
    await b.page.getByRole('img', { name: 'Demo Network' }).first().waitFor();
    await expect
      .poll(() => b.page.getByText(/₩\d/).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await signInAs(b, PLAYLIST);
    const summary = b.page.waitForResponse((r) => r.url().includes('/api/report/summary'));
    await b.page.goto(`${playlistUrl}/dashboard`);
    const reply = await summary;
    expect(reply.request().headers()['x-currency']).toBe('USD');
    expect((await reply.json()).currency).toBe('USD');
    await b.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await b.page.getByRole('img', { name: 'Demo Playlist' }).first().waitFor();
    // Music first: the music list leads the playlist site's menu.
    const items = b.page.getByTestId('main-nav').getByRole('link');
    expect(await items.first().textContent()).toContain('Music');
  });

  it('?host= picks the site, ?p= ?pd= ?d= override colours and design, bad values are ignored', async () => {
    await b.page.goto(`/login?host=www.${PLAYLIST}`);
    await b.page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await look(b.page)).toMatchObject({ title: 'Demo Playlist', playlist: true });

    const other = await b.context.newPage();
    await other.goto('/login?p=112233&pd=ddeeff&d=3');
    await other.getByRole('heading', { name: '로그인' }).waitFor();
    expect(await look(other)).toMatchObject({
      title: 'Demo Network',
      primary: '#112233',
      primaryDim: '#ddeeff',
      design: 'mcn-3',
      width: '1400px',
    });
    // Kept for the visit: a later page without the query keeps them.
    await other.goto('/join');
    await other.getByRole('heading', { name: '회원가입' }).waitFor();
    expect(await look(other)).toMatchObject({ primary: '#112233', design: 'mcn-3' });

    const fresh = await b.context.browser()!.newContext({ baseURL: b.baseUrl, locale: 'ko-KR' });
    const bad = await fresh.newPage();
    await bad.goto('/login?p=nothex&d=9');
    await bad.getByRole('heading', { name: '로그인' }).waitFor();
    expect(await look(bad)).toMatchObject({ primary: '#6d28d9', design: 'mcn-1', width: '1100px' });
    await fresh.close();
  });

  it('an unknown site says so in an error snackbar', async () => {
    await b.page.goto('/login?host=nobody.example');
    await snackbar(b.page, '등록되지 않은 사이트입니다.').waitFor();
    await b.page.getByRole('button', { name: '다시 시도' }).waitFor();
  });

  it('the designs place the menu differently at 1280 px', async () => {
    await signInAs(b, 'localhost');
    const menu = async (design: number) => {
      await b.page.goto(`/dashboard?d=${design}`);
      await b.page.getByRole('heading', { level: 1 }).first().waitFor();
      const sidebar = b.page.locator('[data-layout="sidebar"]');
      if ((await sidebar.count()) === 0) return 'drawer';
      const box = (await sidebar.boundingBox())!;
      return box.width > box.height ? 'top bar' : 'side';
    };
    // mcn-1 (1100) has room for its side menu, mcn-2 (1280) runs it across the top;
    // mcn-3 and mcn-4 (1400) are below their breakpoint: a top bar with a drawer.
    expect(await menu(1)).toBe('side');
    expect(await menu(2)).toBe('top bar');
    expect(await menu(3)).toBe('drawer');
    // Wider, the content keeps to each design's width: 1100 px for mcn-1, more for mcn-4.
    await b.page.setViewportSize({ width: 1440, height: 800 });
    expect(await menu(1)).toBe('side');
    expect((await b.page.locator('main').boundingBox())!.width).toBe(1100);
    expect(await menu(4)).toBe('side');
    expect((await b.page.locator('main').boundingBox())!.width).toBeGreaterThan(1100);
  });
});
