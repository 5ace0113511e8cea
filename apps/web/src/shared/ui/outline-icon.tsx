import type { ReactNode } from 'react';

/** A 24×24 outline icon drawn in the current text colour; decorative, so hidden from screen readers. */
export function OutlineIcon({
  children,
  className = 'size-6',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
