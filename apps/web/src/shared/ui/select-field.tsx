import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClassName, useFieldIds } from './field-frame.tsx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Shown under the field in red and announced with it (aria-describedby). */
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: keyboard and screen-reader friendly on every device. */
export function SelectField({
  label,
  error,
  hint,
  className,
  ref,
  children,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`min-h-11 px-3 ${fieldControlClassName(Boolean(error))}`}
        {...selectProps}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
