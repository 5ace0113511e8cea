import { MODAL_BASE_Z_INDEX, MODAL_Z_INDEX_STEP } from '@portal/shared';
import { useSyncExternalStore } from 'react';

/**
 * Open modals, bottom first. The stack decides which modal answers Escape, the
 * z-index of each (docs/product.md §3.10: 1000 + 2 per stacked modal: backdrop, then
 * panel), and whether the page behind is locked (no scrolling, hidden from assistive
 * technology).
 */
let stack: readonly string[] = [];
const listeners = new Set<() => void>();

/** The element the app renders into; modals live in portals beside it. */
const APP_ROOT_ID = 'root';

let savedBodyStyle: { overflow: string; paddingRight: string } | undefined;

/**
 * Whether this browser's scrollbars take room beside the page (not overlaid, as on
 * phones), tested once as the module loads, before the screens that open modals have
 * rendered: the test then lays out little more than its own element. With overlaid
 * scrollbars the page cannot shift when its scrollbar goes, and opening a modal skips
 * the measure, which would lay the whole page out.
 */
const scrollbarsTakeRoom = ((): boolean => {
  try {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;top:-200px;width:100px;height:100px;overflow:scroll';
    document.body.append(probe);
    const room = probe.offsetWidth - probe.clientWidth;
    probe.remove();
    return room > 0;
  } catch {
    return true;
  }
})();

export function openModalLayer(id: string): void {
  if (stack.includes(id)) return;
  stack = [...stack, id];
  syncPage();
}

export function closeModalLayer(id: string): void {
  if (!stack.includes(id)) return;
  stack = stack.filter((entry) => entry !== id);
  syncPage();
}

/** Read at event time: a re-render that updates `isTop` may still be pending. */
export function isTopModalLayer(id: string): boolean {
  return stack[stack.length - 1] === id;
}

export function modalZIndex(level: number): number {
  return MODAL_BASE_Z_INDEX + MODAL_Z_INDEX_STEP * Math.max(level, 0);
}

function syncPage(): void {
  const body = document.body;
  const appRoot = document.getElementById(APP_ROOT_ID);
  if (stack.length > 0 && !savedBodyStyle) {
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbar = scrollbarsTakeRoom
      ? window.innerWidth - document.documentElement.clientWidth
      : 0;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    appRoot?.setAttribute('inert', '');
    appRoot?.setAttribute('aria-hidden', 'true');
  } else if (stack.length === 0 && savedBodyStyle) {
    body.style.overflow = savedBodyStyle.overflow;
    body.style.paddingRight = savedBodyStyle.paddingRight;
    savedBodyStyle = undefined;
    appRoot?.removeAttribute('inert');
    appRoot?.removeAttribute('aria-hidden');
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): readonly string[] {
  return stack;
}

/** This modal's place in the stack (0 = bottom) and whether it is the top one. */
export function useModalLayer(id: string): { level: number; isTop: boolean } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const level = current.indexOf(id);
  return { level, isTop: level !== -1 && level === current.length - 1 };
}
