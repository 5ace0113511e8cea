import { useState } from 'react';
import type { ColumnSort } from '../../../shared/ui/list-layout.tsx';

export interface TableSort<TKey extends string> {
  sort: TKey;
  order: 'asc' | 'desc';
}

/**
 * The order of a report table (the server sorts): a column header orders by it, largest
 * first (names A to Z); the same header again turns the order round. `onChange` runs with
 * each new order (back to the first page).
 */
export function useTableSort<TKey extends string>(initial: TableSort<TKey>, onChange?: () => void) {
  const [state, setState] = useState<TableSort<TKey>>(initial);
  const set = (next: TableSort<TKey>) => {
    setState(next);
    onChange?.();
  };
  const column = (key: TKey): ColumnSort => ({
    direction: state.sort === key ? (state.order === 'asc' ? 'ascending' : 'descending') : null,
    onSort: () =>
      set(
        state.sort === key
          ? { sort: key, order: state.order === 'asc' ? 'desc' : 'asc' }
          : { sort: key, order: key === 'title' ? 'asc' : 'desc' },
      ),
  });
  return { ...state, set, column };
}

/** A table's order and how to change it, as useTableSort gives it to the table. */
export type TableSortState<TKey extends string> = ReturnType<typeof useTableSort<TKey>>;
