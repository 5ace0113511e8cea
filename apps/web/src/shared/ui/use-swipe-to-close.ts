import { SWIPE_CLOSE_FAST_MS, SWIPE_CLOSE_RATIO } from '@portal/shared';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Which way the panel leaves: a bottom sheet down, a drawer from the left back left. */
export type SwipeDirection = 'down' | 'left';

/** Movement that still counts as a tap (or a wobble), not yet as a swipe. */
export const SWIPE_SLOP_PX = 8;

/**
 * A swipe closes once it moved past 10 % of the panel's size along its way out,
 * or when it was a flick: over within 300 ms, whatever the distance beyond a tap
 * (docs/product.md §3.10).
 */
export function swipeCloses({
  distance,
  size,
  durationMs,
}: {
  distance: number;
  size: number;
  durationMs: number;
}): boolean {
  if (distance <= SWIPE_SLOP_PX) return false;
  return distance > size * SWIPE_CLOSE_RATIO || durationMs < SWIPE_CLOSE_FAST_MS;
}

/** Whether the touch started inside content scrolled away from its top (then it scrolls). */
function scrolledBelowTop(target: EventTarget | null, panel: HTMLElement): boolean {
  for (
    let element = target instanceof Element ? target : null;
    element && panel.contains(element);
    element = element.parentElement
  ) {
    if (element.scrollTop > 0) return true;
  }
  return false;
}

/**
 * Lets a touch swipe close the panel: the panel follows the finger along `direction`
 * and either leaves (see swipeCloses) or springs back. Touch events rather than pointer
 * events, because only they let a swipe take over from scrolling once it is clearly
 * one (touchmove can still be cancelled); a swipe down that starts in scrolled content
 * scrolls the content instead.
 */
export function useSwipeToClose(
  panelRef: RefObject<HTMLElement | null>,
  {
    enabled,
    direction,
    onSwipe,
  }: { enabled: boolean; direction: SwipeDirection; onSwipe: () => void },
): void {
  const onSwipeRef = useRef(onSwipe);
  useLayoutEffect(() => {
    onSwipeRef.current = onSwipe;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!enabled || !panel) return;

    let gesture: { x: number; y: number; startedAt: number; dragging: boolean } | undefined;

    const along = (touch: Touch) =>
      gesture ? (direction === 'down' ? touch.clientY - gesture.y : gesture.x - touch.clientX) : 0;
    const across = (touch: Touch) =>
      gesture ? (direction === 'down' ? touch.clientX - gesture.x : touch.clientY - gesture.y) : 0;
    const moveTo = (distance: number) => {
      panel.style.transform =
        distance <= 0
          ? ''
          : direction === 'down'
            ? `translateY(${distance}px)`
            : `translateX(${-distance}px)`;
    };
    const springBack = () => {
      panel.style.transition = 'transform 150ms ease-out';
      moveTo(0);
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) {
        if (gesture?.dragging) springBack();
        gesture = undefined;
        return;
      }
      if (direction === 'down' && scrolledBelowTop(event.target, panel)) return;
      gesture = { x: touch.clientX, y: touch.clientY, startedAt: Date.now(), dragging: false };
    };

    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!gesture || !touch) return;
      const distance = along(touch);
      if (!gesture.dragging) {
        const sideways = Math.abs(across(touch));
        if (Math.abs(distance) <= SWIPE_SLOP_PX && sideways <= SWIPE_SLOP_PX) return;
        // The other way, or mostly sideways: a scroll or a pan, not ours.
        if (distance <= 0 || sideways > distance) {
          gesture = undefined;
          return;
        }
        gesture.dragging = true;
        panel.style.transition = 'none';
      }
      if (event.cancelable) event.preventDefault();
      moveTo(distance);
    };

    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const current = gesture;
      gesture = undefined;
      if (!current?.dragging || !touch) return;
      const rect = panel.getBoundingClientRect();
      const closes = swipeCloses({
        distance: direction === 'down' ? touch.clientY - current.y : current.x - touch.clientX,
        size: direction === 'down' ? rect.height : rect.width,
        durationMs: Date.now() - current.startedAt,
      });
      if (closes) onSwipeRef.current();
      else springBack();
    };

    const onTouchCancel = () => {
      if (gesture?.dragging) springBack();
      gesture = undefined;
    };

    panel.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: once a swipe is ours, the page must not scroll under it.
    panel.addEventListener('touchmove', onTouchMove, { passive: false });
    panel.addEventListener('touchend', onTouchEnd);
    panel.addEventListener('touchcancel', onTouchCancel);
    return () => {
      panel.removeEventListener('touchstart', onTouchStart);
      panel.removeEventListener('touchmove', onTouchMove);
      panel.removeEventListener('touchend', onTouchEnd);
      panel.removeEventListener('touchcancel', onTouchCancel);
      panel.style.transform = '';
      panel.style.transition = '';
    };
  }, [enabled, direction, panelRef]);
}
