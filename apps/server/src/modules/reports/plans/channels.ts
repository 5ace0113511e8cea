import type { ChannelReportSort, DayRange } from '@portal/shared';
import type { Queryable } from '../../revenue/rollups.ts';
import type { FigureSums } from '../report-figures.ts';
import { FIGURES_AS_TEXT, ReportSql, type ReportScope } from './report-sql.ts';
import { CHANNEL_SORTS, orderBy, type Paging, type Sorting } from './sorts.ts';
import type { ReportSource } from './source.ts';

export type ChannelSums = FigureSums & {
  channel_id: string;
  title: string | null;
  handle: string | null;
  thumbnail_url: string | null;
  shorts: string;
};

/** Each channel's sums (`a`) and how many channels there are, from one source. */
type ChannelRows = { perChannel: string; count: string };

/** A standard period's channels: one precomputed row each. */
function windowChannels(sql: ReportSql, period: string): ChannelRows {
  const windowRows = `from channel_windows w where ${sql.windowWhere('w', period)}`;
  return {
    perChannel: `select w.channel_id, ${sql.windowFigures('w')} ${windowRows}`,
    count: `select count(*) ${windowRows}`,
  };
}

/** Any other range's channels: their days added up (channels keep no blocks). */
function dayChannels(sql: ReportSql): ChannelRows {
  return {
    perChannel: `select d.channel_id, ${sql.sums('d')}
           from channel_daily d ${sql.ratesJoin('d')} where ${sql.where('d')}
           group by d.channel_id`,
    count: 'select count(*) from a',
  };
}

/** One page of the channels the scope sees, with their names and Shorts. */
export async function channels(
  db: Queryable,
  scope: ReportScope,
  range: DayRange,
  options: Sorting<ChannelReportSort> & Paging,
  source: ReportSource,
): Promise<{ total: number; rows: ChannelSums[] }> {
  const sql = new ReportSql(scope, range);
  const { perChannel, count } =
    source.kind === 'window' ? windowChannels(sql, source.period) : dayChannels(sql);
  // Sorted and cut to the page on the sums alone; names and Shorts counts for the page only.
  const sort = CHANNEL_SORTS[options.sort];
  const order = orderBy(sort, options.order, 'channel_id');
  const shorts = (alias: string) => `cross join lateral (select count(*) as shorts from videos v
           where v.site_id = $1 and v.channel_id = ${alias}.channel_id and v.published_at < ${sql.to}::date + 1) s`;
  const { rows } = await db.query<ChannelSums & { total: string }>(
    sql.withCtes(`a as (${perChannel}),
         page as (
           select a.*, (${count}) as total
           from a
           ${sort.joins.includes('channel') ? 'left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id' : ''}
           ${sort.joins.includes('shorts') ? shorts('a') : ''}
           order by ${order}
           limit ${sql.param(options.size)} offset ${sql.param(options.page * options.size)})
         select a.channel_id, c.title, c.handle, c.thumbnail_url, s.shorts::text, a.total, ${FIGURES_AS_TEXT}
         from page a
         left join channels c on c.site_id = $1 and c.youtube_id = a.channel_id
         ${shorts('a')}
         order by ${order}`),
    sql.params,
  );
  return { total: Number(rows[0]?.total ?? 0), rows };
}
