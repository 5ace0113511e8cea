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
  const keepPageInRange = (reply: PageReply | undefined, empty: boolean) => {
    const page = pageInRange(query.page, reply, empty);
    if (page !== query.page) setQuery({ ...query, page });
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

/** What a paged reply says of its list. */
interface PageReply {
  total: number;
  size: number;
}

/** How many pages a paged reply has (at least one). */
export function pageCount(reply: PageReply | undefined): number {
  return reply ? Math.max(1, Math.ceil(reply.total / reply.size)) : 1;
}

/**
 * The page to show instead of `page` once its reply came back `empty` (its last items
 * deleted, here or elsewhere): the last page that has items. `page` itself otherwise.
 */
export function pageInRange(page: number, reply: PageReply | undefined, empty: boolean): number {
  if (!reply || !empty || page === 0) return page;
  return Math.min(page, pageCount(reply)) - 1;
}

/** The items a reply's page holds, counted from 1: for "`from`–`to` of `total`". */
export function pageSpan(reply: PageReply & { page: number }, count: number) {
  const from = reply.page * reply.size + 1;
  return { total: reply.total, from, to: from + count - 1 };
}
