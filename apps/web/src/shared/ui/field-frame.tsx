import { useId, type ReactNode } from 'react';

/** The ids that tie a field to its label, hint and error. */
export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** For aria-describedby: the error first (read first), then `extra`, then the hint. */
  describedBy: string | undefined;
}

export function useFieldIds(
  hint: string | undefined,
  error: string | undefined,
  extra?: string,
): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, extra, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** Border and focus ring of a text input, textarea or select, red when invalid. */
export function fieldControlClassName(invalid: boolean): string {
  return [
    'w-full rounded-xl border bg-white text-base text-gray-900 shadow-xs sm:text-sm',
    'placeholder:text-gray-500 read-only:bg-gray-50 read-only:text-gray-600',
    'focus:outline-2 focus:outline-offset-0',
    invalid
      ? 'border-red-500 focus:outline-red-500'
      : 'border-gray-300 focus:border-primary focus:outline-primary-ink',
  ].join(' ');
}

/** Label above, hint and error below: the frame every form field shares. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className = '',
  children,
}: {
  ids: FieldIds;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={ids.id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
