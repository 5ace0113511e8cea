import type { FieldValues, Resolver } from 'react-hook-form';
import { importWithReload } from './chunk-reload.ts';

/**
 * A react-hook-form resolver whose schema (and zod with it, about 24 KB gzipped) is a
 * chunk of its own: the form paints without it, `preload()` after the first paint
 * fetches it while the visitor types, and a submit before it arrives waits for it. Used
 * where a form is the page's first view (login, docs/decisions/017).
 */
export function deferredResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> & { preload: () => void } {
  const loadOnce = importWithReload(load);
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () =>
    (loading ??= loadOnce().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
