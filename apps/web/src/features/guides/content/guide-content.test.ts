import { LOCALES, type Locale } from '@portal/shared';
import { describe, expect, test } from 'vitest';
import { DESKTOP_FIGURES } from '../components/figures/desktop-figures.tsx';
import type { FigureComponent } from '../components/figures/figure-kit.tsx';
import { FLOW_FIGURES } from '../components/figures/flow-figures.tsx';
import { PHONE_FIGURES } from '../components/figures/phone-figures.tsx';
import { guidesEn } from './en.guides.ts';
import {
  GUIDE_IDS,
  type GuideCatalogue,
  type GuideId,
  type GuideText,
} from './guide-content.types.ts';
import { guidesKo } from './ko.guides.ts';
import { guidesZhCN } from './zh-cn.guides.ts';
import { guidesZhTW } from './zh-tw.guides.ts';

const CATALOGUES: Record<Locale, GuideCatalogue> = {
  ko: guidesKo,
  en: guidesEn,
  'zh-CN': guidesZhCN,
  'zh-TW': guidesZhTW,
};
const ALL = LOCALES.map((locale) => ({ locale, catalogue: CATALOGUES[locale] }));
const TRANSLATIONS = ALL.filter(({ locale }) => locale !== 'ko');

/** A guide's structure without its words: what every language must have alike. */
function shape(guide: GuideText) {
  return {
    sections: guide.sections.map((section) => ({
      id: section.id,
      paragraphs: section.paragraphs?.length ?? 0,
      points: section.points?.length ?? 0,
      figure: section.figure?.id ?? null,
      note: Boolean(section.note),
      steps: section.steps?.map((step) => step.figure?.id ?? null) ?? [],
    })),
    rules: guide.rules.length,
  };
}

/** Every string in a tree of texts. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

function everything(guide: GuideText): string {
  return texts(guide).join('\n');
}

describe('guide texts', () => {
  test.each(ALL)('$locale is the module of its language', ({ locale, catalogue }) => {
    expect(catalogue.locale).toBe(locale);
  });

  test.each(ALL)('$locale has every guide and nothing else', ({ catalogue }) => {
    expect(Object.keys(catalogue.guides).sort()).toEqual([...GUIDE_IDS].sort());
    expect(Object.keys(catalogue.home.summaries).sort()).toEqual([...GUIDE_IDS].sort());
  });

  test.each(TRANSLATIONS)(
    '$locale has the same sections, steps, drawings and rules as Korean',
    ({ catalogue }) => {
      for (const id of GUIDE_IDS) {
        expect(shape(catalogue.guides[id]), id).toEqual(shape(guidesKo.guides[id]));
      }
      expect(catalogue.home.rules).toHaveLength(guidesKo.home.rules.length);
    },
  );

  test.each(ALL)('$locale has no empty text', ({ catalogue }) => {
    const all = texts(catalogue);
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((text) => text.trim() === '')).toEqual([]);
  });

  test('anchors are ASCII, unique on their page and clear of the fixed ones', () => {
    for (const id of GUIDE_IDS) {
      const sections = guidesKo.guides[id].sections.map((section) => section.id);
      const steps = guidesKo.guides[id].sections.flatMap(
        (section) => section.steps?.map((_, index) => `${section.id}-${index + 1}`) ?? [],
      );
      const anchors = [...sections, ...steps, 'rules', 'related', 'devices'];
      expect(new Set(anchors).size, id).toBe(anchors.length);
      for (const anchor of sections) expect(anchor).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });
});

/** How each language writes the figures of docs/product.md §10.8. */
const FIGURES: Record<
  Locale,
  {
    volume: string;
    otherVolume: string;
    seconds35: string;
    seconds60: string;
    days2: string;
    days1to3: string;
    businessDays: string;
    hours72: string;
    oncePerDay: string;
  }
> = {
  ko: {
    volume: '11%',
    otherVolume: '15%',
    seconds35: '35초',
    seconds60: '60초',
    days2: '2일',
    days1to3: '1~3일',
    businessDays: '영업일 기준 1~2일',
    hours72: '72시간',
    oncePerDay: '하루에 한 번',
  },
  en: {
    volume: '15%',
    otherVolume: '11%',
    seconds35: '35 seconds',
    seconds60: '60 seconds',
    days2: '2 days',
    days1to3: '1–3 days',
    businessDays: '1–2 business days',
    hours72: '72 hours',
    oncePerDay: 'once a day',
  },
  'zh-CN': {
    volume: '15%',
    otherVolume: '11%',
    seconds35: '35 秒',
    seconds60: '60 秒',
    days2: '2 天',
    days1to3: '1～3 天',
    businessDays: '1～2 个工作日',
    hours72: '72 小时',
    oncePerDay: '每天可申请一次',
  },
  'zh-TW': {
    volume: '15%',
    otherVolume: '11%',
    seconds35: '35 秒',
    seconds60: '60 秒',
    days2: '2 天',
    days1to3: '1～3 天',
    businessDays: '1～2 個工作天',
    hours72: '72 小時',
    oncePerDay: '每天可申請一次',
  },
};

const UPLOAD: readonly GuideId[] = ['aosMobileUpload', 'iosMobileUpload', 'pcUpload'];
const MOBILE_UPLOAD: readonly GuideId[] = ['aosMobileUpload', 'iosMobileUpload'];
const UNLOCK: readonly GuideId[] = ['aosMobileUnlock', 'iosMobileUnlock'];
const AUTH: readonly GuideId[] = ['auths', 'mobileAuth', 'pcAuth'];

describe.each(ALL)('rule figures in $locale', ({ locale, catalogue }) => {
  const figures = FIGURES[locale];
  const rulesOf = (id: GuideId) => catalogue.guides[id].rules.join('\n');

  test('music volume: 11 % in Korean, 15 % in the other languages, and never the other', () => {
    for (const id of [...UPLOAD, ...UNLOCK]) {
      expect(rulesOf(id), id).toContain(figures.volume);
      expect(everything(catalogue.guides[id]), id).not.toContain(figures.otherVolume);
    }
    expect(catalogue.home.rules.join('\n')).toContain(figures.volume);
    expect(catalogue.figure.minVolume).toBe(figures.volume);
  });

  test('35 seconds recommended, clip length 60 seconds, one track, too low a volume', () => {
    for (const id of [...UPLOAD, ...UNLOCK]) {
      expect(rulesOf(id), id).toContain(figures.seconds35);
      expect(rulesOf(id), id).toContain(figures.seconds60);
      expect(catalogue.guides[id].rules.length, id).toBeGreaterThanOrEqual(5);
    }
  });

  test('earnings 2 days after a mobile upload; PC recognition in 1–3 days', () => {
    for (const id of MOBILE_UPLOAD) expect(rulesOf(id), id).toContain(figures.days2);
    expect(rulesOf('pcUpload')).toContain(figures.days1to3);
    const home = catalogue.home.rules.join('\n') + catalogue.home.recommend;
    expect(home).toContain(figures.days2);
    expect(home).toContain(figures.days1to3);
  });

  test('verification: 1–2 business days, re-review once a day and after 72 hours', () => {
    for (const id of AUTH) {
      expect(rulesOf(id), id).toContain(figures.businessDays);
      expect(rulesOf(id), id).toContain(figures.hours72);
      expect(everything(catalogue.guides[id]), id).toContain(figures.oncePerDay);
    }
  });
});

describe('illustrations', () => {
  /** The drawings each guide's route ships (see routes/*.page.tsx). */
  const SHIPPED: Record<GuideId, Readonly<Record<string, FigureComponent>>> = {
    aosMobileUpload: PHONE_FIGURES,
    iosMobileUpload: PHONE_FIGURES,
    aosMobileUnlock: PHONE_FIGURES,
    iosMobileUnlock: PHONE_FIGURES,
    mobileAuth: PHONE_FIGURES,
    pcUpload: DESKTOP_FIGURES,
    pcAuth: DESKTOP_FIGURES,
    auths: FLOW_FIGURES,
  };

  test.each([...GUIDE_IDS])('every drawing %s names ships with its page', (id) => {
    const named = guidesKo.guides[id].sections.flatMap((section) => [
      ...(section.figure ? [section.figure.id] : []),
      ...(section.steps?.flatMap((step) => (step.figure ? [step.figure.id] : [])) ?? []),
    ]);
    expect(named.length, id).toBeGreaterThan(0);
    for (const figure of named) expect(SHIPPED[id], figure).toHaveProperty(figure);
  });
});
