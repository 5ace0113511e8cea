import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { countryFigures } from './country-figures.ts';

const MIGRATIONS = path.join(REPO_ROOT, 'apps/server/drizzle');
const MIGRATION = path.join(MIGRATIONS, '0028_per_country_arrays.sql');
/** The migrations after 0028 that change the per-country tables (decisions 032, 033). */
const LATER_MIGRATIONS = ['0032_per_country_key_only.sql', '0033_per_country_totals.sql'];

/** The per-country tables as migrations before 0028 left them: a row per country. */
const OLD_TABLES = `
  create table views_by_country (
    site_id bigint not null, day date not null, video_id text not null, country_code text not null,
    channel_id text not null, views bigint not null, engaged_views bigint not null,
    premium_views bigint not null, watch_time_ms bigint not null,
    premium_watch_time_ms bigint not null, view_percentage_weighted bigint not null,
    primary key (site_id, day, video_id, country_code));
  create index views_by_country_video_idx on views_by_country (site_id, video_id, day);
  create table revenue_by_country (
    site_id bigint not null, day date not null, video_id text not null, country_code text not null,
    channel_id text not null, revenue_micros bigint not null, premium_revenue_micros bigint not null,
    primary key (site_id, day, video_id, country_code));
  create index revenue_by_country_video_idx on revenue_by_country (site_id, video_id, day);
  select portal_isolate_by_site('views_by_country');
  select portal_isolate_by_site('revenue_by_country');`;

describe('the migrations of the per-country tables', () => {
  it('moves every country row of each Short and day into its row, figures in the import’s order', async () => {
    const { url } = inject('testDatabase');
    // The migration's figures are written out by hand: they must be the import's.
    const sql = readFileSync(MIGRATION, 'utf8');
    expect(sql).toContain(
      `ARRAY[${countryFigures('views')
        .map((f) => `"${f}"`)
        .join(', ')}]`,
    );
    expect(sql).toContain(
      `ARRAY[${countryFigures('revenue')
        .map((f) => `"${f}"`)
        .join(', ')}]`,
    );

    // The test database at the newest migration (0022's isolation function with it), then
    // the move in a schema of its own, rolled back: the shared tables stay as they are.
    await (await openDatabase({ url, poolSize: 1, embeddedDataDir: undefined })).close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('create schema per_country_move');
      await client.query('set local search_path = per_country_move, public');
      await client.query(OLD_TABLES);
      // Old rows of two sites: the policies hide them unless the migration looks across sites.
      await client.query(`select set_config('portal.all_sites', 'on', true)`);
      await client.query(
        `insert into views_by_country values
           (7, '2026-11-01', 'aaaaaaaaaa1', 'US', 'UCone', 200, 190, 20, 6000000, 600000, 1500000),
           (7, '2026-11-01', 'aaaaaaaaaa1', 'KR', 'UCone', 1500, 1350, 60, 45045000, 1800000, 12050000),
           (7, '2026-11-02', 'aaaaaaaaaa1', 'KR', 'UCone', 400, 380, 8, 12000000, 240000, 3160000),
           (8, '2026-11-01', 'bbbbbbbbbb2', 'ZZ', 'UCtwo', 9223372036854775807, 1, 0, 0, 0, 0)`,
      );
      await client.query(
        `insert into revenue_by_country values
           (7, '2026-11-01', 'aaaaaaaaaa1', 'US', 'UCone', 200000, 50000),
           (7, '2026-11-01', 'aaaaaaaaaa1', 'KR', 'UCone', 123457, 20000)`,
      );
      await client.query(`select set_config('portal.all_sites', '', true)`);
      for (const statement of sql.split('--> statement-breakpoint')) await client.query(statement);

      await client.query(`select set_config('portal.all_sites', 'on', true)`);
      const rows = async (table: string) =>
        (
          await client.query(
            `select site_id::int, day::text, video_id, channel_id, countries, figures::text
             from ${table} order by site_id, day, video_id`,
          )
        ).rows;
      expect(await rows('views_by_country')).toEqual([
        {
          site_id: 7,
          day: '2026-11-01',
          video_id: 'aaaaaaaaaa1',
          channel_id: 'UCone',
          countries: 'KRUS',
          figures: '{{1500,1350,60,45045000,1800000,12050000},{200,190,20,6000000,600000,1500000}}',
        },
        {
          site_id: 7,
          day: '2026-11-02',
          video_id: 'aaaaaaaaaa1',
          channel_id: 'UCone',
          countries: 'KR',
          figures: '{{400,380,8,12000000,240000,3160000}}',
        },
        {
          site_id: 8,
          day: '2026-11-01',
          video_id: 'bbbbbbbbbb2',
          channel_id: 'UCtwo',
          countries: 'ZZ',
          figures: '{{9223372036854775807,1,0,0,0,0}}',
        },
      ]);
      expect(await rows('revenue_by_country')).toEqual([
        {
          site_id: 7,
          day: '2026-11-01',
          video_id: 'aaaaaaaaaa1',
          channel_id: 'UCone',
          countries: 'KRUS',
          figures: '{{123457,20000},{200000,50000}}',
        },
      ]);

      // The old tables are gone; the new ones have their keys and their tenant isolation.
      const { rows: tables } = await client.query(
        `select c.relname as name, c.relrowsecurity and c.relforcerowsecurity as isolated,
           (select array_agg(i.relname::text order by i.relname) from pg_index x
              join pg_class i on i.oid = x.indexrelid where x.indrelid = c.oid) as indexes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'per_country_move' and c.relkind = 'r' order by 1`,
      );
      expect(tables).toEqual(
        ['revenue_by_country', 'views_by_country'].map((name) => ({
          name,
          isolated: true,
          indexes: [`${name}_site_id_day_video_id_pk`, `${name}_video_idx`],
        })),
      );
      await client.query(`select set_config('portal.all_sites', '', true)`);
      expect((await client.query('select * from views_by_country')).rows).toEqual([]);

      // Then without the index by Short, and each figure over all its countries.
      for (const file of LATER_MIGRATIONS) {
        const later = readFileSync(path.join(MIGRATIONS, file), 'utf8');
        for (const statement of later.split('--> statement-breakpoint'))
          await client.query(statement);
      }
      await client.query(`select set_config('portal.all_sites', 'on', true)`);
      const totals = async (table: string) =>
        (
          await client.query(
            `select site_id::int, day::text, ${countryFigures(
              table === 'views_by_country' ? 'views' : 'revenue',
            )
              .map((figure) => `${figure}::text`)
              .join(', ')}
             from ${table} order by site_id, day, video_id`,
          )
        ).rows;
      expect(await totals('views_by_country')).toEqual([
        {
          site_id: 7,
          day: '2026-11-01',
          views: '1700',
          engaged_views: '1540',
          premium_views: '80',
          watch_time_ms: '51045000',
          premium_watch_time_ms: '2400000',
          view_percentage_weighted: '13550000',
        },
        {
          site_id: 7,
          day: '2026-11-02',
          views: '400',
          engaged_views: '380',
          premium_views: '8',
          watch_time_ms: '12000000',
          premium_watch_time_ms: '240000',
          view_percentage_weighted: '3160000',
        },
        {
          site_id: 8,
          day: '2026-11-01',
          views: '9223372036854775807',
          engaged_views: '1',
          premium_views: '0',
          watch_time_ms: '0',
          premium_watch_time_ms: '0',
          view_percentage_weighted: '0',
        },
      ]);
      expect(await totals('revenue_by_country')).toEqual([
        {
          site_id: 7,
          day: '2026-11-01',
          revenue_micros: '323457',
          premium_revenue_micros: '70000',
        },
      ]);
      const { rows: indexes } = await client.query(
        `select c.relname as name, array_agg(i.relname::text order by i.relname) as indexes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_index x on x.indrelid = c.oid join pg_class i on i.oid = x.indexrelid
         where n.nspname = 'per_country_move' group by 1 order by 1`,
      );
      expect(indexes).toEqual(
        ['revenue_by_country', 'views_by_country'].map((name) => ({
          name,
          indexes: [`${name}_site_id_day_video_id_pk`],
        })),
      );
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });
});
