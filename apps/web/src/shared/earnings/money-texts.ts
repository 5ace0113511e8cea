import type { Locale } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { importWithReload } from '../lib/chunk-reload.ts';
import type { MoneyTexts } from './texts/ko.money.ts';

/**
 * One chunk per language for the `money` namespace: the first load (every route's, the
 * login page's too) carries none of it; a page showing money downloads its language once.
 */
const IMPORTERS: Readonly<Record<Locale, () => Promise<MoneyTexts>>> = {
  ko: importWithReload(() => import('./texts/ko.money.ts').then((module) => module.moneyKo)),
  en: importWithReload(() => import('./texts/en.money.ts').then((module) => module.moneyEn)),
  'zh-CN': importWithReload(() =>
    import('./texts/zh-cn.money.ts').then((module) => module.moneyZhCN),
  ),
  'zh-TW': importWithReload(() =>
    import('./texts/zh-tw.money.ts').then((module) => module.moneyZhTW),
  ),
};

/** Adds `locale`'s money texts to i18next (once) and says so. */
export async function loadMoneyTexts(locale: Locale): Promise<true> {
  if (!i18n.hasResourceBundle(locale, 'money'))
    i18n.addResourceBundle(locale, 'money', await IMPORTERS[locale]());
  return true;
}

/** Whether the money texts of the page's language are there to show (loading them if not). */
export function useMoneyTexts(enabled = true): {
  ready: boolean;
  failed: boolean;
  retry: () => void;
} {
  const locale = useLocale();
  const texts = useQuery({
    queryKey: ['i18n', 'money', locale],
    queryFn: () => loadMoneyTexts(locale),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { overlay: false },
  });
  return {
    ready: texts.data === true,
    failed: texts.isError,
    retry: () => void texts.refetch(),
  };
}
