/**
 * The weekly ranking (issue 8): a site's tracks ranked by the views of the site's Shorts
 * that use them (the claim that tied a Short to its track that day, else `videos.isrc`)
 * over the last complete Monday–Sunday week, with each track's rank the week before. It is computed here, by the ranking job, and stored;
 * the calls only read what is stored.
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { musicRankings } from '../../db/schema.ts';
import { DAY_MS, dayNumber, dayText } from '../../lib/days.ts';
import { visibleOn } from './musics.repo.ts';

export type RankingWeeks = { start: string; end: string; previousStart: string };

/**
 * The last complete Monday–Sunday week: it must be over (it ends before `today`) and
 * the site's data must reach its Sunday, so a week is never ranked on part of its days.
 * Days are UTC dates for now — as are the report days (YouTube's report dates) — since
 * the site's time zone is not modelled yet; the week then follows the site's zone.
 * Undefined when no such week exists yet.
 */
export function lastCompleteWeek(
  lastDataDay: string | null,
  today: Date,
): RankingWeeks | undefined {
  if (!lastDataDay) return undefined;
  const yesterday = Math.floor(today.getTime() / DAY_MS) - 1;
  const lastDay = Math.min(dayNumber(lastDataDay), yesterday);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 counts days since Monday.
  const sinceMonday = (((lastDay + 3) % 7) + 7) % 7;
  const sunday = sinceMonday === 6 ? lastDay : lastDay - sinceMonday - 1;
  return {
    start: dayText(sunday - 6),
    end: dayText(sunday),
    previousStart: dayText(sunday - 13),
  };
}

/**
 * Recomputes and stores a site's ranking as of `now`, replacing the one stored. The
 * site's ranking row is written first, so two recomputations of one site take turns.
 */
export async function recomputeMusicRanking(
  db: Db,
  siteId: number,
  now: Date,
): Promise<{ week: RankingWeeks | undefined; tracks: number }> {
  return db.transaction(async (trx) => {
    await trx
      .insert(musicRankings)
      .values({ siteId, weekStart: null, computedAt: now })
      .onConflictDoUpdate({ target: musicRankings.siteId, set: { computedAt: now } });
    const week = lastCompleteWeek(await lastDataDay(trx, siteId), now);
    await trx.execute(sql`delete from music_ranking_entries where site_id = ${siteId}`);
    await trx.execute(
      sql`update music_rankings set week_start = ${week?.start ?? null} where site_id = ${siteId}`,
    );
    if (!week) return { week, tracks: 0 };
    const inserted = await trx.execute(sql`
      with usage as (
        select coalesce(claimed.isrc, v.isrc) as isrc,
          coalesce(sum(d.views) filter (where d.day >= ${week.start}::date), 0) as views,
          coalesce(sum(d.views) filter (where d.day < ${week.start}::date), 0) as previous_views
        from video_daily d
        join videos v on v.site_id = d.site_id and v.video_id = d.video_id
        -- A Short's day counts for the recording its claim tied it to that day, also
        -- after the claim ended; the video list's track (or a claim's now) otherwise.
        left join lateral (
          select c.isrc from video_claims c
          where c.site_id = d.site_id and c.video_id = d.video_id and c.isrc is not null
            and (c.tied_until is null or d.day < c.tied_until)
          -- A claim that ended after this day was in force on it; one still in force may
          -- have begun later (the reports give no start).
          order by c.tied_until nulls last, c.status_since desc limit 1
        ) claimed on true
        where d.site_id = ${siteId}
          and d.day between ${week.previousStart}::date and ${week.end}::date
          and coalesce(claimed.isrc, v.isrc) is not null
        group by 1
      ),
      shown as (
        select music_tracks.id, music_tracks.isrc, usage.views, usage.previous_views
        from usage join music_tracks on music_tracks.isrc = usage.isrc
        where ${visibleOn(siteId)}
      ),
      this_week as (
        select id, views, row_number() over (order by views desc, isrc) as rank
        from shown where views > 0
      ),
      week_before as (
        select id, row_number() over (order by previous_views desc, isrc) as rank
        from shown where previous_views > 0
      )
      insert into music_ranking_entries (site_id, rank, track_id, views, previous_rank)
      select ${siteId}, this_week.rank, this_week.id, this_week.views, week_before.rank
      from this_week left join week_before on week_before.id = this_week.id
      returning track_id`);
    return { week, tracks: inserted.rowCount ?? 0 };
  });
}

async function lastDataDay(trx: Executor, siteId: number): Promise<string | null> {
  const result = await trx.execute<{ last_day: string | null }>(
    sql`select max(day)::text as last_day from video_daily where site_id = ${siteId}`,
  );
  return result.rows[0]?.last_day ?? null;
}
