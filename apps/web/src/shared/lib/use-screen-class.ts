import {
  DEFAULT_BREAKPOINT,
  DESIGN_BREAKPOINTS,
  DEVICE_REDETECT_DELAY_MS,
  MOBILE_BREAKPOINT,
} from '@portal/shared';
import { useSyncExternalStore } from 'react';
import { useSite } from '../site/site-context.ts';

/**
 * `mobile` below 640 px, `large-mobile` below the design's breakpoint (tablets,
 * narrow windows), `laptop` from it on (docs/product.md §3.8).
 */
export type ScreenClass = 'mobile' | 'large-mobile' | 'laptop';

/** The design's breakpoint: mcn-1 1100, mcn-2 1280, mcn-3 and mcn-4 1400, else 1100. */
export function designBreakpoint(designId: string | undefined): number {
  return (
    (designId ? (DESIGN_BREAKPOINTS as Record<string, number>)[designId] : undefined) ??
    DEFAULT_BREAKPOINT
  );
}

export function screenClassOf(width: number, breakpoint: number): ScreenClass {
  if (width < MOBILE_BREAKPOINT) return 'mobile';
  if (width < breakpoint) return 'large-mobile';
  return 'laptop';
}

let width = typeof window === 'undefined' ? DEFAULT_BREAKPOINT : window.innerWidth;
const listeners = new Set<() => void>();
let timer: number | undefined;

function onResize(): void {
  // Re-detected a moment after resizing settles (docs/product.md §3.8: 50 ms), not on
  // every frame.
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    for (const listener of listeners) listener();
  }, DEVICE_REDETECT_DELAY_MS);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // The width was read afresh by the render before this (readWidth); reading it here,
    // after React changed the page, would lay the whole page out at once. A resize in
    // between is caught by the re-detection, in a task of its own.
    window.addEventListener('resize', onResize);
    onResize();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    }
  };
}

function readWidth(): number {
  // Nobody listens for resizes while no component uses the width, so it is read afresh
  // then (and kept for the subscription that follows); while listened to, it changes
  // only when re-detected (and renders stay stable).
  if (listeners.size === 0) width = window.innerWidth;
  return width;
}

/** The viewport width as last detected (50 ms after resizing stops). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, readWidth);
}

/** The screen class for an explicit breakpoint (outside the site gate, or in tests). */
export function useScreenClassFor(breakpoint: number): ScreenClass {
  return screenClassOf(useViewportWidth(), breakpoint);
}

/** The screen class of the current site's design, updated after resizes. */
export function useScreenClass(): ScreenClass {
  return useScreenClassFor(useSite().maxWidth);
}
