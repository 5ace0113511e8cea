import { useId, type InputHTMLAttributes, type Ref } from 'react';

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
  className = '',
  ref,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [errorId, describedBy, hintId].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(error) || invalid;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedByIds}
        className={[
          'min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-gray-900 shadow-xs sm:text-sm',
          'placeholder:text-gray-400 read-only:bg-gray-50 read-only:text-gray-600',
          'focus:outline-2 focus:outline-offset-0',
          isInvalid
            ? 'border-red-500 focus:outline-red-500'
            : 'border-gray-300 focus:border-primary focus:outline-primary',
        ].join(' ')}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
