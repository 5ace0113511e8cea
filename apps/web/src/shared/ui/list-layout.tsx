import type { ReactNode } from 'react';

/**
 * The two shapes of a list screen's rows (docs/product.md §13.4: every screen works at
 * 360 px): cards on phones, a table elsewhere. Both say when a newer page is on its way
 * (`updating`): the rows shown are then the previous ones, dimmed and marked busy.
 */

export interface TableColumn {
  label: string;
  /** Actions and figures sit at the right edge. */
  alignEnd?: boolean;
  /** A column the rows can be ordered by: its header becomes a button. */
  sort?: ColumnSort;
  /** Left out on a phone, where a wide table needs its room (its cells take PHONE_HIDDEN). */
  phoneHidden?: boolean;
}

export interface ColumnSort {
  /** How the rows are ordered by this column now; null when by another. */
  direction: 'ascending' | 'descending' | null;
  onSort: () => void;
}

/** The class of a cell in a `phoneHidden` column: shown from the `sm` width up. */
export const PHONE_HIDDEN = 'hidden sm:table-cell';

/** A first cell that stays in place while the row scrolls sideways (see stickyFirstColumn). */
export const STICKY_CELL = 'sticky left-0 z-[1] shadow-[1px_0_0_var(--color-gray-200)]';

/**
 * A table that keeps its columns and scrolls sideways inside its own box when the window
 * is narrow; the box is focusable so a keyboard can scroll it too. `children` are the rows.
 */
export function ScrollTable({
  label,
  columns,
  minWidthClass,
  updating = false,
  footer,
  stickyFirstColumn = false,
  children,
}: {
  label: string;
  columns: readonly TableColumn[];
  /** A Tailwind min-width class wide enough for the columns, e.g. `min-w-[52rem]`. */
  minWidthClass: string;
  updating?: boolean;
  /** Rows under the body, such as totals (`<tr>`s). */
  footer?: ReactNode;
  /**
   * The first column stays put while the others scroll under it (row names on a phone);
   * the rows' first cells then need `STICKY_CELL` too.
   */
  stickyFirstColumn?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="[contain-intrinsic-block-size:auto_40rem] [content-visibility:auto] overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
    >
      <table
        aria-busy={updating || undefined}
        className={`w-full ${minWidthClass} text-left text-sm ${updating ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold text-gray-600">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={column.sort?.direction ?? undefined}
                className={`px-4 py-3 whitespace-nowrap ${column.alignEnd ? 'text-right' : ''} ${
                  stickyFirstColumn && index === 0 ? `${STICKY_CELL} bg-gray-50` : ''
                } ${column.phoneHidden ? PHONE_HIDDEN : ''}`}
              >
                {column.sort ? (
                  <SortButton label={column.label} sort={column.sort} />
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
        {footer ? (
          <tfoot className="border-t-2 border-gray-200 bg-gray-50 font-semibold text-gray-900">
            {footer}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** A sortable column's header: the label and an arrow showing the order (aria-sort says it). */
function SortButton({ label, sort }: { label: string; sort: ColumnSort }) {
  const arrow = sort.direction === 'ascending' ? '↑' : sort.direction === 'descending' ? '↓' : '↕';
  return (
    <button
      type="button"
      onClick={sort.onSort}
      className={`-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-ink ${
        sort.direction ? 'text-gray-900' : ''
      }`}
    >
      {label}
      <span aria-hidden="true" className={sort.direction ? 'text-primary-ink' : 'text-gray-400'}>
        {arrow}
      </span>
    </button>
  );
}

/** The phone shape: a labelled list of cards; `children` are `<CardListItem>`s. */
export function CardList({
  label,
  updating = false,
  children,
}: {
  label: string;
  updating?: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={updating || undefined}
      className={`flex flex-col gap-3 ${updating ? 'opacity-60' : ''}`}
    >
      {children}
    </ul>
  );
}

export function CardListItem({ children }: { children: ReactNode }) {
  return <li className="rounded-2xl border border-gray-200 bg-white p-4 shadow-xs">{children}</li>;
}
