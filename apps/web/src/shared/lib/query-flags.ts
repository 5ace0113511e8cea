import { MODAL_QUERY_FLAGS } from '@portal/shared';
import type { RouterHistory } from '@tanstack/react-router';
import { splitLocalePath } from '../i18n/locale-path.ts';

export type ModalFlag = (typeof MODAL_QUERY_FLAGS)[number];

/** Flags found in a URL, each with its value: '' for `?menu`, 'abc' for `?videoDetail=abc`. */
export type ModalFlagValues = Partial<Record<ModalFlag, string>>;

/**
 * Splits the modal flags (`?menu`, `?logout`, ... of docs/product.md §3.6) off a query
 * string. A flag counts when present, whatever its value, as links write `?menu` or
 * `?menu=1`.
 */
export function extractModalFlags(search: string): { flags: ModalFlagValues; search: string } {
  const params = new URLSearchParams(search);
  const flags: ModalFlagValues = {};
  for (const flag of MODAL_QUERY_FLAGS) {
    const value = params.get(flag);
    if (value === null) continue;
    flags[flag] = value;
    params.delete(flag);
  }
  const rest = params.toString();
  return { flags, search: rest ? `?${rest}` : '' };
}

/**
 * Flags taken off a URL, waiting for the screen that owns their modal. They belong to the
 * page they came with (its path without the locale prefix): leaving that page drops them,
 * so a flag never opens a modal somewhere else (say, after a login redirect). Each
 * request has its own number, so the same link followed twice opens its modal twice.
 */
interface PendingFlags {
  path: string;
  flags: Map<ModalFlag, { value: string; request: number }>;
}

let pending: PendingFlags | undefined;
let nextRequest = 1;
const listeners = new Set<() => void>();

function setPending(next: PendingFlags | undefined): void {
  pending = next;
  for (const listener of listeners) listener();
}

export function subscribeModalFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers `flags` for the page at `path` (replacing what the last page left). */
export function rememberModalFlags(path: string, flags: ModalFlagValues): void {
  const entries = Object.entries(flags) as [ModalFlag, string][];
  if (entries.length === 0) {
    if (pending && pending.path !== path) setPending(undefined);
    return;
  }
  setPending({
    path,
    flags: new Map(entries.map(([flag, value]) => [flag, { value, request: nextRequest++ }])),
  });
}

/**
 * Takes the flags off `href` (a path with query, locale prefix allowed), remembers them
 * for its page and returns the href without them.
 */
export function takeModalFlags(href: string): string {
  const url = new URL(href, 'http://app.invalid');
  const { flags, search } = extractModalFlags(url.search);
  if (Object.keys(flags).length === 0) return href;
  rememberModalFlags(splitLocalePath(url.pathname).path, flags);
  return `${url.pathname}${search}${url.hash}`;
}

/**
 * The open request for `flag` on the page at `path`, if any. Reading does not consume it,
 * so it is safe in render and under StrictMode's double calls.
 */
export function pendingModalFlag(
  flag: ModalFlag,
  path: string,
): { value: string; request: number } | undefined {
  return pending?.path === path ? pending.flags.get(flag) : undefined;
}

/** Whether `flag` waits for the page at `path`. */
export function hasPendingModalFlag(flag: ModalFlag, path: string): boolean {
  return pendingModalFlag(flag, path) !== undefined;
}

/** Marks request `request` of `flag` as handled: its modal opened once and is done with it. */
export function consumeModalFlag(flag: ModalFlag, request: number): void {
  if (!pending || pending.flags.get(flag)?.request !== request) return;
  const flags = new Map(pending.flags);
  flags.delete(flag);
  setPending(flags.size > 0 ? { path: pending.path, flags } : undefined);
}

/** Drops the flags unless they belong to the page at `path` (called as pages change). */
export function discardModalFlagsOutside(path: string): void {
  if (pending && pending.path !== path) setPending(undefined);
}

/** Forgets every remembered flag. */
export function discardModalFlags(): void {
  if (pending) setPending(undefined);
}

/**
 * Keeps modal flags out of the history for navigations inside the app too: a push or
 * replace whose URL carries flags is redone without them, the flags handed to the page.
 * Back and forward then never reopen a modal, and a reload does not either.
 */
export function stripModalFlagsOnNavigation(history: RouterHistory): () => void {
  return history.block({
    // Leaving the site must never ask "are you sure?" because of this.
    enableBeforeUnload: false,
    blockerFn: ({ nextLocation, action }) => {
      if (action !== 'PUSH' && action !== 'REPLACE') return false;
      const href = nextLocation.href;
      const clean = takeModalFlags(href);
      if (clean === href) return false;
      // Not bypassing the blockers: the clean URL still passes the others (a new build).
      if (action === 'PUSH') history.push(clean, nextLocation.state);
      else history.replace(clean, nextLocation.state);
      return true;
    },
  });
}
