import { REPORT_FIGURES, type FigureName } from '@portal/shared';

/**
 * The SQL side of the report figures (packages/shared report-figures.ts): which columns
 * each table keeps, and how a scope reads them. Every rollup keeps a count under its own
 * name and money as `<name>_micros` (USD); the windows and blocks keep money as
 * `<name>_usd` and `<name>_krw` (at each day's rate). Each money figure has the share of
 * the member who sees the row beside it, `member_<name>`.
 */

type Figures = typeof REPORT_FIGURES;
/** A figure the database keeps: a count, or money (with the members' share beside it). */
export type KeptFigure = {
  [K in FigureName]: Figures[K]['kind'] extends 'count' | 'money' ? K : never;
}[FigureName];

/**
 * The coarsest rollups a figure is kept in, when not every one: watch time per channel
 * and finer, the view rate per Short only (the windows and blocks keep every figure).
 * The reports show these for Shorts alone.
 */
const KEPT_DOWN_TO = {
  watch_time_ms: 'channel',
  view_percentage_weighted: 'video',
} as const satisfies Partial<Record<KeptFigure, 'channel' | 'video'>>;
/** A count only a Short's row shows. */
export type PerVideoFigure = keyof typeof KEPT_DOWN_TO;

/** What every report query sums for a set of rows: the site-wide counts and money, and the members' net. */
export type SummedFigure = Exclude<
  { [K in FigureName]: Figures[K]['kind'] extends 'ratio' ? never : K }[FigureName],
  PerVideoFigure
>;

/** Sums as the database gives them: counts and exact decimal money, as text. */
export type FigureSums = {
  [K in SummedFigure]: Figures[K]['kind'] extends 'net' ? string | null : string;
};
/** A Short's own sums beside FigureSums. */
export type PerVideoSums = Record<PerVideoFigure, string>;

const NAMES = Object.keys(REPORT_FIGURES) as FigureName[];
const kindOf = (name: FigureName) => REPORT_FIGURES[name].kind;
const isPerVideo = (name: string): name is PerVideoFigure => name in KEPT_DOWN_TO;
const GRAINS = ['site', 'channel', 'video'] as const;

/** The counts a rollup per Short, per channel, or per site or member keeps. */
export function countsAt(grain: (typeof GRAINS)[number]): KeptFigure[] {
  return NAMES.filter(
    (name): name is KeptFigure =>
      kindOf(name) === 'count' &&
      GRAINS.indexOf(grain) >= GRAINS.indexOf(isPerVideo(name) ? KEPT_DOWN_TO[name] : 'site'),
  );
}

/** The column of a money figure that holds the share of the member who sees the row. */
export function memberShare(money: string): string {
  return `member_${money}`;
}

/** Money figures (USD, from the revenue report), without the members' shares. */
export const MONEY: readonly string[] = NAMES.filter((name) => kindOf(name) === 'money');
/** Money as the database keeps it: each figure, then the members' shares of each. */
export const MONEY_COLUMNS: readonly string[] = [...MONEY, ...MONEY.map(memberShare)];

/** The figure columns of a daily rollup: its counts, then its money in USD micros. */
export function rollupColumns(grain: (typeof GRAINS)[number]): string[] {
  return [...countsAt(grain), ...MONEY_COLUMNS.map((money) => `${money}_micros`)];
}

/** The figure columns of a window or block row: every count, then money in USD and KRW. */
export const WINDOW_COLUMNS: readonly string[] = [
  ...countsAt('video'),
  ...MONEY_COLUMNS.flatMap((money) => [`${money}_usd`, `${money}_krw`]),
];

/** The summed figures, in order. */
export const SUMMED = NAMES.filter(
  (name): name is SummedFigure => kindOf(name) !== 'ratio' && !isPerVideo(name),
);

/** The counts a Short's row adds beside SUMMED, in order. */
export const PER_VIDEO = NAMES.filter(isPerVideo);

/** Whether a summed figure is a count (a whole number) rather than money. */
export function isCount(name: SummedFigure): boolean {
  return kindOf(name) === 'count';
}

/**
 * The column a scope reads a summed figure from, without its currency suffix: counts as
 * they are; money gross for a manager, the member's share for a member; the members' net
 * beside the gross for a manager, and nothing (null) for a member.
 */
export function scopeColumn(name: SummedFigure, showsGross: boolean): string | null {
  const spec = REPORT_FIGURES[name];
  if (spec.kind === 'count') return name;
  if (spec.kind === 'net') return showsGross ? memberShare(spec.of) : null;
  return showsGross ? name : memberShare(name);
}

/** Sums of no rows: zeros, and no net for a member. */
export function zeroSums(showsGross: boolean): FigureSums & PerVideoSums {
  const zero = (name: SummedFigure | PerVideoFigure) =>
    REPORT_FIGURES[name].kind === 'net' && !showsGross ? null : '0';
  return Object.fromEntries(
    [...SUMMED, ...PER_VIDEO].map((name) => [name, zero(name)]),
  ) as FigureSums & PerVideoSums;
}
