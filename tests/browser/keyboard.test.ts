import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './a11y.ts';
import {
  DEMO_MANAGER,
  operator,
  publishOnYouTube,
  signUp,
  snackbar,
  useBrowser,
} from './browser.ts';

/**
 * The journeys of issue 14 by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrow
 * keys; no clicks): log in, open a Short's detail, register a channel, create a member,
 * favourite a track, change the language, log out. Every element Tab reaches shows a
 * visible focus indicator; modals keep Tab inside and give focus back on close.
 */

const CHANNEL = {
  id: 'UCkeyboardJourneyChan001',
  title: '키보드 여정 채널',
  handle: '@keyboard-journey-shorts',
};

/** How the focused element shows focus, or null when nothing would be seen. */
function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : null;
    const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
    return outline ?? shadow;
  });
}

/** Describes the focused element for failure messages. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> ${name ?? ''}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on the way that each
 * element focused shows it. Fails after `limit` presses: the target is out of reach or
 * too far down the order.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 } = {},
): Promise<void> {
  // Where focus went on the way, so a miss says which stops it went through.
  const trail: string[] = [await focused(page)];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const indicator = await focusIndicator(page);
    trail.push(await focused(page));
    expect(indicator, `no visible focus on ${trail.at(-1)}`).not.toBeNull();
    if (await isFocused(target)) return;
  }
  throw new Error(
    `Tab did not reach ${target} in ${limit} presses, by way of: ${trail.join(' → ')}`,
  );
}

/** Tab and Shift+Tab go round inside `dialog` and never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} left the dialog for ${await focused(page)}`).toBe(true);
      expect(
        await focusIndicator(page),
        `no visible focus on ${await focused(page)}`,
      ).not.toBeNull();
    }
  }
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Fills the form on the login page by keyboard and submits it with Enter. */
async function logInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('이메일'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('비밀번호', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  await page.getByTestId('dashboard-layout').waitFor();
}

/** Follows a menu link by keyboard: from the page's content Shift+Tab back up to it, then Enter. */
async function menuTo(page: Page, name: string, path: string): Promise<void> {
  // A list that reloads under the focused element can leave focus on the page for a moment
  // before it comes back: which way to go is read once it has landed (or after 2 s).
  await page
    .waitForFunction(() => document.activeElement !== document.body, undefined, {
      timeout: 2_000,
    })
    .catch(() => {});
  const inContent = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  const link = page.getByTestId('main-nav').getByRole('link', { name, exact: true });
  await tabTo(page, link, { backwards: inContent });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe('keyboard journeys', () => {
  const b = useBrowser();

  it('a creator logs in, registers a channel, favourites a track, changes the language and logs out', async () => {
    const page = b.page;
    const creator = await signUp(b.baseUrl, 'localhost');
    await publishOnYouTube(b.youtubeUrl, CHANNEL, 'Shorts by keyboard.');
    await logInByKeyboard(page, creator.email, creator.password);

    // The skip link is the first stop and moves focus to the page's content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('본문으로 건너뛰기');
    expect(await focusIndicator(page)).not.toBeNull();

    // Register a channel.
    await menuTo(page, '채널 관리', '/manage-channel');
    const register = page.getByRole('main').getByRole('button', { name: '채널 등록' }).first();
    await tabTo(page, register);
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: '채널 등록' });
    await form.waitFor();
    // Focus starts in the dialog, on its first field.
    expect(await isFocused(form.getByLabel('YouTube 채널 링크'))).toBe(true);
    await page.keyboard.type(`https://www.youtube.com/${CHANNEL.handle}`);
    await tabTo(page, form.getByLabel('채널 카테고리'));
    await page.keyboard.press('ArrowDown');
    expect(await form.getByLabel('채널 카테고리').inputValue()).not.toBe('');
    await expectFocusTrapped(page, form);
    await tabTo(page, form.getByRole('button', { name: '등록하기' }));
    await page.keyboard.press('Enter');
    await snackbar(page, '등록이 완료되었습니다.').waitFor();

    // The verification dialog follows: trapped, checked by axe, closed by Escape; focus
    // goes back to the button that started it all.
    const verify = page.getByRole('dialog', { name: '채널 인증' });
    await verify.getByTestId('verification-code').waitFor();
    await expectFocusTrapped(page, verify);
    expect(await axeFindings(page, 'verification dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await verify.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(register)).toBe(true);

    // On hold after review: the re-review dialog, by keyboard, checked by axe.
    await operator('channels', 'review', CHANNEL.id, '--site', 'localhost', '--decision', 'hold');
    await page.reload();
    const reReview = page.getByRole('button', { name: '재심사 요청' });
    await reReview.waitFor();
    await tabTo(page, reReview);
    await page.keyboard.press('Enter');
    const reReviewDialog = page.getByRole('dialog').last();
    await reReviewDialog.waitFor();
    expect(await axeFindings(page, 're-review dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await reReviewDialog.waitFor({ state: 'detached' });
    expect(await isFocused(reReview)).toBe(true);

    // Favourite a track with Space, then take it back: focus stays on the same heart.
    await menuTo(page, '음원 목록', '/musics');
    const firstHeart = page.getByTestId('favorite-toggle').first();
    await firstHeart.waitFor();
    await tabTo(page, firstHeart, { limit: 80 });
    const heart = page.getByTestId('favorite-toggle').and(page.locator(':focus'));
    const pressed = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-pressed') ?? 'no focus');
    await page.keyboard.press('Space');
    await expect.poll(pressed).toBe('true');
    expect(await heart.count()).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(pressed).toBe('false');
    // The removal is saved and every music list has reloaded before focus moves on.
    await snackbar(page, '즐겨찾기에서 삭제했습니다.').waitFor();

    // Change the language to English: the page, its texts and <html lang> follow.
    await menuTo(page, '언어', '/language');
    await tabTo(
      page,
      page
        .getByRole('main')
        .getByRole('button', { name: 'English' })
        .or(page.getByRole('main').getByRole('link', { name: 'English' }))
        .first(),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/language');
    await page.getByRole('heading', { name: 'Language', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    // Log out, in English: the confirmation traps focus; Escape gives it back, Enter confirms.
    const logOut = page.getByTestId('main-nav').getByRole('button', { name: 'Log out' });
    await tabTo(page, logOut, { backwards: true });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await confirm.waitFor();
    await expectFocusTrapped(page, confirm);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await isFocused(logOut)).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, confirm.getByRole('button', { name: 'Yes, log out' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/login');
  }, 120_000);

  it('a manager logs in, opens a Short’s detail and creates a member', async () => {
    const page = b.page;
    await logInByKeyboard(page, DEMO_MANAGER, b.demoPassword);

    // A Short's detail from the dashboard's table: Enter opens it, Escape closes it and
    // focus returns to the row's button.
    const table = page.getByRole('table', { name: '쇼츠별 실적' });
    const title = table.locator('tbody tr').first().getByRole('button').first();
    await title.waitFor({ timeout: 30_000 });
    await tabTo(page, title, { limit: 120 });
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog').last();
    await detail.waitFor();
    await expectFocusTrapped(page, detail);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(await isFocused(title)).toBe(true);

    // Create a member.
    const email = `keys-${Date.now().toString(36)}@example.com`;
    await menuTo(page, '회원 관리', '/manage-member');
    await tabTo(page, page.getByRole('main').getByRole('button', { name: '회원 추가' }).first());
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: '회원 추가' });
    await create.waitFor();
    expect(await isFocused(create.getByLabel('이메일'))).toBe(true);
    await page.keyboard.type(email);
    await tabTo(page, create.getByLabel('비밀번호', { exact: true }));
    await page.keyboard.type('keys-1234');
    await tabTo(page, create.getByLabel('비밀번호 확인'));
    await page.keyboard.type('keys-1234');
    await tabTo(page, create.getByLabel('닉네임'));
    await page.keyboard.type('키보드');
    await page.keyboard.press('Enter');
    await snackbar(page, '회원이 생성되었습니다.').waitFor();
    await create.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: email }).waitFor();

    // Tidy up for the files after this one: the keyboard creator's channel goes (by pointer).
    await page.goto('/manage-channel');
    const row = page.getByRole('row', { name: new RegExp(CHANNEL.title) });
    await row.getByRole('button', { name: '삭제' }).click();
    const remove = page.getByRole('dialog', { name: '채널 삭제' });
    await remove.getByLabel(/위 중요 안내 사항을 모두 확인했으며/).check();
    await remove.getByLabel('내 비밀번호').fill(b.demoPassword);
    await remove.getByRole('button', { name: '채널 삭제하기' }).click();
    await snackbar(page, '채널이 삭제되었습니다.').waitFor();
  }, 120_000);
});
