import type { ReactNode } from 'react';
import { Card } from '../../shared/ui/page.tsx';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { ScrollRegion } from '../../shared/ui/scroll-region.tsx';
import { consoleTexts } from '../app/texts.ts';
import { useConsoleTexts } from '../i18n/console-texts.ts';

/**
 * A console list as a table in a card: named (its caption and its scroll box), scrolling
 * sideways in a box the keyboard reaches on a phone, positioned so that hidden header
 * texts stay inside it, and busy while it reloads. `children` is its body.
 */
export function ConsoleTable({
  label,
  columns,
  actionsLabel,
  minWidth,
  busy,
  children,
}: {
  label: string;
  columns: string[];
  /** A last column of buttons, named for assistive technology only. */
  actionsLabel?: string;
  /** The width under which it scrolls, as a Tailwind class (`min-w-[56rem]`). */
  minWidth: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="p-0 sm:p-0">
      <ScrollRegion label={label} className="relative">
        <table className={`w-full ${minWidth} text-left text-sm`} aria-busy={busy}>
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-gray-200 text-xs text-gray-500 uppercase">
            <tr>
              {columns.map((name) => (
                <th key={name} scope="col" className="px-4 py-3">
                  {name}
                </th>
              ))}
              {actionsLabel ? (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{actionsLabel}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          {children}
        </table>
      </ScrollRegion>
    </Card>
  );
}

/** The rows of a console table while its list loads, across all `columns` of the table. */
export function ConsoleTableLoading({ columns }: { columns: number }) {
  const t = useConsoleTexts(consoleTexts);
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-3">
        <RowsSkeleton label={t.loading} rows={3} />
      </td>
    </tr>
  );
}
