import { useSyncExternalStore } from 'react';

export type SnackbarType = 'info' | 'success' | 'error';

export interface Snackbar {
  id: number;
  type: SnackbarType;
  message: string;
}

/** How long a snackbar stays (docs/product.md §3.10). */
export const SNACKBAR_DURATION_MS = 4000;
/** Shown at once, stacked; the rest wait their turn so none covers another. */
export const SNACKBAR_MAX_VISIBLE = 3;

interface SnackbarState {
  visible: readonly Snackbar[];
  queued: readonly Snackbar[];
}

let state: SnackbarState = { visible: [], queued: [] };
let nextId = 1;
const listeners = new Set<() => void>();

function setState(next: SnackbarState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a message at the top centre. Callable from anywhere (queries, the router), not
 * only components. The same message twice in a row is shown once: a failure reported by
 * two observers of one request should not stack up.
 */
export function showSnackbar(message: string, type: SnackbarType = 'info'): void {
  const duplicate = [...state.visible, ...state.queued].some(
    (entry) => entry.message === message && entry.type === type,
  );
  if (duplicate) return;
  const snackbar: Snackbar = { id: nextId++, type, message };
  if (state.visible.length < SNACKBAR_MAX_VISIBLE) {
    setState({ ...state, visible: [...state.visible, snackbar] });
  } else {
    setState({ ...state, queued: [...state.queued, snackbar] });
  }
}

export const snackbar = {
  info: (message: string) => showSnackbar(message, 'info'),
  success: (message: string) => showSnackbar(message, 'success'),
  error: (message: string) => showSnackbar(message, 'error'),
};

export function dismissSnackbar(id: number): void {
  if (!state.visible.some((entry) => entry.id === id)) return;
  const [promoted, ...queued] = state.queued;
  const visible = state.visible.filter((entry) => entry.id !== id);
  setState({ visible: promoted ? [...visible, promoted] : visible, queued });
}

/** Test and logout helper: removes every snackbar. */
export function clearSnackbars(): void {
  setState({ visible: [], queued: [] });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisibleSnackbars(): readonly Snackbar[] {
  return useSyncExternalStore(
    subscribe,
    () => state.visible,
    () => state.visible,
  );
}
