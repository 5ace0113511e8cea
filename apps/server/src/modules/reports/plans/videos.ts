import type { Queryable } from '../../revenue/rollups.ts';
import { PER_VIDEO } from '../report-figures.ts';
import { ReportSql, videoConditions, wholeScope } from './report-sql.ts';
import type { ReportSource } from './source.ts';
import {
  limitOf,
  readVideoPage,
  videoOrder,
  type VideoPage,
  type VideoQuery,
} from './video-rows.ts';
import { blockVideos } from './videos-blocks.ts';

/**
 * A standard period's Shorts: one precomputed row each, sorted and cut to the page on
 * the sums alone. A whole window's Shorts are counted when it is computed; one channel's
 * window rows on its index; a search's rows once read (the sort reads every one anyway).
 */
async function windowVideos(db: Queryable, query: VideoQuery, period: string): Promise<VideoPage> {
  const { filter, options } = query;
  const sql = new ReportSql(query.scope, query.range);
  const windowRows = `from video_windows w
         where ${[sql.windowWhere('w', period), ...videoConditions(sql, 'w', filter)].join(' and ')}`;
  const { order, videoJoin } = videoOrder(options, options.sort === 'title');
  const limit = limitOf(sql, options);
  const total = wholeScope(filter)
    ? `coalesce((select c.shorts from video_window_counts c where ${sql.windowWhere('c', period)}), 0)`
    : `(select count(*) ${filter.search ? 'from a' : windowRows})`;
  const rows = await readVideoPage(
    db,
    sql,
    `a as (select w.video_id, w.channel_id, w.title_key, ${sql.windowFigures('w')}, ${PER_VIDEO.map((name) => `w.${name}`).join(', ')} ${windowRows}),
          page as (
            select a.*, ${total} as total
            from a ${videoJoin}
            order by ${order} ${limit})`,
    'page a',
    order,
  );
  return { total: Number(rows[0]?.total ?? 0), rows };
}

/** Any range without a current window or blocks: each Short's days added up. */
async function dayVideos(db: Queryable, query: VideoQuery): Promise<VideoPage> {
  const { filter, options } = query;
  const sql = new ReportSql(query.scope, query.range);
  const { order, videoJoin } = videoOrder(options, false);
  const limit = limitOf(sql, options);
  const perVideo = `select d.video_id, max(d.channel_id) as channel_id, ${sql.sums('d')},
               ${PER_VIDEO.map((name) => `sum(d.${name}) as ${name}`).join(', ')}
             from video_daily d ${sql.ratesJoin('d')}
             where ${[sql.where('d'), ...videoConditions(sql, 'd', filter)].join(' and ')}
             group by d.video_id`;
  const rows = await readVideoPage(
    db,
    sql,
    `a as (${perVideo}),
          page as (
            select a.*, (select count(*) from a) as total
            from a ${videoJoin}
            order by ${order} ${limit})`,
    'page a',
    order,
  );
  return { total: Number(rows[0]?.total ?? 0), rows };
}

/** One page of the Shorts matching the filters, read the way the source allows. */
export function videos(db: Queryable, query: VideoQuery, source: ReportSource): Promise<VideoPage> {
  switch (source.kind) {
    case 'window':
      return windowVideos(db, query, source.period);
    case 'blocks':
      return blockVideos(db, query);
    case 'days':
      return dayVideos(db, query);
  }
}
