import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';

/**
 * A section of the account page that loads its own texts (screen-texts.ts): until they
 * are there, a card with a spinner holds its place.
 */
export function SectionSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Card>
          <div role="status" aria-label={t('common.loading')} className="text-gray-400">
            <Spinner />
          </div>
        </Card>
      }
    >
      {children}
    </Suspense>
  );
}

/** A section's list that could not load, inside its card: what failed, why, and a retry. */
export function SectionError({
  title,
  error,
  retryLabel,
  onRetry,
}: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('api');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4">
      <p className="font-semibold text-red-900">{title}</p>
      <p className="text-sm text-red-800">{errorMessage(error, t('internal'))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
