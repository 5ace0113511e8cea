import { z } from 'zod';
import type { ReportColumnKey } from '../report-columns.ts';

/**
 * Where a figure shows in the report replies: `figures` every set of figures (totals,
 * channel and Short rows), `daily` each day of a trend, `country` a Short's countries,
 * `video` a Short's row only.
 */
export type FigurePart = 'figures' | 'daily' | 'country' | 'video';

/** How the CSV export writes a figure (report-export.ts), under its localized column. */
export type FigureCsv = {
  key: ReportColumnKey;
  format: 'whole' | 'amount' | 'percent' | 'perMille' | 'decimals2' | 'decimals1';
  /** Only this export has the column, though other rows carry the figure. */
  only?: 'videos';
};

/**
 * A report figure. `count`: a whole number the imports add up. `money`: micro-units added
 * up, an exact decimal string in replies (the database keeps each member's share of it
 * beside it). `net`: the members' share of a money figure, shown beside the gross to
 * managers (null for a member, whose figures are their share already). `ratio`: one sum
 * over another, scaled, 0 when the divisor is.
 */
export type FigureSpec = { shows: readonly FigurePart[]; csv?: FigureCsv } & (
  | { kind: 'count' | 'money' }
  | { kind: 'net'; of: string }
  | { kind: 'ratio'; of: readonly [string, string]; scale: (ratio: number) => number }
);

/**
 * Every report figure, in the order replies and tables list them: what the database
 * keeps (the rollups, windows and blocks; see the server's report-figures.ts), what the
 * replies carry and what the CSV export writes are all derived from this list.
 */
export const REPORT_FIGURES = {
  views: {
    kind: 'count',
    shows: ['figures', 'daily', 'country'],
    csv: { key: 'views', format: 'whole' },
  },
  /** The views YouTube pays Shorts by (docs/product.md §6.4). */
  engaged_views: {
    kind: 'count',
    shows: ['figures', 'daily'],
    csv: { key: 'engagedViews', format: 'whole' },
  },
  premium_views: {
    kind: 'count',
    shows: ['figures', 'daily', 'country'],
    csv: { key: 'premiumViews', format: 'whole' },
  },
  /** premium views ÷ views, 0…1. */
  premium_ratio: {
    kind: 'ratio',
    of: ['premium_views', 'views'],
    scale: (ratio) => ratio,
    shows: ['figures'],
    csv: { key: 'premiumRatio', format: 'percent' },
  },
  /** Expected revenue: gross for a manager, net of the fee rate each day for a member. */
  revenue: {
    kind: 'money',
    shows: ['figures', 'daily', 'country'],
    csv: { key: 'revenue', format: 'amount' },
  },
  /** Members' share, net of each day's fee rate (managers only; null for a member). */
  net_revenue: {
    kind: 'net',
    of: 'revenue',
    shows: ['figures', 'daily', 'country'],
    csv: { key: 'netRevenue', format: 'amount' },
  },
  premium_revenue: { kind: 'money', shows: ['figures'] },
  /** revenue ÷ views × 1000, in micro-units of the reply's currency (format it like money). */
  rpm: {
    kind: 'ratio',
    of: ['revenue', 'views'],
    scale: (ratio) => ratio * 1000,
    shows: ['figures', 'daily'],
    csv: { key: 'rpm', format: 'perMille' },
  },
  /** revenue ÷ engaged views × 1000, in micro-units like `rpm`: what an engaged view earns. */
  engaged_rpm: {
    kind: 'ratio',
    of: ['revenue', 'engaged_views'],
    scale: (ratio) => ratio * 1000,
    shows: ['figures', 'daily'],
    csv: { key: 'engagedRpm', format: 'perMille' },
  },
  /** premium revenue ÷ premium views × 1000, in micro-units like `rpm`. */
  premium_rpm: {
    kind: 'ratio',
    of: ['premium_revenue', 'premium_views'],
    scale: (ratio) => ratio * 1000,
    shows: ['figures'],
    csv: { key: 'premiumRpm', format: 'perMille', only: 'videos' },
  },
  /** Milliseconds watched. */
  watch_time_ms: { kind: 'count', shows: [] },
  /** Σ(percentage watched × 100 × views): averaged over views, the view rate. */
  view_percentage_weighted: { kind: 'count', shows: [] },
  /** Average share of the Short watched, 0…100. */
  average_view_percentage: {
    kind: 'ratio',
    of: ['view_percentage_weighted', 'views'],
    scale: (ratio) => ratio / 100,
    shows: ['video'],
    csv: { key: 'viewRate', format: 'decimals2' },
  },
  average_view_duration_seconds: {
    kind: 'ratio',
    of: ['watch_time_ms', 'views'],
    scale: (ratio) => ratio / 1000,
    shows: ['video'],
    csv: { key: 'viewDuration', format: 'decimals1' },
  },
} as const satisfies Record<string, FigureSpec>;

type Figures = typeof REPORT_FIGURES;
export type FigureName = keyof Figures;

/** The figures a part of the replies shows, by name. */
export type FiguresOf<P extends FigurePart> = {
  [K in FigureName]: P extends Figures[K]['shows'][number] ? K : never;
}[FigureName];

type ReplyField<K extends FigureName> = Figures[K]['kind'] extends 'money'
  ? z.ZodString
  : Figures[K]['kind'] extends 'net'
    ? z.ZodNullable<z.ZodString>
    : z.ZodNumber;

/** The figures of one part, in registry order. */
export function figuresOf<P extends FigurePart>(part: P): FiguresOf<P>[] {
  return (Object.keys(REPORT_FIGURES) as FigureName[]).filter((name) =>
    (REPORT_FIGURES[name].shows as readonly FigurePart[]).includes(part),
  ) as FiguresOf<P>[];
}

/** The reply schema's fields of one part: counts and ratios numbers, money exact strings. */
export function figureFields<P extends FigurePart>(
  part: P,
): { [K in FiguresOf<P>]: ReplyField<K> } {
  const field = (name: FigureName) => {
    const { kind } = REPORT_FIGURES[name];
    if (kind === 'money') return z.string();
    return kind === 'net' ? z.string().nullable() : z.number();
  };
  return Object.fromEntries(figuresOf(part).map((name) => [name, field(name)])) as never;
}
