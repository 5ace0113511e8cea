import type { RouterHistory } from '@tanstack/react-router';

export interface DocumentLoader {
  /** A full page load of `href`, as a new history entry or in place of the current one. */
  load: (href: string, mode: 'push' | 'replace') => void;
  /** A full reload of the address already shown (after back or forward). */
  reload: () => void;
}

const browserLoader: DocumentLoader = {
  load: (href, mode) => {
    if (mode === 'push') window.location.assign(href);
    else window.location.replace(href);
  },
  reload: () => window.location.reload(),
};

/** Keeps a back/forward step waiting while its page reloads. */
const NEVER = new Promise<boolean>(() => {});

/**
 * Once `isOutdated()` says a newer build is out, the next navigation is a full page load
 * of its target instead of a client-side transition, so the visitor moves onto the new
 * build at a moment they chose to change pages, never in the middle of one.
 */
export function loadNewBuildOnNavigation(
  history: RouterHistory,
  isOutdated: () => boolean,
  loader: DocumentLoader = browserLoader,
): () => void {
  return history.block({
    // Leaving the site must never ask "are you sure?" because of this.
    enableBeforeUnload: false,
    blockerFn: ({ nextLocation, action }) => {
      if (!isOutdated()) return false;
      if (action === 'PUSH' || action === 'REPLACE') {
        loader.load(nextLocation.href, action === 'PUSH' ? 'push' : 'replace');
        return true;
      }
      // Back, forward or go: the browser already shows the target address; load it.
      loader.reload();
      return NEVER;
    },
  });
}
