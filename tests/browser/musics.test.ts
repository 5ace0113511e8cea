import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, operator, signUp, snackbar, useBrowser } from './browser.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REGISTRANT = `QA${Array.from({ length: 3 }, () => LETTERS[randomInt(26)]).join('')}`;
const isrc = (n: number) => `${REGISTRANT}26${String(n).padStart(5, '0')}`;
const display = (code: string) =>
  `${code.slice(0, 2)}-${code.slice(2, 5)}-${code.slice(5, 7)}-${code.slice(7)}`;
const TAG = { id: `browser-${randomUUID().slice(0, 8)}`, ko: `브라우저분위기${randomInt(1000)}` };
const title = (n: number) => `브라우저 곡 ${String(n).padStart(2, '0')}`;

/**
 * A catalogue of its own for these tests (12 tracks with one tag, shown on the demo
 * site), loaded with the operator command; the demo catalogue may be there too.
 */
let dir = '';
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'music-browser-'));
  writeFileSync(
    path.join(dir, 'cover.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#7c3aed"/></svg>',
  );
  const catalogue = {
    tags: [
      { id: TAG.id, names: { ko: TAG.ko, en: 'Browser', 'zh-CN': '浏览器', 'zh-TW': '瀏覽器' } },
    ],
    tracks: Array.from({ length: 12 }, (_, index) => ({
      isrc: isrc(index + 1),
      title: title(index + 1),
      artist: '테스트 아티스트',
      category: index % 3 === 0 ? 'Song' : 'BGM',
      tags: [TAG.id],
      duration_seconds: 90 + index,
      cover: 'cover.svg',
      released_on: `2026-10-${String(index + 1).padStart(2, '0')}`,
      sites: ['localhost'],
    })),
  };
  writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(catalogue));
  await operator('catalogue', 'import', path.join(dir, 'catalogue.json'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function signedInMember(page: Page, baseUrl: string): Promise<void> {
  const member = await signUp(baseUrl, 'localhost');
  await page.goto('/login');
  await logIn(page, member.email, member.password);
}

function musicTab(page: Page, name: string) {
  return page.getByRole('navigation', { name: '음원 메뉴' }).getByRole('link', { name });
}

describe('music journey', () => {
  const b = useBrowser();

  it('browse by tag, find a track by its ISRC and copy it, keep 10 favorites, refused the 11th, remove one', async () => {
    const { page } = b;
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
    await signedInMember(page, b.baseUrl);

    // Browse by tag: the music menu, the tags tab, the tag.
    await page.getByTestId('main-nav').getByRole('link', { name: '음원 목록' }).click();
    await page.getByRole('heading', { name: '음원 목록', level: 1 }).waitFor();
    await musicTab(page, '분위기 태그').click();
    await page
      .getByRole('list', { name: '분위기 태그 목록' })
      .getByRole('link', { name: new RegExp(`#${TAG.ko}`) })
      .click();
    await page.getByRole('heading', { name: `#${TAG.ko} 음원` }).waitFor();
    await page.getByText('전체 12곡 중 1–12').waitFor();
    const tagged = page.getByTestId('track');
    expect(await tagged.count()).toBe(12);

    // Search by ISRC, written the way a person might: lower case with hyphens.
    await musicTab(page, '전체 음원').click();
    await page.getByLabel('음원 검색').fill(display(isrc(7)).toLowerCase());
    await page.getByLabel('음원 검색').press('Enter');
    await page.getByText('전체 1곡 중 1–1').waitFor();
    const found = page.getByTestId('track');
    expect(await found.getByRole('heading').textContent()).toBe(title(7));
    expect(await found.getByTestId('isrc').textContent()).toBe(display(isrc(7)));

    // Copy the ISRC: the snackbar says so, and the clipboard holds the 12 characters.
    await found.getByRole('button', { name: `ISRC 복사: ${title(7)}` }).click();
    await snackbar(page, 'ISRC가 복사되었습니다.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(isrc(7));

    // Ten favorites from the tag's list; the eleventh is refused with the limit's message.
    await page.goto(`/musics/tags?tag=${TAG.id}`);
    await page.getByText('전체 12곡 중 1–12').waitFor();
    for (let n = 1; n <= 10; n += 1) {
      const heart = page.getByRole('button', { name: `즐겨찾기에 추가: ${title(n)}` });
      await heart.click();
      await page
        .getByRole('button', { name: `즐겨찾기에서 삭제: ${title(n)}`, pressed: true })
        .waitFor();
    }
    await page.getByRole('button', { name: `즐겨찾기에 추가: ${title(11)}` }).click();
    await snackbar(
      page,
      '즐겨찾기는 최대 10곡까지 추가할 수 있습니다. 다른 곡을 삭제한 뒤 추가해 주세요.',
    ).waitFor();
    expect(
      await page
        .getByRole('button', { name: `즐겨찾기에 추가: ${title(11)}` })
        .getAttribute('aria-pressed'),
    ).toBe('false');

    // The favorites screen lists them in the order added; remove one there.
    await musicTab(page, '즐겨찾기').click();
    await page.getByTestId('favorites-count').getByText('10 / 10곡').waitFor();
    const favorites = page.getByRole('list', { name: '즐겨찾기' }).getByRole('heading');
    expect(await favorites.allTextContents()).toEqual(
      Array.from({ length: 10 }, (_, index) => title(index + 1)),
    );
    await page.getByRole('button', { name: `즐겨찾기에서 삭제: ${title(3)}` }).click();
    await snackbar(page, '즐겨찾기에서 삭제했습니다.').waitFor();
    await page.getByTestId('favorites-count').getByText('9 / 10곡').waitFor();
    expect(await favorites.allTextContents()).not.toContain(title(3));
  });
});

describe('music on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('searches and adds a favorite with the keyboard at 390 px', async () => {
    const { page } = b;
    await signedInMember(page, b.baseUrl);
    await page.goto('/musics/all');
    await page.getByLabel('음원 검색').fill(title(12));
    await page.getByLabel('음원 검색').press('Enter');
    await page.getByText('전체 1곡 중 1–1').waitFor();
    const heart = page.getByRole('button', { name: `즐겨찾기에 추가: ${title(12)}` });
    await heart.focus();
    await page.keyboard.press('Enter');
    await snackbar(page, '즐겨찾기에 추가했습니다.').waitFor();
    await page
      .getByRole('button', { name: `즐겨찾기에서 삭제: ${title(12)}`, pressed: true })
      .waitFor();
    // Nothing on the page is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
