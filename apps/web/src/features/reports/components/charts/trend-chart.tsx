import { useState, type PointerEvent } from 'react';
import { labelIndexes, labelWidth, valueTicks } from './chart-scale.ts';
import { useElementWidth } from './use-element-width.ts';

export interface TrendSeries {
  key: string;
  label: string;
  /** One value per day, in the order of `days`. */
  values: readonly number[];
  /** Any CSS colour: the site's primary colour, or one of the 30-colour palette. */
  color: string;
  /** Fill the area under the line (the main series). */
  area?: boolean;
}

export interface TrendChartProps {
  days: readonly string[];
  series: readonly TrendSeries[];
  /** Day labels under the axis (1. 15. · 1/15). */
  formatAxisDay: (day: string) => string;
  /** The day in the tooltip. */
  formatDay: (day: string) => string;
  /** Gridline labels, short (₩1.2만, 12K). */
  formatAxisValue: (value: number) => string;
  /** Exact values in the tooltip. */
  formatValue: (value: number) => string;
  /** Whole numbers only on the value axis (counts). */
  integer?: boolean;
  /** The whole chart's height, legend included (what its placeholder takes). */
  height?: number;
}

const MARGIN = { top: 12, right: 14, bottom: 28 };
/** The legend line above the plot: h-5 plus mb-2. */
const LEGEND_HEIGHT = 28;

/**
 * Daily values as lines over a shared value axis, drawn in SVG at the card's real width.
 * A pointer (mouse or finger) over it shows the day's values. It is decoration for the
 * eye: hidden from screen readers, who get the same numbers as a table (ChartCard).
 */
export function TrendChart({
  days,
  series,
  formatAxisDay,
  formatDay,
  formatAxisValue,
  formatValue,
  integer = false,
  height: totalHeight = 248,
}: TrendChartProps) {
  const height = totalHeight - LEGEND_HEIGHT;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);

  const max = Math.max(0, ...series.flatMap((line) => line.values));
  const ticks = valueTicks(max, 4, integer);
  const top = ticks.at(-1) ?? 1;
  const axisLabels = ticks.map(formatAxisValue);
  const left = Math.ceil(Math.max(...axisLabels.map(labelWidth))) + 10;
  const plotWidth = Math.max(1, width - left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const count = days.length;
  const x = (index: number) =>
    left + (count <= 1 ? plotWidth / 2 : (index * plotWidth) / (count - 1));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const dayLabels = labelIndexes(count, Math.max(2, Math.floor(plotWidth / 76)));

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const offset = event.clientX - box.left - left;
    const index = count <= 1 ? 0 : Math.round((offset / plotWidth) * (count - 1));
    setActive(Math.min(count - 1, Math.max(0, index)));
  };

  const activeDay = active === null ? undefined : days[active];
  const tooltipLeft = active === null ? 0 : x(active);

  return (
    <div
      ref={ref}
      data-testid="trend-chart"
      className="relative w-full min-w-0 overflow-hidden select-none"
      aria-hidden="true"
    >
      {/* One line high (LEGEND_HEIGHT), so the chart is exactly as tall as its placeholder. */}
      <ul className="mb-2 flex h-5 flex-wrap gap-x-4 overflow-hidden text-xs text-gray-600">
        {series.map((line) => (
          <li key={line.key} className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded-full" style={{ backgroundColor: line.color }} />
            {line.label}
          </li>
        ))}
      </ul>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block touch-pan-y"
        onPointerMove={pick}
        onPointerDown={pick}
        onPointerLeave={() => setActive(null)}
      >
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line
              x1={left}
              x2={left + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              className={index === 0 ? 'stroke-gray-300' : 'stroke-gray-100'}
            />
            <text
              x={left - 8}
              y={y(tick)}
              dy="0.35em"
              textAnchor="end"
              className="fill-gray-500 text-[11px] tabular-nums"
            >
              {axisLabels[index]}
            </text>
          </g>
        ))}
        {dayLabels.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={height - 8}
            textAnchor={
              count > 1 && index === 0
                ? 'start'
                : index === count - 1 && count > 1
                  ? 'end'
                  : 'middle'
            }
            className="fill-gray-500 text-[11px] tabular-nums"
          >
            {formatAxisDay(days[index] ?? '')}
          </text>
        ))}
        {series.map((line) => {
          const points = line.values.map((value, index) => `${x(index)},${y(value)}`);
          if (points.length === 0) return null;
          const baseline = y(0);
          return (
            <g key={line.key}>
              {line.area && points.length > 1 ? (
                <path
                  d={`M${x(0)},${baseline}L${points.join('L')}L${x(count - 1)},${baseline}Z`}
                  fill={line.color}
                  fillOpacity={0.12}
                />
              ) : null}
              {points.length > 1 ? (
                <polyline
                  points={points.join(' ')}
                  fill="none"
                  stroke={line.color}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              ) : (
                <circle cx={x(0)} cy={y(line.values[0] ?? 0)} r={4} fill={line.color} />
              )}
            </g>
          );
        })}
        {active !== null ? (
          <g>
            <line
              x1={x(active)}
              x2={x(active)}
              y1={MARGIN.top}
              y2={MARGIN.top + plotHeight}
              className="stroke-gray-400"
              strokeDasharray="3 3"
            />
            {series.map((line) => (
              <circle
                key={line.key}
                cx={x(active)}
                cy={y(line.values[active] ?? 0)}
                r={4}
                fill="white"
                stroke={line.color}
                strokeWidth={2}
              />
            ))}
          </g>
        ) : null}
      </svg>
      {active !== null && activeDay !== undefined ? (
        <div
          className="pointer-events-none absolute top-1 z-10 min-w-36 rounded-lg border border-gray-200 bg-white/95 px-3 py-2 text-xs shadow-md"
          style={
            tooltipLeft > width / 2
              ? { right: width - tooltipLeft + 10 }
              : { left: tooltipLeft + 10 }
          }
        >
          <p className="font-semibold text-gray-900">{formatDay(activeDay)}</p>
          <ul className="mt-1 flex flex-col gap-0.5">
            {series.map((line) => (
              <li key={line.key} className="flex items-center gap-2 text-gray-700">
                <span className="size-2 rounded-full" style={{ backgroundColor: line.color }} />
                <span className="flex-1">{line.label}</span>
                <span className="font-medium text-gray-900 tabular-nums">
                  {formatValue(line.values[active] ?? 0)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
