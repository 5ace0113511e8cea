import {
  REPORT_FIGURES,
  type ChannelReportSort,
  type FigureName,
  type VideoReportSort,
} from '@portal/shared';
import type { PerVideoFigure, SummedFigure } from '../report-figures.ts';

export type Sorting<S extends string> = { sort: S; order: 'asc' | 'desc' };
export type Paging = { page: number; size: number };

/** A figure a sort reads from a page's sums (`a`). */
type SortFigure = SummedFigure | PerVideoFigure;

/**
 * What a report sorts by: its expression over the sums of each row (`a`) and what it
 * reads besides, so a plan adds the joins and sums a sort needs and no others.
 */
export type SortKey = {
  expression: string;
  /** The sums it reads: a custom range adds up only these for every Short. */
  figures: readonly SortFigure[];
  /** The Short's row (`v`), the channel's (`c`), or the channel's Shorts count (`s`). */
  joins: readonly ('video' | 'channel' | 'shorts')[];
  /**
   * The indexed column of the lifetime window that bounds the sort's figure in any range
   * (a sum of figures that are never negative): a member's net revenue is at most the
   * gross of their rows, and KRW at most the dollars at the highest rate there is.
   */
  lifetimeBound?: 'revenue_usd' | 'views';
  /** Never null (the rest are ratios that can be, which sort last). */
  notNull?: true;
};

/** Sorting by a summed figure itself. */
function bySum(figure: SortFigure, lifetimeBound?: SortKey['lifetimeBound']): SortKey {
  return { expression: `a.${figure}`, figures: [figure], joins: [], lifetimeBound };
}

/** Sorting by a ratio of the registry (null where its divisor is 0). */
function byRatio(name: FigureName): SortKey {
  const spec = REPORT_FIGURES[name];
  if (spec.kind !== 'ratio') throw new Error(`${name} is not a ratio`);
  const [over, under] = spec.of as readonly [SortFigure, SortFigure];
  // Counts are integers: made numeric, so the division keeps its fraction.
  const cast = REPORT_FIGURES[over].kind === 'count' ? '::numeric' : '';
  return {
    expression: `a.${over}${cast} / nullif(a.${under}, 0)`,
    figures: [over, under],
    joins: [],
  };
}

export const CHANNEL_SORTS: Record<ChannelReportSort, SortKey> = {
  views: bySum('views'),
  engaged_views: bySum('engaged_views'),
  revenue: bySum('revenue'),
  shorts: { expression: 'shorts', figures: [], joins: ['shorts'] },
  rpm: byRatio('rpm'),
  engaged_rpm: byRatio('engaged_rpm'),
  title: { expression: 'lower(c.title)', figures: [], joins: ['channel'] },
};

export const VIDEO_SORTS: Record<VideoReportSort, SortKey> = {
  views: bySum('views', 'views'),
  engaged_views: bySum('engaged_views'),
  revenue: bySum('revenue', 'revenue_usd'),
  rpm: byRatio('rpm'),
  engaged_rpm: byRatio('engaged_rpm'),
  premium_views: bySum('premium_views'),
  premium_ratio: byRatio('premium_ratio'),
  premium_rpm: byRatio('premium_rpm'),
  view_rate: byRatio('average_view_percentage'),
  view_duration: byRatio('average_view_duration_seconds'),
  published: { expression: 'v.published_at', figures: [], joins: ['video'] },
  title: { expression: 'lower(coalesce(v.title, a.video_id))', figures: [], joins: ['video'] },
};

/**
 * By title, a window's or a custom range's page reads each Short's title key from the
 * windows' index in order (never null, so the index's order is the sort's).
 */
export const TITLE_KEY_SORT: SortKey = {
  expression: 'a.title_key',
  figures: [],
  joins: [],
  notNull: true,
};

/** The lifetime figure that bounds a video sort: descending ones only. */
export function lifetimeBound(sorting: Sorting<VideoReportSort>) {
  return sorting.order === 'desc' ? VIDEO_SORTS[sorting.sort].lifetimeBound : undefined;
}

/** The ORDER BY of a sort key, its ties broken by the row's id (`a.<id>`). */
export function orderBy(key: SortKey, order: 'asc' | 'desc', id: string): string {
  return `${key.expression} ${order}${key.notNull ? '' : ' nulls last'}, a.${id} ${order}`;
}
