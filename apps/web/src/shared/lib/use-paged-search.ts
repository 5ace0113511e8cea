import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface PagedQuery {
  search: string;
  /** Zero-based, as the API counts pages. */
  page: number;
}

/**
 * The search box and page of a paged list. What is typed applies once typing pauses (or
 * at once with `submit`), and a new search starts again at the first page. Only a newly
 * settled value applies, so clearing the box is not undone by the value settled before.
 */
export function usePagedSearch() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<PagedQuery>({ search: '', page: 0 });
  const apply = (value: string) =>
    setQuery((current) =>
      current.search === value.trim() ? current : { search: value.trim(), page: 0 },
    );
  const settled = useDebouncedValue(input);
  const [appliedSettled, setAppliedSettled] = useState(settled);
  if (settled !== appliedSettled) {
    setAppliedSettled(settled);
    apply(settled);
  }

  /**
   * Call with each reply: when the page shown has emptied (its last item deleted, here or
   * elsewhere), move back to the last page that has items.
   */
  const keepPageInRange = (reply: { total: number; size: number } | undefined, empty: boolean) => {
    if (!reply || !empty || query.page === 0) return;
    setQuery({ ...query, page: Math.min(query.page, pageCount(reply)) - 1 });
  };

  return {
    input,
    setInput,
    query,
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    submit: () => apply(input),
    clear: () => {
      setInput('');
      setQuery({ search: '', page: 0 });
    },
    keepPageInRange,
  };
}

/** How many pages a paged reply has (at least one). */
export function pageCount(reply: { total: number; size: number } | undefined): number {
  return reply ? Math.max(1, Math.ceil(reply.total / reply.size)) : 1;
}
