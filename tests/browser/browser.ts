import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, afterEach, expect, inject } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

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

/** The system's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with those flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: LAUNCH_ARGS,
  });
}

export type BrowserTest = {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  demoPassword: string;
  managerLoginLink: string;
  webDistDir: string;
  dataDir: string;
  youtubeUrl: string;
  /** Scale-out mode only: the PostgreSQL database the two processes share. */
  databaseUrl?: string;
};

/** One browser per file and a fresh context (no cookies, no storage) per test. */
export function useBrowser(
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): BrowserTest {
  const env = inject('browserEnv');
  const test = { ...env } as BrowserTest;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
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

const OPERATOR = path.resolve(
  import.meta.dirname,
  '../../apps/server/src/modules/operator/cli/cli.ts',
);

/** The operator command on the test server's database, as an operator would run it. */
export async function operator(...args: string[]): Promise<string> {
  const { dataDir, databaseUrl, baseUrl } = inject('browserEnv');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Links it prints open where the tests' browser goes.
    PUBLIC_ORIGIN: baseUrl,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const { stdout } = await promisify(execFile)(process.execPath, [OPERATOR, ...args], { env });
  return stdout.trim();
}

/** A new member of the site on `domain`, signed up through the API. */
export async function signUp(baseUrl: string, domain: string) {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID().slice(0, 8)}`;
  const response = await fetch(`${baseUrl}/api/v2/mcn/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-domain': domain },
    body: JSON.stringify({ email, password, nickname: '공지독자' }),
  });
  expect(response.status).toBe(200);
  return { email, password };
}

/** Logs in on the login page already open, and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
}

/**
 * Records every Content-Security-Policy violation the page meets from now on: the
 * events the document fires, and Chromium's console lines for what it refused.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** A snackbar showing `text`. */
export function snackbar(page: Page, text: string): Locator {
  return page.getByTestId('snackbars').getByText(text);
}

/** YouTube's side: what the stand-in answers for `channel` (the creator publishing). */
export async function publishOnYouTube(
  youtubeUrl: string,
  channel: { id: string; title: string; handle: string },
  description: string,
): Promise<void> {
  const response = await fetch(`${youtubeUrl}/_stand-in/channels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...channel, description }),
  });
  expect(response.ok).toBe(true);
}
