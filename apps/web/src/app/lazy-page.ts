import type { AsyncRouteComponent } from '@tanstack/react-router';
import { createElement, use, type ComponentType } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '../shared/lib/chunk-reload.ts';

/** Suspends for good: what a page waits on while the document reloads. */
const NEVER = new Promise<never>(() => {});

/**
 * A page loaded on demand, like the router's `lazyRouteComponent`, with our reload rule
 * for a chunk that fails to download (docs/product.md §3.12: reload, at most once per
 * 10 s). The router's own rule reloads once per session per file and then never again,
 * which leaves a tab open across two deploys stuck on an error page.
 *
 * The router preloads the page (on hover, and before rendering it); a failed preload is
 * remembered and acted on only when the page renders, so pointing at a link never
 * reloads the page under the visitor.
 */
export function lazyPage<TModule extends Record<string, unknown>, TKey extends keyof TModule>(
  importer: () => Promise<TModule>,
  exportName: TKey,
): TModule[TKey] extends ComponentType<infer TProps> ? AsyncRouteComponent<TProps> : never {
  let loading: Promise<void> | undefined;
  let component: ComponentType<object> | undefined;
  let failure: { error: unknown } | undefined;

  const load = (): Promise<void> => {
    if (component) return Promise.resolve();
    if (!loading) {
      failure = undefined;
      loading = importer().then(
        (module) => {
          component = module[exportName] as ComponentType<object>;
          loading = undefined;
        },
        (error: unknown) => {
          // Recorded, not thrown: the render below decides (reload, or the error page).
          failure = { error };
          loading = undefined;
        },
      );
    }
    return loading;
  };

  function LazyPage(props: object) {
    if (!component && !failure) use(load());
    if (failure) {
      const { error } = failure;
      if (isChunkLoadError(error) && reloadAfterChunkError()) {
        // The pending spinner shows until the new document replaces this one.
        use(NEVER);
      }
      throw error;
    }
    if (!component) throw new Error(`The page module has no export "${String(exportName)}"`);
    return createElement(component, props);
  }

  return Object.assign(LazyPage, { preload: load }) as never;
}
