/**
 * Takes the README's screenshots of the report screens (docs/screenshots/): the dashboard,
 * the channel report, the video report and a Short's detail, in Korean, at 1280 and 390 px
 * wide, signed in as the demo manager. Run it against a server with the demo network
 * (the default demo data gives the fullest pictures):
 *
 *   npm start                       # prints the demo logins
 *   node scripts/screenshots.ts --base http://localhost:3000 --password <demo password>
 *
 * Chromium comes from the system (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, screenshotOptions, screenshotsDir } from './screenshot-setup.ts';

const values = screenshotOptions('screenshots.ts');
const OUT = screenshotsDir();
const WIDTHS = [1280, 390] as const;
const VIEWPORT_HEIGHT = 844;

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(values.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(values.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Waits until the screen's figures and charts are drawn. */
async function ready(page: Page): Promise<void> {
  await page.locator('table').first().waitFor();
  await page.locator('[data-testid="trend-chart"], [data-testid="bar-chart"]').first().waitFor();
  // Thumbnails from YouTube may not load here; they fail into grey boxes, not a wait.
  await page.waitForLoadState('networkidle').catch(() => {});
}

const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      baseURL: values.base,
      locale: 'ko-KR',
      viewport: { width, height: VIEWPORT_HEIGHT },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await logIn(page);
    for (const screen of ['dashboard', 'report-channel', 'report-video']) {
      await page.goto(`/${screen}`);
      await ready(page);
      // The whole page in one window (a full-page capture would cut the side menu, which is
      // as tall as the window).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(OUT, `${screen}-${width}.png`) });
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      console.log(`${screen}-${width}.png`);
    }
    // The detail of the dashboard's best-earning Short, in a window tall enough to hold it.
    await page.setViewportSize({ width, height: 1500 });
    await page.goto('/dashboard');
    await ready(page);
    await page
      .getByRole('table', { name: '쇼츠별 실적' })
      .locator('tbody th button')
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('viewer-map').waitFor();
    await dialog.screenshot({ path: path.join(OUT, `video-detail-${width}.png`) });
    console.log(`video-detail-${width}.png`);
    await context.close();
  }
} finally {
  await browser.close();
}
