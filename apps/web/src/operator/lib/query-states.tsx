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
 * `children` makes of the data. Every list of the console has these four states.
 */
export function QueryStates<Data>({
  query,
  failed,
  skeleton,
  skeletonRows = 3,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  /** The error's title: what could not be loaded. */
  failed: string;
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
      />
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
