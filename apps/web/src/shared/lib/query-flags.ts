import { MODAL_QUERY_FLAGS } from '@portal/shared';

export type ModalFlag = (typeof MODAL_QUERY_FLAGS)[number];

/**
 * Splits the modal flags (`?menu`, `?logout`, ... of spec §2) off a query string.
 * A flag counts when present, whatever its value, as links write `?menu` or `?menu=1`.
 */
export function extractModalFlags(search: string): { flags: ModalFlag[]; search: string } {
  const params = new URLSearchParams(search);
  const flags = MODAL_QUERY_FLAGS.filter((flag) => params.has(flag));
  for (const flag of flags) params.delete(flag);
  const rest = params.toString();
  return { flags, search: rest ? `?${rest}` : '' };
}

/**
 * Flags read on the first navigation, waiting for the screen that owns their modal.
 * They belong to the page they were read on: a flag must not open a modal on some
 * other page later (say, after a login redirect).
 */
let pending: { path: string; flags: Set<ModalFlag> } | undefined;

export function rememberModalFlags(path: string, flags: readonly ModalFlag[]): void {
  pending = flags.length > 0 ? { path, flags: new Set(flags) } : undefined;
}

/**
 * Whether `flag` was in the first URL and `path` is still the page it was read on.
 * Reading does not consume the flag, so it is safe in render and under StrictMode's
 * double calls; the flags are dropped as soon as the first page is left.
 */
export function hasPendingModalFlag(flag: ModalFlag, path: string): boolean {
  return pending !== undefined && pending.path === path && pending.flags.has(flag);
}

/** Forgets every remembered flag (the first page was left before they were used). */
export function discardModalFlags(): void {
  pending = undefined;
}
