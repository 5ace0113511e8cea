import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, structureFindings } from './a11y.ts';
import { useBrowser } from './browser.ts';

/** Full document loads of the page (client-side transitions make none). */
function recordDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

const setMarker = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __marker?: string }).__marker = 'still the same document';
  });
const readMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: string }).__marker ?? null);

describe('new builds', () => {
  const b = useBrowser();

  it('moves onto a newly published build at the next navigation, with a full page load', async () => {
    const manifest = path.join(b.webDistDir, 'build.json');
    const original = readFileSync(manifest, 'utf8');
    const loads = recordDocumentLoads(b.page);
    try {
      await b.page.goto('/login');
      await b.page.getByRole('heading', { name: '로그인', level: 1 }).waitFor();
      await setMarker(b.page);

      // Same build: a client-side transition keeps the document.
      await b.page.getByRole('link', { name: '회원가입' }).click();
      await b.page.getByRole('heading', { name: '회원가입', level: 1 }).waitFor();
      expect(await readMarker(b.page)).toBe('still the same document');
      expect(loads).toEqual(['/login']);

      // A deploy publishes a new id; showing the tab again makes the app check at once
      // (it also checks every 5 minutes).
      writeFileSync(manifest, JSON.stringify({ buildId: `test-${randomUUID()}` }));
      const noticed = b.page.waitForEvent('console', (message) =>
        message.text().startsWith('A new version of the app is out'),
      );
      await b.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await noticed;

      await b.page.getByRole('link', { name: '로그인', exact: true }).click();
      await b.page.waitForURL((url) => url.pathname === '/login');
      await b.page.getByRole('heading', { name: '로그인', level: 1 }).waitFor();
      expect(loads).toEqual(['/login', '/login']);
      expect(await readMarker(b.page)).toBeNull();
    } finally {
      writeFileSync(manifest, original);
    }
  });

  it('reloads once for a chunk that fails to load, and not again within 10 s', async () => {
    const assets = path.join(b.webDistDir, 'assets');
    const chunk = readdirSync(assets).find((file) => /^join\.page-.*\.js$/.test(file));
    expect(chunk).toBeDefined();
    const chunkPath = path.join(assets, chunk!);
    const variants = [chunkPath, `${chunkPath}.br`, `${chunkPath}.gz`];
    const loads = recordDocumentLoads(b.page);
    try {
      await b.page.goto('/login');
      await b.page.getByRole('heading', { name: '로그인', level: 1 }).waitFor();
      // The sign-up page's code vanishes, as after a deploy (with its .br and .gz).
      for (const file of variants) renameSync(file, `${file}.gone`);

      await b.page.getByRole('link', { name: '회원가입' }).click();
      // The first failure reloads /join; the reloaded page fails as well and, 10 s not
      // having passed, shows the error page instead of reloading again.
      await b.page.getByRole('heading', { name: '서버 오류가 발생했습니다' }).waitFor();
      expect(loads).toEqual(['/login', '/join']);
      // The 500 page, which no route reaches on purpose, passes axe here, at both widths.
      const findings: string[] = [];
      for (const width of [1280, 390]) {
        await b.page.setViewportSize({ width, height: 844 });
        findings.push(...(await structureFindings(b.page, `500 page ${width}px`)));
        findings.push(...(await axeFindings(b.page, `500 page ${width}px`)));
      }
      expect(findings).toEqual([]);
      await b.page.waitForTimeout(1_500);
      expect(loads).toEqual(['/login', '/join']);

      // Ten seconds after that reload, a failure may reload again.
      await b.page.goto('/login');
      await b.page.evaluate(() =>
        sessionStorage.setItem('portal.chunkReloadAt', String(Date.now() - 10_001)),
      );
      await b.page.getByRole('link', { name: '회원가입' }).click();
      await b.page.getByRole('heading', { name: '서버 오류가 발생했습니다' }).waitFor();
      expect(loads).toEqual(['/login', '/join', '/login', '/join']);
    } finally {
      for (const file of variants) renameSync(`${file}.gone`, file);
    }
  });
});
