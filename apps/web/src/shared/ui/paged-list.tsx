import type { ReactNode } from 'react';
import { pageCount } from '../lib/use-paged-search.ts';
import { Pagination } from './pagination.tsx';

/**
 * One page of a paged list: a summary line read out when it changes (and saying so while
 * a newer page is on its way), the rows, and the pager when there is more than one page.
 */
export function PagedList({
  reply,
  page,
  onPage,
  summary,
  status,
  updating,
  updatingText,
  paginationLabel,
  children,
}: {
  /** The reply shown, for how many pages there are. */
  reply: { total: number; size: number };
  /** The page asked for (zero-based); while it loads, `reply` is still the previous one. */
  page: number;
  onPage: (page: number) => void;
  /** What is shown out of how many, such as "1–20 of 45" (see `pageSpan`). */
  summary: string;
  /** More about the page, beside the summary. */
  status?: ReactNode;
  updating: boolean;
  updatingText: string;
  paginationLabel: string;
  /** The rows. */
  children: ReactNode;
}) {
  const pages = pageCount(reply);
  return (
    <div className="flex flex-col gap-4">
      <div aria-live="polite" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
        <p>
          {summary}
          {updating ? <span className="sr-only"> {updatingText}</span> : null}
        </p>
        {status}
      </div>
      {children}
      <Pagination label={paginationLabel} page={page} pages={pages} onPage={onPage} />
    </div>
  );
}
