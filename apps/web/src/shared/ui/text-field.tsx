import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, fieldControlClassName, useFieldIds } from './field-frame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in red and announced with it (aria-describedby). */
  error?: string | undefined;
  /** Help text such as "4 to 64 characters", also linked to the field. */
  hint?: string | undefined;
  /** Marks the field invalid when its message is shown elsewhere (a form-level alert). */
  invalid?: boolean;
  /** Ids of other elements describing the field, such as that alert. */
  describedBy?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are read out with it. */
export function TextField({
  label,
  error,
  hint,
  invalid = false,
  describedBy,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(hint, error, describedBy);
  const isInvalid = Boolean(error) || invalid;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={ids.id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={ids.describedBy}
        className={`min-h-11 px-3.5 ${fieldControlClassName(isInvalid)}`}
        {...inputProps}
      />
    </FieldFrame>
  );
}
