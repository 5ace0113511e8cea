import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_MANAGER, snackbar, useBrowser } from './browser.ts';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

function memberRow(page: Page, email: string): Locator {
  return page.getByRole('row').filter({ hasText: email });
}

describe('member management journey', () => {
  const b = useBrowser();

  it('a manager creates a member, changes their share and password, then deletes them', async () => {
    const id = randomUUID().slice(0, 8);
    const email = `member-${id}@example.com`;
    const nickname = `멤버${id.slice(0, 4)}`;
    const firstPassword = `first-${id}`;
    const secondPassword = `second-${id}`;
    const manager = b.page;

    // The manager creates the member.
    await manager.goto('/login');
    await logIn(manager, DEMO_MANAGER, b.demoPassword);
    await expectPath(manager, '/dashboard');
    await manager.getByTestId('main-nav').getByRole('link', { name: '회원 관리' }).click();
    await manager.getByRole('heading', { name: '회원 관리', level: 1 }).waitFor();
    await manager.getByRole('button', { name: '회원 추가' }).click();
    const create = manager.getByRole('dialog', { name: '회원 추가' });
    await create.getByLabel('이메일').fill(email);
    await create.getByLabel('비밀번호', { exact: true }).fill(firstPassword);
    await create.getByLabel('비밀번호 확인').fill(firstPassword);
    await create.getByLabel('닉네임').fill(nickname);
    await create.getByRole('button', { name: '추가하기' }).click();
    await snackbar(manager, '회원이 생성되었습니다.').waitFor();
    await create.waitFor({ state: 'detached' });
    await memberRow(manager, email).getByText(nickname).waitFor();

    // The member logs in on another device and sees only their own data.
    const memberContext = await b.context.browser()!.newContext({
      baseURL: b.baseUrl,
      locale: 'ko-KR',
      viewport: { width: 1280, height: 800 },
    });
    try {
      const member = await memberContext.newPage();
      await member.goto('/login');
      await logIn(member, email, firstPassword);
      await expectPath(member, '/dashboard');
      await member.getByRole('banner').getByText(nickname).waitFor();
      await member.getByTestId('main-nav').getByRole('link', { name: '계정 관리' }).click();
      await expectPath(member, '/config-account');
      expect(await member.getByLabel('이메일').inputValue()).toBe(email);
      expect(
        await member.getByTestId('main-nav').getByRole('link', { name: '회원 관리' }).count(),
      ).toBe(0);
      await member.goto('/manage-member');
      await member.getByRole('heading', { name: '관리자 전용 화면입니다' }).waitFor();
      expect(await member.getByRole('button', { name: '회원 추가' }).count()).toBe(0);

      // The manager changes the member's revenue share…
      await memberRow(manager, email).getByRole('button', { name: '배분율 변경' }).click();
      const share = manager.getByRole('dialog', { name: '수익 배분율 변경' });
      await share.getByLabel('새 수익 배분율(%)').fill('12.5');
      await share.getByLabel('내 비밀번호').fill(b.demoPassword);
      await share.getByRole('button', { name: '배분율 변경' }).click();
      await snackbar(manager, '수익 배분율이 변경되었습니다.').waitFor();
      await share.waitFor({ state: 'detached' });
      await memberRow(manager, email).getByText('12.5%', { exact: true }).waitFor();
      // …and the change is in the history, with who made it.
      await memberRow(manager, email).getByRole('button', { name: '배분율 변경' }).click();
      await share.getByText('→ 12.5%').waitFor();
      await share.getByText(`변경한 사람: ${DEMO_MANAGER}`).waitFor();
      await manager.keyboard.press('Escape');
      await share.waitFor({ state: 'detached' });

      // …and the member's password.
      await memberRow(manager, email).getByRole('button', { name: '비밀번호 변경' }).click();
      const password = manager.getByRole('dialog', { name: '회원 비밀번호 변경' });
      await password.getByLabel('새 비밀번호', { exact: true }).fill(secondPassword);
      await password.getByLabel('새 비밀번호 확인').fill(secondPassword);
      await password.getByLabel('내 비밀번호').fill(b.demoPassword);
      await password.getByRole('button', { name: '비밀번호 변경' }).click();
      await snackbar(manager, '비밀번호가 변경되었습니다.').waitFor();
      await password.waitFor({ state: 'detached' });

      // The member's session has ended: their next page load goes to login.
      await member.goto('/dashboard');
      await expectPath(member, '/login');
      // The old password no longer works; the new one does.
      await logIn(member, email, firstPassword);
      await member.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').waitFor();
      expect(new URL(member.url()).pathname).toBe('/login');
      await member.getByLabel('비밀번호', { exact: true }).fill(secondPassword);
      await member.getByRole('button', { name: '로그인', exact: true }).click();
      await expectPath(member, '/dashboard');

      // The manager deletes the member.
      await memberRow(manager, email).getByRole('button', { name: '삭제' }).click();
      const remove = manager.getByRole('dialog', { name: '회원 삭제' });
      await remove.getByLabel('위 내용을 확인했으며 이 회원을 삭제하는 데 동의합니다.').check();
      await remove.getByLabel('내 비밀번호').fill(b.demoPassword);
      await remove.getByRole('button', { name: '회원 삭제하기' }).click();
      await snackbar(manager, '회원이 삭제되었습니다.').waitFor();
      await remove.waitFor({ state: 'detached' });
      await memberRow(manager, email).waitFor({ state: 'detached' });

      // The deleted member is signed out and cannot log in again.
      await member.goto('/dashboard');
      await expectPath(member, '/login');
      await logIn(member, email, secondPassword);
      await member.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').waitFor();
      expect(new URL(member.url()).pathname).toBe('/login');
    } finally {
      await memberContext.close();
    }
  });

  it('?addMember opens the create dialog, and a phone-width list stays usable', async () => {
    await b.page.setViewportSize({ width: 360, height: 740 });
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MANAGER, b.demoPassword);
    await expectPath(b.page, '/dashboard');
    await b.page.goto('/manage-member?addMember');
    const create = b.page.getByRole('dialog', { name: '회원 추가' });
    await create.waitFor();
    expect(new URL(b.page.url()).search).toBe('');
    await create.getByRole('button', { name: '추가하기' }).click();
    await create.getByText('이메일을 입력해 주세요.').waitFor();
    await b.page.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });

    // Demo members are cards on a phone, and nothing is wider than the screen.
    const list = b.page.getByRole('list', { name: '회원 목록' });
    await list.getByText('creator1@demo.example.com').waitFor();
    const overflow = await b.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
