import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-error.ts';
import { Button } from './button.tsx';
import { OutlineIcon } from './outline-icon.tsx';
import { Card } from './page.tsx';
import { TextField } from './text-field.tsx';

/**
 * A list (or a page's content) that could not load: what failed, the server's message,
 * and a retry, with any other way on (`children`) beside it.
 */
export function ListError({
  title,
  error,
  retryLabel,
  onRetry,
  className,
  children,
}: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('api');
  return (
    <Card className={className}>
      <div role="alert" className="flex flex-col items-start gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="text-sm text-gray-600">{errorMessage(error, t('internal'))}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
          {children}
        </div>
      </div>
    </Card>
  );
}

/** Nothing to list yet (or nothing matches): says so and offers the way on. */
export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  /** The paths of a 24 × 24 outline icon. */
  icon: ReactNode;
  title: string;
  text: string;
  /** The way on, if there is one. */
  children?: ReactNode;
}) {
  return (
    <Card>
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <OutlineIcon className="size-10 text-primary-ink">{icon}</OutlineIcon>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="max-w-md text-sm text-gray-600">{text}</p>
        <div className="mt-1">{children}</div>
      </div>
    </Card>
  );
}

/** The search box above a paged list: typing searches once it pauses, Enter at once. */
export function ListSearch({
  label,
  placeholder,
  submitLabel,
  value,
  onChange,
  onSubmit,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" onSubmit={submit} className="mb-5 flex max-w-xl items-end gap-2">
      <TextField
        className="flex-1"
        label={label}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
