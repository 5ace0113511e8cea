import { describe, it } from 'vitest';
import { logIn, publishOnYouTube, signUp, useBrowser } from './browser.ts';
import { signInAsOperator } from './operator.ts';

const CHANNEL = {
  id: 'UCoperatorReviewQueue001',
  title: '콘솔 심사 채널',
  handle: '@console-review-shorts',
};
const NOTE = '라이선스 음원만 사용하는 채널입니다.';

/**
 * A new member of the demo site registers and verifies a channel (the YouTube stand-in plays
 * YouTube), an operator approves it from the console's queue with a note, and the
 * member's channel screen shows it approved.
 */
describe('operator console: channel review', () => {
  const b = useBrowser();

  it('approves a verified channel from the queue, and the member sees it approved', async () => {
    const { page } = b;
    await publishOnYouTube(b.youtubeUrl, CHANNEL, 'Shorts with licensed music.');
    const member = await signUp(b.baseUrl, 'localhost');
    await page.goto('/login');
    await logIn(page, member.email, member.password);
    await page.goto('/manage-channel?addChannel');
    const form = page.getByRole('dialog', { name: '채널 등록' });
    await form.getByLabel('YouTube 채널 링크').fill(`https://www.youtube.com/${CHANNEL.handle}`);
    await form.getByLabel('채널 카테고리').selectOption('music');
    await form.getByRole('button', { name: '등록하기' }).click();
    const verify = page.getByRole('dialog', { name: '채널 인증' });
    const code = (await verify.getByTestId('verification-code').textContent())?.trim() ?? '';
    await publishOnYouTube(b.youtubeUrl, CHANNEL, `Shorts with licensed music.\n${code}`);
    await verify.getByRole('button', { name: '인증하기' }).click();
    await page.keyboard.press('Escape');
    const row = page.getByRole('row', { name: new RegExp(CHANNEL.title) });
    await row.getByText('인증 완료').waitFor({ timeout: 30_000 });
    await row.getByText('심사 대기').waitFor();

    // The operator finds it waiting in the demo site's queue and approves it with a note.
    const ops = await b.context.newPage();
    await signInAsOperator(ops);
    await ops.goto('/operator/review?site=localhost&status=0');
    const queued = ops.getByRole('listitem', { name: new RegExp(CHANNEL.title) });
    await queued.getByText('인증 완료').waitFor();
    await queued.getByText(/^Demo Network · /).waitFor();
    await queued.getByRole('button', { name: '승인', exact: true }).click();
    const dialog = ops.getByRole('dialog', { name: `${CHANNEL.title} 승인` });
    await dialog.getByLabel('심사 메모 (선택)').fill(NOTE);
    await dialog.getByRole('button', { name: '승인하기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await ops.getByText('심사 결과를 저장했습니다.').first().waitFor();
    // The queue of waiting channels no longer has it; the approved ones show it, noted.
    await queued.waitFor({ state: 'detached' });
    await ops.getByLabel('심사 상태').selectOption('2');
    await ops
      .getByRole('listitem', { name: new RegExp(CHANNEL.title) })
      .getByText(NOTE)
      .waitFor();

    // The member's channel screen shows it approved.
    await page.reload();
    await row.getByText('승인', { exact: true }).waitFor();
  });
});
