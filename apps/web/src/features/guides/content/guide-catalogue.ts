import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/shared';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithReload } from '../../../shared/lib/chunk-reload.ts';
import type { GuideCatalogue } from './guide-content.types.ts';

/**
 * One dynamic import per language: each becomes its own chunk, so a reader downloads the
 * guide text of the language shown and no other. A chunk missing after a deploy reloads
 * the page (docs/product.md §3.12), like a route page.
 */
const IMPORTERS: Readonly<Record<Locale, () => Promise<GuideCatalogue>>> = {
  ko: importWithReload(() => import('./ko.guides.ts').then((module) => module.guidesKo)),
  en: importWithReload(() => import('./en.guides.ts').then((module) => module.guidesEn)),
  'zh-CN': importWithReload(() => import('./zh-cn.guides.ts').then((module) => module.guidesZhCN)),
  'zh-TW': importWithReload(() => import('./zh-tw.guides.ts').then((module) => module.guidesZhTW)),
};

/**
 * A download as React's `use` reads it: once settled, `status` and `value` let `use`
 * return the text synchronously, so a language already read never suspends again.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const downloads = new Map<Locale, TrackedPromise<GuideCatalogue>>();

/** The guide texts of `locale`, downloaded once; a failed download is tried again next time. */
export function loadGuideCatalogue(locale: Locale): Promise<GuideCatalogue> {
  let download = downloads.get(locale);
  if (!download) {
    const tracked: TrackedPromise<GuideCatalogue> = IMPORTERS[locale]().then(
      (catalogue) => {
        tracked.status = 'fulfilled';
        tracked.value = catalogue;
        return catalogue;
      },
      (error: unknown) => {
        downloads.delete(locale);
        throw error;
      },
    );
    download = tracked;
    downloads.set(locale, download);
  }
  return download;
}

/** The locale the page is shown in (i18next follows the URL prefix). */
export function useGuideLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * The guide texts in the page's language. Suspends while they download; once loaded they
 * are returned at once, so going back to a language already read does not flash a spinner.
 */
export function useGuideCatalogue(): GuideCatalogue {
  return use(loadGuideCatalogue(useGuideLocale()));
}
