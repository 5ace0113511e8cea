import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { nextCodeAfter, OPERATOR_PASSWORD, signInAsOperator } from './operator.ts';

/** The operator console's own sign-in (docs/product.md §17.2). */
describe('operator console sign-in', () => {
  const b = useBrowser();

  it('enrols two-factor from the set-up link, then signs in with a code and a recovery code', async () => {
    const { page } = b;
    const operator = await signInAsOperator(page);
    expect(operator.recoveryCodes).toHaveLength(10);
    const menu = page.getByRole('navigation', { name: '콘솔 메뉴' });
    await menu.getByRole('link', { name: '운영자' }).click();
    await page
      .getByRole('row', { name: new RegExp(operator.email) })
      .getByText('사용 중')
      .waitFor();

    // Signing out ends the session: the console asks to sign in again.
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL((url) => url.pathname === '/operator/sign-in');
    await page.goto('/operator/team');
    await page.waitForURL((url) => url.pathname === '/operator/sign-in');

    // A wrong code is refused and the form stays; the authenticator's next code signs in
    // and returns to the page the sign-in interrupted.
    await page.getByLabel('이메일').fill(operator.email);
    await page.getByLabel('비밀번호').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: '다음' }).click();
    const code = page.getByLabel('인증 코드 또는 복구 코드');
    await code.fill('000000');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBeTruthy();
    await code.fill(nextCodeAfter(operator.secret, operator.enrolledAtMs));
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL((url) => url.pathname === '/operator/team');

    // Without the phone: a recovery code signs in once.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/en/operator');
    await page.waitForURL((url) => url.pathname === '/en/operator/sign-in');
    await page.getByLabel('Email').fill(operator.email);
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Authentication code or recovery code').fill(operator.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/en/operator');
    await page.getByRole('navigation', { name: 'Console menu' }).waitFor();
  });

  it('the set-up page without its token says so, and loads no site script', async () => {
    const { page } = b;
    await page.goto('/operator/set-up');
    await page
      .getByRole('alert')
      .getByText(/초대 링크가 올바르지 않습니다/)
      .waitFor();
    // No site's script runs on the console's page.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((src) => /\/assets\/console-/.test(src))).toBe(true);
  });
});
