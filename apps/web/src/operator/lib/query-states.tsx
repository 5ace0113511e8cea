import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError } from '../../shared/ui/list-states.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { consoleTexts } from '../app/texts.ts';
import { useConsoleTexts } from '../i18n/console-texts.ts';

/**
 * What a console page shows of one query: what failed with a retry, rows of skeleton
 * while it loads, the empty state when `isEmpty` says there is nothing, else what
 * `children` makes of the data. Every list of the console has these four states; a page
 * of one thing (a site, a notice) has them too, its empty state a `NotFoundCard`.
 */
export function QueryStates<Data>({
  query,
  failed,
  errorAction,
  skeleton,
  skeletonRows = 3,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  /** The error's title: what could not be loaded. */
  failed: string;
  /** Shown under the error beside the retry: a way back, on a page of one thing. */
  errorAction?: ReactNode;
  /** What shows while loading, when not `skeletonRows` rows in a card. */
  skeleton?: ReactNode;
  skeletonRows?: number;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const t = useConsoleTexts(consoleTexts);
  if (query.isError)
    return (
      <ListError
        title={failed}
        error={query.error}
        retryLabel={t.retry}
        onRetry={() => void query.refetch()}
      >
        {errorAction}
      </ListError>
    );
  if (query.isPending)
    return (
      skeleton ?? (
        <Card>
          <RowsSkeleton label={t.loading} rows={skeletonRows} />
        </Card>
      )
    );
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

/** A list with nothing in it yet: what it will hold. */
export function EmptyCard({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <div className="flex flex-col items-start gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="text-sm text-gray-600">{text}</p>
      </div>
    </Card>
  );
}

/** A page's thing is not there (deleted, or a wrong address): what happened and a way back. */
export function NotFoundCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <div role="alert" className="flex flex-col items-start gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="text-sm text-gray-600">{text}</p>
        {children}
      </div>
    </Card>
  );
}
