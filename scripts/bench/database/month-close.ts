/**
 * `npm run bench`'s month close: on a copy of a loaded network's database (the ledger is
 * append-only, so the kept database itself must never be closed into), every finished
 * month with data closed in order, each timed, by the earnings service a manager's call
 * uses. The copy is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { acrossSitesView, openDatabase } from '../../../apps/server/src/db/client.ts';
import { dropDatabase } from '../../../apps/server/src/db/drop-database.ts';
import { createSecretBox, parseSecretsKeys } from '../../../apps/server/src/lib/secrets.ts';
import { createAuditRepo } from '../../../apps/server/src/modules/audit/audit.repo.ts';
import { createEarningsService } from '../../../apps/server/src/modules/earnings/earnings.service.ts';
import { createLedgerRepo } from '../../../apps/server/src/modules/earnings/ledger.repo.ts';
import { monthDays } from '../../../apps/server/src/modules/earnings/month-close.ts';
import { databaseUrl } from './revenue-load.ts';

export type MonthCloseRun = {
  database: string;
  channelDailyRows: number;
  channels: number;
  members: number;
  closes: { month: string; ms: number; entries: number; members: number }[];
};

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Closes every finished month of the busiest site of `source` (copied first), timing each. */
export async function measureMonthClose(adminUrl: string, source: string): Promise<MonthCloseRun> {
  const copy = `${source}_close_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${copy} template ${source}`));
  try {
    const opened = await openDatabase({
      url: databaseUrl(adminUrl, copy),
      poolSize: 2,
      embeddedDataDir: undefined,
    });
    const database = acrossSitesView(opened, 'bench');
    try {
      const { rows: busiest } = await database.pool.query<{ site_id: string; n: string }>(
        `select site_id, count(*) as n from channel_daily group by site_id order by 2 desc limit 1`,
      );
      const siteId = Number(busiest[0]!.site_id);
      const [{ rows: sites }, { rows: counts }, { rows: months }] = await Promise.all([
        database.pool.query('select * from sites where id = $1', [siteId]),
        database.pool.query<{ channels: string; members: string; manager: string | null }>(
          `select (select count(*) from channels where site_id = $1) as channels,
             (select count(*) from accounts where site_id = $1 and role = 'member') as members,
             (select min(id) from accounts where site_id = $1 and role = 'manager') as manager`,
          [siteId],
        ),
        database.pool.query<{ month: string }>(
          `select distinct to_char(day, 'YYYY-MM') as month from channel_daily
            where site_id = $1 order by 1`,
          [siteId],
        ),
      ]);
      const row = sites[0] as Record<string, unknown>;
      const site = {
        id: siteId,
        currency: String(row.currency),
      } as Parameters<ReturnType<typeof createEarningsService>['close']>[0];
      const { db } = database;
      const earnings = createEarningsService({
        db,
        ledger: createLedgerRepo(db),
        audit: createAuditRepo(db),
        secrets: createSecretBox(parseSecretsKeys(`bench:${randomBytes(32).toString('base64')}`)),
        now: () => new Date(),
      });
      const manager = counts[0]!.manager
        ? ({ id: Number(counts[0]!.manager) } as Parameters<typeof earnings.close>[1])
        : null;
      const today = new Date().toISOString().slice(0, 10);
      const closes: MonthCloseRun['closes'] = [];
      for (const { month } of months) {
        if (monthDays(month).to >= today) continue;
        const started = performance.now();
        const result = await earnings.close(site, manager, null, month);
        const ms = performance.now() - started;
        const { rows } = await database.pool.query<{ n: string }>(
          `select count(*) as n from ledger_entries where site_id = $1 and close_month = $2`,
          [siteId, `${month}-01`],
        );
        closes.push({ month, ms, entries: Number(rows[0]!.n), members: result.totals.members });
        console.error(`month close ${month}: ${ms.toFixed(0)} ms`);
      }
      return {
        database: source,
        channelDailyRows: Number(busiest[0]!.n),
        channels: Number(counts[0]!.channels),
        members: Number(counts[0]!.members),
        closes,
      };
    } finally {
      await opened.close();
    }
  } finally {
    await withAdmin(adminUrl, (c) => dropDatabase(c, copy));
  }
}

/**
 * A database shaped like the 10 M network where closing reads it (`channel_daily`: 400
 * channels, 8 members with 360 of them, 180 days to `lastDay`, KRW rates every day), for a
 * machine without the loaded network; the figures say which one they come from.
 */
export async function createSyntheticNetwork(
  adminUrl: string,
  name: string,
  lastDay: string,
): Promise<void> {
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const opened = await openDatabase({
    url: databaseUrl(adminUrl, name),
    poolSize: 1,
    embeddedDataDir: undefined,
  });
  const { pool } = acrossSitesView(opened, 'bench');
  try {
    const from = `('${lastDay}'::date - 179)`;
    await pool.query(`with site as (
        insert into sites (name, color_primary, color_primary_dim, currency)
        values ('Bench', '6d28d9', 'ede9fe', 'KRW') returning id),
      people as (
        insert into accounts (site_id, email, nickname, password_hash, role)
        select site.id, 'member' || n || '@bench.example', 'member ' || n, 'x', 'member'
          from site, generate_series(1, 8) n
        union all
        select site.id, 'manager@bench.example', 'manager', 'x', 'manager' from site
        returning site_id, id, role)
      insert into channels (site_id, youtube_id, title, category, status, verification,
          verification_code, approved_at)
      select site.id, 'UCbench' || lpad(n::text, 17, '0'), 'Channel ' || n, 'music', 2,
          'verified', 'BENCH' || n, ${from}
        from site, generate_series(1, 400) n`);
    await pool.query(`insert into exchange_rates (day, krw_per_usd)
      select d::date, 1300 + (extract(doy from d) % 100) from generate_series(${from}, '${lastDay}'::date, interval '1 day') d
      on conflict do nothing`);
    await pool.query(`insert into channel_daily (site_id, channel_id, day, views, engaged_views,
        premium_views, watch_time_ms, revenue_micros, premium_revenue_micros, videos,
        member_account_id, member_revenue_micros, member_premium_revenue_micros)
      select c.site_id, c.youtube_id, d::date, 10000, 9000, 1000, 1000000,
          (c.id * 7919 + extract(doy from d)::bigint * 104729) % 90000000 + 1000000, 0, 100,
          m.id, ((c.id * 7919 + extract(doy from d)::bigint * 104729) % 90000000 + 1000000) * 7 / 10, 0
        from channels c
        cross join generate_series(${from}, '${lastDay}'::date, interval '1 day') d
        left join lateral (
          select a.id from accounts a where a.site_id = c.site_id and a.role = 'member'
          order by a.id offset (c.id % 10) limit 1) m on c.id % 10 < 8
       where c.youtube_id like 'UCbench%'`);
    await pool.query('analyze');
  } finally {
    await opened.close();
  }
}
