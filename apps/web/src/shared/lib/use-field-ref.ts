import { useRef, type RefObject } from 'react';

/**
 * A field a dialog focuses first (FormModal's `initialFocusRef`): `ref` holds its element
 * once `keep` has wrapped the field's react-hook-form registration (`register('name')`).
 */
export function useFieldRef<E extends HTMLElement>(): {
  ref: RefObject<E | null>;
  keep: <R extends { ref: (element: E | null) => void }>(registration: R) => R;
} {
  const ref = useRef<E | null>(null);
  const keep = <R extends { ref: (element: E | null) => void }>(registration: R): R => ({
    ...registration,
    ref: (element: E | null) => {
      registration.ref(element);
      ref.current = element;
    },
  });
  return { ref, keep };
}
