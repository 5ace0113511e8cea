import type pg from 'pg';
import { countsAt, memberShare, MONEY, rollupColumns } from '../reports/report-figures.ts';
import { COUNTRY_TABLES, type CountryReport } from './country-figures.ts';

/** Anything that runs SQL with parameters: a pool, or a client inside a transaction. */
export type Queryable = Pick<pg.PoolClient, 'query'>;

/** The rollups of a day, finest first: each is made from the one before it. */
const ROLLUP_TABLES = ['video_daily', 'channel_daily', 'site_daily', 'member_daily'];

/** What every daily rollup holds and the site's and each member's day add up. */
const DAY_FIGURES = rollupColumns('site');
const DAY_SUMS = DAY_FIGURES.map((column) => `sum(${column})`).join(', ');

/** The counts of a Short's day (from the views report) and its money (from the revenue report). */
const COUNTS = countsAt('video');
const MICROS = MONEY.map((money) => `${money}_micros`);
/** The members' shares of the money, stamped on each Short's day. */
const SHARES = MONEY.map((money) => `${memberShare(money)}_micros`);
/** What a channel's day keeps beside the members' shares. */
const CHANNEL_FIGURES = [...countsAt('channel'), ...MICROS];
const list = (columns: readonly string[], each: (column: string) => string) =>
  columns.map(each).join(', ');

/**
 * Each Short's day of the given days in one per-country table, its figures over all the
 * countries (the table's own columns, decision 033). `$1` is the site, `$2` the days.
 */
function shortDays(report: CountryReport, figures: readonly string[]): string {
  return `select c.video_id, c.day, c.channel_id, ${list(figures, (f) => `c.${f}`)}
     from ${COUNTRY_TABLES[report]} c where c.site_id = $1 and c.day = any($2::date[])`;
}

/**
 * Who sees each channel's day and at what fee rate: the member whose assignment covers
 * the day (from the day it starts, up to the day it ends), counted from the day the
 * channel was approved, with that member's fee rate in force that day (decision 006).
 * Days are UTC calendar days. `$1` is the site; `pairs` yields (channel_id, day).
 */
function memberDaysSql(pairs: string): string {
  return `select distinct on (p.channel_id, p.day) p.channel_id, p.day, a.account_id,
       coalesce((select fr.fee_rate_bp from fee_rates fr
                 where fr.site_id = $1 and fr.account_id = a.account_id and fr.effective_from <= p.day
                 order by fr.effective_from desc, fr.id desc limit 1), 0) as fee_bp
     from (${pairs}) p
     join channels c on c.site_id = $1 and c.youtube_id = p.channel_id and c.approved_at is not null
     join channel_assignments a on a.site_id = $1 and a.channel_id = c.id
       and p.day >= greatest((a.assigned_from at time zone 'UTC')::date, (c.approved_at at time zone 'UTC')::date)
       and (a.assigned_until is null or p.day < (a.assigned_until at time zone 'UTC')::date)
     order by p.channel_id, p.day, a.assigned_from desc`;
}

/**
 * Recomputes the rollups of the given days from the per-country tables: per video per
 * day (both reports joined, each row stamped with the member who sees it and their net
 * share, rounded down per video and day), then per channel per day, then per site and
 * per member per day. The reports read these, never the per-country rows
 * (docs/product.md §6.11).
 */
export async function refreshRollups(
  client: Queryable,
  siteId: number,
  days: string[],
): Promise<void> {
  if (days.length === 0) return;
  for (const table of ROLLUP_TABLES) {
    await client.query(`delete from ${table} where site_id = $1 and day = any($2::date[])`, [
      siteId,
      days,
    ]);
  }
  await client.query(
    `with per_video as (
       select coalesce(v.video_id, r.video_id) as video_id, coalesce(v.day, r.day) as day,
          coalesce(v.channel_id, r.channel_id) as channel_id,
          ${list(COUNTS, (c) => `coalesce(v.${c}, 0) as ${c}`)},
          ${list(MICROS, (c) => `coalesce(r.${c}, 0) as ${c}`)}
       from (${shortDays('views', COUNTS)}) v
       full join (${shortDays('revenue', MICROS)}) r
         on r.video_id = v.video_id and r.day = v.day
     ),
     -- Materialized: who sees each channel-day is looked up once, not once per Short.
     member_days as materialized (${memberDaysSql('select distinct channel_id, day from per_video')})
     insert into video_daily (site_id, video_id, day, channel_id, ${[...COUNTS, ...MICROS].join(', ')},
        member_account_id, ${SHARES.join(', ')})
     select $1, p.video_id, p.day, p.channel_id, ${list([...COUNTS, ...MICROS], (c) => `p.${c}`)},
        m.account_id,
        -- Integer division rounds down, like fee-rates.ts.
        ${list(MICROS, (c) => `coalesce(p.${c} * (10000 - m.fee_bp) / 10000, 0)`)}
     from per_video p left join member_days m on m.channel_id = p.channel_id and m.day = p.day`,
    [siteId, days],
  );
  await client.query(
    `insert into channel_daily (site_id, channel_id, day, ${CHANNEL_FIGURES.join(', ')},
        videos, member_account_id, ${SHARES.join(', ')})
     select $1, channel_id, day, ${list(CHANNEL_FIGURES, (c) => `sum(${c})`)},
        count(*), max(member_account_id), ${list(SHARES, (c) => `sum(${c})`)}
     from video_daily where site_id = $1 and day = any($2::date[]) group by channel_id, day`,
    [siteId, days],
  );
  await client.query(
    `insert into site_daily (site_id, day, ${DAY_FIGURES.join(', ')})
     select $1, day, ${DAY_SUMS}
     from channel_daily where site_id = $1 and day = any($2::date[]) group by day`,
    [siteId, days],
  );
  await client.query(
    `insert into member_daily (site_id, member_account_id, day, ${DAY_FIGURES.join(', ')})
     select $1, member_account_id, day, ${DAY_SUMS}
     from channel_daily where site_id = $1 and day = any($2::date[]) and member_account_id is not null
     group by member_account_id, day`,
    [siteId, days],
  );
}
