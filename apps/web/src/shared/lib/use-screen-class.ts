import { DEVICE_REDETECT_DELAY_MS, MOBILE_BREAKPOINT } from '@portal/shared';
import { useSyncExternalStore } from 'react';

export type ScreenClass = 'mobile' | 'large-mobile' | 'laptop';

/** Spec §4: below 640 px is mobile, below the design's breakpoint large mobile, else laptop. */
export function screenClassOf(width: number, breakpoint: number): ScreenClass {
  if (width < MOBILE_BREAKPOINT) return 'mobile';
  if (width < breakpoint) return 'large-mobile';
  return 'laptop';
}

let width = typeof window === 'undefined' ? 1280 : window.innerWidth;
const listeners = new Set<() => void>();
let timer: number | undefined;

function onResize(): void {
  // Re-detected a moment after resizing settles (spec §4: 50 ms), not on every frame.
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    for (const listener of listeners) listener();
  }, DEVICE_REDETECT_DELAY_MS);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    width = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

/** The screen class for the given design breakpoint, updated after resizes. */
export function useScreenClass(breakpoint: number): ScreenClass {
  const current = useSyncExternalStore(
    subscribe,
    () => width,
    () => width,
  );
  return screenClassOf(current, breakpoint);
}
