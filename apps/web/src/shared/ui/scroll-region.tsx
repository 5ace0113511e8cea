import type { ReactNode } from 'react';

/**
 * A box a wide table scrolls sideways in on a phone: named, and focusable so the keyboard
 * can scroll it too.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink ${className}`}
    >
      {children}
    </div>
  );
}
