import { useLayoutEffect, useRef, useState } from 'react';

/** Until measured (and where nothing measures, as in tests): a laptop card's width. */
const FALLBACK_WIDTH = 640;

/**
 * The width of the element behind the returned ref, following resizes, so a chart draws
 * in real pixels (its labels keep their size on a phone instead of shrinking with it).
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
