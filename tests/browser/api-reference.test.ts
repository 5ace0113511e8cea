/**
 * The API's reference page (Swagger UI reading /api/docs) under the app's
 * Content-Security-Policy: it loads with no violation and no script error, and shows the
 * calls by their summaries.
 */
import { describe, expect, it } from 'vitest';
import { recordCspViolations, useBrowser } from './browser.ts';

const test = useBrowser({ locale: 'en-US' });

describe('the API reference page', () => {
  it('loads under the CSP and shows each call’s summary', async () => {
    const { page } = test;
    const violations = await recordCspViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto('/api/reference');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    await page.getByRole('heading', { name: /Shorts music portal API/ }).waitFor();
    await expect
      .poll(() => page.getByText('Read the video report', { exact: true }).count())
      .toBeGreaterThan(0);
    // The document's security schemes are there to sign in with.
    await expect.poll(() => page.getByRole('button', { name: /Authorize/ }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
