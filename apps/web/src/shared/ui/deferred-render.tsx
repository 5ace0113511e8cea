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

/**
 * The first `first` of `items` drawn at once and the rest in a DeferredRender of their
 * own, for a list whose top fills the first screen: the rows below it no longer hold up
 * the page's first paint.
 */
export function DeferredTail<T>({
  items,
  first,
  children,
}: {
  items: readonly T[];
  first: number;
  /** One item, keyed. */
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <>
      {items.slice(0, first).map((item, index) => children(item, index))}
      {items.length > first ? (
        <DeferredRender fallback={null}>
          {items.slice(first).map((item, index) => children(item, first + index))}
        </DeferredRender>
      ) : null}
    </>
  );
}
