/**
 * The built app under the real server's security settings, as deployed: its
 * Content-Security-Policy and the protection headers on (the other browser tests' server
 * turns the headers off for their Node-side set-up calls). Any CSP violation the page
 * reports fails the test, and every API call the app makes must pass the server's check.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_CALLS_SCRIPT, SITE_BOOTSTRAP_ELEMENT_ID } from '@portal/shared';
import { DEMO_MANAGER, DEMO_MEMBER, launchBrowser, logIn, recordCspViolations } from './browser.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

let server: ServerProcess | undefined;
let baseUrl: string;
let dataDir: string;
let browser: Browser;
const password = randomBytes(9).toString('base64url');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-security-'));
  const webDistDir = path.join(dataDir, 'web');
  cpSync(path.join(ROOT, 'apps/web/dist'), webDistDir, { recursive: true });
  // The defaults as deployed (protection headers on), but the demo to sign in to.
  server = await startServer({
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    DEMO: 'on',
    DEMO_DATA: 'small',
    DEMO_PASSWORD: password,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDistDir,
  });
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A page that records every CSP violation and every refused API call it meets. */
async function watchedPage(): Promise<{
  page: Page;
  violations: string[];
  refusals: string[];
}> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'ko-KR' });
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  const refusals: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || response.status() !== 400) return;
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    if (body.code?.startsWith('protection_')) refusals.push(`${response.url()} ${body.code}`);
  });
  return { page, violations, refusals };
}

describe('the built app under its security settings', () => {
  it('serves the first HTML with a strict CSP, no inline script but one by its hash, and its metadata as data', async () => {
    const response = await fetch(`${baseUrl}/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, attributes, body] of scripts) {
      // A file of the app's own, the site's metadata as a JSON block (data, never run), or
      // the early calls' fixed script, which the CSP allows by its hash alone.
      if (attributes!.includes('src=')) expect(body!.trim()).toBe('');
      else if (!attributes!.includes('type=')) {
        expect(body).toBe(EARLY_CALLS_SCRIPT);
        const hash = createHash('sha256').update(body!).digest('base64');
        expect(/script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual([
          "'self'",
          `'sha256-${hash}'`,
        ]);
      } else {
        expect(attributes).toContain('type="application/json"');
        expect(attributes).toContain(`id="${SITE_BOOTSTRAP_ELEMENT_ID}"`);
      }
    }
  });

  it('runs through sign-in, the dashboard, reports and music with no violation and every call accepted', async () => {
    const { page, violations, refusals } = await watchedPage();
    await page.goto('/login');
    await logIn(page, DEMO_MANAGER, password);
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    for (const route of [
      '/report-channel',
      '/report-video',
      '/manage-member',
      '/musics',
      '/notices',
    ]) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    expect(refusals).toEqual([]);
    await page.context().close();
  });

  it('a member signs in and reads their channels, each call signed; an unsigned call is refused', async () => {
    const { page, violations, refusals } = await watchedPage();
    await page.goto('/login');
    await logIn(page, DEMO_MEMBER, password);
    await page.goto('/manage-channel');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(refusals).toEqual([]);
    // The same call made outside the app, as a naive script would, is refused.
    const bare = await fetch(`${baseUrl}/api/member/me`);
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { code: string }).code).toBe('protection_invalid');
    await page.context().close();
  });
});
