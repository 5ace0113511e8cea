import { describe, expect, it } from 'vitest';
import { DEMO_MANAGER, logIn, publishOnYouTube, snackbar, useBrowser } from './browser.ts';

const MEMBER = 'creator2@demo.example.com';
const CHANNEL = {
  id: 'UCbrowserFlowChannel0001',
  title: '브라우저 테스트 채널',
  handle: '@browser-flow-shorts',
};

describe('channel management journey', () => {
  const b = useBrowser();

  it('a creator registers, copies the code, publishes it and verifies; the manager reassigns and deletes', async () => {
    await publishOnYouTube(b.youtubeUrl, CHANNEL, 'Shorts with licensed music.');
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = b.page;

    // The creator registers their channel from a phone-style link with tracking.
    await page.goto('/login');
    await logIn(page, MEMBER, b.demoPassword);
    await page.getByTestId('main-nav').getByRole('link', { name: '채널 관리' }).click();
    await page.getByRole('heading', { name: '채널 관리', level: 1 }).waitFor();
    await page.getByRole('button', { name: '채널 등록' }).first().click();
    const form = page.getByRole('dialog', { name: '채널 등록' });
    await form.getByRole('button', { name: '등록하기' }).click();
    await form.getByText('YouTube 채널 링크를 입력해 주세요.').waitFor();
    await form.getByText('채널 카테고리를 선택해 주세요.').waitFor();
    await form.getByLabel('YouTube 채널 링크').fill('https://youtu.be/dQw4w9WgXcQ');
    await form.getByText(/^동영상 링크입니다/).waitFor();
    await form
      .getByLabel('YouTube 채널 링크')
      .fill(`https://m.youtube.com/${CHANNEL.handle}/shorts?si=share`);
    await form.getByLabel('채널 카테고리').selectOption('music');
    await form.getByRole('button', { name: '등록하기' }).click();
    await snackbar(page, '등록이 완료되었습니다.').waitFor();
    // Until it is verified, every page says service use and payment are suspended.
    await page.getByText('인증되지 않은 채널이 있습니다').waitFor();

    // The verification step: copy the code, publish it on YouTube, press Verify.
    const verify = page.getByRole('dialog', { name: '채널 인증' });
    const code = (await verify.getByTestId('verification-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^MCN(-[0-9A-Z]{5}){4}$/);
    await verify.getByRole('button', { name: '코드 복사' }).click();
    await snackbar(page, '인증 코드가 복사되었습니다.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await publishOnYouTube(b.youtubeUrl, CHANNEL, `Shorts with licensed music.\n${code}`);
    await verify.getByRole('button', { name: '인증하기' }).click();
    await verify
      .getByTestId('verification-status')
      .getByText(/창을 닫아도/)
      .waitFor();
    // Closing the dialog does not stop it: the list follows the job to its end.
    await page.keyboard.press('Escape');
    await verify.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(CHANNEL.title) });
    await row.getByText('인증 완료').waitFor({ timeout: 30_000 });
    await row.getByText('심사 대기').waitFor();
    await page.getByText('인증되지 않은 채널이 있습니다').waitFor({ state: 'detached' });
    // A member manages only their own channels: no assign or delete.
    expect(await row.getByRole('button', { name: '삭제' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: '회원 할당' }).count()).toBe(0);

    // The manager sees it assigned to the creator, moves it to creator1, then deletes it.
    await page.evaluate(() => localStorage.clear());
    await b.context.clearCookies();
    await page.goto('/login');
    await logIn(page, DEMO_MANAGER, b.demoPassword);
    await page.goto('/manage-channel');
    const managed = page.getByRole('row', { name: new RegExp(CHANNEL.title) });
    await managed.getByText(MEMBER).waitFor();

    await managed.getByRole('button', { name: '할당 취소' }).click();
    const unassign = page.getByRole('dialog', { name: '할당 취소' });
    await unassign.getByText('할당을 취소해도 채널은 삭제되지 않습니다.').waitFor();
    await unassign.getByRole('button', { name: '할당 취소하기' }).click();
    await snackbar(page, '할당이 취소되었습니다.').waitFor();
    await managed.getByText('할당된 회원 없음').waitFor();

    await managed.getByRole('button', { name: '회원 할당' }).click();
    const assign = page.getByRole('dialog', { name: '회원 할당' });
    await assign.getByLabel('회원').selectOption('creator1@demo.example.com');
    await assign.getByRole('button', { name: '할당하기' }).click();
    await snackbar(page, '채널이 할당되었습니다.').waitFor();
    await managed.getByText('creator1@demo.example.com').waitFor();

    await managed.getByRole('button', { name: '삭제' }).click();
    const remove = page.getByRole('dialog', { name: '채널 삭제' });
    await remove
      .getByText(/10,000포인트/)
      .first()
      .waitFor();
    await remove.getByLabel('내 비밀번호').fill('not-the-password');
    await remove.getByRole('button', { name: '채널 삭제하기' }).click();
    await remove.getByText('중요 안내 사항을 확인해 주세요.').waitFor();
    await remove.getByLabel(/위 중요 안내 사항을 모두 확인했으며/).check();
    await remove.getByRole('button', { name: '채널 삭제하기' }).click();
    await remove.getByText('비밀번호가 올바르지 않습니다.').waitFor();
    await remove.getByLabel('내 비밀번호').fill(b.demoPassword);
    await remove.getByRole('button', { name: '채널 삭제하기' }).click();
    await snackbar(page, '채널이 삭제되었습니다.').waitFor();
    await managed.waitFor({ state: 'detached' });
  });
});
