import type { DayRange, VideoReportSort } from '@portal/shared';
import type { Queryable } from '../../revenue/rollups.ts';
import { PER_VIDEO, type FigureSums, type PerVideoSums } from '../report-figures.ts';
import {
  FIGURES_AS_TEXT,
  type ReportScope,
  type ReportSql,
  type VideoFilter,
} from './report-sql.ts';
import { orderBy, TITLE_KEY_SORT, VIDEO_SORTS, type Paging, type Sorting } from './sorts.ts';

export type VideoSums = FigureSums &
  PerVideoSums & {
    video_id: string;
    channel_id: string;
    title: string | null;
    channel_title: string | null;
    published_at: Date | null;
    duration_seconds: number | null;
    isrc: string | null;
    /** The catalogue's name of the track, when the catalogue has its ISRC. */
    music_title: string | null;
    music_artist: string | null;
  };

/** What a video report asks for: whose Shorts, which days, which of them, in what order. */
export type VideoQuery = {
  scope: ReportScope;
  range: DayRange;
  filter: VideoFilter;
  options: Sorting<VideoReportSort> & Paging;
};

export type VideoPage = { total: number; rows: VideoSums[] };

/**
 * How a page of Shorts is ordered: by a window's title key where one is read (its index
 * holds the title order), otherwise by the sort's expression.
 */
export function videoOrder(options: VideoQuery['options'], byTitleKey: boolean) {
  const sort = byTitleKey ? TITLE_KEY_SORT : VIDEO_SORTS[options.sort];
  return {
    sort,
    order: orderBy(sort, options.order, 'video_id'),
    /** The Short's own row, for sorts that read it (its title, when it was published). */
    videoJoin: sort.joins.includes('video')
      ? 'left join videos v on v.site_id = $1 and v.video_id = a.video_id'
      : '',
  };
}

/** The page's LIMIT and OFFSET. */
export function limitOf(sql: ReportSql, options: Paging): string {
  return `limit ${sql.param(options.size)} offset ${sql.param(options.page * options.size)}`;
}

/**
 * The page's rows with everything a reply shows, after the common table expressions
 * `ctes` that sort it and cut it to the page (`from`: its rows with their sums): titles,
 * channels and music are read for the page's Shorts only.
 */
export async function readVideoPage(
  db: Queryable,
  sql: ReportSql,
  ctes: string,
  from: string,
  order: string,
): Promise<(VideoSums & { total: string | null })[]> {
  const { rows } = await db.query<VideoSums & { total: string | null }>(
    sql.withCtes(`${ctes}
         select a.video_id, a.channel_id, v.title, c.title as channel_title, v.published_at,
           v.duration_seconds, v.isrc, m.title as music_title, m.artist as music_artist,
           ${PER_VIDEO.map((name) => `a.${name}::text`).join(', ')}, a.total, ${FIGURES_AS_TEXT}
         from ${from}
         left join videos v on v.site_id = $1 and v.video_id = a.video_id
         left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
         left join music_tracks m on m.isrc = v.isrc
         order by ${order}`),
    sql.params,
  );
  return rows;
}
