import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `fallback` on the first render and `children` on one of their own right after,
 * which React renders in slices, letting the page answer taps and paint in between: for
 * the long parts of a screen (tables, charts) that arrive with its data, so their render
 * does not hold the main thread in one piece. Later renders draw `children` at once.
 */
export function DeferredRender({
  children,
  fallback,
}: {
  children: ReactNode;
  /** A placeholder of the children's size. */
  fallback: ReactNode;
}) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
