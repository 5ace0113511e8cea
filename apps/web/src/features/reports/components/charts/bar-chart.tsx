export interface BarDatum {
  key: string;
  label: string;
  value: number;
  /** The value as shown beside the bar. */
  valueText: string;
  /** Any CSS colour (one of the 30-colour palette). */
  color: string;
}

/**
 * Values side by side as horizontal bars, largest first as given, each with its label and
 * figure: readable at any width, names never rotated. Hidden from screen readers, who get
 * the same numbers as a table (ChartCard).
 */
export function BarChart({ data }: { data: readonly BarDatum[] }) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <ul aria-hidden="true" data-testid="bar-chart" className="flex flex-col">
      {data.map((datum) => (
        <li
          key={datum.key}
          className="grid h-7 grid-cols-[minmax(0,7rem)_1fr] items-center gap-3 sm:grid-cols-[minmax(0,10rem)_1fr]"
        >
          <span className="truncate text-sm text-gray-700" title={datum.label}>
            {datum.label}
          </span>
          <span className="flex min-w-0 items-center gap-2">
            <span className="h-3 min-w-0 flex-1 overflow-hidden rounded-full bg-gray-100">
              <span
                className="block h-full rounded-full"
                style={{
                  width: `${max > 0 ? Math.max(1, (datum.value / max) * 100) : 0}%`,
                  backgroundColor: datum.color,
                }}
              />
            </span>
            <span className="w-20 shrink-0 text-right text-xs font-medium text-gray-900 tabular-nums sm:w-24">
              {datum.valueText}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
