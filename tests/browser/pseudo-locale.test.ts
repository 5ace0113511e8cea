import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle, sidewaysScroll, visit } from './a11y.ts';
import { DEMO_MANAGER, logIn, useBrowser } from './browser.ts';

/**
 * A pseudo-locale: every text the app shows in English, made 40 % longer (German runs
 * about that much longer than English), word by word so long words stay unbroken as
 * German compounds are. The main screens must still fit: no horizontal page scroll, no
 * text spilling out of its box or cut off without an ellipsis, at 1280 and 390 px.
 */

const MAIN_SCREENS = [
  '/en/dashboard',
  '/en/report-channel',
  '/en/report-video',
  '/en/manage-channel',
  '/en/manage-member',
  '/en/musics',
  '/en/musics/all',
  '/en/notices',
  '/en/guides',
  '/en/config-account',
  '/en/language',
];

/**
 * Runs in the page before the app: lengthens every text node (and the labels people and
 * screen readers see: placeholder, aria-label, title) as it is rendered or re-rendered.
 */
function installPseudoLocale(): void {
  const PAD = 'ẍäöüßéñ';
  const lengthen = (text: string) =>
    text.replace(/\p{L}[\p{L}'’-]*/gu, (word) => {
      const extra = Math.ceil(word.length * 0.4);
      let pad = '';
      for (let i = 0; i < extra; i++) pad += PAD[(word.length + i) % PAD.length];
      return word + pad;
    });
  const written = new WeakMap<Node, string>();
  const visitText = (node: Text) => {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [data-pseudo-skip]')) return;
    const value = node.nodeValue ?? '';
    if (written.get(node) === value || !/\p{L}/u.test(value)) return;
    const longer = lengthen(value);
    written.set(node, longer);
    node.nodeValue = longer;
  };
  // A lengthened label ends in a zero-width space, so it is lengthened once.
  const visitLabels = (element: Element) => {
    for (const name of ['placeholder', 'aria-label', 'title']) {
      const value = element.getAttribute(name);
      if (value && !value.endsWith('\u200b'))
        element.setAttribute(name, `${lengthen(value)}\u200b`);
    }
  };
  const visitElement = (element: Element) => {
    visitLabels(element);
    const walker = document.createTreeWalker(
      element,
      NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) visitText(node);
      else if (node instanceof Element) visitLabels(node);
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData' && mutation.target instanceof Text)
        visitText(mutation.target);
      for (const node of Array.from(mutation.addedNodes)) {
        if (node instanceof Text) visitText(node);
        else if (node instanceof Element) visitElement(node);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Boxes whose text does not fit: spilling out, or cut off without an ellipsis. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const hasText = Array.from(element.childNodes).some(
        (node) => node instanceof Text && /\p{L}/u.test(node.nodeValue ?? ''),
      );
      if (!hasText) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents') continue;
      // Screen-reader-only text is clipped on purpose.
      if (element.clientWidth <= 1 || style.clipPath !== 'none') continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      if (style.textOverflow === 'ellipsis') continue;
      // Wide content may scroll inside its own box (tables, tab rows).
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (element.closest('table')) {
        const box = element.closest('table')?.parentElement;
        if (box && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) continue;
      }
      const text = (element.textContent ?? '').trim().slice(0, 50);
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.className}"> "${text}" ${element.scrollWidth} > ${element.clientWidth}`,
      );
    }
    return found;
  });
}

describe('pseudo-locale', () => {
  const b = useBrowser();

  it('texts 40 % longer still fit the main screens at 1280 and 390 px', async () => {
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MANAGER, b.demoPassword);
    await b.context.addInitScript(installPseudoLocale);
    const found: string[] = [];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await b.page.setViewportSize(viewport);
      await b.page.goto(MAIN_SCREENS[0]!);
      await settle(b.page);
      // The lengthening is on: "Dashboard" reads "Dashboard" and four more letters.
      expect(await b.page.locator('h1').first().textContent()).toMatch(/^Dashboard\p{L}{4}$/u);
      for (const path of MAIN_SCREENS) {
        await visit(b.page, path);
        const where = `${viewport.width}px ${path}`;
        found.push(
          ...(await sidewaysScroll(b.page, where)),
          ...(await overflowing(b.page)).map((issue) => `${where}: ${issue}`),
        );
      }
    }
    expect(found).toEqual([]);
  }, 180_000);
});
