import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClassName, useFieldIds } from './field-frame.tsx';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea whose hint and error are read out with it, TextField's sibling. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ref,
  rows = 3,
  ...textAreaProps
}: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={ids.id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`px-3.5 py-2.5 ${fieldControlClassName(Boolean(error))}`}
        {...textAreaProps}
      />
    </FieldFrame>
  );
}
