import { MESSAGES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, signUp, useBrowser } from './browser.ts';

/**
 * The reset link of the newest password reset mail to `email`, read the way a reader
 * would: the demo server has no SMTP server, so its mail is read on its outbox page
 * (docs/product.md §16.1), and the link is the message's own button.
 */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  const row = page.locator('tr', { hasText: email }).filter({ hasText: 'passwordReset' });
  await expect
    .poll(
      async () => {
        await page.goto('/demo/outbox');
        return row.count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await row.first().getByRole('link').first().click();
  const button = page.getByRole('link', { name: '새 비밀번호 설정' });
  const href = await button.getAttribute('href');
  expect(href).toMatch(/\/reset-password\?token=[\w-]{43}$/);
  return href!;
}

describe('password reset journey (docs/product.md §16.3)', () => {
  const b = useBrowser();

  it('forgot password → the emailed link → a new password → signed in', async () => {
    const member = await signUp(b.baseUrl, 'localhost');
    const { page } = b;

    await page.goto('/login');
    await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: '비밀번호 재설정' }).waitFor();
    await page.getByLabel('이메일').fill(member.email);
    await page.getByRole('button', { name: '링크 보내기' }).click();
    // The same words whether or not the email has an account.
    await page.getByText(MESSAGES.ko.success.resetMailSent).waitFor();

    const link = await resetLinkFor(page, member.email);
    await page.goto(link);
    await page.getByRole('heading', { name: '새 비밀번호 설정' }).waitFor();
    await page.getByLabel('새 비밀번호', { exact: true }).fill('brand-new-pw-1');
    await page.getByLabel('새 비밀번호 확인').fill('brand-new-pw-1');
    await page.getByRole('button', { name: '저장하고 로그인' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });

    // The link worked once; the old password no longer signs in, the new one does.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.getByRole('heading', { name: '새 비밀번호 설정' }).waitFor();
    await page.getByLabel('새 비밀번호', { exact: true }).fill('another-pw-2');
    await page.getByLabel('새 비밀번호 확인').fill('another-pw-2');
    await page.getByRole('button', { name: '저장하고 로그인' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/reset-password');

    const old = await fetch(`${b.baseUrl}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-domain': 'localhost' },
      body: JSON.stringify({ id: member.email, password: member.password }),
    });
    expect(old.status).toBe(401);
    await page.goto('/login');
    await logIn(page, member.email, 'brand-new-pw-1');
  });
});
