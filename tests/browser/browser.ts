import { afterAll, beforeAll, beforeEach, afterEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Chromium from Debian (never a downloaded browser), with the flags this machine
 * needs: no sandbox as root, and no background networking to hosts it cannot reach.
 */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserTest = {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  demoPassword: string;
  managerLoginLink: string;
  webDistDir: string;
  dataDir: string;
  youtubeUrl: string;
};

/** One browser per file and a fresh context (no cookies, no storage) per test. */
export function useBrowser(
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): BrowserTest {
  const env = inject('browserEnv');
  const test = { ...env } as BrowserTest;
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: LAUNCH_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    test.context = await browser.newContext({
      baseURL: env.baseUrl,
      locale: options.locale ?? 'ko-KR',
      viewport: options.viewport ?? { width: 1280, height: 800 },
    });
    test.page = await test.context.newPage();
  });
  afterEach(async () => {
    await test.context?.close();
  });
  return test;
}

export const DEMO_MANAGER = 'manager@demo.example.com';
export const DEMO_MEMBER = 'creator1@demo.example.com';
