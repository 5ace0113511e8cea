import type { ReactNode } from 'react';

/**
 * The two shapes of a list screen's rows (design §7: every screen works at 360 px): cards
 * on phones, a table elsewhere. Both say when a newer page is on its way (`updating`): the
 * rows shown are then the previous ones, dimmed and marked busy.
 */

export interface TableColumn {
  label: string;
  /** Actions sit at the right edge. */
  alignEnd?: boolean;
}

/**
 * A table that keeps its columns and scrolls sideways inside its own box when the window
 * is narrow; the box is focusable so a keyboard can scroll it too. `children` are the rows.
 */
export function ScrollTable({
  label,
  columns,
  minWidthClass,
  updating = false,
  children,
}: {
  label: string;
  columns: readonly TableColumn[];
  /** A Tailwind min-width class wide enough for the columns, e.g. `min-w-[52rem]`. */
  minWidthClass: string;
  updating?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <table
        aria-busy={updating || undefined}
        className={`w-full ${minWidthClass} text-left text-sm ${updating ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold text-gray-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 whitespace-nowrap ${column.alignEnd ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
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
