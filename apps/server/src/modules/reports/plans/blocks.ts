import { blocksOf } from '../report-period.ts';
import {
  isCount,
  PER_VIDEO,
  scopeColumn,
  SUMMED,
  type PerVideoFigure,
  type SummedFigure,
} from '../report-figures.ts';
import { videoConditions, type ReportSql, type VideoFilter } from './report-sql.ts';

/**
 * A custom range read from the blocks (`video_blocks`, rebuilt with the windows): a Short's
 * rows of the range are those of its edge days in `video_daily` and of its whole blocks.
 */

/** What a Short's rows of a custom range carry: its channel and every figure. */
export type BlockFigure = 'channel_id' | SummedFigure | PerVideoFigure;
export const BLOCK_FIGURES: readonly BlockFigure[] = ['channel_id', ...SUMMED, ...PER_VIDEO];

/**
 * Whose rows a custom range's read takes: the Shorts a filter keeps, or Shorts picked
 * from them already (the conditions on the rows' alias that pick them, such as the page's
 * ids). Never both: picked Shorts are the filter's, and two lists of ids (`= any`) on one
 * key cost PostgreSQL 15 far more than either alone.
 */
export type RowsOf = VideoFilter | ((alias: string) => string[]);

/**
 * The rows of `video_daily` or `video_blocks` (`alias`) in a custom range's `piece`
 * (its edge days, or some of its blocks) that the scope sees, of the Shorts of `shorts`.
 */
function rangeRowsWhere(sql: ReportSql, alias: string, piece: string, shorts: RowsOf): string {
  return [
    `${alias}.site_id = $1`,
    piece,
    ...sql.memberSees(alias),
    ...(typeof shorts === 'function' ? shorts(alias) : videoConditions(sql, alias, shorts)),
  ].join(' and ');
}

/** One figure of a Short's rows from its days (`d`) or its blocks (`b`), as the scope sees it. */
function blockFigure(sql: ReportSql, alias: 'd' | 'b', name: BlockFigure): string {
  if (name === 'channel_id' || (PER_VIDEO as readonly string[]).includes(name)) {
    return `${alias}.${name}`;
  }
  const summed = name as SummedFigure;
  if (isCount(summed)) return `${alias}.${name}`;
  const money = scopeColumn(summed, sql.scope.showsGross);
  if (money === null) return `null::numeric as ${name}`;
  const krw = sql.scope.currency !== 'USD';
  if (alias === 'b') return `b.${money}_${krw ? 'krw' : 'usd'}::numeric as ${name}`;
  return `${krw ? `d.${money}_micros * r.krw` : `d.${money}_micros::numeric`} as ${name}`;
}

/**
 * One Short's rows of a custom range with the figures `columns` (of `BLOCK_FIGURES`),
 * the same from its edge days in `video_daily` (`d`) and from its whole blocks in
 * `video_blocks` (`b`), for the Shorts of `shorts`.
 */
export function blockRows(sql: ReportSql, columns: readonly BlockFigure[], shorts: RowsOf): string {
  const { days, blocks } = blocksOf(sql.range);
  const select = (alias: 'd' | 'b') =>
    [`${alias}.video_id`, ...columns.map((name) => blockFigure(sql, alias, name))].join(', ');
  const fromDays = `select ${select('d')} from video_daily d ${sql.ratesJoin('d')}
      where ${rangeRowsWhere(sql, 'd', `d.day = any(${sql.param(days)}::date[])`, shorts)}`;
  const pieces = blocks
    .map(
      ({ level, start }) =>
        `(b.level = ${sql.param(level)} and b.start_day = ${sql.param(start)}::date)`,
    )
    .join(' or ');
  const fromBlocks = `select ${select('b')} from video_blocks b
      where ${rangeRowsWhere(sql, 'b', `(${pieces || 'false'})`, shorts)}`;
  return `${fromDays} union all ${fromBlocks}`;
}

/** Sums per Short of `columns` of `rows` (channel: any of its rows', they agree). */
export function sumsPerVideo(rows: string, columns: readonly BlockFigure[]): string {
  const sums = columns.map((c) =>
    c === 'channel_id' ? 'max(p.channel_id) as channel_id' : `sum(p.${c}) as ${c}`,
  );
  return `select ${['p.video_id', ...sums].join(', ')} from (${rows}) p group by p.video_id`;
}

/**
 * How many Shorts matching `filter` have rows in a custom range: the distinct ids of its
 * edge days and whole blocks, read from the keys' indexes alone.
 */
export function blockCount(sql: ReportSql, filter: VideoFilter): string {
  const { days, blocks } = blocksOf(sql.range);
  const fromDays = `select d.video_id from video_daily d
      where ${rangeRowsWhere(sql, 'd', `d.day = any(${sql.param(days)}::date[])`, filter)}`;
  // One branch per block, so each is a plain range of the primary key.
  const fromBlocks = blocks.map(
    ({ level, start }) => `select b.video_id from video_blocks b
      where ${rangeRowsWhere(sql, 'b', `b.level = ${sql.param(level)} and b.start_day = ${sql.param(start)}::date`, filter)}`,
  );
  const shorts = [fromDays, ...fromBlocks].join(' union ');
  return sql.withCtes(`shorts as (${shorts}) select count(*) from shorts`);
}

/**
 * How many Shorts of the scope have rows in a long custom range, from the counts kept
 * with the blocks (`video_span_counts`, `video_gaps`): those started by its last day,
 * less those ended before its first, less those with a gap covering the whole range.
 * Three lookups and the gaps at least as long as the range, however many Shorts it holds.
 */
export function spanCount(sql: ReportSql): string {
  const scope = `c.site_id = $1 and c.member_key = ${sql.param(sql.scope.memberAccountId ?? 0)}`;
  const upTo = (column: 'started' | 'ended', day: string) =>
    `coalesce((select c.${column} from video_span_counts c
        where ${scope} and c.day <= ${day}::date order by c.day desc limit 1), 0)`;
  return `select ${upTo('started', sql.to)} - ${upTo('ended', sql.from)}
      - (select count(*) from video_gaps c
         where ${scope} and c.days >= ${sql.to}::date - ${sql.from}::date + 1
           and c.from_day <= ${sql.from}::date and c.to_day >= ${sql.to}::date) as count`;
}
