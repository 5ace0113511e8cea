import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, testMe } from '../../../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../../../test/render-app.tsx';
import { en } from '../../../shared/i18n/locales/en.messages.ts';
import { ko } from '../../../shared/i18n/locales/ko.messages.ts';
import { guidesEn } from '../content/en.guides.ts';
import { GUIDE_IDS, type GuideText } from '../content/guide-content.types.ts';
import { guidesKo } from '../content/ko.guides.ts';
import { GUIDE_ROUTES } from '../guide-routes.ts';

beforeEach(() => {
  localStorage.clear();
  installFakeApi({ 'member/me': () => ({ body: testMe }) });
  // jsdom lays nothing out; record where the page was asked to scroll to.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function figureLabels(guide: GuideText): string[] {
  return guide.sections.flatMap((section) => [
    ...(section.figure ? [section.figure.alt] : []),
    ...(section.steps?.flatMap((step) => (step.figure ? [step.figure.alt] : [])) ?? []),
  ]);
}

describe('guide pages', () => {
  test.each([...GUIDE_IDS])(
    '%s shows its title, steps, drawings and rules in Korean',
    async (id) => {
      const route = GUIDE_ROUTES[id];
      const text = guidesKo.guides[id];
      await renderApp(route.to, { token: 'token-1' });
      const title = ko.pages[route.titleKey.replace('pages.', '') as keyof typeof ko.pages];
      await screen.findByRole('heading', { level: 1, name: title });
      await screen.findByText(text.intro);
      for (const section of text.sections) {
        const heading = screen.getByRole('heading', { level: 2, name: section.title });
        expect(heading.id).toBe(section.id);
      }
      // Every drawing is one labelled image, as many as the text names.
      const labels = figureLabels(text);
      expect(screen.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual(
        labels,
      );
      const rules = within(screen.getByTestId('guide-rules'));
      for (const rule of text.rules) expect(rules.getByText(rule)).toBeTruthy();
      const related = screen.getByRole('heading', { level: 2, name: guidesKo.ui.relatedTitle });
      expect(related.closest('section')?.querySelectorAll('li a')).toHaveLength(
        route.related.length + 1,
      );
    },
  );

  test('English readers get the English text, with links that keep the /en prefix', async () => {
    await renderApp('/en/guides/pc-upload', { token: 'token-1' });
    await screen.findByRole('heading', { level: 1, name: en.pages.guidePcUploadTitle });
    await screen.findByText(guidesEn.guides.pcUpload.intro);
    expect(within(screen.getByTestId('guide-rules')).getByText(/15%/)).toBeTruthy();
    expect(screen.queryByText(/11%/)).toBeNull();
    const contents = screen.getByRole('navigation', { name: guidesEn.ui.contents });
    expect(within(contents).getByRole('link', { name: 'Music volume' }).getAttribute('href')).toBe(
      '/en/guides/pc-upload#volume',
    );
    expect(
      screen.getByRole('link', { name: `${guidesEn.ui.sectionLink}: Music volume` }),
    ).toBeTruthy();
  });

  test('a link to a heading scrolls to it once the text has loaded', async () => {
    await renderApp('/guides/pc-upload#volume', { token: 'token-1' });
    const heading = await screen.findByRole('heading', { level: 2, name: '음원 볼륨' });
    await waitFor(() =>
      expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(heading),
    );
  });

  test('the guide home lists every guide and the upload rules', async () => {
    await renderApp('/guides', { token: 'token-1' });
    await screen.findByRole('heading', { level: 1, name: ko.pages.guidesTitle });
    await screen.findByText(guidesKo.home.recommend);
    for (const id of GUIDE_IDS) {
      const link = screen.getByRole('link', { name: new RegExp(guidesKo.home.summaries[id]) });
      expect(link.getAttribute('href')).toBe(GUIDE_ROUTES[id].to);
    }
    expect(within(screen.getByTestId('guide-rules')).getByText(/11%/)).toBeTruthy();
  });

  test.each([
    ['/guides/mobile-upload', '/guides'],
    ['/guides/mobile-unlock', '/guides'],
    ['/zh-TW/guides/mobile-upload', '/zh-TW/guides'],
  ])('%s leads to the guide home (%s) without staying in the history', async (from, to) => {
    const { history } = await renderApp(from, { token: 'token-1' });
    await waitFor(() => expect(currentUrl(history)).toBe(to));
    await screen.findByRole('heading', { level: 1 });
    expect(history.length).toBe(1);
  });
});
